// ec-antitrust-cases → KCL case records (metadata only: no decision texts). The body is built
// from the case facts, the decisions with their types and Official Journal references, press
// releases and the list of published documents (linked, not downloaded).
import type { CanonicalDocumentInput } from '../../model.ts'
import { type Block, blocksToSections } from '../../text/html.ts'
import { slugify } from '#server/lib/text.ts'
import { provenance, SOURCES } from '../sources.ts'
import { editionsServed } from '#sites/sources.ts'
import { jsonLinesAdapter } from '../jsonl-adapter.ts'

const NAME = 'ec-antitrust-cases'
const FILE = 'cases.jsonl.gz'

type PressRelease = { reference?: string; webDescription?: string; publicationDate?: string }
type Attachment = {
  link?: string
  category?: string
  language?: string
  description?: string | null
  document_date?: string | null
}
type RawCase = {
  id: string
  case_number: string
  title: string
  instrument?: string
  case_category?: string
  legal_basis?: string[]
  companies?: string[]
  sectors_nace?: string[]
  initiation_date?: string | null
  last_decision_date?: string | null
  press_releases?: PressRelease[]
  decisions?: Array<{
    adoption_date?: string | null
    types?: string[]
    oj_publications?: Array<{ reference?: string; publishedDate?: string }>
    press_releases?: PressRelease[]
    attachments?: Attachment[]
  }>
  case_attachments?: Attachment[]
}

// NACE Rev. 2 sections, for the business-sector tree.
const NACE: Record<string, string> = {
  A: 'Agriculture, forestry and fishing',
  B: 'Mining and quarrying',
  C: 'Manufacturing',
  D: 'Electricity, gas, steam and air conditioning supply',
  E: 'Water supply, sewerage, waste management',
  F: 'Construction',
  G: 'Wholesale and retail trade',
  H: 'Transportation and storage',
  I: 'Accommodation and food service',
  J: 'Information and communication',
  K: 'Financial and insurance activities',
  L: 'Real estate activities',
  M: 'Professional, scientific and technical activities',
  N: 'Administrative and support service activities',
  O: 'Public administration and defence',
  P: 'Education',
  Q: 'Human health and social work',
  R: 'Arts, entertainment and recreation',
  S: 'Other service activities',
  T: 'Activities of households',
  U: 'Extraterritorial organisations',
}

function iso(value: string | null | undefined): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined
}

export function legalBases(values: string[]): string[] {
  const out = new Set<string>()
  for (const v of values) {
    for (const part of v.split('+')) {
      const p = part.trim().replace(/^Art\s/, 'Art. ')
      if (!p) continue
      out.add(/^Art\. \d+$/.test(p) ? `${p} TFEU` : p)
    }
  }
  return [...out].sort()
}

