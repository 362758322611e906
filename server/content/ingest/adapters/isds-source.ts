// isds-awards: the source's name, collection and notes, and one line of its documents files.
import { SOURCES } from '../sources.ts'

export const NAME = 'isds-awards'
export const COLLECTION = SOURCES[NAME].collection
export const NOTES =
  'The date of decision, the kind of document and the instruments invoked are read from the text, each with its line, and shown only where the text gives them; claimant and respondent come from file names; tribunal members, their roles, counsel and firms are read from the text (cover page and procedural history), with the dissenting-opinions table where the text leaves an appointment unsaid.'

export type RawAward = {
  id: string
  case_name: string
  claimant?: string | null
  respondent?: string | null
  document_title: string
  document_type: string
  language?: string | null
  institution?: string | null
  case_number?: string | null
  date?: string | null
  source_file?: string | null
  chars?: number
  text: string
}

/**
 * The record with its parties apart where the source holds the whole title as the claimant
 * ('LG&E … International Inc .v. Argentine Republic', no respondent).
 */
export function withParties<T extends Pick<RawAward, 'claimant' | 'respondent'>>(raw: T): T {
  if (!raw || raw.respondent || typeof raw.claimant !== 'string') return raw
  const [claimant, respondent] = raw.claimant.split(/[\s\u200b]+\.?vs?\.\s+/)
  return respondent ? { ...raw, claimant, respondent } : raw
}
