import type { DocColumns } from './doc-columns.ts'
import type { Found } from './hit-sets.ts'
import type { Fts5Plan } from './plan.ts'
import { scoreDocuments, type Scores } from './scoring.ts'
import type { Statements } from '#server/content-index/statement-cache.ts'
import { topK, type Before } from './top-k.ts'

// Step 3a of a search (./engine.ts): which results make the page, in the plan's order, found
// without sorting every result: a bounded heap picks the first start + size (./top-k.ts), and
// newest first over many results walks the documents in date order (kept per thread) until the
// page is full.
//
// By relevance, bm25 is computed for the results (for publications, their matching chapters)
// while they are at most `scoreLimit`; past it, for `scoreLimit` of them: those whose title
// matches the text first, then the newest (./scoring.ts says why). The results left unscored
// follow the scored ones, newest first. With instruments last (../case-law-first.ts), the
// sections of treaties and statutes follow the others, each part in that order. Wildcards alone are not scored: titles first, then
// newest (titledThenNewest). The count of results is exact either way.

export type PageRow = { rowid: number; best: number | null }

export type OrderOptions = {
  stmt: Statements
  columns: DocColumns
  titleWeight: number
  scoreLimit: number
  denseFraction: number
  documentCount: number
}

/** The page's rows, and for publications the chapters to list under each (best first). */
export function orderPage(
  o: OrderOptions,
  plan: Fts5Plan,
  found: Found,
): { rows: PageRow[]; chapters: (pub: number) => number[] } {
  const { page, scores } = pageOrder(o, plan, found)
  if (!plan.settings.groupByPublication || !plan.match || !found.matched) {
    return { rows: page.map((rowid) => ({ rowid, best: null })), chapters: () => [] }
  }
  // Publications: each shows its best matching chapter's excerpt and lists its other matching
  // chapters, best first.
  const pub = o.columns.pub()
  const members = new Map<number, number[]>(page.map((p) => [p, []]))
  const unscored = new Uint8Array(o.columns.size)
  let missing = false
  for (const d of found.matched) {
    const list = members.get(pub[d] || d)
    if (!list) continue
    list.push(d)
    if (!scores.has(d)) {
      unscored[d] = 1
      missing = true
    }
  }
  if (missing) {
    for (const [d, s] of scoreDocuments(o.stmt, plan.match, o.titleWeight, unscored)) {
      scores.set(d, s)
    }
  }
  const s = (d: number) => scores.get(d) ?? Infinity
  // Best first; ties: the first.
  for (const list of members.values()) list.sort((a, b) => s(a) - s(b) || a - b)
  return {
    rows: page.map((rowid) => ({ rowid, best: members.get(rowid)?.[0] ?? null })),
    chapters: (p) => members.get(p)?.filter((d) => d !== p) ?? [],
  }
}

/** The page's results in order, and the scores taken on the way. */
function pageOrder(
  o: OrderOptions,
  plan: Fts5Plan,
  found: Found,
): { page: number[]; scores: Scores } {
  const { results } = found
  const wanted = plan.start + plan.resultsPerPage
  const dir = plan.sortOrder === 'asc' ? 1 : -1
  const byRowid = (a: number, b: number) => (dir === 1 ? a < b : a > b)
  if (plan.sortBy === 'date') {
    const dates = o.columns.date(plan.dateColumn)
    const page =
      results.length * o.denseFraction > o.documentCount
        ? walkByDate(o.columns, plan, found, wanted)
        : topK(results, wanted, (a, b) => {
            const [x, y] = [dates[a], dates[b]]
            if (x === y) return byRowid(a, b)
            if (x === 0 || y === 0) return y === 0
            return dir === 1 ? x < y : x > y
          })
    return { page: page.slice(plan.start), scores: new Map() }
  }
  if (plan.sortBy !== 'score' || !plan.match) {
    const rank = o.columns.keyRank(plan.sortBy === 'title' ? 'title_key' : 'pub_key')
    const page = topK(results, wanted, (a, b) =>
      rank[a] === rank[b] ? a < b : dir === 1 ? rank[a] < rank[b] : rank[a] > rank[b],
    )
    return { page: page.slice(plan.start), scores: new Map() }
  }

  if (plan.wildcardsOnly && plan.titleMatch) {
    return {
      page: titledThenNewest(o, plan, found, wanted, dir).slice(plan.start),
      scores: new Map(),
    }
  }
  const scores = scoreDocuments(o.stmt, plan.match, o.titleWeight, toScore(o, plan, found))
  // A publication scores its best chapter.
  const score = new Map<number, number>()
  const pub = plan.settings.groupByPublication ? o.columns.pub() : null
  for (const [d, s] of scores) {
    const item = pub ? pub[d] || d : d
    if (!(s >= (score.get(item) ?? Infinity))) score.set(item, s)
  }
  const dates = o.columns.date('date')
  const scoreOf = (d: number) => score.get(d) ?? Infinity
  const last = plan.instrumentsLast ? o.columns.instruments() : null
  const before: Before = (a, b) => {
    if (last && last[a] !== last[b]) return last[a] < last[b]
    const [x, y] = [scoreOf(a), scoreOf(b)]
    if (x !== y) return dir === -1 ? x < y : x > y
    return dates[a] !== dates[b] ? dates[a] > dates[b] : a < b
  }
  // Every scored item is a result, and best first the unscored follow them: when the scored fill
  // the page, the others need no look.
  const from = dir === -1 && score.size >= wanted ? Int32Array.from(score.keys()) : results
  return { page: topK(from, wanted, before).slice(plan.start), scores }
}

