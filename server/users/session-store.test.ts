import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { createSessionStore } from './session-store.ts'
import { createUserStore } from './user-store.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** A clock the test moves by hand: expiry is checked without waiting. */
function manualClock(start = Date.parse('2025-03-01T09:00:00Z')) {
  let time = start
  return {
    now: () => new Date(time),
    advance(ms: number) {
      time += ms
    },
  }
}

let counter = 0

describe.each(testDatabases())('session store ($name)', (database) => {
  const db = useTempDb(database)
  const setup = async () => {
    const clock = manualClock()
    const sessions = createSessionStore(db(), {
      now: clock.now,
      defaultTtlMs: 2 * HOUR,
      renewAfterMs: 5 * MINUTE,
      maxLifetimeMs: 24 * HOUR,
    })
    counter += 1
    const account = await createUserStore(db(), {
      passwordParams: { N: 2 ** 10, r: 8, p: 1 },
    }).createAccount({
      email: `session-${counter}@example.test`,
      firstName: 'Ann',
      lastName: 'Lee',
    })
    return { clock, sessions, account }
  }
  const rowFor = (token: string) =>
    db()
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', createHash('sha256').update(token).digest('hex'))
      .executeTakeFirst()

  test('a new session is found by its token, with its account', async () => {
    const { clock, sessions, account } = await setup()
    const { token, expiresAt } = await sessions.createSession({
      accountId: account.id,
      data: { csrf: 'secret-1' },
    })
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(expiresAt).toEqual(new Date(clock.now().getTime() + 2 * HOUR))
    expect(await sessions.getSession(token)).toEqual({
      accountId: account.id,
      authenticatedByIp: false,
      createdAt: clock.now(),
      lastSeenAt: clock.now(),
      expiresAt,
      data: { csrf: 'secret-1' },
      account,
    })
  })

  test('only a hash of the token is stored', async () => {
    const { sessions, account } = await setup()
    const { token } = await sessions.createSession({ accountId: account.id })
    const stored = await db().selectFrom('sessions').select('id').execute()
    expect(stored.map((row) => row.id)).not.toContain(token)
    expect(await rowFor(token)).toBeDefined()
  })

  test('unknown and malformed tokens find nothing', async () => {
    const { sessions } = await setup()
    expect(await sessions.getSession('A'.repeat(43))).toBeNull()
    expect(await sessions.getSession('')).toBeNull()
    expect(await sessions.getSession("' or 1=1 --")).toBeNull()
  })

  test('anonymous and IP sessions', async () => {
    const { sessions, account } = await setup()
    const anonymous = await sessions.createSession({ accountId: null })
    expect(await sessions.getSession(anonymous.token)).toMatchObject({
      accountId: null,
      account: null,
      authenticatedByIp: false,
      data: {},
    })
    const byIp = await sessions.createSession({ accountId: account.id, authenticatedByIp: true })
    expect(await sessions.getSession(byIp.token)).toMatchObject({
      accountId: account.id,
      authenticatedByIp: true,
    })
  })

  test('an expired session is gone, and deleted when looked up', async () => {
    const { clock, sessions, account } = await setup()
    const { token } = await sessions.createSession({ accountId: account.id, ttlMs: HOUR })
    clock.advance(HOUR - 1)
    expect(await sessions.getSession(token)).not.toBeNull()
    clock.advance(HOUR)
    expect(await sessions.getSession(token)).toBeNull()
    expect(await rowFor(token)).toBeUndefined()
  })

  test('use slides the expiry, writing at most once per renewal interval', async () => {
    const { clock, sessions, account } = await setup()
    const start = clock.now().getTime()
    const { token } = await sessions.createSession({ accountId: account.id, ttlMs: HOUR })

    clock.advance(4 * MINUTE)
    expect((await sessions.getSession(token))?.expiresAt).toEqual(new Date(start + HOUR))
    expect(Number((await rowFor(token))?.last_seen_at)).toBe(start)

    clock.advance(MINUTE)
    const renewed = await sessions.getSession(token)
    expect(renewed?.expiresAt).toEqual(new Date(start + 5 * MINUTE + HOUR))
    expect(renewed?.lastSeenAt).toEqual(new Date(start + 5 * MINUTE))
    expect(Number((await rowFor(token))?.expires_at)).toBe(start + 5 * MINUTE + HOUR)

    // Kept alive by use, a session still ends at its maximum lifetime.
    for (let i = 0; i < 26; i++) {
      clock.advance(55 * MINUTE)
      expect(await sessions.getSession(token)).not.toBeNull()
    }
    expect((await sessions.getSession(token))?.expiresAt).toEqual(new Date(start + 24 * HOUR))
    clock.advance(24 * HOUR)
    expect(await sessions.getSession(token)).toBeNull()
  })

  test('session data can be replaced', async () => {
    const { sessions } = await setup()
    const { token } = await sessions.createSession({ accountId: null, data: { a: 1 } })
    expect(await sessions.setSessionData(token, { csrf: 'x', list: [1, 2] })).toBe(true)
    expect((await sessions.getSession(token))?.data).toEqual({ csrf: 'x', list: [1, 2] })
    expect(await sessions.setSessionData('B'.repeat(43), {})).toBe(false)
  })

  test('sign-out deletes one session, or every session of an account', async () => {
    const { sessions, account } = await setup()
    const first = await sessions.createSession({ accountId: account.id })
    const second = await sessions.createSession({ accountId: account.id })
    const third = await sessions.createSession({ accountId: account.id })
    await sessions.deleteSession(first.token)
    await sessions.deleteSession('not a token')
    expect(await sessions.getSession(first.token)).toBeNull()
    expect(await sessions.getSession(second.token)).not.toBeNull()
    expect(await sessions.deleteSessionsForAccount(account.id)).toBe(2)
    expect(await sessions.getSession(third.token)).toBeNull()
  })

  test('deleteExpired removes exactly the expired sessions', async () => {
    const { clock, sessions, account } = await setup()
    await sessions.deleteExpired()
    const short = await sessions.createSession({ accountId: account.id, ttlMs: MINUTE })
    const long = await sessions.createSession({ accountId: null, ttlMs: HOUR })
    clock.advance(2 * MINUTE)
    expect(await sessions.deleteExpired()).toBe(1)
    expect(await rowFor(short.token)).toBeUndefined()
    expect(await sessions.getSession(long.token)).not.toBeNull()
  })
})
