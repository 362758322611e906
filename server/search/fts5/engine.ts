// SearchEngine over the SQLite FTS5 content index (schema.sql beside this file), opened
// read-only. Synchronous on purpose: better-sqlite3 answers in microseconds to milliseconds, and
// each call runs to completion, so the per-connection temp tables below are never shared by two
// requests at once.
//
// How a search runs:
// 1. The query becomes a plan (../plan.ts), and the plan FTS5 terms: one MATCH for the text and
//    an SQL condition per filter (./plan.ts).
// 2. Every document that matches the text, the edition, the mode's scope and the toggles goes
//    into temp.hits with its bm25 score and a bit mask: bit i is set when the document satisfies
//    the query's i-th filter (a facet selection or the date range). Without text, less is
//    copied (see collect): without filters nothing, with one filter only the results.
// 3. Results are the hits whose mask is full: the page (./page.ts). A facet's counts are taken
//    over the hits that satisfy every *other* filter when the facet combines its selections with
//    OR (disjunctive counts: a facet's own OR selections do not shrink its own counts), and over
//    the results otherwise. Counting is done in memory (./facet-counts.ts); without text, counts
//    over a whole candidate set (browsing, or a single filter's own counts) are kept. The counts
//    become filter sections in ../facet-response.ts.
// Filtering and sorting read the narrow doc_meta table the ingest wrote (schema.sql), never the
// documents table, whose rows hold whole bodies.
//
// Suggestions (./suggest.ts) and reads of whole documents (server/content-index/content-reads.ts) share the
// connection and its statement cache (server/content-index/statement-cache.ts).
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
  YearCount,
} from '../engine.ts'
import { dateResponse, facetResponse, listedFacets, periodStarts } from '../facet-response.ts'
import { scopeCondition } from '../modes.ts'
import { planSearch } from '../plan.ts'
import { contentReads, type ContentReads } from '#server/content-index/content-reads.ts'
import { EDITION_BITS } from './edition-bits.ts'
import { FacetCounts } from './facet-counts.ts'
import { SCHEMA_VERSION } from './index-writer.ts'
import { toFts5Match } from './match-query.ts'
import { readPage } from './page.ts'
import { toFts5Plan, type Condition, type Fts5Plan } from './plan.ts'
import { statementCache, type Statements } from '#server/content-index/statement-cache.ts'
import { suggest } from './suggest.ts'

export type Fts5EngineOptions = {
  /** bm25 weight of the title column against the body (1). Default 10. */
  titleWeight?: number
  /** Today, for the "last n months" periods. */
  now?: () => Date
  /**
   * A hit set holding more than 1 in `denseFraction` documents is dense: pages sorted newest
   * first walk the date index instead of sorting every hit. Default 20.
   */
  denseFraction?: number
}

/**
 * Where a query's hits are: in temp.hits (with scores and filter masks), or, without text or
 * filters, the rows of doc_meta that meet `candidates` (edition, scope and toggles).
 */
type Hits = {
  inTemp: boolean
  candidates: Condition
  /** Without text: names the candidate set in the engine's kept counts. */
  key: string | null
}

/** The promise-returning methods of T, answered synchronously (inside a search thread). */
export type Synchronous<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => R : never
}

/**
 * The engine as a search thread runs it (server/content-index/worker.ts): the SearchEngine and ContentStore
 * calls, synchronous. Everything else reaches it through server/content-index/host.ts.
 */
