import { describe, expect, test } from 'vitest'
import { createUserStore } from '#server/users/user-store.ts'
import { isInvalidInputError } from '#server/users/errors.ts'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { isFavouriteNotFoundError } from './errors.ts'
import { createListsStore, LATEST_SEARCHES_KEPT } from './lists-store.ts'

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

describe.each(testDatabases())(
  'favourite documents, searches and latest searches ($name)',
  (database) => {
    const db = useTempDb(database)
    const setup = async () => {
      counter += 1
      const users = createUserStore(db(), { passwordParams: { N: 2 ** 10, r: 8, p: 1 } })
      const a = await users.createAccount({
        email: `lists-a-${counter}@example.test`,
        firstName: 'A',
        lastName: 'A',
      })
      const b = await users.createAccount({
        email: `lists-b-${counter}@example.test`,
        firstName: 'B',
        lastName: 'B',
      })
      return {
        store: createListsStore(db(), { now: tickingClock() }),
        me: { accountId: a.id, siteId: 'KIPL' },
        other: { accountId: b.id, siteId: 'KIPL' },
      }
    }

    test('favourite documents: newest first, amount 0 is all, a document once', async () => {
      const { store, me } = await setup()
      for (const n of [1, 2, 3]) {
        await store.addFavouriteDocuments(me, [
          {
            documentId: `D${n}`,
            title: `Doc ${n}`,
            url: `/document/D${n}`,
            jurisdiction: 'France',
            topicId: 'Patents',
          },
        ])
      }
      await store.addFavouriteDocuments(me, [
        { documentId: 'D1', title: 'Doc 1 (new title)', url: '/document/D1' },
      ])
      const all = await store.listFavouriteDocuments(me, 0)
      expect(all.map((d) => d.documentId)).toEqual(['D3', 'D2', 'D1'])
      expect(all[2]?.title).toBe('Doc 1 (new title)')
      expect(await store.listFavouriteDocuments(me, 2)).toHaveLength(2)
    })

    test('favourite documents of another account are never deleted', async () => {
      const { store, me, other } = await setup()
      const [mine] = await store.addFavouriteDocuments(me, [
        { documentId: 'D1', title: 'Doc', url: '/document/D1' },
      ])
      expect(
        isFavouriteNotFoundError(
          await rejection(store.deleteFavouriteDocuments(other, [mine!.id])),
        ),
      ).toBe(true)
      expect(await store.listFavouriteDocuments(me, 0)).toHaveLength(1)
      expect(await store.deleteFavouriteDocuments(me, [mine!.id])).toBe(1)
    })

    test('favourite searches keep their jurisdictions and topics', async () => {
      const { store, me, other } = await setup()
      const saved = await store.addFavouriteSearch(me, {
        name: 'UPC injunctions',
        url: '/search?q=injunction&mode=unified-patent-court',
        jurisdictions: ['Germany', 'France'],
        topicIds: ['Patents>Enforcement'],
      })
      expect((await store.listFavouriteSearches(me, 0))[0]).toEqual(saved)
      expect(
        isFavouriteNotFoundError(await rejection(store.deleteFavouriteSearch(other, saved.id))),
      ).toBe(true)
      await store.deleteFavouriteSearch(me, saved.id)
      expect(await store.listFavouriteSearches(me, 0)).toEqual([])
      expect(
        isInvalidInputError(
          await rejection(store.addFavouriteSearch(me, { name: 'x', url: 'http://evil.example' })),
        ),
      ).toBe(true)
    })

    test('latest searches: the same URL again moves up, and only the newest 20 are kept', async () => {
      const { store, me } = await setup()
      for (let n = 0; n < 25; n++)
        await store.addLatestSearch(me, { query: `q${n}`, url: `/search?q=q${n}` })
      await store.addLatestSearch(me, { query: 'q10', url: '/search?q=q10' })
      const latest = await store.listLatestSearches(me)
      expect(latest).toHaveLength(LATEST_SEARCHES_KEPT)
      expect(latest[0]?.query).toBe('q10')
      expect(latest.filter((s) => s.query === 'q10')).toHaveLength(1)
      expect(latest.at(-1)?.query).toBe('q5')
    })

    test("each tool keeps its own latest searches: the Relationship Indicator's do not crowd the search page's", async () => {
      const { store, me } = await setup()
      await store.addLatestSearch(me, { query: 'expropriation', url: '/search?q=expropriation' })
      for (let n = 0; n < 25; n++)
        await store.addLatestSearch(me, {
          tool: 'relationship-indicator',
          query: `Spain and person ${n}`,
          url: `/relationship-indicator?l=2:spain&r=0:p${n}`,
        })
      expect((await store.listLatestSearches(me)).map((s) => s.query)).toEqual(['expropriation'])
      const tool = await store.listLatestSearches(me, 'relationship-indicator')
      expect(tool).toHaveLength(LATEST_SEARCHES_KEPT)
      expect(tool[0]).toMatchObject({ tool: 'relationship-indicator', query: 'Spain and person 24' })
    })

    test('parallel latest searches all arrive', async () => {
      const { store, me } = await setup()
      await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          store.addLatestSearch(me, { query: `p${n}`, url: `/search?q=p${n}` }),
        ),
      )
      expect(await store.listLatestSearches(me)).toHaveLength(10)
    })
  },
)
