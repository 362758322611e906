// eu-legislation-competition-ip and eu-digital-markets-act → EU acts as books: the recitals, then
// one chapter per article ('Article 102') and annex, nested by part / title / chapter / section.
// Competition acts (TFEU, 1/2003, 773/2004, the EUMR, 802/2004, ECN+, the DMA) → KCL; IP acts
// (EUTMR, Unitary Patent, IPRED, copyright directives) → KIPL. A consolidated text says so.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { CanonicalDocumentInput } from '../../model.ts'
import { slugify } from '#server/lib/text.ts'
import { readJsonLines } from '../jsonl.ts'
import { type Provision, provisionKey, provisionOutline, type TocEntry } from '../provisions.ts'
import { type OutlineNode, publicationDocuments } from '../publication.ts'
import { provenance, SOURCES } from '../sources.ts'
import type { AdapterItem, AdapterOptions, SourceAdapter } from '../types.ts'
import { editionsServed } from '#sites/sources.ts'

type SourceName = 'eu-legislation-competition-ip' | 'eu-digital-markets-act'
const FILE = 'legislation.jsonl.gz'

type RawArticle = { num: string; heading?: string; text?: string }
type RawAct = {
  id: string
  celex?: string
  citation?: string
  short_title?: string
  title: string
  document_type?: string
  area?: string
  date_adopted?: string
  oj_reference?: string
  version?: string
  n_recitals?: number
  source_path?: string
  source_url?: string
  toc: TocEntry[]
  articles: RawArticle[]
  text?: string
}

// Topics by CELEX number; the area decides the edition.
const TOPICS: Record<string, string> = {
  '32004R0139': 'Competition law>Merger control',
  '32004R0802': 'Competition law>Merger control',
  '32022R1925': 'Competition law>Digital markets',
  '32017R1001': 'Intellectual property>Trade marks',
  '32012R1257': 'Intellectual property>Patents',
  '32004L0048': 'Intellectual property>Enforcement',
  '32001L0029': 'Intellectual property>Copyright',
  '32019L0790': 'Intellectual property>Copyright',
  '32006L0116': 'Intellectual property>Copyright',
}

/** Topics by the source's area; the area decides the editions (sites/sources.ts). */
const AREAS: Record<string, string> = {
  competition: 'Competition law>Antitrust',
  intellectual_property: 'Intellectual property',
}

// The act as the legislation facet and the CJEU judgments cite it: 'TFEU', 'Regulation 1/2003'.
export function actCitation(raw: Pick<RawAct, 'citation' | 'document_type'>): string | undefined {
  if (raw.document_type === 'treaty') return /TFEU/.test(raw.citation ?? '') ? 'TFEU' : undefined
  const m = /(Regulation|Directive)\b.*?(\d{4}\/\d+|\d+\/\d{4})/.exec(raw.citation ?? '')
  return m ? `${m[1]} ${m[2]}` : undefined
}

export function euActId(raw: Pick<RawAct, 'id' | 'celex'>): string {
  return `eu-${slugify(raw.celex ?? raw.id.replace(/^EU-/, ''), 30)}`
}

