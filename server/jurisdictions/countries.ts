// The jurisdictions the portal can name: every country of the world-countries data set (its
// common English name, ISO code and continent) and the European Union, with the spellings the
// corpus uses for them ('Hungarian People's Republic', 'Gambia.', 'United States of America').
import countries from 'world-countries'

export const CONTINENTS = [
  'Africa',
  'Asia',
  'Europe',
  'North America',
  'South America',
  'Oceania',
] as const
export type Continent = (typeof CONTINENTS)[number]

export type Country = {
  /** ISO 3166-1 alpha-2 (EU for the European Union). */
  code: string
  /** Common English name: the address /jurisdiction/{name} and the label. */
  name: string
  officialName: string
  continent: Continent | null
}

/** Spellings the data set does not carry that the corpus uses. */
const EXTRA_SPELLINGS: Record<string, string> = {
  "hungarian people's republic": 'HU',
  'yemen arab republic': 'YE',
  'united states of america': 'US',
  russia: 'RU',
  'czech republic': 'CZ',
  turkey: 'TR',
  'democratic republic of the congo': 'CD',
  'great britain': 'GB',
  england: 'GB',
  holland: 'NL',
  'federal republic of germany': 'DE',
  'european union': 'EU',
  'european community': 'EU',
  'european communities': 'EU',
}

function continentOf(region: string, subregion: string): Continent | null {
  if (region === 'Americas')
    return subregion === 'South America' ? 'South America' : 'North America'
  return (CONTINENTS as readonly string[]).includes(region) ? (region as Continent) : null
}

export const COUNTRIES: readonly Country[] = [
  ...countries.map((c): Country => ({
    code: c.cca2,
    name: c.name.common,
    officialName: c.name.official,
    continent: continentOf(c.region, c.subregion),
  })),
  {
    code: 'EU',
    name: 'European Union',
    officialName: 'European Union',
    continent: 'Europe',
  } as Country,
].sort((a, b) => a.name.localeCompare(b.name))

const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]))

/** Lower case, no accents, no leading 'the', no trailing dot or comma. */
export function foldCountryName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.,;]+$/, '')
    .replace(/^the\s+/, '')
    .replace(/\s+/g, ' ')
    .trim()
}

const BY_SPELLING = (() => {
  const map = new Map<string, string>()
  const add = (spelling: string, code: string) => {
    const key = foldCountryName(spelling)
    if (key && !map.has(key)) map.set(key, code)
  }
  for (const c of countries) {
    add(c.name.common, c.cca2)
    add(c.name.official, c.cca2)
    for (const alt of c.altSpellings) if (alt.length > 3) add(alt, c.cca2)
  }
  for (const [spelling, code] of Object.entries(EXTRA_SPELLINGS)) add(spelling, code)
  return map
})()

/** The country a spelling names ('Gambia.', 'Republic of The Gambia', 'DE'), if any. */
export function countryOf(spelling: string): Country | undefined {
  const trimmed = spelling.trim()
  if (/^[A-Za-z]{2}$/.test(trimmed)) return BY_CODE.get(trimmed.toUpperCase())
  const key = foldCountryName(trimmed)
  const code = BY_SPELLING.get(key) ?? BY_SPELLING.get(key.replace(/^republic of (the )?/, ''))
  return code ? BY_CODE.get(code) : undefined
}

export function countryByCode(code: string): Country | undefined {
  return BY_CODE.get(code.toUpperCase())
}

/** The address of a jurisdiction's page. */
export function jurisdictionPath(country: Pick<Country, 'name'>): string {
  return `/jurisdiction/${encodeURIComponent(country.name)}`
}
