// SearchEngine over the SQLite FTS5 content index (schema.sql beside this file), opened
// read-only. Synchronous on purpose: better-sqlite3 answers in microseconds to milliseconds, and
// each call runs to completion, so the per-connection temp tables below are never shared by two
// requests at once.
//
// How a search runs:
// 1. The text query (q, qTitle) is parsed and compiled to one FTS5 MATCH (../query, match-query).
// 2. Every document that matches the text, the edition, the mode's scope and the toggles goes
//    into temp.hits with its bm25 score and a bit mask: bit i is set when the document satisfies
//    the query's i-th filter (a facet selection or the date range). Without text, less is
//    copied (see collect): without filters nothing, with one filter only the results.
// 3. Results are the hits whose mask is full. A facet's counts are taken over the hits that
//    satisfy every *other* filter when the facet combines its selections with OR (disjunctive
//    counts: a facet's own OR selections do not shrink its own counts), and over the results
//    otherwise. Counting is done in memory (see FacetColumn): the rowids of each set of hits
//    come out of SQLite as one JSON array, and each hit adds its values from a per-document
//    table of value numbers. SQL joining facets to temp.hits spent a few hundred nanoseconds a
//    row: 130 ms to browse the full corpus (60,000 hits, 400,000 facet rows). Without text,
//    counts over a whole candidate set (browsing, or a single filter's own counts) are kept.
// Filtering and sorting read the narrow doc_meta table the ingest wrote (schema.sql), never the
// documents table, whose rows hold whole bodies. Facet values and dates are loaded the first time a query needs them;
// they and the kept counts stay while the engine is open: the index file is read-only and never
// rewritten (a new build is a new file, opened by a new engine), so they cannot go stale.
import Database from 'better-sqlite3'
import {
  FACETS,
  TREE_SEPARATOR,
  treeValues,
  type DocumentRecord,
  type Edition,
  type TocNode,
} from '#server/content/model.ts'
import { escapeHtml } from '#server/content/text/html.ts'
import { dateRange } from '../dates.ts'
import type {
  CaseView,
  ChapterResult,
  ContentStore,
  DocumentView,
  FilterItem,
  FilterResponse,
  GetDocumentOptions,
  ProceedingView,
  PublicationView,
  SearchContext,
  SearchEngine,
  SearchFilter,
  SearchHit,
  SearchPage,
  SearchQuery,
  SearchWithFilters,
  SortBy,
  SortOrder,
  SuggestOptions,
  SuggestResponse,
  Suggestion,
  WithinPublicationQuery,
} from '../engine.ts'
import { InvalidSearchQueryError, NotFoundError } from '../errors.ts'
import {
  countHits,
  excerptAround,
  highlightHtml,
  termPattern,
  markSnippet,
  truncate,
} from '../highlight.ts'
import { resolveMode, scopeCondition, type ModeSettings } from '../modes.ts'
import { sites } from '#sites/registry.ts'
import { defaultItemLimit, facetName, SELF_REPORTED } from '#sites/search/facets.ts'
import type { HighlightTerm } from '../query/ast.ts'
import { extractTerms, hasOperator, parseQuery } from '../query/parse.ts'
import { SCHEMA_VERSION } from './index-writer.ts'
import { quoteFts5, sectionCondition, toFts5Match, type SqlCondition } from './match-query.ts'

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

const EDITION_BITS: Record<Edition, number> = { KA: 1, KIPL: 2, KCL: 4 }
const MAX_RESULTS_PER_PAGE = 100
const MAX_FILTERS = 40
const MARK_OPEN = '\u0001'
const MARK_CLOSE = '\u0002'
const EXCERPT_CHARS = { short: 200, long: 600 } as const
const EXCERPT_SCAN_CHARS = 40_000
const SUMMARY_CHARS = { short: 240, long: 800 } as const
const SUGGESTIONS_PER_GROUP = 5
const SUGGEST_SCAN = 2000
/** Statements differ by the number of selected values and filters: keep the recent ones. */
const MAX_STATEMENTS = 500

/**
 * One facet selection or the date range, as a condition on `m` (doc_meta) and `m.rowid`. A facet
 * selection has two forms: `sql` looks up the row's own facet rows, `set` probes the selection's
 * documents, which SQLite gathers once per statement from the (facet, value) index. `set` is
 * cheaper over many rows (25 ms against 60 ms over an edition), and SQLite can start from it
 * when the selection is small; `sql` is cheaper when the rows are few and the selection large.
 */
type Condition = {
  sql: string
  params: unknown[]
  set?: string
  selection?: { id: string; values: string[] }
}

/**
 * One facet's values and which of them each document has, in memory for counting: the values of
 * document d are `values[valueIds[i]]` for i from `start[d]` to `start[d + 1]` (compressed rows).
 * Values are numbered in the index's (binary) order, the order SQL's GROUP BY gave them in.
 */
type FacetColumn = {
  values: string[]
  start: Int32Array
  valueIds: Int32Array
  /** Documents per value. */
  sizes: Map<string, number>
}

/**
 * Where a query's hits are: in temp.hits (with scores and filter masks), or, without text or
 * filters, the rows of doc_meta that meet `candidates` (edition, scope and toggles).
 */
type Hits = {
  inTemp: boolean
  candidates: Condition
  /** Without text: names the candidate set in the engine's cache of counts. */
  key: string | null
}

/** Kept for one candidate set: its size, and counts over it by what they count ('facet:type'). */
type BaseCounts = { total: number | null; counts: Map<string, unknown> }

const NO_VALUES: FacetColumn = {
  values: [],
  start: new Int32Array(0),
  valueIds: new Int32Array(0),
  sizes: new Map(),
}

