import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { Db } from '#server/db/connection.ts'
import { FavouriteNotFoundError } from '#server/errors.ts'
import type { FavouriteFacets } from './facets.ts'
import type { FavouriteInput, FavouriteKind } from './folder-types.ts'
import {
  facetColumns,
  lockOwner,
  parseList,
  personalDb,
  readFacets,
  type FavouritesTable,
  type PersonalDb,
  type LatestSearchesTable,
  type Owner,
  monotonic,
} from './schema.ts'
import { entryInput, localPath, shortText, stringList, validate } from './validation.ts'

// The documents-and-searches model of favourites (spec 001 §3, §4, §7.4) and the latest
// searches. The model is a view of the favourites (the folder model's table): one entry per
// address of each kind, whatever folders hold it, filed under its jurisdictions and topics
// (docs/decisions/037).

/** A favourite as the documents-and-searches model lists it: an address, once. */
export interface FavouriteEntry {
  /** The first-saved copy's id; the id of any copy names the entry too. */
  id: string
  kind: FavouriteKind
  contentId: string | null
  title: string
  url: string
  /** Null until recorded. */
  facets: FavouriteFacets | null
  /** When the address was first saved. */
  addedDate: Date
  /** The folders that hold it; empty when it is in no folder. */
  folderIds: string[]
}

/** A favourite to keep; its kind is the list's. */
export type EntryInput = Omit<FavouriteInput, 'kind' | 'notifications'>

/** The tools that keep a list of latest searches, each its own. */
export const LATEST_SEARCH_TOOLS = ['search', 'relationship-indicator'] as const
export type LatestSearchTool = (typeof LATEST_SEARCH_TOOLS)[number]

export interface LatestSearch {
  id: string
  tool: LatestSearchTool
  query: string
  url: string
  topics: string[]
  countries: string[]
  date: Date
}

export const latestSearchInput = z.object({
  tool: z.enum(LATEST_SEARCH_TOOLS).default('search'),
  query: shortText(1000).default(''),
  url: localPath,
  topics: stringList(100).default([]),
  countries: stringList(300).default([]),
})
export type LatestSearchInput = z.input<typeof latestSearchInput>

/** How many latest searches an account keeps on an edition, for each tool. */
export const LATEST_SEARCHES_KEPT = 20

export interface ListsStore {
  /** The entries of one kind, newest first. */
  listEntries(owner: Owner, kind: FavouriteKind): Promise<FavouriteEntry[]>
  /**
   * Keeps each address once: one the owner already keeps (in any folder) records the facets
   * given; any other is added in no folder. Throws InvalidInputError.
   */
  keepEntries(
    owner: Owner,
    kind: FavouriteKind,
    items: readonly EntryInput[],
  ): Promise<FavouriteEntry[]>
  /**
   * Removes entries from the favourites, from every folder that holds them, and answers what it
   * removed. All or nothing: throws FavouriteNotFoundError when an id is not one of the owner's
   * favourites of that kind.
   */
  removeEntries(
    owner: Owner,
    kind: FavouriteKind,
    ids: readonly string[],
  ): Promise<FavouriteEntry[]>
  /** Newest first, of one tool (the search page's unless named). */
  listLatestSearches(owner: Owner, tool?: LatestSearchTool): Promise<LatestSearch[]>
  /** Records a search (the same URL again moves to the top); keeps the tool's newest 20. */
  addLatestSearch(owner: Owner, input: LatestSearchInput): Promise<LatestSearch>
  /** Throws FavouriteNotFoundError when the id is not the owner's. */
  deleteLatestSearch(owner: Owner, id: string): Promise<void>
}

/** Rows (oldest first) grouped by address, newest entry first. */
function toEntries(rows: readonly FavouritesTable[]): FavouriteEntry[] {
  const byUrl = new Map<string, FavouriteEntry>()
  for (const row of rows) {
    const entry = byUrl.get(row.url)
    if (!entry) {
      byUrl.set(row.url, {
        id: row.id,
        kind: row.kind,
        contentId: row.content_id,
        title: row.title,
        url: row.url,
        facets: readFacets(row),
        addedDate: new Date(Number(row.added_at)),
        folderIds: row.folder_id ? [row.folder_id] : [],
      })
      continue
    }
    if (row.folder_id) entry.folderIds.push(row.folder_id)
    entry.facets ??= readFacets(row)
    entry.contentId ??= row.content_id
  }
  return [...byUrl.values()].reverse()
}

const toLatest = (row: LatestSearchesTable): LatestSearch => ({
  id: row.id,
  tool: row.tool as LatestSearchTool,
  query: row.query,
  url: row.url,
  topics: parseList(row.topics),
  countries: parseList(row.countries),
  date: new Date(Number(row.searched_at)),
})

