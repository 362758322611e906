import type { Statements } from '#server/content-index/statement-cache.ts'
import { dayNumber, type DateColumn, type DocColumns } from './doc-columns.ts'

// Facet and date counts, taken in memory: one pass over each list of hits, each hit adding its
// values from a per-document table of value numbers (see FacetColumn) and its date from the date
// column (./doc-columns.ts). SQL joining facets to the hits spent a few hundred nanoseconds a
// row: 130 ms to browse the full corpus (60,000 hits, 400,000 facet rows). The same tables give
// each facet selection as a bitmap over the documents, which is how filters are tested.
//
// Facet values and dates are loaded the first time a query needs them; they and the kept counts
// stay while the engine is open: the index file is read-only and never rewritten (a new build is
// a new file, opened by a new engine), so they cannot go stale.

/**
 * One facet's values and which of them each document has, in memory for counting: the values of
 * document d are `values[valueIds[i]]` for i from `start[d]` to `start[d + 1]` (compressed rows),
 * or, when no document has two, `values[single[d] - 1]` (0: none), one read a hit instead of
 * three (in the narrowest array that holds them). Values are numbered in the index's (binary) order, the order SQL's GROUP BY gave them in.
 */
type FacetColumn = {
  values: string[]
  start: Int32Array
  valueIds: ValueNumbers
  single: ValueNumbers | null
  /** The documents of each value, by value number. */
  docs: Map<string, Int32Array>
}

/** Value numbers in the narrowest array that holds them: fewer cache misses a hit. */
type ValueNumbers = Uint8Array | Uint16Array | Int32Array

const NO_VALUES: FacetColumn = {
  values: [],
  start: new Int32Array(0),
  valueIds: new Int32Array(0),
  single: null,
  docs: new Map(),
}

/** A list of rowids (hits, results, candidates). */
export type Rowids = ArrayLike<number>

/** Kept for one candidate set: its size, and counts over it by what they count ('facet:type'). */
export type KeptCounts = { total: number | null; counts: Map<string, unknown> }

/** Where the counts of one query come from (see FacetCounts.sets). */
export type CountSources = {
  /** How many filters the query has (its conditions). */
  conditions: number
  /** Without text: names the candidate set in the kept counts; else null. */
  key: string | null
  /** The rowids of the hits that pass every filter (null) or fail only the given one. */
  rowids: (fails: number | null) => Rowids
  /** The rowids of every candidate (when `key` is set). */
  candidates: () => Rowids
}

export type CountSets = {
  /**
   * `count` over the hits a count is about: the results, plus, when `own` is a filter's number,
   * the hits that fail that filter alone. `what` names the count among the kept ones.
   */
  count<T>(own: number | null, what: string, count: (rowids: Rowids[]) => T): T
}

export class FacetCounts {
  private readonly stmt: Statements
  private readonly columns: DocColumns
  private readonly maxRowid: number
  private readonly facetColumns = new Map<string, FacetColumn>()
  private readonly keptCounts = new Map<string, KeptCounts>()
  /** Per document, which of the day's period cutoffs its date is on or after (periods). */
  private passed: { key: string; bits: Uint8Array } | null = null

