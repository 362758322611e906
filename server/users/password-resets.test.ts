import { describe, expect, test } from 'vitest'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { createPasswordResets, RESET_LINK_TTL_MS } from './password-resets.ts'
import { createSessionStore } from './session-store.ts'
import { createUserStore } from './user-store.ts'

const passwordParams = { N: 2 ** 10, r: 8, p: 1 }
let counter = 0

describe.each(testDatabases())('password resets ($name)', (database) => {
  const db = useTempDb(database)
  const setup = async (password: string | null = 'first password 1') => {
    let time = Date.parse('2026-03-01T09:00:00Z')
    const now = () => new Date(time)
    const users = createUserStore(db(), { passwordParams })
    const sessions = createSessionStore(db(), { now })
    const resets = createPasswordResets(db(), { users, passwordParams, now })
    counter += 1
    const account = await users.createAccount({ email: `reset-${counter}@example.test`, password })
    const advance = (ms: number) => {
      time += ms
    }
    return { users, sessions, resets, account, advance }
  }

  test('a link sets a new password once, ends every session and voids the other links', async () => {
    const { users, sessions, resets, account } = await setup()
    const session = await sessions.createSession({ accountId: account.id })
    const older = await resets.request(account.email.toUpperCase())
    const link = await resets.request(account.email)
    if (link.kind !== 'link' || older.kind !== 'link') throw new Error('expected links')
    expect(link.token).toMatch(/^[\w-]{43}$/)
    expect(await resets.check(link.token)).toEqual({ ok: true, account })

    expect(await resets.complete(link.token, 'second password 2')).toEqual({ ok: true, account })
    expect(await users.verifyCredentials(account.email, 'second password 2')).toEqual(account)
    expect(await users.verifyCredentials(account.email, 'first password 1')).toBeNull()
    expect(await sessions.getSession(session.token)).toBeNull()

    expect(await resets.complete(link.token, 'third password 3')).toEqual({
      ok: false,
      reason: 'used',
    })
    expect(await resets.check(older.token)).toEqual({ ok: false, reason: 'unknown' })
    expect(await users.verifyCredentials(account.email, 'second password 2')).toEqual(account)
  })

  test('the store keeps only a hash of the token', async () => {
    const { resets, account } = await setup()
    const link = await resets.request(account.email)
    if (link.kind !== 'link') throw new Error('expected a link')
    const rows = await db()
      .withTables<{ password_resets: { token_hash: string; account_id: string } }>()
      .selectFrom('password_resets')
      .select('token_hash')
      .where('account_id', '=', account.id)
      .execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0]!.token_hash).not.toContain(link.token)
  })

  test('an expired link, an unknown token and a malformed one set nothing', async () => {
    const { users, resets, account, advance } = await setup()
    const link = await resets.request(account.email)
    if (link.kind !== 'link') throw new Error('expected a link')
    advance(RESET_LINK_TTL_MS)
    expect(await resets.complete(link.token, 'second password 2')).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(await resets.check('x'.repeat(43))).toEqual({ ok: false, reason: 'unknown' })
    expect(await resets.check('not a token')).toEqual({ ok: false, reason: 'unknown' })
    expect(await users.verifyCredentials(account.email, 'first password 1')).toEqual(account)
  })

  test('an unknown address and an account without a password get no link', async () => {
    const { resets, account } = await setup(null)
    expect(await resets.request('nobody@example.test')).toEqual({ kind: 'unknown' })
    expect(await resets.request(account.email)).toEqual({ kind: 'organisation', account })
    expect(await resets.hasPassword(account.id)).toBe(false)
  })

  test('changing the password needs the current one and ends every session', async () => {
    const { users, sessions, resets, account } = await setup()
    const session = await sessions.createSession({ accountId: account.id })
    expect(await resets.hasPassword(account.id)).toBe(true)
    expect(await resets.change(account.id, 'wrong password', 'second password 2')).toBe(false)
    expect(await sessions.getSession(session.token)).not.toBeNull()

    const link = await resets.request(account.email)
    expect(await resets.change(account.id, 'first password 1', 'second password 2')).toBe(true)
    expect(await users.verifyCredentials(account.email, 'second password 2')).toEqual(account)
    expect(await sessions.getSession(session.token)).toBeNull()
    if (link.kind !== 'link') throw new Error('expected a link')
    expect((await resets.check(link.token)).ok).toBe(false)
  })
})
