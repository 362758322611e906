import type { Edition } from '#server/content/model.ts'
import type { ContentStore, DocumentView } from '#server/search/engine.ts'
import { InvalidInputError, isNotFoundError } from '#server/errors.ts'
import { documentFacets, NO_FACETS, searchFacets, type FavouriteFacets } from './facets.ts'
import type { FavouriteInput, FolderStore } from './folder-types.ts'
import type { EntryInput, FavouriteEntry, ListsStore } from './lists-store.ts'
import {
  filterOptions,
  markShown,
  sortFavouriteDocuments,
  sortFavouriteSearches,
  type DocumentSort,
  type FavouriteFilter,
  type FilterOption,
  type SearchSort,
} from './rules.ts'
import type { Owner } from './schema.ts'

// The documents-and-searches model (spec 001 §3, §4, §7.4) as a view of the one list of
// favourites: whatever saves a favourite (the reading view, the search page, either API family)
// records what it is filed under, from the content index for a document and from its filters
// for a search; a favourite saved before that is filed when its list is next read.

export interface FavouriteDocument {
  id: string
  documentId: string | null
  title: string
  url: string
  jurisdictions: string[]
  topics: string[]
  /** The document's own date, yyyy-mm-dd. */
  date: string | null
  reviewDate: string | null
  addedDate: Date
  folderIds: string[]
}

export interface FavouriteSearch {
  id: string
  name: string
  url: string
  jurisdictions: string[]
  topics: string[]
  addedDate: Date
  folderIds: string[]
}

export type FavouriteListQuery =
  | { view: 'documents'; sort: DocumentSort; filter: FavouriteFilter }
  | { view: 'searches'; sort: SearchSort; filter: FavouriteFilter }

type ListPage<View, Entry> = {
  view: View
  /** The entries the filters show, sorted. */
  entries: Entry[]
  /** Entries in the list, shown or not. */
  total: number
  counts: { documents: number; searches: number }
  filters: { jurisdictions: FilterOption[]; topics: FilterOption[] }
}

export type FavouriteListPage =
  ListPage<'documents', FavouriteDocument> | ListPage<'searches', FavouriteSearch>

export interface FavouriteLists {
  /** The folder model's add, filing each favourite as it is saved. */
  addFavourites: FolderStore['addFavourites']
  /** Newest first; `amount` 0 means all. */
  listFavouriteDocuments(owner: Owner, amount: number): Promise<FavouriteDocument[]>
  /** Keeps each document once (in no folder unless a folder holds it already). */
  addFavouriteDocuments(owner: Owner, items: readonly EntryInput[]): Promise<FavouriteDocument[]>
  /** Removes documents from every folder. All or nothing: throws FavouriteNotFoundError. */
  deleteFavouriteDocuments(owner: Owner, ids: readonly string[]): Promise<number>
  listFavouriteSearches(owner: Owner, amount: number): Promise<FavouriteSearch[]>
  addFavouriteSearch(owner: Owner, input: EntryInput): Promise<FavouriteSearch>
  /** Throws FavouriteNotFoundError when the id is not one of the owner's saved searches. */
  deleteFavouriteSearch(owner: Owner, id: string): Promise<void>
  /**
   * Removes one entry from the favourites, from every folder that held it, and answers its title
   * and how many folders held it. Throws FavouriteNotFoundError.
   */
  removeFromList(
    owner: Owner,
    view: 'documents' | 'searches',
    id: string,
  ): Promise<{ title: string; folders: number }>
  /** One list, sorted and filtered, with its filters' items and both lists' sizes. */
  favouriteList<Q extends FavouriteListQuery>(
    owner: Owner,
    query: Q,
  ): Promise<Extract<FavouriteListPage, { view: Q['view'] }>>
}

/** Lookups in the content index one read may make to file older favourites. */
const FILED_PER_READ = 50

