// Cases and their proceedings: case information, the table of contents by proceeding with
// each proceeding's documents (primary first), the tribunal and the parties with their roles.
// The words and panels follow the kind of case record (sites/case-records.ts): an arbitration's
// tribunal and respondent State, a Commission case's undertakings, legal basis and decisions.
import type { CaseInfo, DocumentRecord, Edition, Proceeding } from '#server/content/model.ts'
import { citingDocuments } from '#server/search/citing.ts'
import type { CaseView, SearchEngine } from '#server/search/engine.ts'
import { caseRecordWording } from '#sites/case-records.ts'
import { formatDay } from '#sites/dates.ts'
import type { RouteKey } from '#sites/index.ts'
import { searchHref } from '#sites/search/search-params.ts'
import { defaultState, withChanges } from '#sites/search/search-state.ts'
import { notFound, requireEdition } from './reading.server.ts'
import {
  filterSearchHref,
  labelOf,
  leaf,
  leftEvidence,
  profileHref,
  type DetailGroup,
  type DetailItem,
  type ExtractedTribunal,
} from './view-model.server.ts'
import { sourceNote } from '#server/content/ingest/sources.ts'

type Links = { canOpen: (key: RouteKey) => boolean }
type Citations = Awaited<ReturnType<typeof caseCitations>>

/**
 * The edition's documents citing the case by its number, less the case's own documents (which
 * name it throughout): GetCase's `cited`, and the case page's "Cited in".
 */
export function caseCitations(
  search: Pick<SearchEngine, 'search'>,
  record: DocumentRecord & { case: CaseInfo },
  edition: Edition,
) {
  const { caseNo, proceedings } = record.case
  if (!caseNo) return Promise.resolve(null)
  const own = new Set([record.id, ...proceedings.flatMap((p) => p.documents.map((d) => d.id))])
  return citingDocuments(search, edition, caseNo, own)
}

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

function proceedingSummary(caseId: string, p: Proceeding, all: Proceeding[]) {
  // The award a document reviews, wherever the case lists it.
  const reviewed = (id: string | undefined) => {
    const owner = id ? all.find((q) => q.documents.some((d) => d.id === id)) : undefined
    const award = owner?.documents.find((d) => d.id === id)
    return owner && award
      ? {
          title: award.title,
          date: formatDay(award.date),
          href: caseDocumentHref(caseId, owner.proceedingId, award.id),
        }
      : null
  }
  return {
    id: p.proceedingId,
    title: p.title,
    href: proceedingHref(caseId, p.proceedingId),
    status: p.status ?? null,
    commencementDate: formatDay(p.commencementDate),
    dateOfOutcome: formatDay(p.dateOfOutcome),
    /** The outcome date was read from the text: the page says so. */
    dateRead: p.dateOfOutcomeRead === 'heuristic',
    outcome: p.outcome ?? null,
    documents: orderedDocuments(p).map((d) => ({
      id: d.id,
      title: d.title,
      date: formatDay(d.date),
      primary: d.primary,
      aiAvailable: d.aiAvailable,
      href: caseDocumentHref(caseId, p.proceedingId, d.id),
      reviews: reviewed(d.reviews),
    })),
  }
}

export type ProceedingSummary = ReturnType<typeof proceedingSummary>

/**
 * A document the record links to (a Commission decision's published text). Its label reads
 * 'category · description · language'; a bare language is the decision itself.
 */