type Plan = {
  settings: ModeSettings
  edition: Edition
  match: string | null
  /** Phrases and NEAR of the text inside one section (see match-query.ts), or null. */
  within: SqlCondition | null
  /** The query's words and phrases (not NOT's), for excerpts. */
  highlight: HighlightTerm[]
  facetFilters: (SearchFilter & { bit: number })[]
  /** Filters of the query by id, selections included (empty ones too), for `checked`. */
  selected: Map<string, SearchFilter>
  dateBit: number | null
  conditions: Condition[]
  full: number
  dateColumn: 'date' | 'published'
  range: { from: string | null; to: string | null } | null
  sortBy: SortBy
  sortOrder: SortOrder
  start: number
  resultsPerPage: number
  excerpt: 'short' | 'long'
}

type DocRow = {
  rowid: number
  id: string
  type: string
  kind: string
  title: string
  date: string | null
  published: string | null
  source: string
  publication_id: string | null
  publication_title: string | null
  toc_node: string | null
  ai_available: number
  url: string
  summary: string | null
  record: string
}

// Note: FTS5 ignores `rowid = ?` when the bound value is a float, and better-sqlite3 binds JS
// numbers as floats: rowid parameters of FTS5 tables are CAST to INTEGER.
const DOC_COLUMNS = `rowid, id, type, kind, title, date, published, source, publication_id,
  publication_title, toc_node, ai_available, url, summary, record`

/** The promise-returning methods of T, answered synchronously (inside a search thread). */
type Synchronous<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => R : never
}

