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
// UN members first: 'French' is France's demonym before it is a French territory's.
const byStanding = [...countries].sort((a, b) => Number(b.unMember) - Number(a.unMember))
for (const c of byStanding) {
  const names = [
    c.name.common,
    c.name.official,
    ...c.altSpellings.filter((s) => s.length > 3),
    ...Object.values(c.demonyms ?? {}).flatMap((d) => [d.m, d.f]),
  ]
  for (const name of names) if (!COUNTRY.has(key(name))) COUNTRY.set(key(name), c.name.common)
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
