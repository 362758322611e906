// Cases and their proceedings (KA): case information, the table of contents by proceeding with
// each proceeding's documents (primary first), the tribunal and the parties with their roles.
import type { CaseInfo, DocumentRecord, Proceeding } from '#server/content/model.ts'
import type { CaseView } from '#server/search/engine.ts'
import type { RouteKey } from '#sites/index.ts'
import { notFound, requireEdition } from './reading.server.ts'
import {
  filterSearchHref,
  formatDay,
  labelOf,
  personSlug,
  type DetailGroup,
} from './view-model.server.ts'

type Links = { canOpen: (key: RouteKey) => boolean }

export function caseRecord(view: CaseView, edition: string): DocumentRecord & { case: CaseInfo } {
  requireEdition(view.record, edition)
  if (!view.record.case) notFound()
  return view.record as DocumentRecord & { case: CaseInfo }
}

export function proceedingHref(caseId: string, proceedingId: string) {
  return `/document/case/${encodeURIComponent(caseId)}/${encodeURIComponent(proceedingId)}`
}

export function caseDocumentHref(caseId: string, proceedingId: string, documentId: string) {
  return `${proceedingHref(caseId, proceedingId)}/${encodeURIComponent(documentId)}`
}

/** Primary documents first, then by date (undated last), as the case table of contents lists them. */
export function orderedDocuments(p: Proceeding) {
  return [...p.documents].sort(
    (a, b) =>
      Number(b.primary) - Number(a.primary) ||
      (a.date ?? '9999').localeCompare(b.date ?? '9999') ||
      a.title.localeCompare(b.title),
  )
}

function proceedingSummary(caseId: string, p: Proceeding) {
  return {
    id: p.proceedingId,
    title: p.title,
    href: proceedingHref(caseId, p.proceedingId),
    status: p.status ?? null,
    commencementDate: formatDay(p.commencementDate),
    dateOfOutcome: formatDay(p.dateOfOutcome),
    outcome: p.outcome ?? null,
    documents: orderedDocuments(p).map((d) => ({
      id: d.id,
      title: d.title,
      date: formatDay(d.date),
      primary: d.primary,
      aiAvailable: d.aiAvailable,
      href: caseDocumentHref(caseId, p.proceedingId, d.id),
    })),
  }
}

export type ProceedingSummary = ReturnType<typeof proceedingSummary>

export function caseData(record: DocumentRecord & { case: CaseInfo }, { canOpen }: Links) {
  const c = record.case
  const search = canOpen('search')
  const profiles = canOpen('profile-navigator.profile')
  const info: DetailGroup[] = []
  const add = (label: string, text: string | undefined | null, href?: string) => {
    if (text && text.trim()) info.push({ label, items: [{ text, href }] })
  }
  add('Case number', c.caseNo)
  add(
    'Institution',
    c.institutionLong ?? c.institution,
    !c.institution
      ? undefined
      : canOpen('organization')
        ? `/organization/${encodeURIComponent(c.institution.toLowerCase())}`
        : search
          ? filterSearchHref('organization', c.institution)
          : undefined,
  )
  add('Case type', c.caseType)
  add('Case status', c.caseStatus)
  add('Outcome', c.outcome ?? record.outcome)
  add('Latest decision', formatDay(record.dates.decision))
  if (record.jurisdictions.length) {
    info.push({ label: 'Respondent State', items: record.jurisdictions.map((j) => ({ text: j })) })
  }
  const sectors = c.sectors.length ? c.sectors : record.sectors.map((s) => s.split('>').pop() ?? s)
  if (sectors.length)
    info.push({ label: 'Sector', items: [...new Set(sectors)].map((s) => ({ text: s })) })
  if (record.legislation.length) {
    info.push({
      label: 'Applicable instruments',
      items: record.legislation.map((l) => ({ text: l })),
    })
  }
  for (const [key, value] of Object.entries(record.details)) add(labelOf(key), value)
  const proceedings = c.proceedings.map((p) => proceedingSummary(c.caseId, p))
  return {
    id: c.caseId,
    title: c.caseName,
    caseNo: c.caseNo ?? null,
    href: `/document/case/${encodeURIComponent(c.caseId)}`,
    institution: c.institution ?? null,
    info,
    parties: (c.parties.length ? c.parties : record.parties).map((p) => ({
      name: p.name,
      role: p.role ?? null,
      href: search ? filterSearchHref('party', p.name) : undefined,
    })),
    tribunal: (c.tribunal.length ? c.tribunal : record.judges).map((p) => ({
      name: p.name,
      role: p.role ?? null,
      href: profiles
        ? `/profile-navigator/${personSlug(p.name)}`
        : search
          ? filterSearchHref('arbitrator', p.name)
          : undefined,
    })),
    proceedings,
    documentCount: proceedings.reduce((n, p) => n + p.documents.length, 0),
    provenance: record.provenance,
  }
}

export type CaseData = ReturnType<typeof caseData>
