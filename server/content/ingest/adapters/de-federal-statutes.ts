// de-federal-statutes-ip-competition → German statutes as books (loose-leaf legislation): one
// chapter per § / article, grouped by Buch / Abschnitt / Titel as the Markdown headings nest.
// IP acts → KIPL, competition acts → KCL, ZPO (Book 10: arbitration) → KA.
import type { CanonicalDocumentInput, Edition } from '../../model.ts'
import { type Block, markdownInline, markdownToBlocks } from '../../text/html.ts'
import { parseLooseDate } from '../../text/dates.ts'
import { slugify } from '#server/lib/text.ts'
import { buildOutline, type OutlineNode, publicationDocuments } from '../publication.ts'
import { provenance, SOURCES } from '../sources.ts'
import { editionsServed } from '#sites/sources.ts'
import { jsonLinesAdapter } from '../jsonl-adapter.ts'

const NAME = 'de-federal-statutes-ip-competition'
const FILE = 'statutes.jsonl.gz'

type RawStatute = {
  id: string
  title: string
  abbreviation: string
  document_type?: string
  area?: string
  language?: string
  date_enacted?: string | null
  official_source?: string | null
  last_amended_by?: string | null
  repo_last_commit_date?: string | null
  source_path?: string | null
  text: string
}

/** Topics by the source's area; the area decides the editions (sites/sources.ts). */
const AREA: Record<string, string> = {
  intellectual_property: 'Intellectual property',
  competition: 'Competition law',
  arbitration_civil_procedure: 'Arbitration>Arbitration law',
}

// Sub-topics by abbreviation (without a year suffix).
const SUBTOPIC: Array<[RegExp, string]> = [
  [
    /^(PatG|GebrMG|PatKostG|PatV|GebrMV|BioMatHintV|ArbnErfG|IntPatÜbkG|PatAnwO|EuPAG)$/,
    'Intellectual property>Patents',
  ],
  [/^(MarkenG|MarkenV)$/, 'Intellectual property>Trade marks'],
  [/^(UrhG|VGG|UrhDaG|VerlG|KunstUrhG)$/, 'Intellectual property>Copyright'],
  [/^(GeschmMG|DesignV)$/, 'Intellectual property>Designs'],
  [/^(HalblSchG|HalblSchV)$/, 'Intellectual property>Semiconductor topographies'],
  [/^SortSchG$/, 'Intellectual property>Plant varieties'],
  [/^GeschGehG$/, 'Intellectual property>Trade secrets'],
  [/^(GWB|KartKostV)$/, 'Competition law>Antitrust'],
  [/^UWG$/, 'Competition law>Unfair competition'],
  [/^(WRegG|WRegV)$/, 'Competition law>Public procurement'],
  [/^ZPO$/, 'Civil procedure'],
]

const LABEL =
  /^(§§?\s*[\d]+[a-z]?(?:\s*(?:bis|und|-)\s*[\d]+[a-z]?)?|Art(?:ikel|\.)?\s*\d+[a-z]?|Anlage(?:\s*\d+)?)\s*(.*)$/

// '§ 1025 Anwendungsbereich' → label '§ 1025', sublabel 'Anwendungsbereich';
// 'Buch 10 - Schiedsrichterliches Verfahren' → 'Buch 10', 'Schiedsrichterliches Verfahren'.
export function splitHeading(heading: string): { label: string; sublabel?: string } {
  const m = LABEL.exec(heading)
  if (m) return m[2] ? { label: m[1].trim(), sublabel: m[2].trim() } : { label: m[1].trim() }
  const dash = /^(.+?)\s+-\s+(.+)$/.exec(heading)
  if (dash && dash[1].length <= 30) return { label: dash[1], sublabel: dash[2] }
  return { label: heading }
}

// Markdown statute → metadata blocks (before the first ## heading) and an outline whose levels
// follow the number of '#'.
export function statuteOutline(md: string): { front: Block[]; outline: OutlineNode[] } {
  const items: Array<{ rank: number; node: OutlineNode }> = []
  let buffer: string[] = []
  let current: OutlineNode | undefined
  let front: Block[] = []
  const flush = () => {
    const blocks = markdownToBlocks(buffer.join('\n'))
    if (current) current.blocks.push(...blocks)
    else front = front.concat(blocks)
    buffer = []
  }
  for (const line of md.split('\n')) {
    const m = /^(#{1,6})\s+(.*)$/.exec(line)
    if (m && m[1].length === 1 && !current) continue // the act's title
    if (m) {
      flush()
      const heading = markdownInline(m[2])
      if (!heading) continue
      current = { ...splitHeading(heading), blocks: [], children: [] }
      items.push({ rank: m[1].length, node: current })
      continue
    }
    buffer.push(line)
  }
  flush()
  return { front, outline: buildOutline(items) }
}

export function mapStatute(raw: RawStatute): CanonicalDocumentInput[] {
  const abbreviation = raw.abbreviation.trim()
  const short = abbreviation.replace(/\s+\d{4}$/, '')
  const area = {
    editions: editionsServed('de-federal-statutes', raw.area),
    topic: AREA[raw.area ?? ''] ?? 'German law',
  }
  const topics = [area.topic, ...SUBTOPIC.filter(([re]) => re.test(short)).map(([, t]) => t)]
  const editions = new Set<Edition>(area.editions)
  const enacted = parseLooseDate(raw.date_enacted)
  const updated = parseLooseDate(raw.repo_last_commit_date)
  const { front, outline } = statuteOutline(raw.text)
  const title = `${raw.title} (${abbreviation})`
  return publicationDocuments({
    id: `de-${slugify(abbreviation, 40)}`,
    title,
    publicationType: 'loose-leaf',
    base: {
      editions: [...editions].sort(),
      type: 'Legislation',
      source: SOURCES[NAME].collection,
      language: 'de',
      dates: {
        ...(enacted ? { legislation: enacted } : {}),
        ...(updated ? { publication: updated, added: updated } : {}),
      },
      jurisdictions: ['Germany'],
      topics,
      legislation: [short],
      identifiers: { abbreviation },
      details: {
        ...(raw.official_source ? { officialSource: raw.official_source } : {}),
        ...(raw.last_amended_by ? { lastAmendedBy: raw.last_amended_by } : {}),
      },
      provenance: provenance(NAME, raw.source_path ?? raw.id),
    },
    description: front.length > 0 ? front : [{ kind: 'p', text: title }],
    outline,
    // German text: the assistant answers over English full text only.
    aiAvailable: () => false,
  })
}

export const deFederalStatutesAdapter = jsonLinesAdapter<RawStatute>({
  name: NAME,
  file: FILE,
  valid: (raw) => typeof raw.abbreviation === 'string' && typeof raw.text === 'string',
  invalid: 'missing abbreviation or text',
  map: mapStatute,
})
