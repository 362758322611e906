import type { Statements } from '#server/content-index/statement-cache.ts'
import { parseRowids } from './rowid-lists.ts'
import { INSTRUMENT_TYPES } from '#sites/search/modes.ts'

// The columns of doc_meta a search filters, sorts and counts on, as typed arrays indexed by
// rowid, loaded from the index once per search thread on first use (one read of the narrow
// table, about 1 s at 1,000,000 documents) and kept while the engine is open: the index file is
// never rewritten under an open engine, so they cannot go stale. A hit then costs an array read
// where a join to doc_meta cost a B-tree lookup (a few hundred nanoseconds a row: a second for a
// third of a million hits).

/** A date column, and how a search names it. */
export type DateColumn = 'date' | 'published'

/** A text sort of doc_meta: title_key or pub_key. */
export type KeyColumn = 'title_key' | 'pub_key'

/** yyyy-mm-dd as the number yyyymmdd, which orders as the text does; 0 for no date. */
export function dayNumber(iso: string): number {
  return Number(iso.slice(0, 4)) * 10_000 + Number(iso.slice(5, 7)) * 100 + Number(iso.slice(8, 10))
}

export class DocColumns {
  /** One past the last rowid of doc_meta: the length of every column. */
  readonly size: number
  private readonly stmt: Statements
  private readonly dates = new Map<DateColumn, Int32Array>()
  private readonly keys = new Map<KeyColumn, Int32Array>()
  private readonly dateOrders = new Map<DateColumn, { dated: Int32Array; undated: Int32Array }>()
  private pubs: Int32Array | null = null
  private cases: Int32Array | null = null
  private sectionDocs: Int32Array | null = null
  private instrumentRows: Uint8Array | null = null

  constructor(stmt: Statements, maxRowid: number) {
    this.stmt = stmt
    this.size = maxRowid + 1
  }

  /** A date column by rowid as yyyymmdd, 0 where the document has none. */
  date(column: DateColumn): Int32Array {
    let dates = this.dates.get(column)
    if (!dates) {
      dates = this.column(`coalesce(CAST(replace(${column}, '-', '') AS INTEGER), 0)`, 'WHERE 1')
      this.dates.set(column, dates)
    }
    return dates
  }

  /** The rowid of each chapter's publication, 0 for a document outside a publication. */
  pub(): Int32Array {
    this.pubs ??= this.column('pub', 'WHERE pub IS NOT NULL')
    return this.pubs
  }

  /**
   * Each case document's case, as the least rowid of the case's documents (the number the
   * SolrCloud index routes and groups them by), 0 for a document outside a case.
   */
  caseKey(): Int32Array {
    if (!this.cases) {
      const [rowids, keys] = this.stmt(
        `SELECT json_group_array(rowid), json_group_array(first) FROM (
          SELECT rowid, min(rowid) OVER (PARTITION BY case_id) AS first
          FROM documents WHERE case_id IS NOT NULL)`,
      )
        .raw()
        .get() as [string, string]
      this.cases = new Int32Array(this.size)
      const of = parseRowids(keys)
      parseRowids(rowids).forEach((rowid, i) => (this.cases![rowid] = of[i]))
    }
    return this.cases
  }

  /** 1 for each section or whole text of a treaty, convention or statute (INSTRUMENT_TYPES). */
  instruments(): Uint8Array {
    if (!this.instrumentRows) {
      const types = INSTRUMENT_TYPES.map((t) => `'${t.replaceAll("'", "''")}'`).join(', ')
      const rowids = parseRowids(
        this.stmt(`SELECT json_group_array(rowid) FROM documents WHERE type IN (${types})`)
          .pluck()
          .get() as string,
      )
      this.instrumentRows = new Uint8Array(this.size)
      for (const rowid of rowids) this.instrumentRows[rowid] = 1
    }
    return this.instrumentRows
  }

  /**
   * The document of each section, by the section's rowid (sections_fts shares it), read from
   * the (doc_rowid, ordinal) index, which holds both: the sections table holds their text.
   */
  sectionDoc(): Int32Array {
    if (!this.sectionDocs) {
      const [rowids, docs] = this.stmt(
        `SELECT json_group_array(rowid), json_group_array(doc_rowid) FROM sections`,
      )
        .raw()
        .get() as [string, string]
      const sections = parseRowids(rowids)
      const docOf = parseRowids(docs)
      this.sectionDocs = new Int32Array(sections.reduce((max, s) => Math.max(max, s), 0) + 1)
      sections.forEach((s, i) => (this.sectionDocs![s] = docOf[i]))
    }
    return this.sectionDocs
  }

  /**
   * A text sort key as a rank: documents with equal keys share a rank, and ranks follow the
   * keys' order (SQLite's, binary), so comparing ranks compares keys.
   */
  keyRank(column: KeyColumn): Int32Array {
    let ranks = this.keys.get(column)
    if (!ranks) {
      const [rowids, same] = this.stmt(
        `SELECT json_group_array(rowid), json_group_array(same) FROM (
          SELECT rowid, ${column} IS lag(${column}) OVER (ORDER BY ${column}, rowid) AS same
          FROM doc_meta ORDER BY ${column}, rowid)`,
      )
        .raw()
        .get() as [string, string]
      const order = JSON.parse(rowids) as number[]
      const repeats = JSON.parse(same) as number[]
      ranks = new Int32Array(this.size)
      let rank = 0
      order.forEach((rowid, i) => {
        if (i > 0 && repeats[i] !== 1) rank++
        ranks![rowid] = rank
      })
      this.keys.set(column, ranks)
    }
    return ranks
  }

  /**
   * Documents in date order: the dated ones by (date, rowid) ascending, then the undated ones
   * by rowid ascending. Newest first walks both backwards, as `date IS NULL, date DESC, rowid
   * DESC` orders them.
   */
  dateOrder(column: DateColumn): { dated: Int32Array; undated: Int32Array } {
    let order = this.dateOrders.get(column)
    if (!order) {
      const read = (where: string, by: string) =>
        Int32Array.from(
          JSON.parse(
            this.stmt(
              `SELECT json_group_array(rowid) FROM (
                SELECT rowid FROM doc_meta WHERE ${where} ORDER BY ${by})`,
            )
              .pluck()
              .get() as string,
          ) as number[],
        )
      order = {
        dated: read(`${column} IS NOT NULL`, `${column}, rowid`),
        undated: read(`${column} IS NULL`, 'rowid'),
      }
      this.dateOrders.set(column, order)
    }
    return order
  }

  /** `value` of every row `where` selects, by rowid (0 elsewhere). */
  private column(value: string, where: string): Int32Array {
    const [rowids, values] = this.stmt(
      `SELECT json_group_array(rowid), json_group_array(${value}) FROM doc_meta ${where}`,
    )
      .raw()
      .get() as [string, string]
    const out = new Int32Array(this.size)
    const of = JSON.parse(values) as number[]
    ;(JSON.parse(rowids) as number[]).forEach((rowid, i) => (out[rowid] = of[i]))
    return out
  }
}