/**
 * Wildcards alone rank as Lucene ranks them (a constant score, as the SolrCloud engine's prefix
 * queries do): results whose title matches first, then the others, each newest first. bm25 of a
 * prefix would read the merged lists of every word it expands to twice more (for the scores,
 * and for its document frequency): 150 ms of a 300 ms search at 1,000,000 documents.
 */
function titledThenNewest(
  o: OrderOptions,
  plan: Fts5Plan,
  found: Found,
  wanted: number,
  dir: number,
): number[] {
  const pub = plan.settings.groupByPublication ? o.columns.pub() : null
  const titled = new Uint8Array(o.columns.size)
  for (const d of found.titlesOf(plan.titleMatch as string)) titled[pub ? pub[d] || d : d] = 1
  const dates = o.columns.date('date')
  const first = dir === -1 ? 1 : 0
  return topK(found.results, wanted, (a, b) => {
    if (titled[a] !== titled[b]) return titled[a] === first
    return dates[a] !== dates[b] ? dates[a] > dates[b] : a < b
  })
}

/** The first `wanted` results in date order, reading the documents in that order. */
function walkByDate(columns: DocColumns, plan: Fts5Plan, found: Found, wanted: number): number[] {
  const result = bitmapOf(found.results, columns.size, found)
  const { dated, undated } = columns.dateOrder(plan.dateColumn)
  const out: number[] = []
  const backwards = plan.sortOrder !== 'asc'
  for (const list of [dated, undated]) {
    for (let i = 0; i < list.length && out.length < wanted; i++) {
      const d = list[backwards ? list.length - 1 - i : i]
      if (result[d] === 1) out.push(d)
    }
  }
  return out
}

/** A bitmap of `list` (the candidates' own when the results are all the candidates). */
function bitmapOf(list: Int32Array, size: number, found: Found): Uint8Array {
  if (list === found.candidates.list) return found.candidates.bitmap
  const bitmap = new Uint8Array(size)
  for (const d of list) bitmap[d] = 1
  return bitmap
}

/**
 * The documents to score, a byte per rowid: every result (for publications, every matching
 * chapter of a result) while they are at most the bound; past it, the newest results whose
 * title matches, then the newest others, until the bound (instruments last: the others first).
 */
function toScore(o: OrderOptions, plan: Fts5Plan, found: Found): Uint8Array {
  const { size } = o.columns
  const which = new Uint8Array(size)
  const result = bitmapOf(found.results, size, found)
  const pub = plan.settings.groupByPublication ? o.columns.pub() : null
  // Publications are scored by their matching chapters: a result brings each of them.
  const docs = pub && found.matched ? found.matched : found.results
  let n = docs.length
  if (pub) {
    n = 0
    for (const d of docs) if (result[pub[d] || d] === 1) n++
  }
  if (n <= o.scoreLimit) {
    if (!pub) return result
    for (const d of docs) if (result[pub[d] || d] === 1) which[d] = 1
    return which
  }
  // Past the bound: how many documents each result brings, and which titles match.
  let cost: Int32Array | null = null
  if (pub) {
    cost = new Int32Array(size)
    for (const d of docs) if (result[pub[d] || d] === 1) cost[pub[d] || d]++
  }
  const titled = new Uint8Array(size)
  if (plan.titleMatch) {
    for (const d of found.titlesOf(plan.titleMatch)) titled[pub ? pub[d] || d : d] = 1
  }
  const chosen = pub ? new Uint8Array(size) : which
  const { dated, undated } = o.columns.dateOrder('date')
  // Instruments last: the others are scored first, as they come first.
  const group = plan.instrumentsLast ? o.columns.instruments() : new Uint8Array(size)
  let budget = o.scoreLimit
  for (const wantGroup of plan.instrumentsLast ? [0, 1] : [0]) {
    for (const wantTitle of [1, 0]) {
      for (const list of [dated, undated]) {
        for (let i = list.length - 1; i >= 0 && budget > 0; i--) {
          const d = list[i]
          if (
            result[d] === 1 &&
            group[d] === wantGroup &&
            titled[d] === wantTitle &&
            chosen[d] === 0
          ) {
            chosen[d] = 1
            budget -= cost ? cost[d] : 1
          }
        }
      }
    }
  }
  if (pub) for (const d of docs) if (chosen[pub[d] || d] === 1) which[d] = 1
  return which
}
