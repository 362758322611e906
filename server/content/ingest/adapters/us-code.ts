// us-code-arbitration-ip-competition → titles and chapters of the U.S. Code as loose-leaf books,
// one chapter per section ('§ 1114'), nested by part / chapter / subchapter. Title 9 (FAA, with
// chapter 2 implementing the New York Convention) → KA; 15 ch. 1-2 (antitrust, FTC Act) → KCL;
// the Lanham Act, 17 (copyright) and 35 (patents) → KIPL.
import type { CanonicalDocumentInput } from '../../model.ts'
import { slugify } from '#server/lib/text.ts'
import { type Provision, provisionKey, provisionOutline, type TocEntry } from '../provisions.ts'
import { publicationDocuments } from '../publication.ts'
import { provenance, SOURCES } from '../sources.ts'
import { editionsServed } from '#sites/sources.ts'
import { jsonLinesAdapter } from '../jsonl-adapter.ts'

const NAME = 'us-code-arbitration-ip-competition'
const FILE = 'statutes.jsonl.gz'

type RawSection = { num: string; heading?: string; text?: string; source_credit?: string }
type RawTitle = {
  id: string
  title: string
  popular_name?: string
  area?: string
  citation?: string
  edition?: string
  current_through?: string
  source_path?: string
  source_url?: string
  toc: TocEntry[]
  sections: RawSection[]
}

/** Topics and instruments by title; the title decides the editions (sites/sources.ts). */
type Shelf = { topics: string[]; legislation: string[] }

const SHELVES: Record<string, Shelf> = {
  'US-9USC': {
    topics: ['Arbitration>Arbitration law'],
    legislation: ['Federal Arbitration Act'],
  },
  'US-15USC-ch1': {
    topics: ['Competition law>Antitrust', 'Competition law>Merger control'],
    legislation: ['Sherman Act', 'Clayton Act'],
  },
  'US-15USC-ch2': {
    topics: ['Competition law>Antitrust'],
    legislation: ['Federal Trade Commission Act'],
  },
  'US-15USC-ch22': {
    topics: ['Intellectual property>Trade marks'],
    legislation: ['Lanham Act'],
  },
  'US-17USC': {
    topics: ['Intellectual property>Copyright'],
    legislation: ['Copyright Act'],
  },
  'US-35USC': {
    topics: ['Intellectual property>Patents'],
    legislation: ['Patent Act'],
  },
}

// Sections 201-208 of Title 9 implement the New York Convention (its chapter 2).
export const NYC_CHAPTER_SECTIONS = ['201', '202', '203', '204', '205', '206', '207', '208']

export function usCodeId(rawId: string): string {
  return `us-${slugify(rawId.replace(/^US-/, ''), 30)}`
}

export function mapUsTitle(raw: RawTitle): CanonicalDocumentInput[] {
  const shelf = SHELVES[raw.id] ?? { topics: ['United States law'], legislation: [] }
  const editions = editionsServed('us-code', raw.id)
  const provisions: Provision[] = raw.sections.map((s) => ({
    key: provisionKey('s', s.num),
    label: `§ ${s.num}`,
    ...(s.heading?.trim() ? { sublabel: s.heading.trim() } : {}),
    // The GPO text marks subsection headings in bold (**(a) Filing**): plain text here.
    text: [s.text ?? '', s.source_credit ?? '']
      .filter((t) => t.trim())
      .join('\n')
      .replace(/\*\*([^*\n]+)\*\*/g, '$1'),
  }))
  const byNum = new Map(raw.sections.map((s, i) => [s.num, provisions[i]]))
  const outline = provisionOutline(
    raw.toc,
    provisions,
    (e) => e.section,
    (num) => byNum.get(num),
  )
  const id = usCodeId(raw.id)
  const updated = /^\d{4}-\d{2}-\d{2}$/.test(raw.current_through ?? '')
    ? raw.current_through
    : undefined
  const docs = publicationDocuments({
    id,
    title: raw.title,
    publicationType: 'loose-leaf',
    base: {
      editions,
      type: 'Legislation',
      source: SOURCES[NAME].collection,
      language: 'en',
      dates: {
        ...(updated ? { publication: updated } : {}),
        added: SOURCES[NAME].snapshot,
      },
      jurisdictions: ['United States'],
      topics: shelf.topics,
      legislation: shelf.legislation,
      identifiers: { citation: raw.citation ?? raw.id },
      details: {
        ...(raw.edition ? { edition: raw.edition } : {}),
        ...(updated ? { currentThrough: updated } : {}),
      },
      links: raw.source_url ? [{ label: 'govinfo.gov', url: raw.source_url }] : [],
      provenance: provenance(NAME, raw.source_path ?? raw.id),
    },
    description: [
      {
        kind: 'p',
        text: `${raw.citation ?? raw.title}${raw.popular_name ? ` (${raw.popular_name})` : ''}: ${raw.sections.length} sections, statutory text of the ${raw.edition ?? 'United States Code'}${updated ? `, current through ${updated}` : ''}.`,
      },
    ],
    outline,
    aiAvailable: (chars) => chars >= 200,
  })
  if (raw.id !== 'US-9USC') return docs
  const nyc = new Set(NYC_CHAPTER_SECTIONS.map((n) => `${id}_${provisionKey('s', n)}`))
  return docs.map((d) =>
    nyc.has(d.id)
      ? { ...d, legislation: [...(d.legislation ?? []), 'New York Convention, 1958'] }
      : d,
  )
}

export const usCodeAdapter = jsonLinesAdapter<RawTitle>({
  name: NAME,
  file: FILE,
  valid: (raw) => Array.isArray(raw.sections) && Array.isArray(raw.toc),
  invalid: 'missing sections or toc',
  map: mapUsTitle,
})
