// isds-awards: a party that is a State (the respondent, sometimes the claimant) as a jurisdiction
// name.
import { fold } from '#server/arbitrators/names.ts'
import { stateOf } from '#server/arbitrators/nationality.ts'

const STATE_NAMES: Record<string, string> = {
  'argentine republic': 'Argentina',
  'republic of argentina': 'Argentina',
  'slovak republic': 'Slovakia',
  'russian federation': 'Russia',
  'hellenic republic': 'Greece',
  'italian republic': 'Italy',
  'kyrgyz republic': 'Kyrgyzstan',
  'arab republic of egypt': 'Egypt',
  'united mexican states': 'Mexico',
  'united states of america': 'United States',
  'lao peoples democratic republic': 'Laos',
  'peoples democratic republic of algeria': 'Algeria',
  'république algérienne démocratique et populaire': 'Algeria',
  'república del ecuador': 'Ecuador',
  'peoples republic of china': 'China',
  'peoples republic of bangladesh': 'Bangladesh',
  'former yugoslav republic of macedonia': 'North Macedonia',
  macedonia: 'North Macedonia',
  'democratic socialist republic of sri lanka': 'Sri Lanka',
  'democratic republic of timor-leste': 'Timor-Leste',
  'republic of côte divoire': "Côte d'Ivoire",
  'united republic of tanzania': 'Tanzania',
  'commonwealth of australia': 'Australia',
  'independent state of papua new guinea': 'Papua New Guinea',
  'federation of st. kitts and nevis': 'Saint Kitts and Nevis',
  'union of myanmar': 'Myanmar',
  'republic of zaire': 'Democratic Republic of the Congo',
  'republic of korea': 'South Korea',
  'republic of the gambia': 'The Gambia',
  'republic of the philippines': 'Philippines',
}
// States whose name has 'and', which otherwise marks two parties.
const AND_STATES =
  /^(?:trinidad and tobago|bosnia and herzegovina|antigua and barbuda|saint kitts and nevis|st\.? kitts and nevis|saint vincent and the grenadines|são tomé and príncipe|sao tome and principe)$/i
const STATE_PREFIX =
  /^(?:(?:federal|islamic|hashemite|bolivarian|oriental|plurinational|independent|united)\s+)?(?:republic|kingdom|state|sultanate|principality|grand duchy|federation)\s+of\s+(?:the\s+)?/i
const NOT_A_STATE =
  /\b(ltd|limited|inc|corp|corporation|company|plc|s\.a|gmbh|bank|authority|ministry|department|bureau|city|regional|empresa|and|et al|union|kft|llc)\b/i

// A party as a jurisdiction name when it is a State ('The Kingdom of Spain' → 'Spain'), else
// undefined (a company, or a State named with others).
export function partyState(party: string | null | undefined): string | undefined {
  if (!party) return undefined
  let s = party
    .replace(/^[.\s]+/, '')
    .replace(/\s*(\([^)]*\)|\[[^\]]*\])\s*$/g, '')
    .replace(/\)$/, '')
    .replace(/^the\s+/i, '')
    .replace(/^government of (the )?/i, '')
    .trim()
  const mapped = STATE_NAMES[s.toLowerCase()]
  if (mapped) return mapped
  const bare = s.replace(STATE_PREFIX, '')
  if (AND_STATES.test(bare)) return bare.replace(/^st\.? /i, 'Saint ')
  if (!s || NOT_A_STATE.test(s)) return undefined
  if (/democratic republic of the congo/i.test(s)) return 'Democratic Republic of the Congo'
  s = bare
  return /^[A-Z][\p{L} .'-]+$/u.test(s) && s.split(' ').length <= 4 ? s : undefined
}

/**
 * The claimant as a State, where the name is a State's and nothing else: most claimants are
 * companies and persons ('Brandes Investment Partners LP', 'CME Czech Republic').
 */
export function claimantState(claimant: string | null | undefined): string | undefined {
  const state = partyState(claimant)
  const country = claimant ? stateOf(claimant) : undefined
  return state && country && fold(state) === fold(country) ? state : undefined
}

/** A case's claimant and respondent as parties, each with the State it is where it is one. */
export function isdsParties(
  claimant: string | null | undefined,
  respondent: string | null | undefined,
): { name: string; role: 'Claimant' | 'Respondent'; state?: string }[] {
  const party = (name: string, role: 'Claimant' | 'Respondent', state: string | undefined) =>
    state ? { name, role, state } : { name, role }
  return [
    ...(claimant ? [party(claimant, 'Claimant', claimantState(claimant))] : []),
    ...(respondent ? [party(respondent, 'Respondent', partyState(respondent))] : []),
  ]
}
