// nl-treaties → treaties and conventions as books: one publication per treaty, one chapter per
// article (English text only; the Dutch translation that follows it is left out).
// Editions by topic: investment and arbitration → KA, IP → KIPL (EPC...), competition → KCL,
// trade → KA + KCL, everything else → KA (treaties and conventions reference).
import type { CanonicalDocumentInput, DocumentType, Edition } from '../../model.ts'
import { type Block, markdownInline, markdownToBlocks } from '../../text/html.ts'
import { parseLooseDate } from '../../text/dates.ts'
import { cleanTitle, titleFault } from '../../text/titles.ts'
import { buildOutline, type OutlineNode, publicationDocuments } from '../publication.ts'
import { provenance, SOURCES } from '../sources.ts'
import { editionsServed } from '#sites/sources.ts'
import { jsonLinesAdapter } from '../jsonl-adapter.ts'

const NAME = 'nl-treaties'
const FILE = 'treaties.jsonl.gz'

export const NEW_YORK_CONVENTION_ID = 'BWBV0005176'
export const ICSID_CONVENTION_ID = 'BWBV0004615'
export const EPC_ID = 'BWBV0003819'
export const UPC_AGREEMENT_ID = 'BWBV0006168'

type RawTreaty = {
  id: string
  title_en?: string | null
  title_nl?: string | null
  topics?: string[]
  signed_place?: string | null
  signed_date?: string | null
  version_date?: string | null
  languages?: string | null
  source_path?: string | null
  text: string
}

// Named instruments: legislation facet value, extra topics, and the category whose editions they
// serve instead of their topics' (sites/sources.ts).
const KNOWN: Record<string, { legislation?: string; servedAs?: string; topics?: string[] }> = {
  [NEW_YORK_CONVENTION_ID]: {
    legislation: 'New York Convention, 1958',
    topics: ['Arbitration>Recognition and enforcement of awards'],
  },
  [ICSID_CONVENTION_ID]: {
    legislation: 'ICSID Convention, 1965',
    topics: ['Investment arbitration>ICSID'],
  },
  [EPC_ID]: {
    legislation: 'European Patent Convention',
    servedAs: 'intellectual_property',
    topics: ['Intellectual property>Patents'],
  },
  BWBV0002685: {
    servedAs: 'intellectual_property',
    topics: ['Intellectual property>Plant varieties'],
  },
  BWBV0004680: {
    legislation: 'Patent Cooperation Treaty',
    servedAs: 'intellectual_property',
    topics: ['Intellectual property>Patents'],
  },
  // London Agreement (application of Article 65 EPC)
  BWBV0004722: { servedAs: 'intellectual_property', topics: ['Intellectual property>Patents'] },
  [UPC_AGREEMENT_ID]: {
    legislation: 'Agreement on a Unified Patent Court',
    servedAs: 'intellectual_property',
    topics: ['Intellectual property>Patents'],
  },
}

/** Topics by the source's subject tag; the tag decides the editions (sites/sources.ts). */
const TOPIC_MAP: Record<string, string> = {
  investment: 'Investment arbitration>Investment treaties',
  arbitration_dispute_settlement: 'Arbitration>Dispute settlement',
  intellectual_property: 'Intellectual property',
  competition: 'Competition law',
  trade_economic: 'International trade',
  general: 'Public international law',
}

export function isBit(title: string): boolean {
  return /(encouragement|promotion)\s+and\s+(reciprocal\s+)?protection\s+of\s+investments|investment\s+(protection\s+)?treaty/i.test(
    title,
  )
}

function displayType(title: string): DocumentType {
  if (isBit(title)) return 'Bilateral investment treaties'
  return /\bconvention\b/i.test(title) ? 'Conventions' : 'Treaties'
}