  constructor(stmt: Statements, columns: DocColumns) {
    this.stmt = stmt
    this.columns = columns
    // Every hit is a row of doc_meta.
    this.maxRowid = columns.size - 1
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
    const memo = new Map<number | null, Rowids>()
    const rowids = (fails: number | null) => {
      let r = memo.get(fails)
      if (!r) memo.set(fails, (r = source.rowids(fails)))
      return r
    }
    let candidates: Rowids | null = null
    return {
      count: <T>(own: number | null, what: string, count: (rowids: Rowids[]) => T): T => {
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
  facet(id: string, sets: Rowids[]): Map<string, number> {
    const { values, start, valueIds, single } = this.facetColumn(id)
    const n = new Int32Array(values.length + 1)
    for (const rowids of sets) {
      if (single) {
        // Every hit is a row of doc_meta, within the column.
        for (let j = 0; j < rowids.length; j++) n[single[rowids[j]]]++
        continue
      }
      for (let j = 0; j < rowids.length; j++) {
        const d = rowids[j]
        // Documents past the column's end have no value in it.
        if (d + 1 >= start.length) continue
        for (let i = start[d]; i < start[d + 1]; i++) n[valueIds[i] + 1]++
      }
    }
    // n[0] counts the hits without a value.
    const counts = new Map<string, number>()
    values.forEach((v, i) => {
      if (n[i + 1] > 0) counts.set(v, n[i + 1])
    })
    return counts
  }

  /**
   * Documents dated on or after each of `cutoffs` (yyyy-mm-dd) in `column`: ISO dates compare as
   * strings, as SQLite compares them; documents without a date are in no period. Which cutoffs
   * each document's date is on or after is kept for the cutoffs of the day, as a byte of bits
   * per document, so a hit costs one read.
   */
  periods(column: DateColumn, cutoffs: readonly string[], sets: Rowids[]): number[] {
    const after = this.cutoffsPassed(column, cutoffs)
    const n = new Int32Array(256)
    for (const rowids of sets) for (let j = 0; j < rowids.length; j++) n[after[rowids[j]]]++
    return cutoffs.map((_, i) => {
      let sum = 0
      for (let bits = 0; bits < 256; bits++) if (bits & (1 << i)) sum += n[bits]
      return sum
    })
  }

  /** Bit i set where a document's date is on or after cutoffs[i] (at most 8 cutoffs). */
  private cutoffsPassed(column: DateColumn, cutoffs: readonly string[]): Uint8Array {
    if (cutoffs.length > 8) throw new Error('At most 8 period cutoffs')
    const key = `${column}:${cutoffs.join()}`
    if (this.passed?.key === key) return this.passed.bits
    const dates = this.columns.date(column)
    const from = cutoffs.map(dayNumber)
    const bits = new Uint8Array(dates.length)
    for (let d = 0; d < dates.length; d++) {
      if (dates[d] === 0) continue
      for (let i = 0; i < from.length; i++) if (dates[d] >= from[i]) bits[d] |= 1 << i
    }
    this.passed = { key, bits }
    return bits
  }

  /**
   * The documents a facet selection keeps, as a bitmap by rowid (1: kept): those with any of the
   * values (OR), or with all of them (`all`, the AND of a facet).
   */
  selection(id: string, values: readonly string[], all: boolean): Uint8Array {
    const { docs } = this.facetColumn(id)
    const out = new Uint8Array(this.columns.size)
    if (!all) {
      for (const v of values) for (const d of docs.get(v) ?? []) out[d] = 1
      return out
    }
    // How many of the values, in their order, each document holds so far: a value counts only
    // for documents that hold every value before it, and once however often it is listed.
    const held = new Int32Array(this.columns.size)
    values.forEach((v, i) => {
      for (const d of docs.get(v) ?? []) if (held[d] === i) held[d] = i + 1
    })
    for (let d = 0; d < held.length; d++) if (held[d] === values.length) out[d] = 1
    return out
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
    const docsOf = rows.map(([, docs]) =>
      Int32Array.from(JSON.parse(docs) as number[]).filter((d) => d <= this.maxRowid),
    )
    // Every hit is a row of doc_meta, so rowids past its last one can never be counted.
    const start = new Int32Array(this.maxRowid + 2)
    for (const docs of docsOf) for (const d of docs) start[d + 1]++
    for (let d = 1; d < start.length; d++) start[d] += start[d - 1]
    const valueIds = valueNumbers(rows.length, start[start.length - 1])
    const next = start.slice(0, -1)
    docsOf.forEach((docs, v) => {
      for (const d of docs) valueIds[next[d]++] = v
    })
    const values = rows.map(([value]) => value)
    const docs = new Map(values.map((v, i) => [v, docsOf[i]]))
    let single: FacetColumn['single'] = null
    if (valueIds.length === start.length - 1 - countEmpty(start)) {
      single = valueNumbers(rows.length + 1, start.length - 1)
      for (let d = 0; d < single.length; d++) {
        if (start[d + 1] > start[d]) single[d] = valueIds[start[d]] + 1
      }
    }
    const column = single
      ? { values, start: NO_VALUES.start, valueIds: NO_VALUES.valueIds, single, docs }
      : { values, start, valueIds, single, docs }
    this.facetColumns.set(id, column)
    return column
  }
}

/** How many documents of a compressed-rows column have no value. */
function countEmpty(start: Int32Array): number {
  let n = 0
  for (let d = 0; d + 1 < start.length; d++) if (start[d + 1] === start[d]) n++
  return n
}

/** An array of `length` value numbers below `count`. */
function valueNumbers(count: number, length: number): ValueNumbers {
  if (count <= 2 ** 8) return new Uint8Array(length)
  return count <= 2 ** 16 ? new Uint16Array(length) : new Int32Array(length)
}
