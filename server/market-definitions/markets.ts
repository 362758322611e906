// How a decision words a market: the product and geographic markets one sentence names ('the
// market for processors', 'the Irish sugar market', 'the relevant geographic market was ... Poland'),
// and the markets a judgment's keyword chain names ('Bathroom fittings and fixtures markets of
// Belgium, Germany, ...'). Pure functions over text; ./extract.ts decides which texts are read.
// Where a market lies, as its adjective or name says it (EU and EEA States, and the wider areas).
const PLACES: Record<string, string> = {
  austrian: 'Austria',
  belgian: 'Belgium',
  bulgarian: 'Bulgaria',
  croatian: 'Croatia',
  cypriot: 'Cyprus',
  czech: 'Czech Republic',
  danish: 'Denmark',
  dutch: 'Netherlands',
  estonian: 'Estonia',
  finnish: 'Finland',
  french: 'France',
  german: 'Germany',
  greek: 'Greece',
  hungarian: 'Hungary',
  irish: 'Ireland',
  italian: 'Italy',
  latvian: 'Latvia',
  lithuanian: 'Lithuania',
  luxembourg: 'Luxembourg',
  maltese: 'Malta',
  polish: 'Poland',
  portuguese: 'Portugal',
  romanian: 'Romania',
  slovak: 'Slovakia',
  slovenian: 'Slovenia',
  spanish: 'Spain',
  swedish: 'Sweden',
  norwegian: 'Norway',
  british: 'United Kingdom',
  icelandic: 'Iceland',
  swiss: 'Switzerland',
  nordic: 'Nordic countries',
  european: 'Europe (EEA)',
  eea: 'Europe (EEA)',
  'eea-wide': 'Europe (EEA)',
  community: 'Europe (EEA)',
  global: 'Worldwide',
  world: 'Worldwide',
  worldwide: 'Worldwide',
  international: 'Worldwide',
  national: 'National',
  regional: 'Regional',
  local: 'Local',
}
const COUNTRIES = [...new Set(Object.values(PLACES))].filter(
  (p) => !/^(Europe|Worldwide|National|Regional|Local|Nordic)/.test(p),
)
const PLACE_WORDS = Object.keys(PLACES).join('|')
const SCOPES = new Set(['National', 'Regional', 'Local'])

// Words that end a market's name: what follows a name in a sentence, not part of it.
const STOP_WORDS =
  'in|into|on|at|by|from|during|under|through|against|within|between|since|until|which|where|when|that|was|were|is|are|' +
  'has|had|have|being|been|as|but|or|than|whereas|because|whose|who|and the|and on|and of|' +
  'and that|and in|and to|to|of the|with|for the purposes|if|so|could|would|should|may|might|must'
// `market for X` and `market in X`, after an optional place and level of trade.
const MARKET_FOR = new RegExp(
  `\\b(?:(${PLACE_WORDS})\\s+)?(?:(?:relevant|product|wholesale|retail|downstream|upstream|` +
    `separate|distinct|national|geographic)\\s+)*(?<!\\b(?:internal|common|single|labour|capital)\\s+)markets?\\s+for\\s+(?:the\\s+)?` +
    `([a-z0-9][\\w\\-’']*(?:\\s+(?!(?:${STOP_WORDS})\\b)[\\w\\-’'()]+){0,9}?)` +
    `(?=\\s*(?:[,.;:()‘’“”"—–]|$|\\s(?:${STOP_WORDS})\\b))`,
  'gi',
)
// `the Irish sugar market`, `the Belgian gas market`: a place, then the product.
// A word of a product's name before `market`: no article, link word, place or other market.
const NAME_WORD = `(?!(?:${STOP_WORDS}|the|a|an|its|their|this|that|these|those|of|market|markets|${PLACE_WORDS})\\b)[a-z][\\w\\-]*`
const PLACE_PRODUCT_MARKET = new RegExp(
  `\\b(${PLACE_WORDS})\\s+((?:${NAME_WORD}\\s+){0,3}?${NAME_WORD})\\s+markets?\\b`,
  'gi',
)
// `on the German market`, `Italy's railway market`.
const PLACE_MARKET = new RegExp(`\\b(${PLACE_WORDS})\\s+markets?\\b`, 'gi')
const COUNTRY_MARKET = new RegExp(
  `\\b(${COUNTRIES.join('|')})(?:’s|'s)?\\s+((?:${NAME_WORD}\\s+){0,2}?${NAME_WORD})?\\s*markets?\\b`,
  'g',
)
// `The relevant geographic market was defined as the entire territory of Poland`.
const GEOGRAPHIC_DEFINITION = new RegExp(
  `geographic(?:al)? markets?\\b[^.;]{0,120}?\\b(${[...COUNTRIES, 'EEA', 'European Economic Area', 'worldwide', 'global', 'national', 'regional', 'local'].join('|')})\\b`,
  'i',
)

