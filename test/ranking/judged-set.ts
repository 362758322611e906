// The judged query set of docs/quality.md ("Ranking: case law first"): queries a practitioner
// types on the arbitration edition, half of them held out (never tuned on), each pooled
// document's grade (0-2, test/fixtures/ranking/GRADES.md), and nDCG@10 of an engine over them.
import { readFileSync } from 'node:fs'
import type { SearchBackend } from '#server/search/engine.ts'
import { CASE_LAW_TYPES } from '#sites/search/modes.ts'

export type JudgedQuery = {
  q: string
  /** The query names a treaty, convention or statute ("Article 1105 AND NAFTA"). */
  namesInstrument: boolean
  set: 'tuning' | 'held-out'
}

const fixture = (name: string) => new URL(`../fixtures/ranking/${name}`, import.meta.url)

export const QUERIES_FILE = fixture('queries.json')
export const JUDGMENTS_FILE = fixture('judgments.json')

export const QUERY_SET = JSON.parse(readFileSync(QUERIES_FILE, 'utf8')) as {
  edition: 'KA'
  queries: JudgedQuery[]
}

/** Grade of each judged document, by query; a document not judged counts 0. */
export function readJudgments(): Record<string, Record<string, number>> {
  return JSON.parse(readFileSync(JUDGMENTS_FILE, 'utf8')) as Record<string, Record<string, number>>
}

const DEPTH = 10
const gain = (grade: number) => 2 ** grade - 1
const dcg = (grades: number[]) =>
  grades.slice(0, DEPTH).reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0)

/** nDCG@10 of a ranking, against the best order of the judged grades; null without a relevant one. */
export function ndcgAt10(ranked: string[], grades: Record<string, number>): number | null {
  const ideal = dcg(Object.values(grades).sort((a, b) => b - a))
  return ideal === 0 ? null : dcg(ranked.map((id) => grades[id] ?? 0)) / ideal
}

const caseLaw: ReadonlySet<string> = new Set(CASE_LAW_TYPES)
/** A row titled as a bare part of an instrument: "Article VII", "Preamble", "§ 3 – Scope". */
export const BARE_PART =
  /^(?:(?:article|art\.|section|§|rule)\s*[\w.()]+(?:\s+–.*)?|preamble|recitals)$/i

export type QueryRun = {
  query: JudgedQuery
  ndcg: number | null
  /** Rulings and cases among the first ten. */
  caseLawInTen: number
  /** Rulings and cases among all the results (at most 100 looked at). */
  caseLawFound: number
  bareTitles: string[]
}

/** Each query of `set` run by relevance on the backend, scored against the judgments. */
export async function runJudgedSet(
  backend: SearchBackend,
  set: JudgedQuery['set'],
): Promise<QueryRun[]> {
  const judgments = readJudgments()
  const runs: QueryRun[] = []
  for (const query of QUERY_SET.queries.filter((x) => x.set === set)) {
    const { hits } = await backend.search.search(
      { q: query.q, resultsPerPage: 100 },
      { edition: QUERY_SET.edition },
    )
    const ten = hits.slice(0, DEPTH)
    runs.push({
      query,
      ndcg: ndcgAt10(
        ten.map((h) => h.id),
        judgments[query.q] ?? {},
      ),
      caseLawInTen: ten.filter((h) => caseLaw.has(h.type)).length,
      caseLawFound: hits.filter((h) => caseLaw.has(h.type)).length,
      bareTitles: ten.map((h) => h.title).filter((t) => BARE_PART.test(t)),
    })
  }
  return runs
}

/** The mean nDCG@10 of the runs that have a relevant judged document. */
export function meanNdcg(runs: QueryRun[]): number {
  const scored = runs.map((r) => r.ndcg).filter((n): n is number => n !== null)
  return scored.reduce((a, b) => a + b, 0) / scored.length
}
