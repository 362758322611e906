import { scopeCondition } from '../modes.ts'
import type { DocColumns } from './doc-columns.ts'
import { EDITION_BITS } from './edition-bits.ts'
import type { FacetCounts } from './facet-counts.ts'
import { toFts5Match, type Within } from './match-query.ts'
import type { Condition, Fts5Plan } from './plan.ts'
import { parseRowids } from './rowid-lists.ts'
import type { Statements } from '#server/content-index/statement-cache.ts'

// Step 2 of a search (./engine.ts): which documents a query finds, as lists of rowids in
// ascending order, and which filters each of them passes.
//
// The candidates are the documents of the edition that the mode's scope and the toggles allow:
// for a given edition, scope and toggles they are the same for every query, so they are read
// from doc_meta once and kept as a list and a bitmap. The text's matches come from FTS5 as one
// JSON array of rowids (no score: ./scoring.ts scores only what a page can come from); a phrase
// or NEAR must also hold inside one section, which sections_fts answers by section, mapped to
// documents in memory (a join to the sections table cost 140 ms for 44,000 sections). Each
// filter is a bitmap over the documents (./facet-counts.ts for facets, the date column for the
// range), so testing a hit against the filters is a few array reads.

/** Documents a query may find, whatever its text and filters (see above). */
export type Candidates = {
  list: Int32Array
  bitmap: Uint8Array
  /** Names them among the kept ones; null with a publication title, which is any text. */
  key: string | null
}

/** What a query found. */
export type Found = {
  candidates: Candidates
  /** The documents its text matches (chapters too, when results are publications), or null. */
  matched: Int32Array | null
  /** The results: documents, or publications, that pass every filter. */
  results: Int32Array
  /** The hits that fail the given filter (by condition number) and pass every other. */
  failing: (condition: number) => Int32Array
  /** The documents a MATCH of documents_fts finds, read once per search. */
  matchOf: (match: string) => Int32Array
  /** The documents whose title a MATCH of titles_fts finds, read once per search. */
  titlesOf: (match: string) => Int32Array
}

type MatchTable = 'documents_fts' | 'titles_fts' | 'sections_fts'
type Match = (match: string) => Int32Array

/** At most how many candidate sets a thread keeps (editions × modes × toggles in use). */
const KEPT_CANDIDATE_SETS = 24

export class HitSets {
  private readonly stmt: Statements
  private readonly columns: DocColumns
  private readonly counts: FacetCounts
  private readonly kept = new Map<string, Candidates>()

  constructor(stmt: Statements, columns: DocColumns, counts: FacetCounts) {
    this.stmt = stmt
    this.columns = columns
    this.counts = counts
  }

  find(plan: Fts5Plan): Found {
    const candidates = this.candidates(plan)
    const tests = plan.conditions.map((c) => this.test(c, plan))
    const read = new Map<string, Int32Array>()
    const once = (table: MatchTable) => (match: string) => {
      const key = `${table} ${match}`
      let docs = read.get(key)
      if (!docs) read.set(key, (docs = this.matchOf(table, match)))
      return docs
    }
    const [matchOf, titlesOf] = [once('documents_fts'), once('titles_fts')]
    let matched: Int32Array | null = null
    let hits = candidates.list
    if (plan.match) {
      if (plan.within && plan.withinIsMatch) {
        matched = listOf(this.documentsOf(plan.within, matchOf, titlesOf))
      } else {
        matched = matchOf(plan.match)
        if (plan.within) matched = kept(matched, this.documentsOf(plan.within, matchOf, titlesOf))
      }
      hits = plan.settings.groupByPublication
        ? this.publicationsOf(matched, candidates.bitmap)
        : kept(matched, candidates.bitmap)
    }
    if (tests.length === 0) {
      return {
        candidates,
        matched,
        results: hits,
        failing: () => new Int32Array(0),
        matchOf,
        titlesOf,
      }
    }
    // Per hit: -1 when it passes every filter, i when it fails filter i alone, -2 otherwise.
    const failed = new Int8Array(hits.length)
    for (let j = 0; j < hits.length; j++) {
      const d = hits[j]
      let f = -1
      for (let i = 0; i < tests.length; i++) {
        if (tests[i][d] === 1) continue
        if (f !== -1) {
          f = -2
          break
        }
        f = i
      }
      failed[j] = f
    }
    const only = (f: number) => {
      const out = new Int32Array(failed.length)
      let k = 0
      for (let j = 0; j < failed.length; j++) if (failed[j] === f) out[k++] = hits[j]
      return out.subarray(0, k)
    }
    return { candidates, matched, results: only(-1), failing: only, matchOf, titlesOf }
  }

