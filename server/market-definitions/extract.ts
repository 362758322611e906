// Market definitions read from the competition documents of the content index: the product and
// geographic markets the Commission's case register (press releases, decisions) and the Court of
// Justice's competition judgments name, and the case facts filed under the locator's other
// categories (remedies, phases, timeframe, legislation, merger type, defence arguments, parties,
// industry, NACE code). Every fact keeps the passage it was read from and where it stands (the
// section's ordinal, which is the reading page's `#s{ordinal}` anchor). Pure functions.
import type { MdlFactCategory } from '#sites/tools/market-definitions.ts'
import { escapeRegExp } from '#sites/text.ts'

export type SourceSection = { ordinal: number; heading: string; text: string }
export type SourceDocument = {
  id: string
  kind: string
  title: string
  date: string | null
  url: string
  record: {
    parties?: { name: string }[]
    legislation?: string[]
    sectors?: string[]
    topics?: string[]
    procedure?: string
    caseNumbers?: string[]
    institution?: string
    court?: string
  }
  sections: SourceSection[]
}

export type MarketFact = {
  category: MdlFactCategory
  value: string
  /** The sentence or line the fact was read from. */
  passage: string
  /** The section holding the passage (reading page anchor `#s{section}`), or null for the title. */
  section: number | null
}

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

// Words that end a market's name: what follows a name in a sentence, not part of it.
const STOP_WORDS =
  'in|on|at|by|from|during|within|between|since|until|which|where|when|that|was|were|is|are|' +
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
const PLACE_PRODUCT_MARKET = new RegExp(
  `\\b(${PLACE_WORDS})\\s+((?:[a-z][\\w\\-]*\\s+){0,3}?[a-z][\\w\\-]*)\\s+markets?\\b`,
  'gi',
)
// `on the German market`, `Italy's railway market`.
const PLACE_MARKET = new RegExp(`\\b(${PLACE_WORDS})\\s+markets?\\b`, 'gi')
const COUNTRY_MARKET = new RegExp(
  `\\b(${COUNTRIES.join('|')})(?:’s|'s)?\\s+((?:[a-z][\\w\\-]*\\s+){0,2}?[a-z][\\w\\-]*)?\\s*markets?\\b`,
  'g',
)
// `The relevant geographic market was defined as the entire territory of Poland`.
const GEOGRAPHIC_DEFINITION = new RegExp(
  `geographic(?:al)? markets?\\b[^.;]{0,120}?\\b(${[...COUNTRIES, 'EEA', 'European Economic Area', 'worldwide', 'global', 'national', 'regional', 'local'].join('|')})\\b`,
  'i',
)

// Names that are not a product: the Treaty's and economists' markets, and generic words.
const NOT_A_PRODUCT =
  /^(?:internal|common|single|relevant|same|product|products|goods|services|question|issue|market|markets|sector|it|them|this|that|those|these|such|other|others|which|each|all|one|question|labour|capital|access|entry|power|share|shares|forces|players|participants|conditions|economy|investor|investors|place|definition|research|public opinion polling|wholesale|retail|downstream|upstream|geographic|national|regional|local|separate|distinct|given .*|\d.*)$/i
const NOT_A_PRODUCT_START =
  /^(?:internal|common|single|its|their|his|her|that|this|those|these|such|each|every|any|which|and|or|accordance|given)\b/i

function cleanProduct(value: string): string | null {
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
  return v.charAt(0).toLowerCase() === v.charAt(0) ? v : v.toLowerCase()
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

const passageOf = (sentence: string) =>
  sentence.length > 600 ? `${sentence.slice(0, 597).trimEnd()}…` : sentence

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
  return { product: [...product], geographic: [...geographic] }
}

