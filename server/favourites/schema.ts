import type { Kysely, Transaction } from 'kysely'
import { sql } from 'kysely'
import { dialectOf, type Db } from '#server/db/connection.ts'
import type { Database } from '#server/db/schema.ts'
import type { FavouriteFacets } from './facets.ts'

// Row types of the personal layer (migrations 0006_favourites, 0011_favourite_facets). They live
// beside the stores that own them; `personalDb` widens the app store's handle with them.

export interface FavouriteFoldersTable {
  id: string
  account_id: string
  site_id: string
  name: string
  /** 0-based place in the account's folder list. */
  position: number
  added_at: number
  updated_at: number
}

export interface FavouritesTable {
  id: string
  account_id: string
  site_id: string
  /** '' when the favourite is in no folder. */
  folder_id: string
  kind: 'document' | 'search'
  content_id: string | null
  title: string
  url: string
  source: string
  information_type: string
  notifications: number
  added_at: number
  updated_at: number
  /**
   * What the documents-and-searches model files the favourite under (migration 0011): JSON
   * arrays of strings, null until recorded; the dates yyyy-mm-dd.
   */
  jurisdictions: string | null
  topics: string | null
  document_date: string | null
  review_date: string | null
}

export interface LatestSearchesTable {
  id: string
  account_id: string
  site_id: string
  query: string
  url: string
  topics: string
  countries: string
  /** Which tool's list: 'search' or 'relationship-indicator'. */
  tool: string
  searched_at: number
}

export interface ReadingHistoryTable {
  id: string
  account_id: string
  site_id: string
  document_id: string
  title: string
  url: string
  viewed_at: number
}

export interface CustomizationToolsTable {
  account_id: string
  site_id: string
  tool_id: string
  /** Null: the tile keeps its default place. */
  position: number | null
  /** Null: the tile keeps its default state (enabled). */
  enabled: number | null
  counter: number
  updated_at: number
}

export interface CustomizationNewsTable {
  account_id: string
  site_id: string
  titles: string
  updated_at: number
}

export type PersonalTables = {
  favourite_folders: FavouriteFoldersTable
  favourites: FavouritesTable
  latest_searches: LatestSearchesTable
  reading_history: ReadingHistoryTable
  customization_tools: CustomizationToolsTable
  customization_news: CustomizationNewsTable
}

export type PersonalDb = Kysely<Database & PersonalTables>

export function personalDb(db: Db): PersonalDb {
  return db.withTables<PersonalTables>()
}

/** Whose data a call reads or writes: an account on one edition. */
export interface Owner {
  accountId: string
  siteId: string
}

/**
 * Serialises writes of one account inside `trx`: PostgreSQL locks the account's row until the
 * transaction ends; SQLite already runs one write transaction at a time.
 */
export async function lockOwner(trx: Transaction<Database & PersonalTables>, owner: Owner) {
  if (dialectOf(trx) !== 'postgres') return
  await sql`select id from accounts where id = ${owner.accountId} for update`.execute(trx)
}

/** A JSON array of strings stored as text; anything else reads as empty. */
export function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** A favourite's recorded facets, or null when none are recorded yet. */
export function readFacets(row: FavouritesTable): FavouriteFacets | null {
  if (row.jurisdictions === null || row.topics === null) return null
  return {
    jurisdictions: parseList(row.jurisdictions),
    topics: parseList(row.topics),
    date: row.document_date,
    reviewDate: row.review_date,
  }
}

/** The columns that record `facets`. */
export function facetColumns(
  facets: FavouriteFacets,
): Pick<FavouritesTable, 'jurisdictions' | 'topics' | 'document_date' | 'review_date'> {
  return {
    jurisdictions: JSON.stringify(facets.jurisdictions),
    topics: JSON.stringify(facets.topics),
    document_date: facets.date,
    review_date: facets.reviewDate,
  }
}

/** `text` for a LIKE pattern that matches it literally anywhere (escape character '\'). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * Milliseconds from `clock` that never repeat or go back within this process, so rows written
 * one after another keep that order when sorted by time.
 */
export function monotonic(clock: () => Date): () => number {
  let last = 0
  return () => {
    last = Math.max(clock().getTime(), last + 1)
    return last
  }
}
