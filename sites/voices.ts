// Whose words a paragraph of a decision gives (decision 244): read at ingest
// (server/content/voice), shown in the reading view, and measured on hand-labelled awards.
export const VOICES = [
  'tribunal',
  'claimant',
  'respondent',
  'parties',
  'facts',
  'procedure',
  'operative',
  'opinion',
] as const

export type Voice = (typeof VOICES)[number]

/** What the reading view's margin says where a voice begins. */
export const VOICE_LABELS: Record<Voice, string> = {
  tribunal: 'Tribunal’s reasoning',
  claimant: 'Claimant’s argument',
  respondent: 'Respondent’s argument',
  parties: 'Parties’ positions',
  facts: 'Facts',
  procedure: 'Procedure',
  operative: 'Operative part',
  opinion: 'Separate opinion',
}

/** The voices that are the deciding body's own words. */
export const DECIDING_VOICES: readonly Voice[] = ['tribunal', 'operative']
/** The voices that are the parties' arguments. */
export const PARTY_VOICES: readonly Voice[] = ['claimant', 'respondent', 'parties']

export function isVoice(value: string): value is Voice {
  return (VOICES as readonly string[]).includes(value)
}