export type Fts5Engine = Synchronous<SearchEngine> & Synchronous<ContentStore> & { close(): void }

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
  private readonly titleWeight: number
  private readonly now: () => Date
  private readonly documentCount: number
  private readonly denseFraction: number
  private readonly counts: FacetCounts
  private readonly reads: ContentReads

  constructor(db: Database.Database, options: Fts5EngineOptions) {
    this.db = db
    this.stmt = statementCache(db)
    this.titleWeight = options.titleWeight ?? 10
    this.now = options.now ?? (() => new Date())
    this.denseFraction = options.denseFraction ?? 20
    db.pragma('temp_store = MEMORY')
    db.pragma('cache_size = -65536')
    db.exec(`
      CREATE TEMP TABLE hits (
        rowid INTEGER PRIMARY KEY, score REAL NOT NULL, mask INTEGER NOT NULL, best INTEGER);
      CREATE TEMP TABLE chapters (rowid INTEGER PRIMARY KEY, pub INTEGER NOT NULL, score REAL);
      CREATE INDEX temp.chapters_pub ON chapters (pub, score);
      CREATE TEMP TABLE pubs (rowid INTEGER PRIMARY KEY);
    `)
    this.documentCount = db.prepare('SELECT count(*) FROM doc_meta').pluck().get() as number
    const maxRowid = db
      .prepare('SELECT coalesce(max(rowid), 0) FROM doc_meta')
      .pluck()
      .get() as number
    this.counts = new FacetCounts(this.stmt, maxRowid)
    this.reads = contentReads(this.stmt)
  }

  close(): void {
    this.db.close()
  }

  search(query: SearchQuery, ctx: SearchContext): SearchPage {
    const plan = this.plan(query, ctx)
    return this.page(plan, this.collect(plan))
  }

  filters(query: SearchQuery, ctx: SearchContext): FilterResponse[] {
    const plan = this.plan(query, ctx)
    return this.facetResponses(plan, this.collect(plan))
  }

  searchWithFilters(query: SearchQuery, ctx: SearchContext): SearchWithFilters {
    const plan = this.plan(query, ctx)
    const hits = this.collect(plan)
    return { page: this.page(plan, hits), filters: this.facetResponses(plan, hits) }
  }

  yearCounts(query: SearchQuery, ctx: SearchContext): YearCount[] {
    const plan = this.plan(query, ctx)
    const set = this.hitSet(plan, this.collect(plan))
    const column = `m.${plan.dateColumn}`
    return this.stmt(
      `SELECT CAST(substr(${column}, 1, 4) AS INTEGER) AS year, count(*) AS count
      FROM ${set.sql} AND ${column} IS NOT NULL GROUP BY 1 ORDER BY 1`,
    ).all(...set.params) as YearCount[]
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

  // ---- step 2: the matching set ----------------------------------------------------------------

  /**
   * Fills temp.hits with the documents that match the text and meet the edition, the mode's
   * scope and the toggles (the candidates), with their scores and filter masks. Without text:
   * - and without filters, the hits are the candidates themselves, rows of doc_meta: nothing is
   *   copied, the page walks or sorts doc_meta and the counts come from the kept ones;
   * - with one filter, only the results are copied: that filter's own counts, if any, are the
   *   candidates' (kept), and the filter is a WHERE clause that SQLite can start from.
   */
  private collect(plan: Fts5Plan): Hits {
    this.db.exec('DELETE FROM temp.hits; DELETE FROM temp.chapters; DELETE FROM temp.pubs')
    const where: string[] = ['(m.editions & ?) <> 0']
    const params: unknown[] = [EDITION_BITS[plan.edition]]
    const scope = scopeCondition(plan.settings.scope, 'm')
    if (scope) where.push(scope)
    if (plan.toggles.aiAvailableOnly) where.push('m.ai = 1')
    if (plan.toggles.hasContent) where.push('m.has_docs = 1')
    if (plan.publicationTitle) {
      const pubMatch = toFts5Match(plan.publicationTitle, { columns: ['title'] })
      this.stmt(
        `INSERT INTO temp.pubs (rowid)
        SELECT f.rowid FROM documents_fts f JOIN doc_meta m ON m.rowid = f.rowid
        WHERE documents_fts MATCH ? AND m.kind = 'publication'`,
      ).run(pubMatch)
      where.push('(m.rowid IN temp.pubs OR m.pub IN temp.pubs)')
    }
    const candidates = { sql: where.join(' AND '), params }
    // Without text, the candidates are the same for every query with the same edition, scope and
    // toggles: that names them in the kept counts. Not with a publication title, which is text of
    // any kind: there would be no end of sets to keep.
    const key = !plan.match && !plan.publicationTitle ? JSON.stringify(candidates) : null
    const hits = { inTemp: true, candidates, key }
    if (key !== null && plan.conditions.length === 0) return { ...hits, inTemp: false }

    // A selection is probed as a set when it holds no more documents than there are candidates
    // (known when they have a key), else looked up per row: building the set of a broad value
    // (English: 60,000 documents) for a few hundred books cost more than looking each one up.
    const total = key === null ? null : this.candidateCount(key, candidates)
    const form = (c: Condition) =>
      c.set && c.selection && total !== null && this.counts.selectionSize(c.selection) <= total
        ? c.set
        : c.sql
    const conditionParams = plan.conditions.flatMap((c) => c.params)
    if (key !== null && plan.conditions.length === 1) {
      this.stmt(
        `INSERT INTO temp.hits (rowid, score, mask)
        SELECT m.rowid, 0, ${plan.full} FROM doc_meta m
        WHERE ${candidates.sql} AND ${form(plan.conditions[0])}`,
      ).run(...params, ...conditionParams)
      return hits
    }
    const mask = plan.conditions.length
      ? plan.conditions
          .map((c, i) => `(CASE WHEN ${form(c)} THEN ${2 ** i} ELSE 0 END)`)
          .join(' | ')
      : '0'
    if (!plan.match) {
      this.stmt(
        `INSERT INTO temp.hits (rowid, score, mask)
        SELECT m.rowid, 0, ${mask} FROM doc_meta m WHERE ${candidates.sql}`,
      ).run(...conditionParams, ...params)
      return hits
    }
    const bm25 = `bm25(documents_fts, ${this.titleWeight}, 1.0)`
    const within = plan.within ?? { sql: '1', params: [] }
    if (plan.settings.groupByPublication) {
      // Chapters count for their publication: the publication's score is its best chapter's.
      this.stmt(
        `INSERT INTO temp.chapters (rowid, pub, score)
        SELECT f.rowid, coalesce(m.pub, f.rowid), ${bm25}
        FROM documents_fts f JOIN doc_meta m ON m.rowid = f.rowid
        WHERE documents_fts MATCH ? AND ${within.sql}`,
      ).run(plan.match, ...within.params)
      this.stmt(
        `INSERT INTO temp.hits (rowid, score, mask, best)
        SELECT m.rowid, s.score, ${mask}, s.best
        FROM (SELECT pub, min(score) AS score, rowid AS best FROM temp.chapters GROUP BY pub) s
        JOIN doc_meta m ON m.rowid = s.pub
        WHERE ${candidates.sql}`,
      ).run(...conditionParams, ...params)
    } else {
      this.stmt(
        `INSERT INTO temp.hits (rowid, score, mask)
        SELECT m.rowid, s.score, ${mask}
        FROM (SELECT rowid, ${bm25} AS score FROM documents_fts WHERE documents_fts MATCH ?) s
        JOIN doc_meta m ON m.rowid = s.rowid
        WHERE ${candidates.sql} AND ${within.sql}`,
      ).run(...conditionParams, plan.match, ...params, ...within.params)
    }
    return hits
  }

  /** How many candidates a key names (see collect), counted once. */
  private candidateCount(key: string, candidates: Condition): number {
    const kept = this.counts.kept(key)
    kept.total ??= this.stmt(`SELECT count(*) FROM doc_meta m WHERE ${candidates.sql}`)
      .pluck()
      .get(...candidates.params) as number
    return kept.total
  }

  /**
   * The hits that pass every filter (`fails` null) or every filter but the `fails`-th, which
   * they fail: a FROM clause and WHERE clause over `m` (doc_meta), with its parameters.
   */
  private hitSet(plan: Fts5Plan, hits: Hits, fails: number | null = null): Condition {
    // Not in temp.hits: there are no filters, every candidate is a result.
    if (!hits.inTemp) return this.candidateSet(hits)
    return {
      sql: 'temp.hits h JOIN doc_meta m ON m.rowid = h.rowid WHERE h.mask = ?',
      params: [fails === null ? plan.full : plan.full - 2 ** fails],
    }
  }

  private candidateSet(hits: Hits): Condition {
    return { sql: `doc_meta m WHERE ${hits.candidates.sql}`, params: hits.candidates.params }
  }

  /** The rowids of a hit set, in one row of JSON: far cheaper than a JS object per hit. */
  private rowidsOf(set: Condition): number[] {
    const json = this.stmt(`SELECT json_group_array(m.rowid) FROM ${set.sql}`)
      .pluck()
      .get(...set.params) as string
    return JSON.parse(json) as number[]
  }

  // ---- step 3a: the page -----------------------------------------------------------------------

  private page(plan: Fts5Plan, hits: Hits): SearchPage {
    const set = this.hitSet(plan, hits)
    // Not in temp.hits: every candidate is a result, and the key is set (see collect).
    const totalHits = hits.inTemp
      ? (this.stmt(`SELECT count(*) FROM ${set.sql}`)
          .pluck()
          .get(...set.params) as number)
      : this.candidateCount(hits.key as string, hits.candidates)
    const dense = totalHits * this.denseFraction > this.documentCount
    return readPage(this.stmt, plan, { set, inTemp: hits.inTemp, totalHits, dense })
  }

  // ---- step 3b: filters with counts -------------------------------------------------------------

  private facetResponses(plan: Fts5Plan, hits: Hits): FilterResponse[] {
    // A facet with OR selections is counted over the hits that pass every other filter.
    const own = new Map<string, number>()
    plan.filters.forEach((f, bit) => {
      if (f.andOrValue !== 'AND') own.set(f.id, bit)
    })
    const sets = this.counts.sets({
      conditions: plan.conditions.length,
      key: hits.key,
      rowids: (fails) => this.rowidsOf(this.hitSet(plan, hits, fails)),
      candidates: () => this.rowidsOf(this.candidateSet(hits)),
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