export function createFavouriteLists(deps: {
  folders: FolderStore
  lists: ListsStore
  content: ContentStore
}): FavouriteLists {
  const { folders, lists, content } = deps

  /** The document as the index has it; null when the edition has no such document. */
  async function indexed(owner: Owner, contentId: string): Promise<DocumentView | null> {
    try {
      return await content.getDocument(contentId, { edition: owner.siteId as Edition })
    } catch (error) {
      if (isNotFoundError(error)) return null
      throw error
    }
  }

  async function otherEditionHolds(owner: Owner, id: string): Promise<boolean> {
    for (const read of [() => content.getDocument(id), () => content.getPublication(id)]) {
      try {
        const { record } = await read()
        return !(record.editions as readonly string[]).includes(owner.siteId)
      } catch (error) {
        if (!isNotFoundError(error)) throw error
      }
    }
    return false
  }

  /**
   * A favourite as it is saved: a document the index knows reads as the index has it and is
   * filed under its jurisdictions, topics and dates; a search under its filters. When the index
   * cannot answer now, it is saved as given and filed on a later read.
   */
  async function asSaved<T extends FavouriteInput>(owner: Owner, item: T): Promise<T> {
    if (item.kind === 'search') return { ...item, facets: item.facets ?? searchFacets(item.url) }
    if (!item.contentId) return item
    let doc: DocumentView | null
    try {
      doc = await indexed(owner, item.contentId)
    } catch (error) {
      console.warn(`Favourite saved unfiled: ${error instanceof Error ? error.message : error}`)
      return item
    }
    if (!doc) {
      // Another edition's document is not this edition's to save (nor to learn about). One the
      // index does not hold at all is saved as given: it may have been withdrawn since.
      if (await otherEditionHolds(owner, item.contentId)) {
        throw new InvalidInputError([
          { path: 'contentId', message: `This edition has no document ${item.contentId}.` },
        ])
      }
      return item
    }
    const publication = doc.record.publication
    return {
      ...item,
      // A chapter alone ('Article 2') says little in a list: it names its publication too.
      title:
        publication?.role === 'chapter'
          ? `${doc.title}, ${publication.publicationTitle}`
          : doc.title,
      url: doc.url,
      informationType: item.informationType || doc.record.type,
      source: item.source || doc.record.source,
      facets: item.facets ?? documentFacets(doc.record),
    }
  }

  /** Entries with their facets: recorded ones, else filed now (and recorded when found). */
  async function filed(owner: Owner, entries: FavouriteEntry[]) {
    let lookups = 0
    return Promise.all(
      entries.map(async (entry): Promise<FavouriteEntry & { facets: FavouriteFacets }> => {
        if (entry.facets) return { ...entry, facets: entry.facets }
        if (entry.kind === 'search') return { ...entry, facets: searchFacets(entry.url) }
        if (!entry.contentId || lookups >= FILED_PER_READ) return { ...entry, facets: NO_FACETS }
        lookups += 1
        try {
          const doc = await indexed(owner, entry.contentId)
          const facets = doc ? documentFacets(doc.record) : NO_FACETS
          await folders.recordFacets(owner, entry.url, facets)
          return { ...entry, facets }
        } catch {
          return { ...entry, facets: NO_FACETS } // the index is busy: file it next time
        }
      }),
    )
  }

  const toDocument = (e: FavouriteEntry & { facets: FavouriteFacets }): FavouriteDocument => ({
    id: e.id,
    documentId: e.contentId,
    title: e.title,
    url: e.url,
    jurisdictions: e.facets.jurisdictions,
    topics: e.facets.topics,
    date: e.facets.date,
    reviewDate: e.facets.reviewDate,
    addedDate: e.addedDate,
    folderIds: e.folderIds,
  })

  const toSearch = (e: FavouriteEntry & { facets: FavouriteFacets }): FavouriteSearch => ({
    id: e.id,
    name: e.title,
    url: e.url,
    jurisdictions: e.facets.jurisdictions,
    topics: e.facets.topics,
    addedDate: e.addedDate,
    folderIds: e.folderIds,
  })

  const limited = <T>(list: T[], amount: number) => (amount > 0 ? list.slice(0, amount) : list)

  async function documents(owner: Owner) {
    return (await filed(owner, await lists.listEntries(owner, 'document'))).map(toDocument)
  }
  async function searches(owner: Owner) {
    return (await filed(owner, await lists.listEntries(owner, 'search'))).map(toSearch)
  }

  const facetsOf = (e: { jurisdictions: string[]; topics: string[] }) => e

  function page<T extends FavouriteDocument | FavouriteSearch>(
    sorted: T[],
    filter: FavouriteFilter,
    counts: { documents: number; searches: number },
  ) {
    const marks = markShown(sorted, filter, facetsOf)
    return {
      entries: sorted.filter((_, i) => marks[i]!.show),
      total: sorted.length,
      counts,
      filters: filterOptions(sorted, filter, facetsOf),
    }
  }

  return {
    async addFavourites(owner, items, folderId) {
      const saved = await Promise.all(items.map((item) => asSaved(owner, item)))
      return folders.addFavourites(owner, saved, folderId)
    },

    async listFavouriteDocuments(owner, amount) {
      return limited(await documents(owner), amount)
    },

    async addFavouriteDocuments(owner, items) {
      const saved = await Promise.all(
        items.map((item) => asSaved(owner, { ...item, kind: 'document' as const })),
      )
      const kept = await lists.keepEntries(
        owner,
        'document',
        saved.map(({ kind: _, ...item }) => item),
      )
      return (await filed(owner, kept)).map(toDocument)
    },

    async deleteFavouriteDocuments(owner, ids) {
      return (await lists.removeEntries(owner, 'document', ids)).length
    },

    async listFavouriteSearches(owner, amount) {
      return limited(await searches(owner), amount)
    },

    async addFavouriteSearch(owner, input) {
      const { kind: _, ...item } = await asSaved(owner, { ...input, kind: 'search' as const })
      const [kept] = await lists.keepEntries(owner, 'search', [item])
      return toSearch((await filed(owner, [kept!]))[0]!)
    },

    async deleteFavouriteSearch(owner, id) {
      await lists.removeEntries(owner, 'search', [id])
    },

    async removeFromList(owner, view, id) {
      const [removed] = await lists.removeEntries(
        owner,
        view === 'documents' ? 'document' : 'search',
        [id],
      )
      return { title: removed?.title ?? '', folders: removed?.folderIds.length ?? 0 }
    },

    async favouriteList<Q extends FavouriteListQuery>(owner: Owner, query: Q) {
      const [docs, saved] = await Promise.all([documents(owner), searches(owner)])
      const counts = { documents: docs.length, searches: saved.length }
      const result: FavouriteListPage =
        query.view === 'documents'
          ? {
              view: 'documents',
              ...page(sortFavouriteDocuments(docs, query.sort), query.filter, counts),
            }
          : {
              view: 'searches',
              ...page(sortFavouriteSearches(saved, query.sort), query.filter, counts),
            }
      // The view asked for is the view answered.
      return result as Extract<FavouriteListPage, { view: Q['view'] }>
    },
  }
}
