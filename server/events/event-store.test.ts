import { describe, expect, test } from 'vitest'
import { isInvalidInputError } from '#server/errors.ts'
import { createUserStore } from '#server/users/user-store.ts'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { createEventStore } from './event-store.ts'

describe.each(testDatabases())('usage events ($name)', (database) => {
  const db = useTempDb(database)
  let time = Date.parse('2025-06-01T12:00:00Z')
  const store = () => createEventStore(db(), { now: () => new Date(time) })

  test('a search event is stored and read back, newest first', async () => {
    const account = await createUserStore(db(), {
      passwordParams: { N: 2 ** 10, r: 8, p: 1 },
    }).createAccount({ email: 'reader@example.test' })
    const first = await store().recordEvent({
      type: 'Searches_Regular',
      link: '/search?q=estoppel',
      keywords: 'estoppel',
      siteId: 'KA',
      accountId: account.id,
    })
    time += 1000
    const second = await store().recordEvent({ type: 'Searches_Regular', siteId: 'KA' })
    const events = await store().recentEvents({ siteId: 'KA' })
    expect(events.map((e) => e.id)).toEqual([second, first])
    expect(events[1]).toEqual({
      id: first,
      type: 'Searches_Regular',
      link: '/search?q=estoppel',
      keywords: 'estoppel',
      siteId: 'KA',
      accountId: account.id,
      createdAt: new Date(time - 1000),
    })
    expect(events[0]).toMatchObject({ link: null, keywords: null, accountId: null })
    expect((await store().recentEvents({ accountId: account.id })).map((e) => e.id)).toEqual([
      first,
    ])
  })

  test('very long text is cut, a bad type or site is refused', async () => {
    const id = await store().recordEvent({
      type: 'Searches_Regular',
      keywords: 'k'.repeat(5000),
      link: '/search?q=' + 'x'.repeat(5000),
      siteId: 'KIPL',
    })
    const [event] = await store().recentEvents({ siteId: 'KIPL', limit: 1 })
    expect(event.id).toBe(id)
    expect(event.keywords).toHaveLength(1000)
    expect(event.link).toHaveLength(2000)
    for (const input of [
      { type: '', siteId: 'KA' as const },
      { type: 'has spaces', siteId: 'KA' as const },
      { type: 'Searches_Regular', siteId: 'ZZ' as 'KA' },
    ]) {
      let caught: unknown
      try {
        await store().recordEvent(input)
      } catch (error) {
        caught = error
      }
      expect(isInvalidInputError(caught)).toBe(true)
    }
  })

  test('20 parallel events are all kept', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store().recordEvent({ type: 'Parallel', keywords: `q${i}`, siteId: 'KCL' }),
      ),
    )
    expect(new Set(ids).size).toBe(20)
    const events = await store().recentEvents({ type: 'Parallel', limit: 100 })
    expect(events.map((e) => e.keywords).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `q${i}`).sort(),
    )
  })
})
