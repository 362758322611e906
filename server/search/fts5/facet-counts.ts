import type { Statements } from '#server/content-index/statement-cache.ts'

// Facet and date counts, taken in memory. The rowids of each set of hits come out of SQLite as
// one JSON array, and each hit adds its values from a per-document table of value numbers (see
// FacetColumn). SQL joining facets to temp.hits spent a few hundred nanoseconds a row: 130 ms to
// browse the full corpus (60,000 hits, 400,000 facet rows).
//
// Facet values and dates are loaded the first time a query needs them; they and the kept counts
// stay while the engine is open: the index file is read-only and never rewritten (a new build is
// a new file, opened by a new engine), so they cannot go stale.

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

const NO_VALUES: FacetColumn = {
  values: [],
  start: new Int32Array(0),
  valueIds: new Int32Array(0),
  sizes: new Map(),
}

/** Kept for one candidate set: its size, and counts over it by what they count ('facet:type'). */
export type KeptCounts = { total: number | null; counts: Map<string, unknown> }

/** Where the counts of one query come from (see FacetCounts.sets). */
export type CountSources = {
  /** How many filters the query has (its conditions). */
  conditions: number
  /** Without text: names the candidate set in the kept counts; else null. */
  key: string | null
  /** The rowids of the hits that pass every filter (null) or fail only the given one. */
  rowids: (fails: number | null) => number[]
  /** The rowids of every candidate (when `key` is set). */
  candidates: () => number[]
}

export type CountSets = {
  /**
   * `count` over the hits a count is about: the results, plus, when `own` is a filter's number,
   * the hits that fail that filter alone. `what` names the count among the kept ones.
   */
  count<T>(own: number | null, what: string, count: (rowids: number[][]) => T): T
}

export class FacetCounts {
  private readonly stmt: Statements
  private readonly maxRowid: number
  private readonly facetColumns = new Map<string, FacetColumn>()
  private readonly dateColumns = new Map<string, (string | null)[]>()
  private readonly keptCounts = new Map<string, KeptCounts>()

  /** `maxRowid`: the last rowid of doc_meta (every hit is one of its rows). */
  constructor(stmt: Statements, maxRowid: number) {
    this.stmt = stmt
    this.maxRowid = maxRowid
  }

  /**
   * Counting over the hits that pass every filter, plus, for a filter whose own selections do
   * not shrink its counts (`own`, an OR facet's or the date's condition number), those that fail
   * that filter alone. Each set's rowids are read once. Without text, when no other filter
   * applies, the set is the candidate set itself: its counts are the same for every such query
   * (browsing an edition or a mode, or one filter's own counts), so they are computed once and
   * kept, since the index never changes under an open engine.
   */
  sets(source: CountSources): CountSets {
    const memo = new Map<number | null, number[]>()
    const rowids = (fails: number | null) => {
      let r = memo.get(fails)
      if (!r) memo.set(fails, (r = source.rowids(fails)))
      return r
    }
    let candidates: number[] | null = null
    return {
      count: <T>(own: number | null, what: string, count: (rowids: number[][]) => T): T => {
        const others = source.conditions - (own === null ? 0 : 1)
        // The engine's collect relies on this: with one filter and a key it copies only the
        // results.
        if (source.key !== null && others === 0) {
          const kept = this.kept(source.key)
          if (!kept.counts.has(what)) {
            candidates ??= source.candidates()
            kept.counts.set(what, count([candidates]))
          }
          return kept.counts.get(what) as T
        }
        return count(own === null ? [rowids(null)] : [rowids(null), rowids(own)])
      },
    }
  }

  /** Counts over the candidates of a query without text or filters, kept for the engine's life. */
  kept(key: string): KeptCounts {
    let kept = this.keptCounts.get(key)
    if (!kept) {
      kept = { total: null, counts: new Map() }
      this.keptCounts.set(key, kept)
    }
    // Date counts get a new name every day (their periods end today) and a URL may name any
    // facet: a bounded cache, emptied when full and refilled on demand.
    if (kept.counts.size > 64) kept.counts.clear()
    return kept
  }

  /** Counts of one facet's values, in the index's order of values, zero counts left out. */
  facet(id: string, sets: number[][]): Map<string, number> {
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

  /**
   * Documents dated on or after each of `cutoffs` (yyyy-mm-dd) in `column`: ISO dates compare as
   * strings, as SQLite compares them; documents without a date are in no period.
   */
  periods(column: 'date' | 'published', cutoffs: readonly string[], sets: number[][]): number[] {
    const dates = this.dateColumn(column)
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
  }

  /** At most how many documents a facet selection holds (the sum over its values). */
  selectionSize(selection: { id: string; values: string[] }): number {
    const { sizes } = this.facetColumn(selection.id)
    return selection.values.reduce((n, v) => n + (sizes.get(v) ?? 0), 0)
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
}
