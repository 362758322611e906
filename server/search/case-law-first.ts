import { sites } from '#sites/registry.ts'
import type { Edition } from '#server/content/model.ts'
import type { SortBy } from '#sites/search/modes.ts'
import type { HighlightTerm, QueryNode } from './query/ast.ts'

// Case law first (decision 247): on an edition that asks for it, a search by relevance ranks
// rulings, cases and commentary before the sections of treaties, conventions and statutes
// (INSTRUMENT_TYPES), each group by relevance, unless the query names an instrument ("Article
// 1105 NAFTA", "ECT Article 10", "New York Convention"): a doctrinal query ("fair and equitable
// treatment") otherwise opens with short treaty articles that state the standard and say nothing
// of it, since bm25 favours short texts. Both engines apply the same rule to the same plan.

/** Words that name an instrument or a part of one. "Treaty" and "agreement" alone do not:
 * "treaty shopping" and "arbitration agreement" are doctrine. */
const INSTRUMENT_WORDS = new Set([
  'article',
  'articles',
  'art',
  'section',
  'sections',
  '§',
  'convention',
  'conventions',
  'protocol',
  'charter',
  'directive',
  'regulation',
  'statute',
  'bit',
  'bits',
  'nafta',
  'usmca',
  'cafta',
  'ect',
  'tfeu',
  'gatt',
])

/** The query names a treaty, convention or statute, or an article or section of one. */
export function namesInstrument(terms: readonly HighlightTerm[]): boolean {
  return terms.some((t) =>
    t.text
      .toLowerCase()
      .split(/[^\p{L}\p{N}§]+/u)
      .some((word) => INSTRUMENT_WORDS.has(word)),
  )
}

/** What of a search plan (./plan.ts) decides whether instruments go last. */
export type RankingPlan = {
  edition: Edition
  sortBy: SortBy
  text: { q: QueryNode | null; qTitle: QueryNode | null; titleOnly: boolean }
  highlight: HighlightTerm[]
  settings: { groupByPublication: boolean }
}

/** The plan ranks instruments' sections after everything else (see above). */
export function ranksInstrumentsLast(plan: RankingPlan): boolean {
  const { q, qTitle, titleOnly } = plan.text
  return (
    sites[plan.edition].search.caseLawFirst &&
    plan.sortBy === 'score' &&
    q !== null &&
    qTitle === null &&
    !titleOnly &&
    !plan.settings.groupByPublication &&
    !namesInstrument(plan.highlight)
  )
}