export function createListsStore(db: Db, options: { now?: () => Date } = {}): ListsStore {
  const pdb = personalDb(db)
  const now = monotonic(options.now ?? (() => new Date()))
  const mine = (owner: Owner) => ({ account_id: owner.accountId, site_id: owner.siteId })

  /** The owner's favourites of a kind (only these addresses, when given), oldest first. */
  function rowsOf(db: PersonalDb, owner: Owner, kind: FavouriteKind, urls?: readonly string[]) {
    let query = db
      .selectFrom('favourites')
      .selectAll()
      .where('account_id', '=', owner.accountId)
      .where('site_id', '=', owner.siteId)
      .where('kind', '=', kind)
    if (urls) query = query.where('url', 'in', urls.length > 0 ? [...urls] : [''])
    return query.orderBy('added_at').orderBy('id').execute()
  }

  return {
    async listEntries(owner, kind) {
      return toEntries(await rowsOf(pdb, owner, kind))
    },

    async keepEntries(owner, kind, items) {
      const clean = validate(z.array(entryInput).min(1, 'Nothing to add').max(500), items)
      return pdb.transaction().execute(async (trx) => {
        await lockOwner(trx, owner)
        const urls = new Set<string>()
        for (const item of clean) {
          urls.add(item.url)
          const kept = await trx
            .selectFrom('favourites')
            .select('id')
            .where('account_id', '=', owner.accountId)
            .where('site_id', '=', owner.siteId)
            .where('kind', '=', kind)
            .where('url', '=', item.url)
            .execute()
          const facets = item.facets
            ? facetColumns(item.facets)
            : { jurisdictions: null, topics: null, document_date: null, review_date: null }
          if (kept.length > 0) {
            if (!item.facets) continue
            await trx
              .updateTable('favourites')
              .set(facets)
              .where('account_id', '=', owner.accountId)
              .where('site_id', '=', owner.siteId)
              .where('url', '=', item.url)
              .execute()
            continue
          }
          const at = now()
          await trx
            .insertInto('favourites')
            .values({
              id: randomUUID(),
              ...mine(owner),
              folder_id: '',
              kind,
              content_id: item.contentId,
              title: item.title,
              url: item.url,
              source: item.source,
              information_type: item.informationType,
              notifications: 0,
              added_at: at,
              updated_at: at,
              ...facets,
            })
            .execute()
        }
        const rows = await rowsOf(trx, owner, kind, [...urls])
        return toEntries(rows)
      })
    },

    async removeEntries(owner, kind, ids) {
      const list = [...new Set(ids)]
      return pdb.transaction().execute(async (trx) => {
        await lockOwner(trx, owner)
        const named = await trx
          .selectFrom('favourites')
          .select(['id', 'url'])
          .where('account_id', '=', owner.accountId)
          .where('site_id', '=', owner.siteId)
          .where('kind', '=', kind)
          .where('id', 'in', list.length > 0 ? list : [''])
          .execute()
        const seen = new Set(named.map((r) => r.id))
        const missing = list.filter((id) => !seen.has(id))
        if (missing.length > 0 || list.length === 0) throw new FavouriteNotFoundError(missing)
        const urls = [...new Set(named.map((r) => r.url))]
        const removed = toEntries(await rowsOf(trx, owner, kind, urls))
        await trx
          .deleteFrom('favourites')
          .where('account_id', '=', owner.accountId)
          .where('site_id', '=', owner.siteId)
          .where('kind', '=', kind)
          .where('url', 'in', urls)
          .execute()
        return removed
      })
    },

    async listLatestSearches(owner, tool = 'search') {
      const rows = await pdb
        .selectFrom('latest_searches')
        .selectAll()
        .where('account_id', '=', owner.accountId)
        .where('site_id', '=', owner.siteId)
        .where('tool', '=', tool)
        .orderBy('searched_at', 'desc')
        .orderBy('id')
        .execute()
      return rows.map(toLatest)
    },

    async addLatestSearch(owner, input) {
      const clean = validate(latestSearchInput, input)
      return pdb.transaction().execute(async (trx) => {
        await lockOwner(trx, owner)
        const row: LatestSearchesTable = {
          id: randomUUID(),
          ...mine(owner),
          query: clean.query,
          url: clean.url,
          topics: JSON.stringify(clean.topics),
          countries: JSON.stringify(clean.countries),
          tool: clean.tool,
          searched_at: now(),
        }
        await trx
          .deleteFrom('latest_searches')
          .where('account_id', '=', owner.accountId)
          .where('site_id', '=', owner.siteId)
          .where('tool', '=', clean.tool)
          .where('url', '=', clean.url)
          .execute()
        await trx.insertInto('latest_searches').values(row).execute()
        const keep = trx
          .selectFrom('latest_searches')
          .select('id')
          .where('account_id', '=', owner.accountId)
          .where('site_id', '=', owner.siteId)
          .where('tool', '=', clean.tool)
          .orderBy('searched_at', 'desc')
          .orderBy('id')
          .limit(LATEST_SEARCHES_KEPT)
        const kept = (await keep.execute()).map((r) => r.id)
        await trx
          .deleteFrom('latest_searches')
          .where('account_id', '=', owner.accountId)
          .where('site_id', '=', owner.siteId)
          .where('tool', '=', clean.tool)
          .where('id', 'not in', kept)
          .execute()
        return toLatest(row)
      })
    },

    async deleteLatestSearch(owner, id) {
      const result = await pdb
        .deleteFrom('latest_searches')
        .where('account_id', '=', owner.accountId)
        .where('site_id', '=', owner.siteId)
        .where('id', '=', id)
        .executeTakeFirst()
      if (Number(result.numDeletedRows) === 0) throw new FavouriteNotFoundError([id])
    },
  }
}
