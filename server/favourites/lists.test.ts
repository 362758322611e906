import { describe, expect, test, vi } from 'vitest'
import type { DocumentRecord } from '#server/content/model.ts'
import type { ContentStore, DocumentView } from '#server/search/engine.ts'
import { isFavouriteNotFoundError, NotFoundError, SearchBusyError } from '#server/errors.ts'
import { createUserStore } from '#server/users/user-store.ts'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { createFavouritesService } from './service.ts'

// The content index is the real one in the route tests; here a small stand-in answers for a
// few documents, so each test says exactly what the index holds (and when it is busy).
const index: Record<string, Partial<DocumentRecord>> = {
  'bit-nl-ee': {
    title: 'Netherlands–Estonia BIT',
    type: 'Bilateral investment treaties',
    source: 'Dutch treaties',
    jurisdictions: ['Netherlands', 'Estonia'],
    topics: ['Investment arbitration', 'Investment arbitration>Bilateral investment treaties'],
    dates: { legislation: '1992-10-27', publication: '2011-04-07' },
  },
  'award-hu': {
    title: 'An award against Hungary',
    type: 'Awards',
    source: 'ISDS awards',
    jurisdictions: ['Hungary'],
    topics: ['Investment arbitration>Jurisdiction'],
    dates: { decision: '2015-04-17' },
  },
  'cjeu-1': {
    title: 'A CJEU judgment',
    type: 'Judgments',
    source: 'CJEU',
    jurisdictions: ['European Union', 'Italy'],
    topics: ['European Union law'],
    dates: { decision: '2017-12-20' },
  },
}

function contentStore() {
  const state = { busy: false, reads: 0 }
  const content = {
    async getDocument(id: string): Promise<DocumentView> {
      state.reads += 1
      if (state.busy) throw new SearchBusyError()
      const doc = index[id]
      if (!doc) throw new NotFoundError('Document', id)
      const record = { id, details: {}, jurisdictions: [], topics: [], dates: {}, ...doc }
      return {
        id,
        url: `/document/${id}`,
        title: doc.title!,
        type: doc.type!,
        kind: 'award',
        editions: ['KA'],
        record: record as DocumentRecord,
        content: '',
        hitCount: 0,
        sections: [],
      }
    },
  } as unknown as ContentStore
  return { content, state }
}

let counter = 0
const tickingClock = () => {
  let time = Date.parse('2025-03-01T09:00:00Z')
  return () => new Date((time += 60_000))
}