// Remedies and phases as the case register's decision types and the judgments' procedures say.
const REMEDIES: [RegExp, string][] = [
  [/\bcommitments?\b/i, 'Commitments'],
  [/\bfines?\b|\bfined\b/i, 'Fine'],
  [/\bprohibition\b/i, 'Prohibition'],
  [/\bsettlement\b/i, 'Settlement'],
  [/\binterim measures\b/i, 'Interim measures'],
  [/\bperiodic penalty\b/i, 'Periodic penalty payment'],
]
const PHASES: [RegExp, string][] = [
  [/\binitiation of proceedings\b/i, 'Initiation of proceedings'],
  [/\bstatement of objections\b/i, 'Statement of objections'],
  [/\brejection of (?:the )?complaint\b/i, 'Rejection of complaint'],
  [/\bclosure\b/i, 'Closure'],
  [/\bcommitments?\b/i, 'Commitments decision'],
  [/\bprohibition\b/i, 'Prohibition decision'],
  [/\bsettlement\b/i, 'Settlement decision'],
  [/\bappeal\b/i, 'Appeal'],
  [/\breference for a preliminary ruling\b/i, 'Preliminary ruling'],
  [/\bfailure to fulfil obligations\b/i, 'Infringement proceedings'],
]
const MERGER_TYPES: [RegExp, string][] = [
  [/\bhorizontal (?:merger|concentration)s?\b/i, 'Horizontal'],
  [/\bvertical (?:merger|concentration)s?\b/i, 'Vertical'],
  [/\bconglomerate (?:merger|concentration|effects?)s?\b/i, 'Conglomerate'],
  [/\bjoint ventures?\b/i, 'Joint venture'],
]
const DEFENCES: [RegExp, string][] = [
  [/\bobjective(?:ly)? justifi(?:cation|ed)\b/i, 'Objective justification'],
  [/\befficienc(?:y|ies) (?:gains?|defence)\b|\bgains in efficiency\b/i, 'Efficiencies'],
  [/\bas[- ]efficient[- ]competitor\b/i, 'As-efficient-competitor test'],
  [/\bArticle 101\(3\) TFEU\b|\bArticle 81\(3\) EC\b/, 'Exemption under Article 101(3) TFEU'],
  [/\bfailing (?:firm|company)\b/i, 'Failing firm'],
  [/\bmeeting competition\b/i, 'Meeting competition'],
  [/\brights of the defence\b/i, 'Rights of the defence'],
  [/\blimitation period\b/i, 'Limitation period'],
  [/\bne bis in idem\b/i, 'Ne bis in idem'],
  [/\bparental liability\b|\bdecisive influence\b/i, 'No decisive influence of the parent'],
  [/\bstate compulsion\b|\bcompelled by (?:national )?law\b/i, 'State compulsion'],
]

const isCase = (doc: SourceDocument) => doc.kind === 'case'