// Counterparties of a Dutch bilateral treaty: 'between the Kingdom of the Netherlands and the
// Republic of X' → ['Netherlands', 'X'].
export function treatyParties(title: string): string[] {
  const m =
    /between\s+(?:the\s+)?(.+?)\s+and\s+(?:the\s+)?(.+?)(?:\s+(?:on|for|concerning|regarding|relating)\b|$)/i.exec(
      title,
    )
  if (!m) return []
  const clean = (s: string) =>
    s
      .replace(/^(government\s+of\s+)?(the\s+)?/i, '')
      .replace(
        /^(kingdom|republic|state|federal republic|socialist republic|people's republic|united republic|sultanate)\s+of\s+(the\s+)?/i,
        '',
      )
      .trim()
  return [clean(m[1]), clean(m[2])]
    .map((s) => s.split(/,|\s+in respect of\s+/)[0].trim())
    .filter((s) => s.length > 1 && s.length < 50)
}

const ENGLISH_HEADING =
  /^###\s*(Article|Chapter|Part|Section|Rule|Annex|Title|Protocol|Regulation)\b/i
const DUTCH_HEADING =
  /^###\s*(Artikel|HOOFDSTUK|Hoofdstuk|DEEL|Deel|[A-Z]+\s+DEEL|AFDELING|Afdeling|TITEL|Titel|Bijlage|BIJLAGE|Regel|Voorschrift)\b/

// Keeps the English text. The Dutch translation either follows the English text (starting at the
// Dutch title as a #### heading or at the first Dutch article heading) or precedes it.
export function englishPart(raw: RawTreaty): string {
  const text = raw.text
  if (raw.languages === 'en') return text
  const lines = text.split('\n')
  const titleNl = (raw.title_nl ?? '').trim()
  const first = lines.findIndex((l) => ENGLISH_HEADING.test(l.trim()))
  if (first < 0) return text
  let start = first
  const firstDutch = lines.findIndex((l) => DUTCH_HEADING.test(l.trim()))
  if (firstDutch >= 0 && firstDutch < first) {
    // Dutch first: start at the English title (#### line) just above the first English heading.
    while (
      start > 0 &&
      (lines[start - 1].trim() === '' || lines[start - 1].trim().startsWith('####'))
    )
      start--
  } else start = 0
  for (let i = first + 1; i < lines.length; i++) {
    const line = lines[i].trim()
    const dutchTitle =
      titleNl && line.startsWith('####') && line.replace(/^#+\s*/, '').trim() === titleNl
    const dutchHeading = DUTCH_HEADING.test(line)
    if (dutchTitle || dutchHeading) {
      let cut = i
      if (dutchHeading)
        while (
          cut > first &&
          (lines[cut - 1].trim() === '' || lines[cut - 1].trim().startsWith('####'))
        )
          cut--
      return lines.slice(start, cut).join('\n')
    }
  }
  return lines.slice(start).join('\n')
}

// 'en' or 'nl' by counting function words in a sample of the text.
export function guessLanguage(text: string): 'en' | 'nl' {
  const sample = text.slice(0, 30_000).toLowerCase()
  const count = (re: RegExp) => sample.match(re)?.length ?? 0
  const en = count(/\b(the|and|of|shall|which)\b/g)
  const nl = count(/\b(de|het|en|van|zal|worden)\b/g)
  return en >= nl ? 'en' : 'nl'
}

function rank(label: string): number {
  if (/^(annex|protocol|schedule|appendix|bijlage)\b/i.test(label)) return 1
  if (/^(part|deel)\b/i.test(label)) return 1
  if (/^(title|titel)\b/i.test(label)) return 2
  if (/^(chapter|hoofdstuk)\b/i.test(label)) return 3
  if (/^(section|afdeling)\b/i.test(label)) return 4
  if (/^(subsection|sub-section)\b/i.test(label)) return 5
  return 9
}

/** A heading line's text, cleaned when it still holds a note, markup or a marker. */
function cleanLabel(line: string): string {
  const label = markdownInline(line.replace(/^#+/, '')).replace(/\s+/g, ' ')
  return titleFault(label).length > 0 ? cleanTitle(label) : label
}

// Markdown treaty → outline: '### Article 5' headings (a '####' line right after one is its
// sublabel), text before the first heading becomes the preamble.
export function treatyOutline(md: string): { title?: string; outline: OutlineNode[] } {
  const items: Array<{ rank: number; node: OutlineNode }> = []
  let title: string | undefined
  let current: OutlineNode | undefined
  let buffer: string[] = []
  let expectSublabel = false
  const preamble: OutlineNode = { label: 'Preamble', blocks: [], children: [] }
  const flush = () => {
    const blocks = markdownToBlocks(buffer.join('\n'))
    ;(current ?? preamble).blocks.push(...blocks)
    buffer = []
  }
  for (const line of md.split('\n')) {
    const t = line.trim()
    if (/^##[^#]/.test(t) && !current && !title) continue // Dutch title line
    if (/^####[^#]/.test(t) && !current && !title) {
      title = markdownInline(t.replace(/^#+/, ''))
      continue
    }
    if (/^###[^#]/.test(t)) {
      flush()
      // A heading that is only a marker ('###**') or a note heads nothing: its text stays with
      // the article before it.
      const label = cleanLabel(t)
      if (!label) continue
      current = { label, blocks: [], children: [] }
      items.push({ rank: rank(label), node: current })
      expectSublabel = true
      continue
    }
    if (expectSublabel && current && /^####[^#]/.test(t)) {
      current.sublabel = cleanLabel(t)
      expectSublabel = false
      continue
    }
    if (t) expectSublabel = false
    buffer.push(line)
  }
  flush()
  const outline = buildOutline(items)
  const hasPreamble = preamble.blocks.some((b) => b.kind === 'p' || b.kind === 'li')
  return { title, outline: hasPreamble ? [preamble, ...outline] : outline }
}

export function mapTreaty(raw: RawTreaty): CanonicalDocumentInput[] {
  const english = englishPart(raw)
  const language = guessLanguage(english)
  const { title: mdTitle, outline } = treatyOutline(english)
  // The register's English title may carry its notes, links to other records or be nothing
  // but a note ('<sup>1) [Red: …]</sup>'): the first title that reads clean is taken.
  const title =
    [raw.title_en, mdTitle, raw.title_nl].map((t) => cleanTitle(t ?? '')).find(Boolean) ?? raw.id
  const known = KNOWN[raw.id]
  const editions = new Set<Edition>()
  const topics = new Set<string>()
  for (const t of raw.topics ?? []) {
    const topic = TOPIC_MAP[t]
    if (!topic) continue
    topics.add(topic)
    for (const e of editionsServed('nl-treaties', t)) editions.add(e)
  }
  const bit = isBit(title)
  if (bit) {
    for (const e of editionsServed('nl-treaties', 'bilateral_investment')) editions.add(e)
    topics.add('Investment arbitration>Bilateral investment treaties')
  }
  // Named instruments override the topic heuristic (UPOV is tagged 'general' in the source).
  if (known?.servedAs) editions.clear()
  for (const e of known?.servedAs ? editionsServed('nl-treaties', known.servedAs) : [])
    editions.add(e)
  for (const t of known?.topics ?? []) topics.add(t)
  if (editions.size === 0) for (const e of editionsServed('nl-treaties')) editions.add(e)
  const signature = parseLooseDate(raw.signed_date)
  const version = parseLooseDate(raw.version_date)
  const parties = treatyParties(title)
  const description: Block[] = [
    { kind: 'p', text: `${title}.` },
    ...(raw.title_nl
      ? [{ kind: 'dt' as const, term: 'Dutch title', text: cleanTitle(raw.title_nl) }]
      : []),
    ...(raw.signed_place
      ? [{ kind: 'dt' as const, term: 'Signed at', text: raw.signed_place }]
      : []),
    ...(signature ? [{ kind: 'dt' as const, term: 'Signed on', text: signature }] : []),
    ...(version ? [{ kind: 'dt' as const, term: 'Text version of', text: version }] : []),
    { kind: 'dt', term: 'Treaty register id', text: raw.id },
  ]
  return publicationDocuments({
    id: raw.id,
    title,
    publicationType: 'book',
    base: {
      editions: [...editions].sort(),
      type: displayType(title),
      source: SOURCES[NAME].collection,
      language,
      dates: {
        ...(signature ? { signature, legislation: signature } : {}),
        ...(version ? { publication: version, added: version } : {}),
      },
      jurisdictions: parties.length ? parties : ['International'],
      parties: parties.map((name) => ({ name, role: 'Contracting party' })),
      topics: [...topics].sort(),
      legislation: known?.legislation ? [known.legislation] : [],
      identifiers: { bwb: raw.id },
      provenance: provenance(NAME, raw.source_path ?? raw.id),
    },
    description,
    outline,
    aiAvailable: (chars) => language === 'en' && chars >= 200,
  })
}

export const nlTreatiesAdapter = jsonLinesAdapter<RawTreaty>({
  name: NAME,
  file: FILE,
  valid: (raw) => typeof raw.id === 'string' && typeof raw.text === 'string',
  invalid: 'missing id or text',
  map: mapTreaty,
})
