// isds-awards: the respondent State as a jurisdiction name.

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
const STATE_PREFIX =
  /^(?:(?:federal|islamic|hashemite|bolivarian|oriental|plurinational|independent|united)\s+)?(?:republic|kingdom|state|sultanate|principality|grand duchy|federation)\s+of\s+(?:the\s+)?/i
const NOT_A_STATE =
  /\b(ltd|limited|inc|corp|corporation|company|plc|s\.a|gmbh|bank|authority|ministry|department|bureau|city|regional|empresa|and|et al|union|kft|llc)\b/i

// The respondent State as a jurisdiction name ('The Kingdom of Spain' → 'Spain'), or undefined
// when the respondent is not (only) a State.
export function respondentState(respondent: string | null | undefined): string | undefined {
  if (!respondent) return undefined
  let s = respondent
    .replace(/^[.\s]+/, '')
    .replace(/\s*(\([^)]*\)|\[[^\]]*\])\s*$/g, '')
    .replace(/\)$/, '')
    .replace(/^the\s+/i, '')
    .replace(/^government of (the )?/i, '')
    .trim()
  if (!s || NOT_A_STATE.test(s)) return undefined
  const mapped = STATE_NAMES[s.toLowerCase()]
  if (mapped) return mapped
  if (/democratic republic of the congo/i.test(s)) return 'Democratic Republic of the Congo'
  s = s.replace(STATE_PREFIX, '')
  return /^[A-Z][\p{L} .'-]+$/u.test(s) && s.split(' ').length <= 4 ? s : undefined
}
