// The facts a lawyer cites from one decision (decision 240): when it was made, what kind of
// document it is, the instrument the case was brought under, and what it decided. Each fact is
// read from the text with the line that gives it and the rule that read it; a fact the text does
// not give is absent, never guessed.

/** A line of the document's text: 1-based, as the text is split on '\n'. */
export type Evidence = { line: number; text: string }

export type Fact<T = string> = { value: T; rule: string; evidence: Evidence }

export const CASE_DOCUMENT_KINDS = [
  'award',
  'decision',
  'procedural-order',
  'court-judgment',
  'opinion',
  'submission',
  'press-release',
  'other',
] as const
export type CaseDocumentKind = (typeof CASE_DOCUMENT_KINDS)[number]

export const OUTCOMES = [
  'claims-upheld',
  'claims-dismissed',
  'no-jurisdiction',
  'jurisdiction-upheld',
  'annulled',
  'annulment-rejected',
  'challenge-rejected',
  'challenge-upheld',
  'provisional-measures-granted',
  'provisional-measures-rejected',
  'settled',
  'enforced',
  'set-aside',
  'other',
] as const
export type Outcome = (typeof OUTCOMES)[number]

/** What the case-facts stage reads: the cleaned text and what the source says of it. */
export type FactInput = {
  text: string
  /** The document's title as the source names it ('Decision on Annulment'). */
  title: string
  /** The respondent and claimant as States, where they are ('Argentina'). */
  respondentState?: string
  claimantState?: string
}