  /** The edition's documents in the mode's scope that meet the toggles (and publication title). */
  private candidates(plan: Fts5Plan): Candidates {
    const where: string[] = ['(m.editions & ?) <> 0']
    const params: unknown[] = [EDITION_BITS[plan.edition]]
    const scope = scopeCondition(plan.settings.scope, 'm')
    if (scope) where.push(scope)
    if (plan.toggles.aiAvailableOnly) where.push('m.ai = 1')
    if (plan.toggles.hasContent) where.push('m.has_docs = 1')
    const key = plan.publicationTitle ? null : JSON.stringify([where, params])
    const kept = key === null ? undefined : this.kept.get(key)
    if (kept) {
      // To the end: most recently used.
      this.kept.delete(kept.key as string)
      this.kept.set(kept.key as string, kept)
      return kept
    }
    if (plan.publicationTitle) {
      const pubMatch = toFts5Match(plan.publicationTitle, { columns: ['title'] })
      where.push(`(m.rowid IN (SELECT value FROM json_each(?))
        OR m.pub IN (SELECT value FROM json_each(?)))`)
      const pubs = this.stmt(
        `SELECT json_group_array(f.rowid) FROM documents_fts f JOIN doc_meta m ON m.rowid = f.rowid
        WHERE documents_fts MATCH ? AND m.kind = 'publication'`,
      )
        .pluck()
        .get(pubMatch)
      params.push(pubs, pubs)
    }
    const list = this.rowids(
      `SELECT CAST(json_group_array(m.rowid) AS BLOB) FROM doc_meta m WHERE ${where.join(' AND ')}`,
      params,
    )
    const bitmap = new Uint8Array(this.columns.size)
    for (const d of list) bitmap[d] = 1
    const found = { list, bitmap, key }
    if (key !== null) {
      if (this.kept.size >= KEPT_CANDIDATE_SETS) this.kept.delete(this.kept.keys().next().value!)
      this.kept.set(key, found)
    }
    return found
  }

  /**
   * The documents of a set built from MATCHes, as a bitmap: phrases and NEAR inside one section
   * (./match-query.ts).
   */
  private documentsOf(w: Within, matchOf: Match, titlesOf: Match): Uint8Array {
    const out = new Uint8Array(this.columns.size)
    switch (w.kind) {
      case 'document':
        for (const d of matchOf(w.match)) out[d] = 1
        return out
      case 'title':
        for (const d of titlesOf(w.match)) out[d] = 1
        return out
      case 'section': {
        const docOf = this.columns.sectionDoc()
        for (const s of this.matchOf('sections_fts', w.match)) out[docOf[s]] = 1
        return out
      }
      case 'or':
        for (const c of w.children) {
          const set = this.documentsOf(c, matchOf, titlesOf)
          for (let d = 0; d < out.length; d++) out[d] |= set[d]
        }
        return out
      case 'and':
        out.fill(1)
        for (const c of w.children) {
          const set = this.documentsOf(c, matchOf, titlesOf)
          for (let d = 0; d < out.length; d++) out[d] &= set[d]
        }
        return out
      case 'andNot': {
        const include = this.documentsOf(w.include, matchOf, titlesOf)
        for (const d of matchOf(w.exclude)) include[d] = 0
        return include
      }
    }
  }

  private matchOf(table: MatchTable, match: string): Int32Array {
    return this.rowids(
      `SELECT CAST(json_group_array(rowid) AS BLOB) FROM ${table} WHERE ${table} MATCH ?`,
      [match],
    )
  }

  /** The publications (a document outside one is its own) of `docs` among the candidates. */
  private publicationsOf(docs: Int32Array, candidates: Uint8Array): Int32Array {
    const pub = this.columns.pub()
    const seen = new Uint8Array(this.columns.size)
    let n = 0
    for (const d of docs) {
      const p = pub[d] || d
      if (seen[p] === 0 && candidates[p] === 1) {
        seen[p] = 1
        n++
      }
    }
    const out = new Int32Array(n)
    for (let d = 0, i = 0; i < n; d++) if (seen[d] === 1) out[i++] = d
    return out
  }

  /** A filter as a bitmap over the documents: 1 where a document passes it. */
  private test(c: Condition, plan: Fts5Plan): Uint8Array {
    if (c.kind === 'facet') return this.counts.selection(c.id, c.values, c.all)
    const dates = this.columns.date(plan.dateColumn)
    const from = c.from || 1
    const to = c.to || Number.MAX_SAFE_INTEGER
    const out = new Uint8Array(this.columns.size)
    for (let d = 0; d < dates.length; d++) if (dates[d] >= from && dates[d] <= to) out[d] = 1
    return out
  }

  private rowids(sql: string, params: unknown[]): Int32Array {
    return parseRowids(
      this.stmt(sql)
        .pluck()
        .get(...params) as Uint8Array,
    )
  }
}

/** The rowids of `list` marked 1 in `bitmap`, in order (a view of a list as long as `list`). */
function kept(list: Int32Array, bitmap: Uint8Array): Int32Array {
  const out = new Int32Array(list.length)
  let k = 0
  for (let i = 0; i < list.length; i++) {
    const d = list[i]
    if (bitmap[d] === 1) out[k++] = d
  }
  return out.subarray(0, k)
}

/** The rowids marked 1 in `bitmap`, in order. */
function listOf(bitmap: Uint8Array): Int32Array {
  let n = 0
  for (let d = 0; d < bitmap.length; d++) n += bitmap[d]
  const out = new Int32Array(n)
  for (let d = 0, k = 0; k < n; d++) if (bitmap[d] === 1) out[k++] = d
  return out
}
