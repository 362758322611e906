import { describe, expect, test } from 'vitest'
import { createUserStore } from '#server/users/user-store.ts'
import { isFavouriteNotFoundError, isInvalidInputError } from '#server/errors.ts'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { createFolderStore } from './folder-store.ts'
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
      const clock = tickingClock()
      return {
        store: createListsStore(db(), { now: clock }),
        folders: createFolderStore(db(), { now: clock }),
        me: { accountId: a.id, siteId: 'KIPL' },
        other: { accountId: b.id, siteId: 'KIPL' },
      }
    }

    const facets = (
      jurisdictions: string[],
      topics: string[],
      reviewDate: string | null = null,
    ) => ({
      jurisdictions,
      topics,
      date: null,
      reviewDate,
    })

    test('the lists are the favourites: one entry per address, whatever folders hold it', async () => {
      const { store, folders, me } = await setup()
      const a = await folders.addFolder(me, 'A')
      const b = await folders.addFolder(me, 'B')
      const doc = { contentId: 'D1', title: 'Doc 1', url: '/document/D1' }
      await folders.addFavourites(me, [doc], a.id)
      await folders.addFavourites(
        me,
        [{ ...doc, facets: facets(['France'], ['IP>Patents']) }],
        b.id,
      )
      await folders.addFavourites(
        me,
        [{ contentId: 'D2', title: 'Doc 2', url: '/document/D2' }],
        null,
      )
      await folders.addFavourites(me, [{ kind: 'search', title: 'S', url: '/search?q=s' }], a.id)

      const documents = await store.listEntries(me, 'document')
      expect(documents.map((d) => [d.title, d.folderIds.length])).toEqual([
        ['Doc 2', 0],
        ['Doc 1', 2],
      ])
      // Facets recorded with a later copy are the address's, on every copy.
      expect(documents[1]).toMatchObject({
        contentId: 'D1',
        facets: facets(['France'], ['IP>Patents']),
        folderIds: [a.id, b.id],
      })
      expect(documents[0]?.facets).toBeNull()
      expect((await store.listEntries(me, 'search')).map((s) => s.title)).toEqual(['S'])
    })

    test('keeping an address already kept records its facets and adds nothing', async () => {
      const { store, folders, me } = await setup()
      const a = await folders.addFolder(me, 'A')
      await folders.addFavourites(
        me,
        [{ contentId: 'D1', title: 'Doc 1', url: '/document/D1' }],
        a.id,
      )
      const kept = await store.keepEntries(me, 'document', [
        { contentId: 'D1', title: 'Doc 1', url: '/document/D1', facets: facets(['Spain'], []) },
        { contentId: 'D3', title: 'Doc 3', url: '/document/D3', facets: facets([], ['Copyright']) },
      ])
      expect(kept.map((e) => [e.title, e.folderIds, e.facets?.jurisdictions])).toEqual([
        ['Doc 3', [], []],
        ['Doc 1', [a.id], ['Spain']],
      ])
      // The new one is in no folder: the folder view lists it under All favourites.
      const all = await folders.listFavourites(me, { kind: 'document' })
      expect(all.totalHits).toBe(2)
      expect(
        isInvalidInputError(
          await rejection(
            store.keepEntries(me, 'search', [{ title: 'x', url: 'http://evil.example' }]),
          ),
        ),
      ).toBe(true)
    })

    test('removing an entry removes it from every folder, never another account’s', async () => {
      const { store, folders, me, other } = await setup()
      const a = await folders.addFolder(me, 'A')
      const b = await folders.addFolder(me, 'B')
      const doc = { contentId: 'D1', title: 'Doc 1', url: '/document/D1' }
      await folders.addFavourites(me, [doc], a.id)
      const { added } = await folders.addFavourites(me, [doc], b.id)
      const [theirs] = await store.keepEntries(other, 'document', [doc])
      for (const ids of [[theirs!.id], [added[0]!.id, 'nope'], []]) {
        expect(
          isFavouriteNotFoundError(await rejection(store.removeEntries(me, 'document', ids))),
        ).toBe(true)
      }
      // A search's id does not name a document.
      const [search] = await store.keepEntries(me, 'search', [{ title: 'S', url: '/search?q=s' }])
      expect(
        isFavouriteNotFoundError(
          await rejection(store.removeEntries(me, 'document', [search!.id])),
        ),
      ).toBe(true)
      // Any copy's id names the entry.
      const removed = await store.removeEntries(me, 'document', [added[0]!.id])
      expect(removed.map((e) => [e.title, e.folderIds.length])).toEqual([['Doc 1', 2]])
      expect(await store.listEntries(me, 'document')).toEqual([])
      expect(await folders.listFolders(me)).toMatchObject([{ hits: 0 }, { hits: 0 }])
      expect(await store.listEntries(other, 'document')).toHaveLength(1)
      expect(await store.listEntries(me, 'search')).toHaveLength(1)
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
      expect(tool[0]).toMatchObject({
        tool: 'relationship-indicator',
        query: 'Spain and person 24',
      })
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