export function mapCase(raw: RawCase): CanonicalDocumentInput {
  const bases = legalBases(raw.legal_basis ?? [])
  const topics = new Set<string>(['Competition law'])
  if (raw.case_category === 'Cartel') topics.add('Competition law>Cartels')
  if (bases.some((b) => /Art\. 101\b|Art\. 53 EEA/.test(b)))
    topics.add('Competition law>Anticompetitive agreements')
  if (bases.some((b) => /Art\. 102\b|Art\. 54 EEA/.test(b)))
    topics.add('Competition law>Abuse of dominance')
  if (bases.some((b) => /Art\.? 106\b/.test(b))) topics.add('Competition law>Public undertakings')
  const companies = [...new Set((raw.companies ?? []).map((c) => c.trim()).filter(Boolean))]
  const sectors = (raw.sectors_nace ?? []).flatMap((s) => {
    const value = s.trim()
    const section = NACE[value[0]]
    return value ? [section ? `${section}>${value}` : value] : []
  })
  const decisions = [...(raw.decisions ?? [])].sort((a, b) =>
    (a.adoption_date ?? '').localeCompare(b.adoption_date ?? ''),
  )
  const initiated = iso(raw.initiation_date)
  const decided = iso(raw.last_decision_date)
  const lastTypes = decisions.length ? (decisions[decisions.length - 1].types ?? []) : []
  const blocks: Block[] = [
    { kind: 'dt', term: 'Case number', text: raw.case_number },
    ...(raw.case_category
      ? [{ kind: 'dt' as const, term: 'Category', text: raw.case_category }]
      : []),
    ...(raw.instrument ? [{ kind: 'dt' as const, term: 'Instrument', text: raw.instrument }] : []),
    ...(bases.length ? [{ kind: 'dt' as const, term: 'Legal basis', text: bases.join(', ') }] : []),
    ...(initiated ? [{ kind: 'dt' as const, term: 'Initiation', text: initiated }] : []),
    ...(decided ? [{ kind: 'dt' as const, term: 'Last decision', text: decided }] : []),
    ...(sectors.length
      ? [{ kind: 'dt' as const, term: 'Sectors (NACE)', text: (raw.sectors_nace ?? []).join('; ') }]
      : []),
  ]
  if (companies.length) {
    blocks.push({ kind: 'heading', text: 'Undertakings concerned' })
    for (const c of companies) blocks.push({ kind: 'li', text: c })
  }
  if (decisions.length) {
    blocks.push({ kind: 'heading', text: 'Decisions' })
    for (const d of decisions) {
      const oj = (d.oj_publications ?? []).map((o) => o.reference).filter(Boolean)
      blocks.push({
        kind: 'li',
        text: `${iso(d.adoption_date) ?? 'Undated'}: ${(d.types ?? []).join(', ') || 'Decision'}${oj.length ? ` (OJ ${oj.join(', ')})` : ''}`,
      })
      for (const p of d.press_releases ?? []) {
        if (p.webDescription)
          blocks.push({
            kind: 'p',
            text: `Press release ${p.reference ?? ''}: ${p.webDescription}`.replace(/\s+:/, ':'),
          })
      }
    }
  }
  const releases = (raw.press_releases ?? []).filter((p) => p.webDescription)
  if (releases.length) {
    blocks.push({ kind: 'heading', text: 'Press releases' })
    for (const p of releases) {
      blocks.push({
        kind: 'li',
        text: `${iso(p.publicationDate) ?? ''} ${p.reference ?? ''}: ${p.webDescription}`.trim(),
      })
    }
  }
  const attachments = [
    ...decisions.flatMap((d) => d.attachments ?? []),
    ...(raw.case_attachments ?? []),
  ].filter((a) => a.link && /^https?:\/\//.test(a.link))
  if (attachments.length) {
    blocks.push({ kind: 'heading', text: 'Documents' })
    for (const a of attachments) {
      blocks.push({
        kind: 'li',
        text: [iso(a.document_date), a.category, a.description, a.language ? `(${a.language})` : '']
          .filter(Boolean)
          .join(' · '),
      })
    }
  }
  const title = `${raw.case_number} ${raw.title}`.trim()
  return {
    id: `ec-${slugify(raw.case_number, 30)}`,
    editions: editionsServed('ec-antitrust-cases'),
    type: 'Cases',
    kind: 'case',
    title,
    summary: `${raw.case_category ?? 'Antitrust'} case${bases.length ? ` under ${bases.join(', ')}` : ''}${companies.length ? ` concerning ${companies.slice(0, 3).join(', ')}${companies.length > 3 ? ' and others' : ''}` : ''}${lastTypes.length ? `. Last decision: ${lastTypes.join(', ')}` : ''}.`,
    source: SOURCES[NAME].collection,
    language: 'en',
    aiAvailable: false,
    dates: {
      ...(decided ? { decision: decided } : {}),
      ...(decided || initiated ? { added: decided ?? initiated } : {}),
    },
    jurisdictions: ['European Union'],
    institution: 'European Commission',
    parties: companies.map((name) => ({ name, role: 'Undertaking' })),
    caseNumbers: [raw.case_number],
    topics: [...topics].sort(),
    legislation: bases,
    ...(raw.case_category ? { procedure: raw.case_category } : {}),
    ...(lastTypes.length ? { outcome: lastTypes.join(', ') } : {}),
    sectors,
    identifiers: { caseNumber: raw.case_number },
    links: attachments.slice(0, 50).map((a) => ({
      label: [a.category, a.description, a.language].filter(Boolean).join(' · ') || 'Document',
      url: a.link!,
    })),
    case: {
      caseId: `ec-${slugify(raw.case_number, 30)}`,
      caseNo: raw.case_number,
      caseName: raw.title || raw.case_number,
      institution: 'European Commission',
      institutionLong: 'European Commission, Directorate-General for Competition',
      ...(raw.case_category ? { caseType: raw.case_category } : {}),
      ...(lastTypes.length ? { outcome: lastTypes.join(', ') } : {}),
      parties: companies.map((name) => ({ name, role: 'Undertaking' })),
      tribunal: [],
      sectors,
      proceedings: [],
    },
    provenance: provenance(NAME, raw.case_number),
    sections: blocksToSections(blocks, { firstHeading: 'Case information' }),
  }
}

export const ecAntitrustCasesAdapter = jsonLinesAdapter<RawCase>({
  name: NAME,
  file: FILE,
  valid: (raw) => typeof raw.case_number === 'string',
  invalid: 'missing case_number',
  map: mapCase,
})
