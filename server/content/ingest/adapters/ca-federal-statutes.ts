// ca-federal-statutes-arbitration-ip-competition → Canadian federal Acts as loose-leaf books, one
// chapter per section ('Section 79') and per article of a schedule (the UNCITRAL Model Law 1985 in
// the Commercial Arbitration Act, the New York Convention, the ICSID Convention). Arbitration Acts
// → KA, the Competition and Competition Tribunal Acts → KCL, the IP Acts → KIPL.
import type { CanonicalDocumentInput } from '../../model.ts'
import { slugify } from '#server/lib/text.ts'
import { type Provision, provisionKey, provisionOutline, type TocEntry } from '../provisions.ts'
import { publicationDocuments } from '../publication.ts'
import { provenance, SOURCES } from '../sources.ts'
import { editionsServed } from '#sites/sources.ts'
import { jsonLinesAdapter } from '../jsonl-adapter.ts'

const NAME = 'ca-federal-statutes-arbitration-ip-competition'
const FILE = 'statutes.jsonl.gz'

type RawSection = { num: string; heading?: string; text?: string; history?: string }
type RawAct = {
  id: string
  title: string
  long_title?: string
  area?: string
  citation?: string
  consolidated_number?: string
  current_to?: string
  last_amended?: string
  source_path?: string
  source_url?: string
  toc: TocEntry[]
  sections: RawSection[]
}

/** Topics by the source's area; the area decides the editions (sites/sources.ts). */
const AREAS: Record<string, string> = {
  arbitration: 'Arbitration>Arbitration law',
  competition: 'Competition law>Antitrust',
  intellectual_property: 'Intellectual property',
}

// By consolidated number: finer topics and the instruments an Act enacts.
const ACTS: Record<string, { topic?: string; legislation: string[] }> = {
  'C-34.6': { legislation: ['UNCITRAL Model Law on International Commercial Arbitration, 1985'] },
  'U-2.4': { legislation: ['New York Convention, 1958'] },
  'S-8.5': { topic: 'Arbitration>Investment arbitration', legislation: ['ICSID Convention'] },
  'P-4': { topic: 'Intellectual property>Patents', legislation: [] },
  'T-13': { topic: 'Intellectual property>Trade marks', legislation: [] },
  'C-42': { topic: 'Intellectual property>Copyright', legislation: [] },
  'I-9': { topic: 'Intellectual property>Designs', legislation: [] },
}

function provisionsOf(sections: RawSection[]): Provision[] {
  const keys = new Set<string>()
  return sections.map((s, i) => {
    const num = s.num.trim()
    const body = /^\d/.test(num)
    let key = body ? provisionKey('s', num) : slugify(num || `part-${i + 1}`, 30)
    while (keys.has(key)) key = `${key}-${i + 1}`
    keys.add(key)
    const label = body
      ? `Section ${num}`
      : num
        ? num.replace(/^ARTICLE\b/, 'Article')
        : (s.heading?.trim() ?? 'Related provisions')
    return {
      key,
      label,
      ...(s.heading?.trim() && label !== s.heading.trim() ? { sublabel: s.heading.trim() } : {}),
      text: [s.text ?? '', s.history ?? ''].filter((t) => t.trim()).join('\n'),
    }
  })
}

export function caActId(raw: Pick<RawAct, 'id'>): string {
  return `ca-${slugify(raw.id.replace(/^CA-/, ''), 30)}`
}

export function mapCaAct(raw: RawAct): CanonicalDocumentInput[] {
  const number = raw.consolidated_number ?? raw.id.replace(/^CA-/, '')
  const area = {
    editions: editionsServed('ca-federal-statutes', raw.area),
    topic: AREAS[raw.area ?? ''] ?? 'Canadian law',
  }
  const act = ACTS[number]
  const provisions = provisionsOf(raw.sections)
  const byNum = new Map(raw.sections.map((s, i) => [s.num, provisions[i]]))
  const outline = provisionOutline(
    raw.toc,
    provisions,
    (e) => e.section,
    (num) => byNum.get(num),
  )
  const current = /^\d{4}-\d{2}-\d{2}$/.test(raw.current_to ?? '') ? raw.current_to : undefined
  return publicationDocuments({
    id: caActId(raw),
    title: `${raw.title} (Canada)`,
    publicationType: 'loose-leaf',
    base: {
      editions: area.editions,
      type: 'Legislation',
      source: SOURCES[NAME].collection,
      language: 'en',
      dates: {
        ...(current ? { publication: current } : {}),
        added: SOURCES[NAME].snapshot,
      },
      jurisdictions: ['Canada'],
      topics: [...new Set([area.topic, ...(act?.topic ? [act.topic] : [])])],
      legislation: act?.legislation ?? [],
      identifiers: { citation: raw.citation ?? number, consolidatedNumber: number },
      details: {
        ...(current ? { currentTo: current } : {}),
        ...(raw.last_amended ? { lastAmended: raw.last_amended } : {}),
      },
      links: raw.source_url ? [{ label: 'Justice Laws Website', url: raw.source_url }] : [],
      provenance: provenance(NAME, raw.source_path ?? raw.id),
    },
    description: [
      {
        kind: 'p',
        text: `${raw.long_title ?? raw.title} (${raw.citation ?? number}). Consolidated text from the Justice Laws Website${current ? `, current to ${current}` : ''}.`,
      },
    ],
    outline,
    aiAvailable: (chars) => chars >= 200,
  })
}

export const caFederalStatutesAdapter = jsonLinesAdapter<RawAct>({
  name: NAME,
  file: FILE,
  valid: (raw) => typeof raw.title === 'string' && Array.isArray(raw.sections),
  invalid: 'missing title or sections',
  map: (raw) => mapCaAct({ ...raw, toc: raw.toc ?? [] }),
})
