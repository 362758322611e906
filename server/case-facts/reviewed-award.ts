// The award a later decision reviews (decision 240): an ad hoc committee's decision on annulment,
// a tribunal's rectification or interpretation, a court's set-aside or enforcement ruling names the
// award it concerns by its date ('the Award of May 4, 2017', 'the Award rendered on 26 July
// 2007'). The case page links the two; no date named, no link.
import { datesIn } from './decision-date.ts'
import { lineAt } from './lines.ts'
import type { DocumentKindFact } from './kind.ts'
import type { Fact, FactInput } from './types.ts'

/** Where the award under review is named: the cover and the introduction. */
const HEAD = 12_000
const REVIEWING = new Set([
  'annulment',
  'rectification',
  'supplementary',
  'interpretation',
  'stay',
  'set-aside',
  'enforcement',
  'recognition',
])
// 'the Award of', 'the Final Award dated', 'the Award rendered on', 'the Award issued by … on'.
const AWARD_NAMED =
  /\b(?:Final |Arbitral |Partial )?Award\b(?: (?:rendered|issued|made|dispatched|handed down|signed))?(?: (?:by|in)\b[^.\n]{0,60}?)?,? (?:of|dated|on)\b/g

export function reviewedAward(input: FactInput, kind: DocumentKindFact): Fact | undefined {
  const reviews =
    kind.value === 'court-judgment' ||
    (kind.value === 'decision' && REVIEWING.has(kind.subject ?? '')) ||
    (kind.value === 'procedural-order' && kind.subject === 'stay')
  if (!reviews) return undefined
  const head = input.text.slice(0, HEAD)
  for (const m of head.matchAll(AWARD_NAMED)) {
    const from = m.index + m[0].length
    const date = datesIn(head.slice(from, from + 40)).find((d) => d.index <= 3)
    if (date) return { value: date.iso, rule: 'award-named', evidence: lineAt(input.text, m.index) }
  }
  return undefined
}
