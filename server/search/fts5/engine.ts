// SearchEngine over the SQLite FTS5 content index (schema.sql beside this file), opened
// read-only. Synchronous on purpose: each call runs to completion inside its search thread.
//
// How a search runs:
// 1. The query becomes a plan (../plan.ts), and the plan FTS5 terms: one MATCH for the text and
//    a condition per filter (./plan.ts).
// 2. The documents found (./hit-sets.ts): the candidates (the edition, the mode's scope and the
//    toggles, kept per thread), the text's matches from FTS5 as a list of rowids, and each hit
//    tested against each filter in memory (a facet selection or the date range as a bitmap).
//    The results are the hits that pass every filter.
// 3. The page (./page-order.ts picks its rows without sorting every result, and scores with
//    bm25 only what the page can come from; ./page.ts reads them). A facet's counts are taken
//    over the hits that satisfy every *other* filter when the facet combines its selections with
//    OR (disjunctive counts: a facet's own OR selections do not shrink its own counts), and over
//    the results otherwise, in one pass over each list of hits (./facet-counts.ts); without
//    text, counts over a whole candidate set (browsing, or a single filter's own counts) are
//    kept. The counts are exact and become filter sections in ../facet-response.ts.
// What a search filters, sorts and counts on is in memory per thread (./doc-columns.ts, the facet
// columns of ./facet-counts.ts), read from the narrow doc_meta and facets tables on first use;
// the documents table, whose rows hold whole bodies, is read only for the page.
//
// Suggestions (./suggest.ts) and reads of whole documents (server/content-index/content-reads.ts)
// share the connection and its statement cache (server/content-index/statement-cache.ts).
import Database from 'better-sqlite3'
import type {
  ContentStore,
  FilterResponse,
  SearchContext,
  SearchEngine,
  SearchPage,
  SearchQuery,
  SearchWithFilters,
  SuggestOptions,
  SuggestResponse,
  Synchronous,
  YearCount,
} from '../engine.ts'
import { dateResponse, facetResponse, listedFacets, periodStarts } from '../facet-response.ts'
import { planSearch } from '../plan.ts'
import { contentReads, type ContentReads } from '#server/content-index/content-reads.ts'
import { DocColumns } from './doc-columns.ts'
import { FacetCounts } from './facet-counts.ts'
import { HitSets, type Found } from './hit-sets.ts'
import { SCHEMA_VERSION } from './index-writer.ts'
import { caseGroupsOf, casePage } from './case-groups.ts'
import { orderPage, type OrderOptions } from './page-order.ts'
import { readPage } from './page.ts'
import { toFts5Plan, type Fts5Plan } from './plan.ts'
import { statementCache, type Statements } from '#server/content-index/statement-cache.ts'
import { suggest } from './suggest.ts'

export type Fts5EngineOptions = {
  /** bm25 weight of the title column against the body (1). Default 10. */
  titleWeight?: number
  /** Today, for the "last n months" periods. */
  now?: () => Date
  /**
   * Results holding more than 1 in `denseFraction` documents are dense: pages sorted by date
   * walk the documents in date order instead of picking from every result. Default 20.
   */
  denseFraction?: number
  /**
   * At most how many documents a search by relevance scores with bm25 (./page-order.ts); past
   * it, those whose title matches and the newest. Default 10,000.
   */
  scoreLimit?: number
}

/**
 * The engine as a search thread runs it (server/content-index/worker.ts): the SearchEngine and ContentStore
 * calls, synchronous. Everything else reaches it through server/content-index/host.ts.
 */
export type Fts5Engine = Synchronous<SearchEngine> &
  Synchronous<ContentStore> & {
    /** Reads now what searches keep in memory (./doc-columns.ts), before a first query. */
    warm(): void
    close(): void
  }

export function openFts5Engine(path: string, options: Fts5EngineOptions = {}): Fts5Engine {
  const db = new Database(path, { readonly: true, fileMustExist: true })
  try {
    checkSchemaVersion(db, path)
    return new Fts5EngineImpl(db, options)
  } catch (e) {
    db.close()
    throw e
  }
}

class Fts5EngineImpl implements Fts5Engine {
  private readonly db: Database.Database
  private readonly stmt: Statements
  private readonly now: () => Date
  private readonly columns: DocColumns
  private readonly order: OrderOptions
  private readonly counts: FacetCounts
  private readonly hitSets: HitSets
  private readonly reads: ContentReads

  constructor(db: Database.Database, options: Fts5EngineOptions) {
    this.db = db
    this.stmt = statementCache(db)
    this.now = options.now ?? (() => new Date())
    db.pragma('temp_store = MEMORY')
    db.pragma('cache_size = -65536')
    const maxRowid = db
      .prepare('SELECT coalesce(max(rowid), 0) FROM doc_meta')
      .pluck()
      .get() as number
    this.columns = new DocColumns(this.stmt, maxRowid)
    this.counts = new FacetCounts(this.stmt, this.columns)
    const titleWeight = options.titleWeight ?? 10
    this.hitSets = new HitSets(this.stmt, this.columns, this.counts)
    this.order = {
      stmt: this.stmt,
      columns: this.columns,
      titleWeight,
      scoreLimit: options.scoreLimit ?? 10_000,
      denseFraction: options.denseFraction ?? 20,
      documentCount: db.prepare('SELECT count(*) FROM doc_meta').pluck().get() as number,
    }
    this.reads = contentReads(this.stmt)
  }

