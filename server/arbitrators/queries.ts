// The arbitrator reads as a search thread answers them (synchronously, on its own read-only
// connection): profile search, one profile, its cases table, autocomplete, relationships and
// organisations. The tables are small (thousands of roles), so a thread loads them once and
// filters in memory; documents are read by case id when a page needs their titles.
import Database from 'better-sqlite3'
import { statementCache, type Statements } from '#server/content-index/statement-cache.ts'
import { readContext } from './read-model.ts'
import { organizationReads } from './read-organizations.ts'
import { profileReads } from './read-profile.ts'
import { relationshipReads } from './read-relationships.ts'
import { searchReads } from './read-search.ts'

export type {
  EntityRef,
  Evidence,
  CaseDocument,
  ProfilePreview,
  FilterValue,
  ProfileFilter,
  ProfileSearchPage,
  ProfileCase,
  Profile,
  CasesTablePage,
  AutocompleteItem,
  TribunalMember,
  RelationshipRow,
  RelationshipPage,
  Organization,
  OrganizationDetail,
} from './read-model.ts'

export type ArbitratorReads = ReturnType<typeof arbitratorReads>

/** Reads over one connection; `now` fixes today for the commencement periods (tests). */
export function arbitratorReads(stmt: Statements, options: { now?: () => Date } = {}) {
  const ctx = readContext(stmt, options)
  const search = searchReads(ctx)
  return {
    ...search,
    ...profileReads(ctx),
    ...relationshipReads(ctx, search.autocomplete),
    ...organizationReads(ctx),
  }
}

/** A search thread's reads: its own read-only connection to the content index. */
export function openArbitratorReads(path: string, options: { now?: () => Date } = {}) {
  const db = new Database(path, { readonly: true, fileMustExist: true })
  return { ...arbitratorReads(statementCache(db), options), close: () => db.close() }
}