/**
 * The engine as a search thread runs it (./search-worker.ts): the SearchEngine and ContentStore
 * calls, synchronous. Everything else reaches it through ./backend.ts.
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
  private readonly statements = new Map<string, Database.Statement>()
  private readonly titleWeight: number
  private readonly now: () => Date
  private readonly documentCount: number
  private readonly maxRowid: number
  private readonly denseFraction: number
  private readonly facetColumns = new Map<string, FacetColumn>()
  private readonly dateColumns = new Map<string, (string | null)[]>()
  private readonly baseCounts = new Map<string, BaseCounts>()

  constructor(db: Database.Database, options: Fts5EngineOptions) {
    this.db = db
    this.titleWeight = options.titleWeight ?? 10
    this.now = options.now ?? (() => new Date())
    this.denseFraction = options.denseFraction ?? 20
    db.pragma('temp_store = MEMORY')
    db.pragma('cache_size = -65536')
    db.exec(`
      CREATE TEMP TABLE hits (
        rowid INTEGER PRIMARY KEY, score REAL NOT NULL, mask INTEGER NOT NULL, best INTEGER);
      CREATE TEMP TABLE chapters (rowid INTEGER PRIMARY KEY, pub INTEGER NOT NULL, score REAL);
      CREATE TEMP TABLE pubs (rowid INTEGER PRIMARY KEY);
    `)
    this.documentCount = db.prepare('SELECT count(*) FROM doc_meta').pluck().get() as number
    this.maxRowid = db
      .prepare('SELECT coalesce(max(rowid), 0) FROM doc_meta')
      .pluck()
      .get() as number
  }

  close(): void {
    this.db.close()
  }

  search(query: SearchQuery, ctx: SearchContext): SearchPage {
    const plan = this.plan(query, ctx)
    const hits = this.collect(plan, query)
    return this.page(plan, hits)
  }

  filters(query: SearchQuery, ctx: SearchContext): FilterResponse[] {
    const plan = this.plan(query, ctx)
    const hits = this.collect(plan, query)
    return this.facetResponses(plan, query, hits)
  }

  searchWithFilters(query: SearchQuery, ctx: SearchContext): SearchWithFilters {
    const plan = this.plan(query, ctx)
    const hits = this.collect(plan, query)
    return { page: this.page(plan, hits), filters: this.facetResponses(plan, query, hits) }
  }

  // ---- planning -------------------------------------------------------------------------------

  private plan(query: SearchQuery, ctx: SearchContext): Plan {
    const settings = resolveMode(query.mode)
    const titleOnly = query.searchWithinTitleOnly === true
    const parts: string[] = []
    const highlight: HighlightTerm[] = []
    let within: SqlCondition | null = null
    const q = query.q?.trim()
    if (q) {
      const ast = parseQuery(q)
      parts.push(toFts5Match(ast, { columns: titleOnly ? ['title'] : undefined }))
      if (!titleOnly) within = sectionCondition(ast)
      highlight.push(...extractTerms(ast))
    }
    const qTitle = query.qTitle?.trim()
    if (qTitle) {
      const ast = parseQuery(qTitle)
      parts.push(toFts5Match(ast, { columns: ['title'] }))
      highlight.push(...extractTerms(ast))
    }
    const match = parts.length ? parts.map((p) => `(${p})`).join(' AND ') : null

    // Filters: the query's, then the mode's defaults for ids the query does not mention.
    const selected = new Map<string, SearchFilter>()
    for (const f of query.filters ?? []) {
      if (f.id === 'date') continue
      const prev = selected.get(f.id)
      selected.set(f.id, prev ? { ...f, filterItems: [...prev.filterItems, ...f.filterItems] } : f)
    }
    for (const f of settings.defaultFilters) if (!selected.has(f.id)) selected.set(f.id, f)
    const active = [...selected.values()].filter((f) => f.filterItems.length > 0)
    if (active.length > MAX_FILTERS) {
      throw new InvalidSearchQueryError('filters', `At most ${MAX_FILTERS} filters`)
    }
    const conditions: Condition[] = []
    const facetFilters = active.map((f, bit) => {
      const values = [...new Set(f.filterItems)]
      const marks = values.map(() => '?').join(', ')
      const and = f.andOrValue === 'AND'
      conditions.push({
        sql: and
          ? `(SELECT count(DISTINCT x.value) FROM facets x WHERE x.doc_rowid = m.rowid
            AND x.facet = ? AND x.value IN (${marks})) = ${values.length}`
          : `EXISTS (SELECT 1 FROM facets x WHERE x.doc_rowid = m.rowid AND x.facet = ?
            AND x.value IN (${marks}))`,
        set: `m.rowid IN (SELECT x.doc_rowid FROM facets x WHERE x.facet = ?
          AND x.value IN (${marks})${and ? ` GROUP BY x.doc_rowid HAVING count(DISTINCT x.value) = ${values.length}` : ''})`,
        params: [f.id, ...values],
        selection: { id: f.id, values },
      })
      return { ...f, bit }
    })

    const dateColumn = (query.dateType ?? settings.dateType) === 'published' ? 'published' : 'date'
    const range = dateRange(query, this.now())
    let dateBit: number | null = null
    if (range) {
      dateBit = conditions.length
      const sql = [
        range.from ? `m.${dateColumn} >= ?` : null,
        range.to ? `m.${dateColumn} <= ?` : null,
      ].filter(Boolean)
      conditions.push({
        sql: sql.join(' AND '),
        params: [range.from, range.to].filter((v) => v !== null),
      })
    }

    const hasText = match !== null
    let { sortBy, sortOrder } = settings.defaultSort(hasText)
    if (query.sortBy) {
      const requested: SortBy = query.sortBy === 'relevant-date' ? 'date' : query.sortBy
      if (!['score', 'date', 'title', 'publicationtitle'].includes(requested)) {
        throw new InvalidSearchQueryError('sortBy', `Unknown sort: ${String(query.sortBy)}`)
      }
      sortBy = requested
      sortOrder =
        query.sortOrder ?? (requested === 'score' || requested === 'date' ? 'desc' : 'asc')
      // Books sorted by date fall back to score with a query, else to title (spec 001 §9).
      if (settings.mode === 'books' && sortBy === 'date') {
        ;[sortBy, sortOrder] = hasText ? ['score', 'desc'] : ['title', 'asc']
      }
    } else if (query.sortOrder) {
      sortOrder = query.sortOrder
    }
    if (sortBy === 'score' && !hasText) [sortBy, sortOrder] = ['date', 'desc']

    const start = query.start ?? 0
    if (!Number.isInteger(start) || start < 0) {
      throw new InvalidSearchQueryError('start', `start must be a whole number ≥ 0: ${start}`)
    }
    const size = query.resultsPerPage ?? settings.pageSize
    if (!Number.isInteger(size) || size < 1) {
      throw new InvalidSearchQueryError('resultsPerPage', `resultsPerPage must be ≥ 1: ${size}`)
    }

    return {
      settings,
      edition: ctx.edition,
      match,
      within,
      highlight,
      facetFilters,
      selected,
      dateBit,
      conditions,
      full: 2 ** conditions.length - 1,
      dateColumn,
      range,
      sortBy,
      sortOrder,
      start,
      resultsPerPage: Math.min(size, MAX_RESULTS_PER_PAGE),
      excerpt: query.excerpt === 'long' ? 'long' : 'short',
    }
  }

  // ---- step 2: the matching set ----------------------------------------------------------------

  /**
   * Fills temp.hits with the documents that match the text and meet the edition, the mode's
   * scope and the toggles (the candidates), with their scores and filter masks. Without text:
   * - and without filters, the hits are the candidates themselves, rows of doc_meta: nothing is
   *   copied, the page walks or sorts doc_meta and the counts come from the cache (countSets);
   * - with one filter, only the results are copied: that filter's own counts, if any, are the
   *   candidates' (cached), and the filter is a WHERE clause that SQLite can start from.
   */
  private collect(plan: Plan, query: SearchQuery): Hits {
    this.db.exec('DELETE FROM temp.hits; DELETE FROM temp.chapters; DELETE FROM temp.pubs')
    const where: string[] = ['(m.editions & ?) <> 0']
    const params: unknown[] = [EDITION_BITS[plan.edition]]
    const scope = scopeCondition(plan.settings.scope, 'm')
    if (scope) where.push(scope)
    if (query.searchAiAvailableOnly) where.push('m.ai = 1')
    if (query.hasContent) where.push('m.has_docs = 1')
    if (query.deceased) {
      where.push(`NOT EXISTS (SELECT 1 FROM facets x WHERE x.doc_rowid = m.rowid
        AND x.facet = 'deceased')`)
    }
    const qPub = query.qPublicationTitle?.trim()
    if (qPub) {
      const pubMatch = toFts5Match(parseQuery(qPub), { columns: ['title'] })
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
    const key = !plan.match && !qPub ? JSON.stringify(candidates) : null
    const hits = { inTemp: true, candidates, key }
    if (key !== null && plan.conditions.length === 0) return { ...hits, inTemp: false }

    // A selection is probed as a set when it holds no more documents than there are candidates
    // (known when they have a key), else looked up per row: building the set of a broad value
    // (English: 60,000 documents) for a few hundred books cost more than looking each one up.
    const total = key === null ? null : this.candidateCount(key, candidates)
    const form = (c: Condition) =>
      c.set && c.selection && total !== null && this.selectionSize(c.selection) <= total
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
    const base = this.base(key)
    base.total ??= this.stmt(`SELECT count(*) FROM doc_meta m WHERE ${candidates.sql}`)
      .pluck()
      .get(...candidates.params) as number
    return base.total
  }

  /** At most how many documents a facet selection holds (the sum over its values). */
  private selectionSize(selection: { id: string; values: string[] }): number {
    const { sizes } = this.facetColumn(selection.id)
    return selection.values.reduce((n, v) => n + (sizes.get(v) ?? 0), 0)
  }

  /**
   * The hits that pass every filter (`fails` null) or every filter but the `fails`-th, which
   * they fail: a FROM clause and WHERE clause over `m` (doc_meta), with its parameters.
   */
  private hitSet(plan: Plan, hits: Hits, fails: number | null = null): Condition {
    // Not in temp.hits: there are no filters, every candidate is a result.
    if (!hits.inTemp)
      return { sql: `doc_meta m WHERE ${hits.candidates.sql}`, params: hits.candidates.params }
    return {
      sql: 'temp.hits h JOIN doc_meta m ON m.rowid = h.rowid WHERE h.mask = ?',
      params: [fails === null ? plan.full : plan.full - 2 ** fails],
    }
  }

  /** The rowids of a hit set, in one row of JSON: far cheaper than a JS object per hit. */
  private rowidsOf(set: Condition): number[] {
    const json = this.stmt(`SELECT json_group_array(m.rowid) FROM ${set.sql}`)
      .pluck()
      .get(...set.params) as string
    return JSON.parse(json) as number[]
  }

  /** Counts over the candidates of a query without text or filters, kept for the engine's life. */
  private base(key: string): BaseCounts {
    let base = this.baseCounts.get(key)
    if (!base) {
      base = { total: null, counts: new Map() }
      this.baseCounts.set(key, base)
    }
    // Date counts get a new name every day (their periods end today) and a URL may name any
    // facet: a bounded cache, emptied when full and refilled on demand.
    if (base.counts.size > 64) base.counts.clear()
    return base
  }

  // ---- step 3a: the page -----------------------------------------------------------------------

  private page(plan: Plan, hits: Hits): SearchPage {
    const set = this.hitSet(plan, hits)
    const count = () =>
      this.stmt(`SELECT count(*) FROM ${set.sql}`)
        .pluck()
        .get(...set.params) as number
    // Not in temp.hits: every candidate is a result, and the key is set (see collect).
    const totalHits = hits.inTemp
      ? count()
      : this.candidateCount(hits.key as string, hits.candidates)
    const dir = plan.sortOrder === 'asc' ? 'ASC' : 'DESC'
    const order = {
      score: `h.score ${plan.sortOrder === 'desc' ? 'ASC' : 'DESC'}, m.date DESC, m.rowid`,
      date: `m.${plan.dateColumn} IS NULL, m.${plan.dateColumn} ${dir}, m.rowid ${dir}`,
      title: `m.title_key ${dir}, m.rowid`,
      publicationtitle: `m.pub_key ${dir}, m.rowid`,
    }[plan.sortBy]
    // Newest first over many hits (browsing): walk the date index and stop after the page,
    // instead of sorting every hit. NULL dates come last in a descending scan.
    const walk =
      plan.sortBy === 'date' &&
      dir === 'DESC' &&
      totalHits * this.denseFraction > this.documentCount
    const best = hits.inTemp ? 'h.best' : 'NULL'
    const rows = (
      walk && hits.inTemp
        ? this.stmt(`SELECT h.rowid, h.best FROM doc_meta m CROSS JOIN temp.hits h
            ON h.rowid = m.rowid WHERE h.mask = ?
            ORDER BY m.${plan.dateColumn} DESC, m.rowid DESC LIMIT ? OFFSET ?`)
        : walk
          ? this.stmt(`SELECT m.rowid, NULL AS best FROM ${set.sql}
            ORDER BY m.${plan.dateColumn} DESC, m.rowid DESC LIMIT ? OFFSET ?`)
          : this.stmt(`SELECT m.rowid, ${best} AS best FROM ${set.sql}
            ORDER BY ${order} LIMIT ? OFFSET ?`)
    ).all(...set.params, plan.resultsPerPage, plan.start) as {
      rowid: number
      best: number | null
    }[]
    return {
      hits: this.hits(rows, plan),
      totalHits,
      start: plan.start,
      resultsPerPage: plan.resultsPerPage,
      sortBy: plan.sortBy,
      sortOrder: plan.sortOrder,
      mode: plan.settings.mode,
      endpoint: plan.settings.endpoint,
    }
  }

  private hits(rows: { rowid: number; best: number | null }[], plan: Plan): SearchHit[] {
    if (rows.length === 0) return []
    const docs = this.docsByRowid(rows.map((r) => r.rowid))
    const excerpts = plan.highlight.length
      ? this.excerpts(
          rows.map((r) => r.best ?? r.rowid),
          plan,
        )
      : new Map<number, string>()
    const clusterOf =
      plan.settings.groupByPublication && plan.match
        ? this.stmt(`SELECT d.id, d.title, d.url
          FROM temp.chapters c JOIN documents d ON d.rowid = c.rowid
          WHERE c.pub = ? AND c.rowid <> c.pub ORDER BY c.score LIMIT 3`)
        : null
    return rows.map(({ rowid, best }) => {
      const doc = docs.get(rowid) as DocRow
      const record = JSON.parse(doc.record) as DocumentRecord
      let excerpt = excerpts.get(best ?? rowid) ?? ''
      if (!excerpt && doc.summary)
        excerpt = escapeHtml(truncate(doc.summary, SUMMARY_CHARS[plan.excerpt]))
      const hit: SearchHit = {
        ...preview(doc, record),
        excerpt,
      }
      if (clusterOf) {
        hit.bookCluster = clusterOf.all(rowid) as { id: string; title: string; url: string }[]
      }
      return hit
    })
  }

  /**
   * Excerpts for the page, cut from the section with the most hits among the first sections of
   * each document (reading stops at a section with several hits or after EXCERPT_SCAN_CHARS):
   * one indexed read per section and a regular expression, cheaper than FTS5 snippet() over
   * whole documents, which re-evaluates the MATCH per document (costly for prefix queries).
   */
  private excerpts(docRowids: number[], plan: Plan): Map<number, string> {
    const sections = this.stmt(
      'SELECT text FROM sections WHERE doc_rowid = ? ORDER BY ordinal',
    ).pluck()
    const pattern = termPattern(plan.highlight)
    const out = new Map<number, string>()
    if (!pattern) return out
    for (const doc of docRowids) {
      let best = ''
      let bestHits = 0
      let scanned = 0
      for (const text of sections.iterate(doc) as IterableIterator<string>) {
        const hits = text.match(pattern)?.length ?? 0
        if (hits > bestHits) [best, bestHits] = [text, hits]
        scanned += text.length
        if (bestHits >= 3 || (bestHits > 0 && scanned > EXCERPT_SCAN_CHARS)) break
      }
      if (bestHits > 0)
        out.set(doc, excerptAround(best, plan.highlight, EXCERPT_CHARS[plan.excerpt]))
    }
    return out
  }

  private docsByRowid(rowids: number[]): Map<number, DocRow> {
    const rows = this.stmt(
      `SELECT ${DOC_COLUMNS} FROM documents WHERE rowid IN (
      SELECT value FROM json_each(?))`,
    ).all(JSON.stringify(rowids)) as DocRow[]
    return new Map(rows.map((r) => [r.rowid, r]))
  }

  // ---- step 3b: filters with counts -------------------------------------------------------------

  private facetResponses(plan: Plan, query: SearchQuery, hits: Hits): FilterResponse[] {
    const ids = [...plan.settings.facets]
    for (const id of plan.selected.keys()) if (!ids.includes(id)) ids.push(id)
    const requested = new Map((query.filters ?? []).map((f) => [f.id, f]))
    // A facet with OR selections is counted over the hits that pass every other filter.
    const own = new Map(
      plan.facetFilters.filter((f) => f.andOrValue !== 'AND').map((f) => [f.id, f.bit]),
    )
    const sets = this.countSets(plan, hits)
    const out: FilterResponse[] = []
    for (const id of ids) {
      const counts = sets.count(own.get(id) ?? null, `facet:${id}`, (rowids) =>
        this.facetCounts(id, rowids),
      )
      out.push(this.facetResponse(id, counts, plan, requested.get(id)))
    }
    if (plan.settings.mode !== 'profiles') out.push(this.dateResponse(plan, query, sets))
    return out
  }

  /**
   * Counting over the hits that pass every filter, plus, for a filter whose own selections do
   * not shrink its counts (`own`, an OR facet's or the date's condition index), those that fail
   * that filter alone. Each set's rowids are read once. Without text, when no other filter
   * applies, the set is the candidate set itself: its counts are the same for every such query
   * (browsing an edition or a mode, or one filter's own counts), so they are computed once and
   * kept, since the index never changes under an open engine.
   */
  private countSets(plan: Plan, hits: Hits) {
    const memo = new Map<number | null, number[]>()
    const rowids = (fails: number | null) => {
      let r = memo.get(fails)
      if (!r) memo.set(fails, (r = this.rowidsOf(this.hitSet(plan, hits, fails))))
      return r
    }
    let candidates: number[] | null = null
    return {
      count: <T>(own: number | null, what: string, count: (rowids: number[][]) => T): T => {
        const others = plan.conditions.length - (own === null ? 0 : 1)
        // collect relies on this: with one filter and a key it copies only the results.
        if (hits.key !== null && others === 0) {
          const base = this.base(hits.key)
          if (!base.counts.has(what)) {
            candidates ??= this.rowidsOf({
              sql: `doc_meta m WHERE ${hits.candidates.sql}`,
              params: hits.candidates.params,
            })
            base.counts.set(what, count([candidates]))
          }
          return base.counts.get(what) as T
        }
        return count(own === null ? [rowids(null)] : [rowids(null), rowids(own)])
      },
    }
  }

  /** Counts of one facet's values, in the index's order of values, zero counts left out. */
  private facetCounts(id: string, sets: number[][]): Map<string, number> {
    const { values, start, valueIds } = this.facetColumn(id)
    const n = new Int32Array(values.length)
    for (const rowids of sets) {
      for (const d of rowids) {
        // Documents past the column's end have no value in it.
        if (d + 1 >= start.length) continue
        for (let i = start[d]; i < start[d + 1]; i++) n[valueIds[i]]++
      }
    }
    const counts = new Map<string, number>()
    values.forEach((v, i) => {
      if (n[i] > 0) counts.set(v, n[i])
    })
    return counts
  }

  /** A facet's values per document, read from the (facet, value) index on first use. */
  private facetColumn(id: string): FacetColumn {
    const cached = this.facetColumns.get(id)
    if (cached) return cached
    const rows = this.stmt(
      `SELECT value, json_group_array(doc_rowid) FROM facets WHERE facet = ? GROUP BY value`,
    )
      .raw()
      .all(id) as [string, string][]
    // Ids absent from the index (any filter id a URL names) are not kept: the cache stays as
    // small as the index's set of facets.
    if (rows.length === 0) return NO_VALUES
    const docsOf = rows.map(([, docs]) => JSON.parse(docs) as number[])
    // Every hit is a row of doc_meta, so rowids past its last one can never be counted.
    const start = new Int32Array(this.maxRowid + 2)
    for (const docs of docsOf) for (const d of docs) if (d <= this.maxRowid) start[d + 1]++
    for (let d = 1; d < start.length; d++) start[d] += start[d - 1]
    const valueIds = new Int32Array(start[start.length - 1])
    const next = start.slice(0, -1)
    docsOf.forEach((docs, v) => {
      for (const d of docs) if (d <= this.maxRowid) valueIds[next[d]++] = v
    })
    const values = rows.map(([value]) => value)
    const sizes = new Map(values.map((v, i) => [v, docsOf[i].length]))
    const column = { values, start, valueIds, sizes }
    this.facetColumns.set(id, column)
    return column
  }

  /** The date column (`date` or `published`) of every document, by rowid. */
  private dateColumn(column: 'date' | 'published'): (string | null)[] {
    let dates = this.dateColumns.get(column)
    if (!dates) {
      const [rowids, values] = this.stmt(
        `SELECT json_group_array(rowid), json_group_array(${column}) FROM doc_meta`,
      )
        .raw()
        .get() as [string, string]
      const byRowid: (string | null)[] = new Array(this.maxRowid + 1).fill(null)
      const valuesOf = JSON.parse(values) as (string | null)[]
      ;(JSON.parse(rowids) as number[]).forEach((rowid, i) => (byRowid[rowid] = valuesOf[i]))
      this.dateColumns.set(column, (dates = byRowid))
    }
    return dates
  }

  private facetResponse(
    id: string,
    counts: Map<string, number>,
    plan: Plan,
    requested: SearchFilter | undefined,
  ): FilterResponse {
    const def = (FACETS as Record<string, { name: string; tree: boolean }>)[id]
    const tree = def?.tree ?? false
    const limit = Math.max(1, requested?.limit ?? defaultItemLimit(id))
    const checked = new Set(plan.selected.get(id)?.filterItems ?? [])
    const contains = requested?.contains?.trim().toLowerCase()
    const prefix = requested?.prefix
    // A copy: the counts may be the engine's cached ones, and checked items are added below.
    counts = new Map(counts)
    for (const value of checked) if (!counts.has(value)) counts.set(value, 0)
    const ancestors = (v: string) => (tree ? treeValues(v) : [v])
    // `contains` keeps matching items and, in a tree, their ancestors; `prefix` keeps the items
    // under a value (a tree parent's children).
    const keep =
      contains || prefix
        ? new Set(
            [...counts.keys()]
              .filter((v) => !contains || v.toLowerCase().includes(contains))
              .filter((v) => !prefix || v.startsWith(prefix))
              .flatMap(ancestors)
              .filter((v) => !prefix || v.startsWith(prefix)),
          )
        : null
    const item = (value: string): FilterItem => {
      const label = tree ? (value.split(TREE_SEPARATOR).pop() ?? value) : value
      return {
        id: value,
        name: value,
        label,
        count: counts.get(value) ?? 0,
        sortingName: label.toLowerCase(),
        value,
        checked: checked.has(value),
      }
    }
    const depth = (v: string) => (tree ? v.split(TREE_SEPARATOR).length : 1)
    const byCount = (a: string, b: string) =>
      (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || NAME_ORDER.compare(labelOf(a), labelOf(b))
    const labelOf = (v: string) => (tree ? (v.split(TREE_SEPARATOR).pop() ?? v) : v)
    const values = [...counts.keys()].filter((v) => !keep || keep.has(v))
    let topDepth = Infinity
    for (const v of values) topDepth = Math.min(topDepth, depth(v))
    const tops = values.filter((v) => depth(v) === topDepth)
    // The first `limit` by count, without sorting every value (a facet may hold 200,000).
    const visible = firstInOrder(tops, limit, byCount)
    // Checked items stay visible beyond the limit.
    const shown = new Set(visible)
    visible.push(...tops.filter((v) => checked.has(v) && !shown.has(v)).sort(byCount))
    // Tree children follow their parent, each level by count.
    const items: FilterItem[] = []
    const add = (value: string) => {
      items.push(item(value))
      if (!tree) return
      values
        .filter((v) => v.startsWith(`${value}${TREE_SEPARATOR}`) && depth(v) === depth(value) + 1)
        .sort(byCount)
        .forEach(add)
    }
    visible.forEach(add)
    return {
      id,
      name: facetName(id, plan.settings.mode, sites[plan.edition].filterLabels),
      count: limit,
      hasMoreFilterItems: tops.length > limit,
      isSelfReported: SELF_REPORTED.has(id),
      filterItems: items,
    }
  }

  private dateResponse(
    plan: Plan,
    query: SearchQuery,
    sets: ReturnType<Fts5EngineImpl['countSets']>,
  ): FilterResponse {
    const now = this.now()
    const periods = [3, 6, 12, 24]
    const cutoffs = periods.map((n) => monthsAgoIso(now, n))
    // Over the hits that pass every filter but the date range: ISO dates compare as strings, as
    // SQLite compares them; documents without a date are in no period.
    const dates = this.dateColumn(plan.dateColumn)
    const counts = sets.count(
      plan.dateBit,
      `date:${plan.dateColumn}:${cutoffs.join()}`,
      (sets): number[] => {
        const n = cutoffs.map(() => 0)
        for (const rowids of sets) {
          for (const d of rowids) {
            const date = dates[d]
            if (date === null || date === undefined) continue
            cutoffs.forEach((cutoff, i) => {
              if (date >= cutoff) n[i]++
            })
          }
        }
        return n
      },
    )
    const period = query.datePeriod
    const custom =
      period === 0 || ((period === undefined || period === null) && plan.range !== null)
    const all = !custom && (period === undefined || period === -1)
    const option = (
      id: string,
      name: string,
      value: string,
      count: number | null,
      on: boolean,
    ) => ({
      id,
      name,
      label: name,
      count,
      sortingName: name.toLowerCase(),
      value,
      checked: on,
    })
    const items: FilterItem[] = [
      option('date-all', 'All time', '-1', null, all),
      ...periods.map((n, i) =>
        option(`date-${n}`, `Last ${n} months`, String(n), counts[i], period === n),
      ),
      option('date-custom', 'Precise period', '0', null, custom),
    ]
    return {
      id: 'date',
      name: 'Date',
      count: items.length,
      hasMoreFilterItems: false,
      isSelfReported: false,
      filterItems: items,
    }
  }

  // ---- suggestions --------------------------------------------------------------------------

  suggest(term: string, ctx: SearchContext, options: SuggestOptions = {}): SuggestResponse {
    const text = term.trim()
    const empty: SuggestResponse = {
      documents: { suggestions: [] },
      books: { suggestions: [], total: 0 },
      practicalInsightTopics: { suggestions: [], total: 0 },
    }
    // Spec 000 §5: only for more than 2 characters. The trigram index needs 3 as well.
    if ([...text].length < 3) return empty
    // One pass over at most SUGGEST_SCAN trigram matches of the edition, newest rows first
    // (topics are written last, so they come first), ranked by weight in memory: the cost stays
    // bounded on a large index, and totals are exact below that bound. The edition is checked
    // inside the scan, so a small edition's matches are not crowded out by a large one's.
    type Row = { term: string; doc_id: string | null; kind: string; weight: number }
    const rows = this.stmt(
      `SELECT t.term, t.doc_id, t.kind, t.weight
      FROM suggest_fts f JOIN suggest_terms t ON t.rowid = f.rowid
      WHERE suggest_fts MATCH ? AND (',' || t.editions || ',') LIKE ?
      ORDER BY f.rowid DESC LIMIT ${SUGGEST_SCAN}`,
    ).all(quoteFts5(text), `%,${ctx.edition},%`) as Row[]
    const ofKind = (...kinds: string[]) =>
      rows
        .filter((r) => kinds.includes(r.kind))
        .sort(
          (a, b) =>
            b.weight - a.weight || a.term.length - b.term.length || a.term.localeCompare(b.term),
        )
    const docs = ofKind('document', 'case')
    const books = this.ofPublicationTypes(ofKind('publication'), options.publicationTypes)
    const topics = ofKind('topic')
    const shown = [
      ...docs.slice(0, SUGGESTIONS_PER_GROUP),
      ...books.slice(0, SUGGESTIONS_PER_GROUP),
    ]
    const info = new Map(
      (
        this.stmt(
          'SELECT id, type, source FROM documents WHERE id IN (SELECT value FROM json_each(?))',
        ).all(JSON.stringify(shown.map((r) => r.doc_id))) as {
          id: string
          type: string
          source: string
        }[]
      ).map((d) => [d.id, d]),
    )
    const toSuggestion = (r: Row): Suggestion => {
      const d = r.doc_id ? info.get(r.doc_id) : undefined
      return {
        value: r.doc_id ?? r.term,
        label: r.term,
        subLabel: r.kind === 'topic' ? 'Topic' : [d?.type, d?.source].filter(Boolean).join(' · '),
      }
    }
    return {
      documents: { suggestions: docs.slice(0, SUGGESTIONS_PER_GROUP).map(toSuggestion) },
      books: {
        suggestions: books.slice(0, SUGGESTIONS_PER_GROUP).map(toSuggestion),
        total: books.length,
      },
      practicalInsightTopics: {
        suggestions: topics.slice(0, SUGGESTIONS_PER_GROUP).map(toSuggestion),
        total: topics.length,
      },
    }
  }

  /** The publication rows whose publication type is one of `types` (all when none given). */
  private ofPublicationTypes<R extends { doc_id: string | null }>(
    rows: R[],
    types: readonly string[] | undefined,
  ): R[] {
    if (!types?.length) return rows
    const kept = new Set(
      this.stmt(
        `SELECT d.id FROM documents d JOIN facets x ON x.doc_rowid = d.rowid
        WHERE x.facet = 'publicationtype' AND x.value IN (SELECT value FROM json_each(?))
          AND d.id IN (SELECT value FROM json_each(?))`,
      )
        .pluck()
        .all(JSON.stringify(types), JSON.stringify(rows.map((r) => r.doc_id))) as string[],
    )
    return rows.filter((r) => r.doc_id !== null && kept.has(r.doc_id))
  }

  // ---- documents --------------------------------------------------------------------------------

  getDocument(id: string, options: GetDocumentOptions = {}): DocumentView {
    const row = this.stmt(`SELECT ${DOC_COLUMNS}, body_html FROM documents WHERE id = ?`).get(
      id,
    ) as (DocRow & { body_html: string }) | undefined
    if (!row) throw new NotFoundError('Document', id)
    const editions = this.stmt(
      'SELECT edition FROM document_editions WHERE doc_rowid = ? ORDER BY edition',
    )
      .pluck()
      .all(row.rowid) as Edition[]
    if (options.edition && !editions.includes(options.edition))
      throw new NotFoundError('Document', id)
    const sections = this.stmt(
      'SELECT ordinal, heading FROM sections WHERE doc_rowid = ? ORDER BY ordinal',
    ).all(row.rowid) as { ordinal: number; heading: string }[]
    let content = row.body_html
    let hitCount = 0
    const term = options.searchTerm?.trim()
    if (term) {
      const ast = parseQuery(options.searchTermFromUrl ? term : quoteTerm(term))
      ;({ html: content, count: hitCount } = highlightHtml(content, extractTerms(ast)))
    }
    return {
      id: row.id,
      url: row.url,
      title: row.title,
      type: row.type,
      kind: row.kind,
      editions,
      record: JSON.parse(row.record) as DocumentRecord,
      content,
      hitCount,
      sections,
    }
  }

  searchWithinPublication(query: WithinPublicationQuery): ChapterResult[] {
    if (query.tocNodeIds.length === 0) return []
    const raw = query.searchTerm.trim()
    if (!raw) return []
    const text = query.fromUrl && hasOperator(raw) ? raw : quoteTerm(raw)
    const ast = parseQuery(text)
    const terms = extractTerms(ast)
    // The publication's chosen chapters first, then the match within each of them (CROSS JOIN
    // keeps that order: FTS5 seeks each chapter's rowid instead of matching the whole index).
    const rows = this.stmt(
      `SELECT d.id, d.toc_node, d.title, d.url, f.body AS body_text,
        snippet(documents_fts, 1, ?, ?, '…', 24) AS snippet
      FROM documents d CROSS JOIN documents_fts f ON f.rowid = d.rowid
      WHERE d.publication_id = ? AND d.toc_node IN (SELECT value FROM json_each(?))
        AND documents_fts MATCH ?
      ORDER BY d.rowid`,
    ).all(
      MARK_OPEN,
      MARK_CLOSE,
      query.publicationId,
      JSON.stringify(query.tocNodeIds),
      toFts5Match(ast),
    ) as {
      id: string
      toc_node: string
      title: string
      url: string
      body_text: string
      snippet: string
    }[]
    return rows.map((r) => ({
      docId: r.id,
      tocNode: r.toc_node,
      title: r.title,
      url: r.url,
      hitCount: countHits(`${r.title}\n${r.body_text}`, terms),
      excerpt: markSnippet(r.snippet, MARK_OPEN, MARK_CLOSE),
    }))
  }

  getPublication(id: string): PublicationView {
    const row = this.recordOf(id)
    const pub = row?.record.publication
    if (!row || pub?.role !== 'publication') throw new NotFoundError('Publication', id)
    return {
      id: row.id,
      url: row.url,
      title: row.title,
      publicationType: pub.publicationType,
      record: row.record,
      toc: pub.toc as TocNode[],
    }
  }

  getCase(caseId: string): CaseView {
    const row = this.recordOf(caseId)
    if (!row || row.kind !== 'case') throw new NotFoundError('Case', caseId)
    return { id: row.id, url: row.url, title: row.title, record: row.record }
  }

  getProceeding(caseId: string, proceedingId: string): ProceedingView {
    const c = this.getCase(caseId)
    const proceeding = c.record.case?.proceedings.find((p) => p.proceedingId === proceedingId)
    if (!proceeding) throw new NotFoundError('Proceeding', `${caseId}/${proceedingId}`)
    return { caseId: c.id, caseTitle: c.title, proceeding }
  }

  private recordOf(id: string) {
    const row = this.stmt('SELECT id, kind, title, url, record FROM documents WHERE id = ?').get(
      id,
    ) as { id: string; kind: string; title: string; url: string; record: string } | undefined
    return row ? { ...row, record: JSON.parse(row.record) as DocumentRecord } : undefined
  }

  /** A prepared statement, kept for reuse; the least recently used go past MAX_STATEMENTS. */
  private stmt(sql: string): Database.Statement {
    let s = this.statements.get(sql)
    if (s) {
      this.statements.delete(sql) // to the end: most recently used
    } else {
      s = this.db.prepare(sql)
      if (this.statements.size >= MAX_STATEMENTS) {
        this.statements.delete(this.statements.keys().next().value!)
      }
    }
    this.statements.set(sql, s)
    return s
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

function preview(doc: DocRow, record: DocumentRecord): Omit<SearchHit, 'excerpt'> {
  const chapterLabel = record.publication?.role === 'chapter' ? record.publication.label : undefined
  const sourceLocation =
    doc.publication_title && doc.publication_id
      ? [doc.publication_title, chapterLabel].filter(Boolean).join(', ')
      : (record.court ?? record.institution ?? null)
  return {
    id: doc.id,
    title: doc.title,
    url: doc.url,
    authors: record.authors.map((a) => a.name),
    updatedDate: doc.published,
    publicationDate: record.dates.publication ?? null,
    type: doc.type,
    aiAvailable: doc.ai_available === 1,
    aiId: doc.ai_available === 1 ? doc.id : null,
    legisDate: record.dates.legislation ?? null,
    jurisDate: record.dates.decision ?? null,
    source: doc.source,
    sourceLocation,
    summary: doc.summary,
  }
}

/** The term searched as one phrase: quotes inside it are dropped. */
/** Filter items with equal counts: by name, as people read them (case and accents aside). */
const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base' })

/** The first `n` items of `items` in `order`, in order: O(items × log n), not a full sort. */
function firstInOrder<T>(items: readonly T[], n: number, order: (a: T, b: T) => number): T[] {
  const out: T[] = []
  for (const item of items) {
    if (out.length === n && order(item, out[n - 1]) >= 0) continue
    let lo = 0
    let hi = out.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (order(item, out[mid]) < 0) hi = mid
      else lo = mid + 1
    }
    out.splice(lo, 0, item)
    if (out.length > n) out.pop()
  }
  return out
}

function quoteTerm(term: string): string {
  return `"${term.replace(/"/g, ' ')}"`
}

function monthsAgoIso(now: Date, n: number): string {
  return dateRange({ datePeriod: n }, now)?.from as string
}
