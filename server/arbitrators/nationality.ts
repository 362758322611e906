// A nationality as the awards write it ('French', 'a national of the French Republic',
// 'Argentinean', '(Chile)') → the country's common English name ('France'), so one person's
// nationality and the filter's values read the same however a tribunal phrased it. Names and
// demonyms come from the world-countries data set.
import countries from 'world-countries'

/** Spellings the data set does not carry that the awards use. */
const EXTRA: Record<string, string> = {
  argentinean: 'Argentina',
  argentinian: 'Argentina',
  'united states of america': 'United States',
  american: 'United States',
  british: 'United Kingdom',
  england: 'United Kingdom',
  english: 'United Kingdom',
  dutch: 'Netherlands',
  holland: 'Netherlands',
}

const key = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^the\s+/, '')
    .trim()

const COUNTRY = new Map<string, string>(Object.entries(EXTRA))
// A country's names (not its demonyms), for showing a State as the award names it.
const NAMES = new Set<string>()
// UN members first: 'French' is France's demonym before it is a French territory's.
const byStanding = [...countries].sort((a, b) => Number(b.unMember) - Number(a.unMember))
for (const c of byStanding) {
  const names = [
    c.name.common,
    c.name.official,
    ...c.altSpellings.filter((s) => s.length > 3),
    ...Object.values(c.demonyms ?? {}).flatMap((d) => [d.m, d.f]),
    // A decision may name a State in its own language ('Deutschland', 'España').
    ...Object.values(c.name.native ?? {}).flatMap((n) => [n.common, n.official]),
  ]
  for (const name of names) if (!COUNTRY.has(key(name))) COUNTRY.set(key(name), c.name.common)
  for (const name of [c.name.common, c.name.official, ...c.altSpellings]) NAMES.add(key(name))
}

/**
 * The country of a stated nationality; dual ones ('Colombia and France', 'Swiss/Italian') keep
 * both, in the order written. Undefined when a part is no country (an OCR cut such as 'United').
 */
export function countryOf(stated: string): string | undefined {
  const parts = stated.split(/\s*(?:\/|\band\b)\s*/).filter(Boolean)
  const found = parts.map((p) => COUNTRY.get(key(p)))
  if (found.length === 0 || found.some((c) => c === undefined)) return undefined
  return [...new Set(found)].join(' and ')
}

// Words around a country's name in the way parties and awards write a State ('The Republic of
// Venezuela', 'Government of Canada', 'Argentine Republic', 'Kingdom of Spain').
const STATE_WORDS =
  /\b(?:the|government|republic|kingdom|state|sultanate|principality|grand duchy|commonwealth|federation|federal|democratic|people['’]?s|socialist|islamic|bolivarian|plurinational|oriental|hashemite|union|of)\b/giu

/**
 * The country a State's name stands for, in its common English name ('Venezuela' for 'The
 * Bolivarian Republic of Venezuela', 'Spain' for 'España'); undefined when no country is named.
 */
export function stateOf(name: string): string | undefined {
  const whole = COUNTRY.get(key(name))
  if (whole) return whole
  // 'The Government of the United States of America': the State's own name, as a whole.
  const governed = name.replace(/^(?:the\s+)?government\s+of\s+/iu, '')
  if (governed !== name) return stateOf(governed)
  const core = name
    .replace(STATE_WORDS, ' ')
    .replace(/[^\p{L}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!core) return undefined
  return (
    COUNTRY.get(key(core)) ??
    core
      .split(' ')
      .map((w) => COUNTRY.get(key(w)))
      .find(Boolean)
  )
}

function coreOf(name: string): string {
  return name
    .replace(STATE_WORDS, ' ')
    .replace(/[^\p{L}\s'’-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * How a State is shown: the country's name as the award spells it where it is one of the
 * country's names ('Côte d'Ivoire' from 'Republic of Côte d'Ivoire', 'Spain' from 'The Kingdom
 * of Spain'), else the common English name ('Argentina' for 'Argentine Republic').
 */
export function stateName(name: string): string | undefined {
  const country = stateOf(name)
  if (!country) return undefined
  const core = coreOf(name)
  return NAMES.has(key(core)) && COUNTRY.get(key(core)) === country ? core : country
}