// The recitals: under '## Recitals', or (Official Journal layout) everything before the first
// chapter heading.
export function recitals(raw: Pick<RawAct, 'text' | 'n_recitals'>): string {
  const text = raw.text ?? ''
  if (!raw.n_recitals) return ''
  const marked = /^## Recitals\n([\s\S]*?)(?=^#{2,3} |$(?![\s\S]))/m.exec(text)
  if (marked) return marked[1].trim()
  const first = text.search(/^#{2,3} /m)
  return (first < 0 ? text : text.slice(0, first)).trim()
}

export function mapEuAct(source: SourceName, raw: RawAct): CanonicalDocumentInput[] {
  const celex = raw.celex ?? raw.id.replace(/^EU-/, '')
  const area = {
    editions: editionsServed('eu-legislation', raw.area),
    topic: AREAS[raw.area ?? ''] ?? 'European Union law',
  }
  const topics = [...new Set([area.topic, ...(TOPICS[celex] ? [TOPICS[celex]] : [])])]
  const provisions: Provision[] = raw.articles.map((a) => {
    const isArticle = /^\d/.test(a.num)
    return {
      key: isArticle ? provisionKey('art', a.num) : slugify(a.num, 30),
      label: isArticle
        ? `Article ${a.num}`
        : a.num.replace(/\b[IV][iv]+\b/g, (r) => r.toUpperCase()),
      ...(a.heading?.trim() ? { sublabel: a.heading.trim() } : {}),
      text: a.text ?? '',
    }
  })
  const byNum = new Map(raw.articles.map((a, i) => [a.num, provisions[i]]))
  const outline: OutlineNode[] = provisionOutline(
    raw.toc,
    provisions,
    (e) => e.article,
    (num) => byNum.get(num),
  )
  const preamble = recitals(raw)
  if (preamble) {
    outline.unshift({
      label: 'Recitals',
      key: 'recitals',
      blocks: preamble
        .split(/\n+/)
        .map((t) => t.trim())
        .filter(Boolean)
        .map((text) => ({ kind: 'p' as const, text })),
      children: [],
    })
  }
  const citation = actCitation(raw)
  const consolidated = /^consolidated/i.test(raw.version ?? '')
  const title = raw.short_title?.trim() || raw.title
  const adopted = /^\d{4}-\d{2}-\d{2}$/.test(raw.date_adopted ?? '') ? raw.date_adopted : undefined
  const id = euActId(raw)
  const docs = publicationDocuments({
    id,
    title,
    publicationType: 'loose-leaf',
    base: {
      editions: area.editions,
      type: raw.document_type === 'treaty' ? 'Treaties' : 'Legislation',
      source: SOURCES[source].collection,
      language: 'en',
      dates: { ...(adopted ? { legislation: adopted } : {}), added: SOURCES[source].snapshot },
      jurisdictions: ['European Union'],
      topics,
      legislation: citation ? [citation] : [],
      identifiers: { celex, ...(raw.oj_reference ? { oj: raw.oj_reference } : {}) },
      details: {
        ...(raw.citation ? { citation: raw.citation } : {}),
        ...(raw.version ? { version: raw.version } : {}),
      },
      links: raw.source_url ? [{ label: 'EUR-Lex', url: raw.source_url }] : [],
      provenance: provenance(source, raw.source_path ?? raw.id, raw.version),
    },
    description: [
      { kind: 'p', text: raw.title },
      {
        kind: 'p',
        text: consolidated
          ? `Consolidated text (${raw.version}): a documentation text without legal effect; only the act published in the Official Journal${raw.oj_reference ? ` (${raw.oj_reference})` : ''} is authentic.`
          : `Text as published in the Official Journal${raw.oj_reference ? ` (${raw.oj_reference})` : ''}.`,
      },
    ],
    outline,
    aiAvailable: (chars) => chars >= 200,
  })
  if (citation !== 'TFEU') return docs
  // The competition articles of the TFEU carry their own citation ('Art. 102 TFEU').
  return docs.map((d) => {
    const n = /^art(\d+)$/.exec(d.id.slice(id.length + 1))?.[1]
    return n && Number(n) >= 101 && Number(n) <= 109
      ? { ...d, legislation: [...(d.legislation ?? []), `Art. ${n} TFEU`] }
      : d
  })
}

function euAdapter(source: SourceName): SourceAdapter {
  return {
    name: source,
    detect: (dir) => existsSync(join(dir, FILE)),
    async *read(dir: string, options: AdapterOptions = {}): AsyncGenerator<AdapterItem> {
      for await (const item of readJsonLines(join(dir, FILE))) {
        if ('error' in item) {
          yield { file: FILE, line: item.line, error: item.error }
          continue
        }
        const raw = item.value as RawAct
        if (options.select && !options.select(String(raw?.id))) continue
        if (!raw || typeof raw.title !== 'string' || !Array.isArray(raw.articles)) {
          yield { file: FILE, line: item.line, error: 'missing title or articles' }
          continue
        }
        for (const doc of mapEuAct(source, { ...raw, toc: raw.toc ?? [] })) {
          yield { file: FILE, line: item.line, doc }
        }
      }
    },
  }
}

export const euLegislationAdapter = euAdapter('eu-legislation-competition-ip')
export const euDigitalMarketsActAdapter = euAdapter('eu-digital-markets-act')
