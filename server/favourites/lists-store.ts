import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { Db } from '#server/db/connection.ts'
import { FavouriteNotFoundError } from './errors.ts'
import {
  lockOwner,
  parseList,
  personalDb,
  type FavouriteDocumentsTable,
  type FavouriteSearchesTable,
  type LatestSearchesTable,
  type Owner,
  monotonic,
} from './schema.ts'
import { localPath, shortText, stringList, title, validate } from './validation.ts'

// The documents-and-searches model of favourites and the latest searches (spec 001 §3, §7.4):
// flat lists per account and edition, tagged with jurisdictions and topics for the legal filter.

export interface FavouriteDocument {
  id: string
  documentId: string
  title: string
  url: string
  jurisdiction: string
  topicId: string
  /** The document's own date (yyyy-mm-dd), when known. */
  date: string | null
  authorReviewDate: string | null
  addedDate: Date
}

export interface FavouriteSearch {
  id: string
  name: string
  url: string
  jurisdictions: string[]
  topicIds: string[]
  addedDate: Date
}

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

export const favouriteDocumentInput = z.object({
  documentId: z.string().trim().min(1, 'Enter the document id').max(200),
  title,
  url: localPath,
  jurisdiction: shortText(200).default(''),
  topicId: shortText(300).default(''),
  date: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => v || null),
  authorReviewDate: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => v || null),
})
export type FavouriteDocumentInput = z.input<typeof favouriteDocumentInput>

export const favouriteSearchInput = z.object({
  name: title,
  url: localPath,
  jurisdictions: stringList(100).default([]),
  topicIds: stringList(100).default([]),
})
export type FavouriteSearchInput = z.input<typeof favouriteSearchInput>

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
  /** Newest first; `amount` 0 means all. */
  listFavouriteDocuments(owner: Owner, amount: number): Promise<FavouriteDocument[]>
  /** Adds documents; one already a favourite is updated in place. Throws InvalidInputError. */
  addFavouriteDocuments(
    owner: Owner,
    items: readonly FavouriteDocumentInput[],
  ): Promise<FavouriteDocument[]>
  /** All or nothing: throws FavouriteNotFoundError when an id is not the owner's. */
  deleteFavouriteDocuments(owner: Owner, ids: readonly string[]): Promise<number>
  listFavouriteSearches(owner: Owner, amount: number): Promise<FavouriteSearch[]>
  addFavouriteSearch(owner: Owner, input: FavouriteSearchInput): Promise<FavouriteSearch>
  /** Throws FavouriteNotFoundError when the id is not the owner's. */
  deleteFavouriteSearch(owner: Owner, id: string): Promise<void>
  /** Newest first, of one tool (the search page's unless named). */
  listLatestSearches(owner: Owner, tool?: LatestSearchTool): Promise<LatestSearch[]>
  /** Records a search (the same URL again moves to the top); keeps the tool's newest 20. */
  addLatestSearch(owner: Owner, input: LatestSearchInput): Promise<LatestSearch>
  /** Throws FavouriteNotFoundError when the id is not the owner's. */
  deleteLatestSearch(owner: Owner, id: string): Promise<void>
}

const toDocument = (row: FavouriteDocumentsTable): FavouriteDocument => ({
  id: row.id,
  documentId: row.document_id,
  title: row.title,
  url: row.url,
  jurisdiction: row.jurisdiction,
  topicId: row.topic_id,
  date: row.date,
  authorReviewDate: row.author_review_date,
  addedDate: new Date(Number(row.added_at)),
})

const toSearch = (row: FavouriteSearchesTable): FavouriteSearch => ({
  id: row.id,
  name: row.name,
  url: row.url,
  jurisdictions: parseList(row.jurisdictions),
  topicIds: parseList(row.topic_ids),
  addedDate: new Date(Number(row.added_at)),
})

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

  return {
    async listFavouriteDocuments(owner, amount) {
      let query = pdb
        .selectFrom('favourite_documents')
        .selectAll()
        .where('account_id', '=', owner.accountId)
        .where('site_id', '=', owner.siteId)
        .orderBy('added_at', 'desc')
        .orderBy('id')
      if (amount > 0) query = query.limit(amount)
      return (await query.execute()).map(toDocument)
    },

    async addFavouriteDocuments(owner, items) {
      const clean = validate(
        z.array(favouriteDocumentInput).min(1, 'Nothing to add').max(500),
        items,
      )
      return pdb.transaction().execute(async (trx) => {
        const out: FavouriteDocument[] = []
        for (const item of clean) {
          const at = now()
          const row: FavouriteDocumentsTable = {
            id: randomUUID(),
            ...mine(owner),
            document_id: item.documentId,
            title: item.title,
            url: item.url,
            jurisdiction: item.jurisdiction,
            topic_id: item.topicId,
            date: item.date,
            author_review_date: item.authorReviewDate,
            added_at: at,
          }
          await trx
            .insertInto('favourite_documents')
            .values(row)
            .onConflict((oc) =>
              oc.columns(['account_id', 'site_id', 'document_id']).doUpdateSet({
                title: row.title,
                url: row.url,
                jurisdiction: row.jurisdiction,
                topic_id: row.topic_id,
                date: row.date,
                author_review_date: row.author_review_date,
              }),
            )
            .execute()
          const stored = await trx
            .selectFrom('favourite_documents')
            .selectAll()
            .where('account_id', '=', owner.accountId)
            .where('site_id', '=', owner.siteId)
            .where('document_id', '=', item.documentId)
            .executeTakeFirstOrThrow()
          out.push(toDocument(stored))
        }
        return out
      })
    },

    async deleteFavouriteDocuments(owner, ids) {
      const list = [...new Set(ids)]
      return pdb.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('favourite_documents')
          .select('id')
          .where('account_id', '=', owner.accountId)
          .where('site_id', '=', owner.siteId)
          .where('id', 'in', list.length > 0 ? list : [''])
          .execute()
        const seen = new Set(found.map((r) => r.id))
        const missing = list.filter((id) => !seen.has(id))
        if (missing.length > 0 || list.length === 0) throw new FavouriteNotFoundError(missing)
        const result = await trx
          .deleteFrom('favourite_documents')
          .where('account_id', '=', owner.accountId)
          .where('site_id', '=', owner.siteId)
          .where('id', 'in', list)
          .executeTakeFirst()
        return Number(result.numDeletedRows)
      })
    },

    async listFavouriteSearches(owner, amount) {
      let query = pdb
        .selectFrom('favourite_searches')
        .selectAll()
        .where('account_id', '=', owner.accountId)
        .where('site_id', '=', owner.siteId)
        .orderBy('added_at', 'desc')
        .orderBy('id')
      if (amount > 0) query = query.limit(amount)
      return (await query.execute()).map(toSearch)
    },

    async addFavouriteSearch(owner, input) {
      const clean = validate(favouriteSearchInput, input)
      const row: FavouriteSearchesTable = {
        id: randomUUID(),
        ...mine(owner),
        name: clean.name,
        url: clean.url,
        jurisdictions: JSON.stringify(clean.jurisdictions),
        topic_ids: JSON.stringify(clean.topicIds),
        added_at: now(),
      }
      await pdb.insertInto('favourite_searches').values(row).execute()
      return toSearch(row)
    },

    async deleteFavouriteSearch(owner, id) {
      const result = await pdb
        .deleteFrom('favourite_searches')
        .where('account_id', '=', owner.accountId)
        .where('site_id', '=', owner.siteId)
        .where('id', '=', id)
        .executeTakeFirst()
      if (Number(result.numDeletedRows) === 0) throw new FavouriteNotFoundError([id])
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
