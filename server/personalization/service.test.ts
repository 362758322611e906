import { describe, expect, test } from 'vitest'
import { createSessionStore } from '#server/users/session-store.ts'
import { createUserStore } from '#server/users/user-store.ts'
import { isInvalidInputError } from '#server/errors.ts'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { createPersonalizationService, HISTORY_KEPT } from './service.ts'
import { toolTiles } from './tools.ts'

let counter = 0
function tickingClock(start = Date.parse('2025-03-01T09:00:00Z')) {
  let time = start
  return () => new Date((time += 1000))
}
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  )

describe.each(testDatabases())('personalization ($name)', (database) => {
  const db = useTempDb(database)
  const setup = async () => {
    counter += 1
    const users = createUserStore(db(), { passwordParams: { N: 2 ** 10, r: 8, p: 1 } })
    const account = await users.createAccount({
      email: `pers-${counter}@example.test`,
      firstName: 'P',
      lastName: 'P',
    })
    const sessions = createSessionStore(db())
    return {
      sessions,
      service: createPersonalizationService(db(), sessions, { now: tickingClock() }),
      me: { accountId: account.id, siteId: 'KA' },
    }
  }

  test('tools start in the edition order, enabled, at zero', async () => {
    const { service, me } = await setup()
    const tools = await service.tools(me)
    expect(tools.map((t) => t.id)).toEqual(toolTiles.KA.map((t) => t.id))
    expect(tools.every((t) => t.enabled && t.counter === 0)).toBe(true)
    expect(tools.map((t) => t.order)).toEqual(tools.map((_, i) => i))
  })

  test('tools are reordered, hidden and counted', async () => {
    const { service, me } = await setup()
    await service.updateTools(me, [
      { id: 'templates-and-examples', order: 0 },
      { id: 'bits', enabled: false },
    ])
    const tools = await service.tools(me)
    expect(tools[0]?.id).toBe('templates-and-examples')
    expect(tools[1]?.id).toBe('awards')
    expect(tools.find((t) => t.id === 'bits')?.enabled).toBe(false)
    await Promise.all(Array.from({ length: 5 }, () => service.countToolUse(me, 'awards')))
    expect((await service.tools(me)).find((t) => t.id === 'awards')?.counter).toBe(5)
    // A later reorder keeps the hidden tile hidden and the counter.
    await service.updateTools(me, [{ id: 'awards', order: 0 }])
    const again = await service.tools(me)
    expect(again.map((t) => t.id).slice(0, 2)).toEqual(['awards', 'templates-and-examples'])
    expect(again.find((t) => t.id === 'bits')?.enabled).toBe(false)
    expect(again.find((t) => t.id === 'awards')?.counter).toBe(5)
    expect(
      isInvalidInputError(await rejection(service.updateTools(me, [{ id: 'nope', order: 1 }]))),
    ).toBe(true)
  })

  test('news publication titles are replaced as a set', async () => {
    const { service, me } = await setup()
    expect(await service.newsPublicationTitles(me)).toEqual([])
    await service.updateNewsPublicationTitles(me, [
      'ITA Arbitration Report',
      'ITA Arbitration Report',
      'Blog',
    ])
    expect(await service.newsPublicationTitles(me)).toEqual(['ITA Arbitration Report', 'Blog'])
    await service.updateNewsPublicationTitles(me, [])
    expect(await service.newsPublicationTitles(me)).toEqual([])
  })

  test('reading history: newest first, a document once, at most 100 kept', async () => {
    const { service, me } = await setup()
    for (let n = 0; n < HISTORY_KEPT + 5; n++) {
      await service.recordHistory(me, {
        documentId: `D${n}`,
        title: `Doc ${n}`,
        url: `/document/D${n}`,
      })
    }
    await service.recordHistory(me, { documentId: 'D50', title: 'Doc 50', url: '/document/D50' })
    const recent = await service.history(me, 3)
    expect(recent.map((h) => h.documentId)).toEqual([
      'D50',
      `D${HISTORY_KEPT + 4}`,
      `D${HISTORY_KEPT + 3}`,
    ])
    expect(await service.history(me, 1000)).toHaveLength(HISTORY_KEPT)
  })

  test('read once per session, cached in the session, gone with the session', async () => {
    const { service, sessions, me } = await setup()
    const { token } = await sessions.createSession({
      accountId: me.accountId,
      data: { csrf: 'keep' },
    })
    const first = await service.forSession(me, token)
    expect(first.tools.length).toBeGreaterThan(0)
    await service.updateNewsPublicationTitles(me, ['Changed elsewhere'])
    expect((await service.forSession(me, token)).newsPublications).toEqual([]) // the cached copy
    expect((await sessions.getSession(token))?.data.csrf).toBe('keep')
    await service.forget(token, 'KA')
    expect((await service.forSession(me, token)).newsPublications).toEqual(['Changed elsewhere'])
    await service.recordHistory(me, { documentId: 'D1', title: 'Doc', url: '/document/D1' })
    await service.forget(token, 'KA')
    const withHistory = await service.forSession(me, token)
    expect(withHistory.history[0]?.date).toBeInstanceOf(Date)
    await sessions.deleteSession(token)
    expect(await sessions.getSession(token)).toBeNull()
  })

  test('a copy cached before the tiles changed shows the current tiles', async () => {
    const { service, sessions, me } = await setup()
    const { token } = await sessions.createSession({ accountId: me.accountId })
    await service.updateTools(me, [{ id: 'books', enabled: false }])
    const fresh = await service.forSession(me, token)
    // As a copy cached by an older version would read: an old title, a field missing.
    const session = await sessions.getSession(token)
    const cache = session!.data.personalization as { KA: { tools: Record<string, unknown>[] } }
    cache.KA.tools = cache.KA.tools.map(({ routeKey: _routeKey, ...t }) =>
      t.id === 'awards' ? { ...t, title: 'Old title' } : t,
    )
    await sessions.setSessionData(token, session!.data)
    const read = await service.forSession(me, token)
    expect(read.tools).toEqual(fresh.tools)

    // A copy that lacks a tile the edition has now is read again from the store.
    cache.KA.tools = cache.KA.tools.slice(1)
    await sessions.setSessionData(token, session!.data)
    expect((await service.forSession(me, token)).tools).toEqual(fresh.tools)
  })
})

describe('tool tiles', () => {
  test('the treaties tile promises what /bits holds: parties and cases, no status', () => {
    const bits = Object.values(toolTiles)
      .flat()
      .find((t) => t.id === 'bits')!
    expect(bits.description).toMatch(/parties and cases/)
    expect(bits.description).not.toMatch(/status|date/i)
  })
})