  warm(): void {
    for (const column of ['date', 'published'] as const) this.columns.dateOrder(column)
    for (const column of ['title_key', 'pub_key'] as const) this.columns.keyRank(column)
    this.columns.pub()
  }

  close(): void {
    this.db.close()
  }

  search(query: SearchQuery, ctx: SearchContext): SearchPage {
    const plan = this.plan(query, ctx)
    return this.page(plan, this.hitSets.find(plan))
  }

  filters(query: SearchQuery, ctx: SearchContext): FilterResponse[] {
    const plan = this.plan(query, ctx)
    return this.facetResponses(plan, this.hitSets.find(plan))
  }

  searchWithFilters(query: SearchQuery, ctx: SearchContext): SearchWithFilters {
    const plan = this.plan(query, ctx)
    const found = this.hitSets.find(plan)
    return { page: this.page(plan, found), filters: this.facetResponses(plan, found) }
  }

  yearCounts(query: SearchQuery, ctx: SearchContext): YearCount[] {
    const plan = this.plan(query, ctx)
    const dates = this.columns.date(plan.dateColumn)
    const years = new Map<number, number>()
    for (const d of this.hitSets.find(plan).results) {
      if (dates[d] !== 0) {
        const year = Math.floor(dates[d] / 10_000)
        years.set(year, (years.get(year) ?? 0) + 1)
      }
    }
    return [...years].sort(([a], [b]) => a - b).map(([year, count]) => ({ year, count }))
  }

  suggest(term: string, ctx: SearchContext, options?: SuggestOptions): SuggestResponse {
    return suggest(this.stmt, term, ctx, options)
  }

  getDocument(...args: Parameters<ContentReads['getDocument']>) {
    return this.reads.getDocument(...args)
  }

  getPublication(id: string) {
    return this.reads.getPublication(id)
  }

  getCase(caseId: string) {
    return this.reads.getCase(caseId)
  }

  getProceeding(caseId: string, proceedingId: string) {
    return this.reads.getProceeding(caseId, proceedingId)
  }

  searchWithinPublication(...args: Parameters<ContentReads['searchWithinPublication']>) {
    return this.reads.searchWithinPublication(...args)
  }

  private plan(query: SearchQuery, ctx: SearchContext): Fts5Plan {
    return toFts5Plan(planSearch(query, ctx, this.now()))
  }

  private page(plan: Fts5Plan, found: Found): SearchPage {
    if (plan.groupByCase) {
      const cases = casePage(this.order, plan, found)
      const page = readPage(this.stmt, plan, cases.rows, cases.total, () => [])
      const groups = caseGroupsOf(this.stmt, cases)
      page.hits.forEach((hit, i) => {
        if (groups[i]) hit.caseGroup = groups[i]
      })
      return page
    }
    const { rows, chapters } = orderPage(this.order, plan, found)
    return readPage(this.stmt, plan, rows, found.results.length, chapters)
  }

  private facetResponses(plan: Fts5Plan, found: Found): FilterResponse[] {
    // A facet with OR selections is counted over the hits that pass every other filter.
    const own = new Map<string, number>()
    plan.filters.forEach((f, bit) => {
      if (f.andOrValue !== 'AND') own.set(f.id, bit)
    })
    const sets = this.counts.sets({
      conditions: plan.conditions.length,
      // Without text, the candidates are the same for every query with the same edition, scope
      // and toggles: counts over them alone are kept.
      key: plan.match ? null : found.candidates.key,
      rowids: (fails) => (fails === null ? found.results : found.failing(fails)),
      candidates: () => found.candidates.list,
    })
    const out = listedFacets(plan).map((id) => {
      const counts = sets.count(own.get(id) ?? null, `facet:${id}`, (rowids) =>
        this.counts.facet(id, rowids),
      )
      return facetResponse(id, counts, plan)
    })
    // Over the hits that pass every filter but the date range.
    const cutoffs = periodStarts(this.now())
    const periods = sets.count(plan.dateBit, `date:${plan.dateColumn}:${cutoffs.join()}`, (r) =>
      this.counts.periods(plan.dateColumn, cutoffs, r),
    )
    out.push(dateResponse(periods, plan))
    return out
  }
}

/** An index written by another version of the schema is refused with what to do. */
function checkSchemaVersion(db: Database.Database, path: string) {
  const found = db.prepare(`SELECT value FROM meta WHERE key = 'schema_version'`).pluck().get()
  if (found !== String(SCHEMA_VERSION)) {
    throw new Error(
      `The content index ${path} has schema version ${String(found ?? 'none')}, this portal ` +
        `reads version ${SCHEMA_VERSION}: build it again with \`npm run ingest\`.`,
    )
  }
}