function linkedDocument(link: { label: string; url: string }) {
  const parts = link.label.split(' · ')
  const language = /^[A-Z]{2}$/.test(parts.at(-1) ?? '') ? parts.pop()! : null
  return { title: parts.join(' · ') || 'Decision', language, href: link.url }
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export function caseData(
  record: DocumentRecord & { case: CaseInfo },
  {
    canOpen,
    tribunal = null,
    citations = null,
  }: Links & { tribunal?: ExtractedTribunal; citations?: Citations },
) {
  const c = record.case
  const words = caseRecordWording(record.provenance.source)
  const search = canOpen('search')
  const profiles = canOpen('profile-navigator.profile')
  const info: DetailGroup[] = []
  const add = (label: string, text: string | undefined | null, href?: string) => {
    if (text && text.trim()) info.push({ label, items: [{ text, href }] })
  }
  const addAll = (label: string, items: DetailItem[]) => {
    if (items.length) info.push({ label, items })
  }
  add('Case number', c.caseNo)
  if (citations?.count)
    add(
      'Cited in',
      count(citations.count, 'other document', 'other documents'),
      search ? searchHref(withChanges(defaultState('default'), { q: citations.q })) : undefined,
    )
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
  add(words.labels.caseType, c.caseType)
  add('Case status', c.caseStatus)
  add(words.labels.latestDecision, formatDay(record.dates.decision))
  add(words.labels.outcome, c.outcome ?? record.outcome)
  if (words.jurisdictions)
    addAll(
      words.jurisdictions,
      record.jurisdictions.map((j) => ({ text: j })),
    )
  // Tree values ('Manufacturing>C.26.2 - Manufacture of …') show their last segment, which
  // carries the NACE code; the link searches the whole value.
  const sectors = [...new Set(c.sectors.length ? c.sectors : record.sectors)]
  const leaves = sectors.filter((s) => s.includes('>'))
  addAll(
    words.labels.sector,
    (leaves.length ? leaves : sectors).map((s) => ({
      text: leaf(s),
      href: search ? filterSearchHref('sector', s) : undefined,
    })),
  )
  addAll(
    words.labels.legislation,
    record.legislation.map((l) => ({
      text: l,
      href: search ? filterSearchHref('legislation', l) : undefined,
    })),
  )
  for (const [key, value] of Object.entries(record.details)) add(labelOf(key), value)
  const proceedings = c.proceedings.map((p) => proceedingSummary(c.caseId, p, c.proceedings))
  const documentCount = proceedings.reduce((n, p) => n + p.documents.length, 0)
  const linked = proceedings.length ? [] : record.links.map(linkedDocument)
  const people: Array<{ name: string; role: string | null; href?: string; evidence?: string }> =
    tribunal?.length && profiles
      ? tribunal.map((m) => ({
          name: m.name,
          role: m.label,
          href: profileHref(m.slug),
          // (a member who left: the sentence that says so)
          ...(m.left ? { evidence: leftEvidence(m.left.evidence) } : {}),
        }))
      : (c.tribunal.length ? c.tribunal : record.judges).map((p) => ({
          name: p.name,
          role: p.role ?? null,
          href: search ? filterSearchHref('arbitrator', p.name) : undefined,
        }))
  return {
    id: c.caseId,
    title: c.caseName,
    caseNo: c.caseNo ?? null,
    href: `/document/case/${encodeURIComponent(c.caseId)}`,
    institution: c.institution ?? null,
    info,
    parties: (c.parties.length ? c.parties : record.parties).map((p) => ({
      name: p.name,
      role: words.parties.roles ? (p.role ?? null) : null,
      href: search ? filterSearchHref('party', p.name) : undefined,
    })),
    tribunal: words.tribunal ? people : [],
    /** The side panels and the documents section, titled for the kind of case. */
    panels: {
      tribunal: words.tribunal && (people.length || words.tribunal.empty) ? words.tribunal : null,
      parties: words.parties,
      documents: words.documents,
    },
    proceedings,
    /** Without proceedings: the documents the record links to (a Commission case's decisions). */
    linked,
    tally: proceedings.length
      ? `${count(proceedings.length, 'proceeding', 'proceedings')} · ${count(documentCount, 'document', 'documents')}`
      : count(linked.length, 'document', 'documents'),
    source: sourceNote(record.provenance, record.source),
  }
}

export type CaseData = ReturnType<typeof caseData>
