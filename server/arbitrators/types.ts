// The facts the extraction reads from an award and what it reads them from: shared by every
// extraction module (the cover, the appointments, the signatures, counsel) and by their readers,
// so that none of them imports the pipeline that calls it.
export const TRIBUNAL_ROLES = [
  'president',
  'claimant-appointed',
  'respondent-appointed',
  'arbitrator',
  'sole-arbitrator',
  'committee-president',
  'committee-member',
] as const
export type TribunalRole = (typeof TRIBUNAL_ROLES)[number]

export type Evidence = { line: number; text: string }
export type Side = 'claimant' | 'respondent'

export type TribunalMember = {
  name: string
  role: TribunalRole
  evidence: Evidence
  /** Where the text says which party appointed the member. */
  appointment?: Evidence
  /** As the text states it ('a national of Finland' → 'Finland'). */
  nationality?: string
}
/** How a member the text says left the tribunal left it. */
export const DEPARTURES = ['resigned', 'replaced', 'deceased'] as const
export type Departure = (typeof DEPARTURES)[number]

/**
 * A member the text says resigned, was replaced or died: one who sat on the case, not among the
 * members who decided.
 */
export type DepartedMember = {
  name: string
  /** The role they held where the text gives it, else 'arbitrator'. */
  role: TribunalRole
  status: Departure
  /** The sentence that says they left, at the line that names them. */
  evidence: Evidence
  /** Where the text says which party appointed the member. */
  appointment?: Evidence
}
export type CounselFact = { name: string; side: Side; firm?: string; evidence: Evidence }
export type FirmFact = { name: string; side: Side; evidence: Evidence }

export type AwardExtraction = {
  tribunal: TribunalMember[]
  /** Members the text says left the tribunal, apart from those who decided. */
  departed: DepartedMember[]
  secretary?: { name: string; evidence: Evidence }
  counsel: CounselFact[]
  firms: FirmFact[]
  /** Arbitration rules the text names first ('ICSID Arbitration Rules', 'UNCITRAL Arbitration Rules'). */
  rules?: string
}

export type AwardInput = {
  text: string
  claimant?: string | null
  respondent?: string | null
  /** The proceeding is an annulment: its panel is an ad hoc committee. */
  annulment?: boolean
}
