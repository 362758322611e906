// A party as one entity in one spelling: a State however the decision or the register writes it
// ('Bundesrepublik Deutschland', 'Federal Republic of Germany', 'Kingdom of Spain', 'España',
// 'Espagne') is the country's English name, through the portal's State resolution
// (#server/arbitrators/nationality.ts) and, for the names it does not carry, the data set's
// translations into the languages of the EU's registers. A company or body that merely holds a
// country's name ('Hansgrohe Deutschland Vertriebs GmbH', 'Generalitat de Catalunya') stays as it is.
import countries from 'world-countries'
import { countryOf, stateOf } from '#server/arbitrators/nationality.ts'

const key = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\s'’-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** Country names in other languages ('Espagne', 'Spanien', 'Regno di Spagna') → English name. */
const TRANSLATED = new Map<string, string>()
for (const c of countries)
  for (const t of Object.values(c.translations ?? {}))
    for (const name of [t.common, t.official])
      if (!TRANSLATED.has(key(name))) TRANSLATED.set(key(name), c.name.common)

// Words a State's name is made of besides the country ('Kingdom of', 'Republic', 'the').
const STATE_WORDS =
  /\b(?:the|government|republic|kingdom|state|grand duchy|principality|federal|federation|democratic|hellenic|of)\b/giu

/** The country a party's name stands for when the whole name is a State's, else undefined. */
export function stateParty(name: string): string | undefined {
  const whole = key(name)
  if (!whole) return undefined
  const core = key(name.replace(STATE_WORDS, ' '))
  const country = countryOf(name) ?? TRANSLATED.get(whole) ?? (core ? countryOf(core) : undefined)
  if (!country) return undefined
  // The shared resolution must agree: it reads 'Hellenic Republic' and 'Reino de España' too.
  return stateOf(name) === country || TRANSLATED.get(whole) === country ? country : undefined
}

/** A party's name as the locator shows it: a State by its English name, spacing tidied. */
export function partyName(name: string): string {
  const tidy = name
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.)])/g, '$1')
    .trim()
  return stateParty(tidy) ?? tidy
}