describe.each(testDatabases())(
  'the documents-and-searches view of favourites ($name)',
  (database) => {
    const db = useTempDb(database)
    const setup = async () => {
      counter += 1
      const users = createUserStore(db(), { passwordParams: { N: 2 ** 10, r: 8, p: 1 } })
      const account = await users.createAccount({
        email: `lists-view-${counter}@example.test`,
        firstName: 'L',
        lastName: 'V',
      })
      const { content, state } = contentStore()
      return {
        favourites: createFavouritesService(db(), { content, now: tickingClock() }),
        index: state,
        me: { accountId: account.id, siteId: 'KA' },
      }
    }

    test('saving files a document from the index and a search from its filters', async () => {
      const { favourites, me } = await setup()
      const folder = await favourites.addFolder(me, 'Treaties')
      await favourites.addFavourites(
        me,
        [{ contentId: 'bit-nl-ee', title: 'what the page said', url: '/document/bit-nl-ee?q=fet' }],
        folder.id,
      )
      await favourites.addFavourites(
        me,
        [{ kind: 'search', title: 'Hungary', url: '/search?q=award&f.jurisdiction=Hungary' }],
        null,
      )
      const [document] = await favourites.listFavouriteDocuments(me, 0)
      expect(document).toMatchObject({
        documentId: 'bit-nl-ee',
        title: 'Netherlands–Estonia BIT',
        url: '/document/bit-nl-ee',
        jurisdictions: ['Netherlands', 'Estonia'],
        topics: ['Investment arbitration>Bilateral investment treaties'],
        date: '1992-10-27',
        reviewDate: '2011-04-07',
        folderIds: [folder.id],
      })
      // The folder view reads it as the index does too.
      const inFolder = await favourites.listFavourites(me, { folderId: folder.id })
      expect(inFolder.items[0]).toMatchObject({
        source: 'Dutch treaties',
        informationType: 'Bilateral investment treaties',
      })
      expect(await favourites.listFavouriteSearches(me, 0)).toMatchObject([
        { name: 'Hungary', jurisdictions: ['Hungary'], topics: [] },
      ])
    })

    test('a favourite saved unfiled is filed when its list is read, once', async () => {
      const { favourites, index: state, me } = await setup()
      state.busy = true
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      await favourites.addFavourites(
        me,
        [{ contentId: 'award-hu', title: 'Award', url: '/document/award-hu' }],
        null,
      )
      warn.mockRestore()
      // Still busy: listed without facets, nothing recorded.
      expect((await favourites.listFavouriteDocuments(me, 0))[0]?.jurisdictions).toEqual([])
      state.busy = false
      const reads = state.reads
      expect((await favourites.listFavouriteDocuments(me, 0))[0]).toMatchObject({
        jurisdictions: ['Hungary'],
        reviewDate: '2015-04-17',
      })
      await favourites.listFavouriteDocuments(me, 0)
      expect(state.reads).toBe(reads + 1)
    })

    test('one list, sorted and filtered, with its filters and both sizes', async () => {
      const { favourites, me } = await setup()
      for (const id of ['cjeu-1', 'bit-nl-ee', 'award-hu']) {
        await favourites.addFavourites(
          me,
          [{ contentId: id, title: id, url: `/document/${id}` }],
          null,
        )
      }
      await favourites.addFavouriteSearch(me, {
        title: 'Spanish awards',
        url: '/awards?f.jurisdiction=Spain',
      })

      const byJurisdiction = await favourites.favouriteList(me, {
        view: 'documents',
        sort: 'jurisdiction',
        filter: {},
      })
      expect(byJurisdiction.counts).toEqual({ documents: 3, searches: 1 })
      // Estonia (with the Netherlands) before European Union (with Italy) before Hungary.
      expect(byJurisdiction.entries.map((e) => e.documentId)).toEqual([
        'bit-nl-ee',
        'cjeu-1',
        'award-hu',
      ])
      expect(byJurisdiction.filters.jurisdictions.map((o) => `${o.value} ${o.count}`)).toEqual([
        'Estonia 1',
        'European Union 1',
        'Hungary 1',
        'Italy 1',
        'Netherlands 1',
      ])

      const newest = await favourites.favouriteList(me, {
        view: 'documents',
        sort: 'dateAdded',
        filter: {},
      })
      expect(newest.entries.map((e) => e.documentId)).toEqual(['award-hu', 'bit-nl-ee', 'cjeu-1'])
      const reviewed = await favourites.favouriteList(me, {
        view: 'documents',
        sort: 'reviewDate',
        filter: {},
      })
      expect(reviewed.entries.map((e) => e.documentId)).toEqual(['cjeu-1', 'award-hu', 'bit-nl-ee'])

      // A parent topic selects its children (either name a prefix of the other).
      const investment = await favourites.favouriteList(me, {
        view: 'documents',
        sort: 'topic',
        filter: { topics: ['Investment arbitration'] },
      })
      expect(investment).toMatchObject({ total: 3 })
      expect(investment.entries.map((e) => e.documentId)).toEqual(['bit-nl-ee', 'award-hu'])
      expect(investment.filters.jurisdictions.find((o) => o.value === 'Italy')?.count).toBe(0)

      const searches = await favourites.favouriteList(me, {
        view: 'searches',
        sort: 'jurisdictions',
        filter: { jurisdictions: ['spain'] },
      })
      expect(searches.entries).toMatchObject([{ name: 'Spanish awards', jurisdictions: ['Spain'] }])
    })

    test('removing from the list removes from every folder; the lists API keeps an address once', async () => {
      const { favourites, me } = await setup()
      const a = await favourites.addFolder(me, 'A')
      const b = await favourites.addFolder(me, 'B')
      const doc = { contentId: 'award-hu', title: 'Award', url: '/document/award-hu' }
      await favourites.addFavourites(me, [doc], a.id)
      await favourites.addFavourites(me, [doc], b.id)
      const [kept] = await favourites.addFavouriteDocuments(me, [
        { ...doc, facets: { jurisdictions: ['Named'], topics: [], date: null, reviewDate: null } },
      ])
      expect(kept).toMatchObject({ jurisdictions: ['Named'], folderIds: [a.id, b.id] })
      expect(await favourites.removeFromList(me, 'documents', kept!.id)).toEqual({
        title: 'An award against Hungary',
        folders: 2,
      })
      expect(await favourites.listFavourites(me)).toMatchObject({ totalHits: 0 })
      expect(
        isFavouriteNotFoundError(
          await favourites.removeFromList(me, 'searches', kept!.id).catch((e: unknown) => e),
        ),
      ).toBe(true)
    })
  },
)