/** The facts of one document, deduplicated by category and value (the first passage kept). */
export function extractMarketFacts(doc: SourceDocument): MarketFact[] {
  const facts: MarketFact[] = []
  const seen = new Set<string>()
  const add = (
    category: MdlFactCategory,
    value: string,
    passage: string,
    section: number | null,
  ) => {
    const key = `${category}\u0000${value.toLowerCase()}`
    if (!value || seen.has(key)) return
    seen.add(key)
    facts.push({ category, value, passage: passageOf(passage), section })
  }
  /** The first line of the body that holds `needle`, for a fact the record gives. */
  const lineWith = (needle: string): { passage: string; section: number | null } => {
    const pattern = new RegExp(escapeRegExp(needle), 'i')
    for (const s of doc.sections) {
      const [line] = sentencesAround(s.text, pattern, 1)
      if (line) return { passage: line, section: s.ordinal }
    }
    return { passage: doc.title, section: null }
  }

  // Markets: the title first (the judgments' keyword chains name them), then the body. Only the
  // sentences around a match are cut out, so a long judgment costs a few scans of its text.
  const texts: { text: string; section: number | null }[] = [
    { text: doc.title, section: null },
    ...doc.sections.map((s) => ({ text: s.text, section: s.ordinal })),
  ]
  for (const { text, section } of texts) {
    for (const sentence of sentencesAround(text, /\bmarkets?\b/gi)) {
      const { product, geographic } = marketsIn(sentence)
      for (const p of product) add('Product Market', p, sentence, section)
      for (const g of geographic) add('Geographic Market', g, sentence, section)
    }
    for (const [pattern, value] of MERGER_TYPES) {
      const first = sentencesAround(text, pattern, 1)[0]
      if (first) add('Merger Type', value, first, section)
    }
    if (!isCase(doc))
      for (const [pattern, value] of DEFENCES) {
        const first = sentencesAround(text, pattern, 1)[0]
        if (first) add('Defence Argument', value, first, section)
      }
  }

  // Remedies and phases: the register's decisions (one line each), a judgment's procedure.
  const decisionLines = doc.sections
    .filter((s) => /^decisions$/i.test(s.heading))
    .flatMap((s) => s.text.split('\n').map((line) => ({ line: line.trim(), section: s.ordinal })))
    .filter((d) => /^\d{4}-\d{2}-\d{2}:|^Undated:/.test(d.line))
  for (const { line, section } of decisionLines) {
    const types = line.replace(/^[^:]*:\s*/, '')
    for (const [pattern, value] of REMEDIES)
      if (pattern.test(types)) add('Remedies', value, line, section)
    for (const [pattern, value] of PHASES)
      if (pattern.test(types)) add('Phases', value, line, section)
  }
  if (isCase(doc)) {
    for (const s of doc.sections) {
      for (const line of s.text.split('\n')) {
        if (
          /^(?:\d{4}-\d{2}-\d{2}\s+)?(?:Press release\s+)?[A-Z]+_\d+_\d+:/.test(line) &&
          /\bfines?\b/i.test(line)
        )
          add('Remedies', 'Fine', line.trim(), s.ordinal)
      }
    }
  } else if (doc.record.procedure) {
    const where = lineWith(doc.record.procedure)
    for (const [pattern, value] of PHASES)
      if (pattern.test(doc.record.procedure)) add('Phases', value, where.passage, where.section)
    for (const s of doc.sections) {
      const [fine] = sentencesAround(
        s.text,
        /\b(?:reduc|annul|impos)\w*\b[^.\n]{0,60}\bfines?\b/i,
        1,
      )
      if (fine) {
        add('Remedies', 'Fine', fine, s.ordinal)
        break
      }
    }
  }

  // Timeframe: the year of the decision (the register's last decision, the judgment's date).
  if (doc.date) {
    const year = doc.date.slice(0, 4)
    const where = lineWith(doc.date)
    add('Timeframe', year, where.passage, where.section)
  }
  for (const l of doc.record.legislation ?? []) {
    const where = lineWith(l.replace(/^Art\. /, ''))
    add('Applicable Legislation', l, where.passage, where.section)
  }
  for (const p of doc.record.parties ?? []) {
    const name = p.name.replace(/\s+/g, ' ').trim()
    if (name.length < 2) continue
    const where = lineWith(name)
    add('Party name', name, where.passage, where.section)
  }
  for (const sector of doc.record.sectors ?? []) {
    // 'Section name>D.35.2 - Label' (the register's NACE codes under their section).
    const [section, leaf] = sector.includes('>') ? sector.split('>') : [null, sector]
    const code = /^([A-U])\.(\d{2}(?:\.\d{1,2})?)\s*-\s*(.+)$/.exec(leaf.trim())
    const where = lineWith(code ? `${code[1]}.${code[2]}` : leaf)
    if (section) add('Industry', section, where.passage, where.section)
    if (code)
      add('NACE code', `${code[1]}.${code[2]} - ${code[3].trim()}`, where.passage, where.section)
  }
  return facts
}

/** Whether the locator keeps a document: a register case, or a judgment on competition. */
export function isCompetitionDocument(doc: Pick<SourceDocument, 'kind' | 'record'>): boolean {
  if (doc.kind === 'case') return true
  return (doc.record.topics ?? []).some((t) => t.startsWith('Competition law'))
}
