// A document's details as labelled lines (PDF, Word) and as a result-list row (Excel).
import { formatDay } from '#sites/dates.ts'
import { LANGUAGE_NAMES, type DocumentRecord, type Person } from '#server/content/model.ts'
import type { ExportField, ExportRow } from './types.ts'

const DATE_LABELS: Record<keyof DocumentRecord['dates'], string> = {
  decision: 'Date of decision',
  publication: 'Publication date',
  legislation: 'Date of legislation',
  entryIntoForce: 'Entry into force',
  signature: 'Date of signature',
  added: 'Added to the portal',
}

/** 2020-05-10 → 10 May 2020 (dates in the index are ISO days), as the portal's pages write it. */
export function formatDate(iso: string | undefined | null): string {
  return formatDay(iso)
}

function people(list: Person[]): string {
  return list.map((p) => (p.role ? `${p.name} (${p.role})` : p.name)).join('; ')
}

/** The last part of a tree value: 'Investment arbitration>Expropriation' → 'Expropriation'. */
function leaf(value: string): string {
  return value.split('>').pop()?.trim() ?? value
}

export function documentFields(record: DocumentRecord): ExportField[] {
  const fields: ExportField[] = []
  const add = (label: string, value: string | undefined) => {
    if (value && value.trim()) fields.push({ label, value: value.trim() })
  }
  add('Document type', record.type)
  if (record.publication?.role === 'chapter') {
    add('Publication', record.publication.publicationTitle)
    add('Chapter', record.publication.label)
  }
  if (record.case) {
    add('Case', record.case.caseName)
    add('Case number', record.case.caseNo)
  }
  for (const [key, label] of Object.entries(DATE_LABELS) as [keyof typeof DATE_LABELS, string][]) {
    if (key !== 'added') add(label, formatDate(record.dates[key]))
  }
  add('Authors', people(record.authors))
  add('Jurisdictions', record.jurisdictions.join('; '))
  add('Court', record.court)
  add('Institution', record.institution)
  add('Case numbers', record.caseNumbers.filter((n) => n !== record.case?.caseNo).join('; '))
  add('Parties', people(record.parties))
  add(record.kind === 'judgment' ? 'Judges' : 'Tribunal', people(record.judges))
  add('Procedure', record.procedure)
  add('Outcome', record.outcome)
  add('Keywords', record.keywords.join('; '))
  add('Topics', [...new Set(record.topics.map(leaf))].join('; '))
  add('Legislation', record.legislation.join('; '))
  add('Business sectors', [...new Set(record.sectors.map(leaf))].join('; '))
  for (const [key, value] of Object.entries(record.identifiers)) add(key.toUpperCase(), value)
  for (const [key, value] of Object.entries(record.details)) add(key, value)
  add('Language', LANGUAGE_NAMES[record.language] ?? record.language)
  add('Source', record.source)
  return fields
}

export function provenanceLine(record: DocumentRecord): string {
  const p = record.provenance
  return [`Source: ${p.source}`, p.origin, p.terms, p.notes].filter(Boolean).join('. ')
}

export function resultRow(record: DocumentRecord, url: string): ExportRow {
  const d = record.dates
  return {
    id: record.id,
    title: record.title,
    url,
    type: record.type,
    date: d.decision ?? d.legislation ?? d.publication ?? d.signature ?? d.entryIntoForce ?? '',
    source:
      record.publication?.role === 'chapter' ? record.publication.publicationTitle : record.source,
    jurisdictions: record.jurisdictions.join('; '),
    courtOrInstitution: [record.court, record.institution].filter(Boolean).join('; '),
    parties: people(record.parties),
    caseNumbers: [...new Set([record.case?.caseNo, ...record.caseNumbers].filter(Boolean))].join(
      '; ',
    ),
    authors: record.authors.map((a) => a.name).join('; '),
    keywords: record.keywords.join('; '),
    aiAvailable: record.aiAvailable,
  }
}