// Names that are not a product: the Treaty's and economists' markets, and generic words.
const NOT_A_PRODUCT =
  /^(?:internal|common|single|relevant|same|product|products|goods|services|question|issue|market|markets|sector|it|them|this|that|those|these|such|other|others|which|each|all|one|question|labour|capital|access|entry|power|share|shares|forces|players|participants|conditions|economy|investor|investors|place|definition|research|public opinion polling|purposes|infringement|wholesale|retail|downstream|upstream|geographic|national|regional|local|separate|distinct|given .*|\d.*)$/i
const NOT_A_PRODUCT_START =
  /^(?:internal|common|single|its|their|his|her|that|this|those|these|such|each|every|any|which|and|or|accordance|given|purposes)\b/i

export function cleanProduct(value: string): string | null {
  const v = value
    .replace(/\s+/g, ' ')
    .replace(/^(?:the|a|an)\s+/i, '')
    .replace(/[\s,’']+$/, '')
    .trim()
  if (v.length < 3 || v.length > 90) return null
  if (NOT_A_PRODUCT.test(v) || NOT_A_PRODUCT_START.test(v)) return null
  if (!/[a-z]{3}/i.test(v)) return null
  if (PLACES[v.toLowerCase()] || COUNTRIES.some((c) => c.toLowerCase() === v.toLowerCase()))
    return null
  // 'IRISH SUGAR' and 'Bathroom fittings' read in lower case; 'ESBO/esters' and 'x86 CPUs' stay.
  if (!/\p{Ll}/u.test(v)) return v.toLowerCase()
  return /^\p{Lu}\p{Ll}/u.test(v) ? v.charAt(0).toLowerCase() + v.slice(1) : v
}

/**
 * The sentences of `text` that hold a match of `pattern` (each once, in order, at most `limit`):
 * the line around the match (judgments keep a paragraph per line), narrowed to its sentence.
 */
export function sentencesAround(text: string, pattern: RegExp, limit = Infinity): string[] {
  const out: string[] = []
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`
  let after = -1
  for (const m of text.matchAll(new RegExp(pattern.source, flags))) {
    if (m.index < after) continue
    const lineStart = text.lastIndexOf('\n', m.index) + 1
    const lineEnd = text.indexOf('\n', m.index)
    const end = lineEnd < 0 ? text.length : lineEnd
    const line = text.slice(lineStart, end)
    const at = m.index - lineStart
    // Sentence ends: '. ' before a capital or an opening quote or bracket.
    const boundary = /(?<=[a-z0-9)’”])\.\s+(?=[A-Z‘“(])/g
    let sStart = 0
    let sEnd = line.length
    for (const b of line.matchAll(boundary)) {
      if (b.index < at) sStart = b.index + b[0].length
      else {
        sEnd = b.index + 1
        break
      }
    }
    const sentence = line.slice(sStart, sEnd).trim()
    if (sentence) out.push(sentence)
    after = lineStart + sEnd
    if (out.length >= limit) break
  }
  return out
}

/** The product and geographic markets one sentence names. */
export function marketsIn(sentence: string): { product: string[]; geographic: string[] } {
  const product = new Set<string>()
  const geographic = new Set<string>()
  if (!/markets?\b/i.test(sentence)) return { product: [], geographic: [] }
  for (const m of sentence.matchAll(MARKET_FOR)) {
    const name = cleanProduct(m[2] ?? '')
    if (!name) continue
    product.add(name)
    if (m[1]) geographic.add(PLACES[m[1].toLowerCase()])
  }
  for (const m of sentence.matchAll(PLACE_PRODUCT_MARKET)) {
    geographic.add(PLACES[m[1].toLowerCase()])
    const name = cleanProduct(m[2])
    if (name && !PLACES[name.toLowerCase()]) product.add(name)
  }
  for (const m of sentence.matchAll(PLACE_MARKET)) geographic.add(PLACES[m[1].toLowerCase()])
  for (const m of sentence.matchAll(COUNTRY_MARKET)) {
    geographic.add(m[1])
    const name = m[2] ? cleanProduct(m[2]) : null
    if (name) product.add(name)
  }
  const defined = GEOGRAPHIC_DEFINITION.exec(sentence)
  if (defined) {
    const word = defined[1]
    geographic.add(
      PLACES[word.toLowerCase()] ??
        (/^(EEA|European Economic Area)$/i.test(word) ? 'Europe (EEA)' : word),
    )
  }
  // 'National', 'Regional' and 'Local' say how far a market reaches, not where it lies.
  const places = [...geographic].filter((g) => !SCOPES.has(g))
  return { product: [...product], geographic: places }
}

/** A product's name as two spellings of it compare: no case, accents, punctuation or plural. */
export function productKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/(\p{L}{3,})s$/u, '$1')
}

const COUNTRY_NAME = new RegExp(`^(?:the\\s+)?(${COUNTRIES.join('|')})$`)
// An item of a keyword chain that names a market, and the ones that do not (the Treaty's market,
// a price 'below market value', quantities 'placed on the market', a 'downstream market').
const NOT_A_MARKET_ITEM =
  /\b(?:internal|common|single|relevant|downstream|upstream)\s+markets?\b|\bmarkets?\s+(?:value|price|economy|investor|operator|conditions|share|power)\b|\bon the markets?\b/i

const KEYWORD_MARKET_FOR = new RegExp(
  `^(?:(${PLACE_WORDS})\\s+)?(?:wholesale\\s+|retail\\s+)?markets?\\s+(?:for|in)\\s+(.+)$`,
  'i',
)
const KEYWORD_NAMED_MARKET = new RegExp(
  `^(?:(${PLACE_WORDS})\\s+)?((?:[\\p{L}\\d/-]+\\s+){0,5}[\\p{L}\\d/-]+)\\s+markets?$`,
  'iu',
)

/**
 * The markets a judgment's keyword chain names, one item at a time ('‛Appeal — Agreements —
 * European market for animal feed phosphates — Fines’', 'Bathroom fittings and fixtures markets of
 * Belgium, Germany, France, Italy, the Netherlands and Austria', 'European markets in tin
 * stabilisers and in ESBO/esters heat stabilisers'). Empty for a line that is no keyword chain.
 */
export function keywordMarkets(line: string): { product: string[]; geographic: string[] } {
  const product = new Set<string>()
  const geographic = new Set<string>()
  if (!/^[‛‘'(]/.test(line) || !line.includes(' — ')) return { product: [], geographic: [] }
  const items = line
    .replace(/^[‛‘'(]+|[’')]+$/g, '')
    .split(/\s+—\s+/)
    .filter((item) => /\bmarkets?\b/i.test(item) && !NOT_A_MARKET_ITEM.test(item))
  for (const item of items) {
    // 'of Belgium, Germany and Austria', 'in Greece, Italy and Portugal': where the market lies.
    const where = /\s+(?:of|in)\s+((?:the\s+)?[A-Z][\p{L} ,]*)$/u.exec(item)
    const places = where
      ? where[1]
          .split(/\s*,\s*|\s+and\s+|\s+(?=the\s)/)
          .map((p) => COUNTRY_NAME.exec(p.trim())?.[1])
      : []
    const body = where && places.every(Boolean) ? item.slice(0, where.index) : item
    if (where && places.every(Boolean)) for (const p of places) geographic.add(p!)
    // 'Market for methacrylates'; 'European airfreight market', '… cartel on the European
    // hydrogen peroxide and perborate market' (a name of at most six words).
    const m =
      KEYWORD_MARKET_FOR.exec(body) ??
      KEYWORD_NAMED_MARKET.exec(body.replace(/^.*\b(?:on|in|of) the\s+/i, ''))
    if (!m) continue
    if (m[1] && !SCOPES.has(PLACES[m[1].toLowerCase()])) geographic.add(PLACES[m[1].toLowerCase()])
    for (const part of m[2].split(/\s+and\s+in\s+/)) {
      const name = cleanProduct(part.replace(/^in\s+/, ''))
      if (name) product.add(name)
    }
  }
  return { product: [...product], geographic: [...geographic] }
}

/**
 * The abbreviations a text defines for a name ('animal feed phosphates (‘AFPs’)', 'colour picture
 * tubes (‘CPTs’)'): the abbreviation's key → the words whose initials it is.
 */
export function abbreviationsIn(text: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const m of text.matchAll(/\((?:‘|'|“|")(?:the\s+)?(\p{Lu}{2,6})s?(?:’|'|”|")\)/gu)) {
    const letters = m[1].toLowerCase()
    const before = text.slice(Math.max(0, m.index - 120), m.index).trimEnd()
    const named = before.split(/\s+/).slice(-letters.length)
    if (named.length !== letters.length || found.has(letters)) continue
    if (named.every((w, i) => /^\p{L}/u.test(w) && w[0].toLowerCase() === letters[i]))
      found.set(letters, named.join(' '))
  }
  return found
}
