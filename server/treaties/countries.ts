// A treaty party as the treaty register writes it ('Republic of the Philippines', 'Gambia.',
// "Hungarian People's Republic", 'Yemen Arab Republic') → the country's common English name, the
// one the jurisdiction facet and the arbitrator service use ('Philippines', 'Gambia', 'Hungary').
// Names and demonyms come from the world-countries data set, through the nationality reader.
import countries from 'world-countries'
import { countryOf } from '#server/arbitrators/nationality.ts'

/** The words that name a form of State after a country's name or demonym. */
const STATE_FORM =
  /^(?:(?:people's|peoples|arab|democratic|socialist|federal|islamic|popular|united|federative)\s+)*(?:republic|kingdom|state|union|federation|jamahiriya)$/i

const COMMON = new Set(countries.map((c) => c.name.common))

/**
 * The country a party names, or the name as written (tidied) when it is no country of the data
 * set (a State that no longer exists, such as the Czech and Slovak Federal Republic).
 */
export function partyCountry(raw: string): string {
  const name = raw
    .replace(/[.,;:]+$/, '')
    .replace(/^the\s+/i, '')
    .trim()
  const whole = countryOf(name)
  if (whole && !whole.includes(' and ')) return whole
  // "Hungarian People's Republic" → 'Hungarian'; 'Yemen Arab Republic' → 'Yemen'.
  const words = name.split(/\s+/)
  for (let n = words.length - 1; n >= 1; n--) {
    if (!STATE_FORM.test(words.slice(n).join(' '))) continue
    const found = countryOf(words.slice(0, n).join(' '))
    if (found && !found.includes(' and ')) return found
  }
  return name
}

/** Whether a name is a country of the data set (a common name). */
export function isKnownCountry(name: string): boolean {
  return COMMON.has(name)
}

/** The names a text may call a country by: its common and official names and its demonyms. */
export function countryNames(country: string): string[] {
  const c = countries.find((x) => x.name.common === country)
  if (!c) return [country]
  const names = [c.name.common, c.name.official, c.demonyms?.eng?.m]
  if (country === 'Netherlands') names.push('Dutch')
  if (country === 'United States') names.push('US', 'USA')
  if (country === 'United Kingdom') names.push('UK', 'British')
  return [...new Set(names.filter((n): n is string => Boolean(n && n.length > 1)))]
}
