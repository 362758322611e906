// The case-facts stage of ingest (decision 240): what one document of a case is, when it was made,
// under what the case is brought and what it decided, each with the line of the text that gives
// it. A fact the text does not give is absent.
import { decisionDate } from './decision-date.ts'
import { instrumentsInvoked, type Instrument } from './instruments.ts'
import { documentKind, type DocumentKindFact } from './kind.ts'
import { outcomeOf } from './outcome.ts'
import { reviewedAward } from './reviewed-award.ts'
import type { Fact, FactInput, Outcome } from './types.ts'

export type CaseFacts = {
  kind: DocumentKindFact
  decided?: Fact
  instruments: Fact<Instrument>[]
  outcome?: Fact<Outcome>
  /** The date of the award this decision reviews (annulment, set-aside, enforcement…). */
  reviews?: Fact
}

export function caseFacts(input: FactInput): CaseFacts {
  const kind = documentKind(input)
  const decided = decisionDate(input, kind.value)
  const outcome = outcomeOf(input, kind.value, kind.subject ?? null)
  const reviews = reviewedAward(input, kind)
  return {
    kind,
    ...(decided ? { decided } : {}),
    instruments: instrumentsInvoked(input),
    ...(outcome ? { outcome } : {}),
    ...(reviews ? { reviews } : {}),
  }
}

const KIND_LABELS: Record<DocumentKindFact['value'], string> = {
  award: 'Award',
  decision: 'Decision',
  'procedural-order': 'Procedural order',
  'court-judgment': 'Court judgment',
  opinion: 'Individual opinion',
  submission: 'Party submission',
  'press-release': 'Press release',
  other: 'Other document',
}

/** 'Decision on annulment', 'Award (consent)', 'Court judgment on set-aside (Swiss Federal Supreme Court)'. */
export function kindLabel(kind: DocumentKindFact): string {
  const base = KIND_LABELS[kind.value]
  const subject = kind.subject && kind.subject !== 'other' ? kind.subject.replace(/-/g, ' ') : ''
  const withSubject =
    kind.value === 'award'
      ? subject && subject !== 'final'
        ? `${base} (${subject})`
        : `${base} (final)`
      : subject
        ? `${base} on ${subject}`
        : base
  return kind.court ? `${withSubject} (${kind.court})` : withSubject
}
