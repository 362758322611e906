import type { RouterContextProvider } from 'react-router'
import { json } from '#app/utils/api.server.ts'
import {
  caseCitations,
  caseDocumentHref,
  caseRecord,
  orderedDocuments,
} from '#app/routes/documents/case-data.server.ts'
import { orNotFound, readingContext } from '#app/routes/documents/reading.server.ts'
import { extractedTribunal } from '#app/routes/documents/tribunal.server.ts'
import type { CaseInfo, DocumentRecord } from '#server/content/model.ts'
import type { CaseView } from '#server/search/engine.ts'

// What the case calls share (spec 001 §7.2): the case pages' reads and checks
// (app/routes/documents/case-data.server.ts), in the spec's shapes (001 §3).

type Context = Readonly<RouterContextProvider>

/** The case of this edition, or a 404. */
export async function readCase(context: Context, caseId: string) {
  const reading = readingContext(context)
  const view = await orNotFound(() => reading.content.getCase(caseId))
  return { reading, view, record: caseRecord(view, reading.site.id) }
}

function splitName(name: string) {
  const words = name.trim().split(/\s+/)
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' }
}

/** The spec's Case info; arbitrators from the record, linked to profiles where the plan has them. */
export async function caseInfo(
  context: Context,
  view: CaseView,
  record: DocumentRecord & { case: CaseInfo },
  canOpen: (key: never) => boolean,
) {
  const c = record.case
  const { search, site } = readingContext(context)
  const [members, citations] = await Promise.all([
    extractedTribunal(context, c.caseId, canOpen as never),
    caseCitations(search, record, site.id),
  ])
  const slugOf = (name: string) =>
    members?.find((m) => m.name.toLowerCase() === name.toLowerCase())?.slug ?? null
  const [sector, subsector] = (c.sectors[0] ?? '').split('>')
  return {
    caseId: c.caseId,
    caseNo: c.caseNo ?? null,
    institution: c.institution ?? record.institution ?? null,
    caseNr: c.caseNo ?? null,
    institutionLong: c.institutionLong ?? null,
    date: record.dates.decision ?? record.dates.publication ?? null,
    url: view.url,
    city: record.details.city ?? null,
    country: record.jurisdictions[0] ?? null,
    casename: c.caseName,
    caseStatus: c.caseStatus ?? null,
    caseType: c.caseType ?? null,
    caseOutCome: c.outcome ?? record.outcome ?? null,
    sector: sector || null,
    subsector: subsector ?? null,
    rulesRef: c.rules ?? null,
    languages: [record.language],
    lawRef: record.legislation[0] ?? null,
    arbitrators: c.tribunal.map((person) => ({
      ...splitName(person.name),
      firm: null,
      methodOfAppoinment: person.role ?? null,
      nationality: null,
      role: person.role ?? null,
      status: null,
      slug: slugOf(person.name),
    })),
    updatedDate: record.dates.added ?? null,
    cited: citations?.count ?? 0,
  }
}

export function tocOf(record: DocumentRecord & { case: CaseInfo }) {
  return record.case.proceedings.map((p) => ({
    name: p.title,
    date: p.commencementDate ?? null,
    proceedingId: p.proceedingId,
    documents: orderedDocuments(p).map((d) => ({ title: d.title, documentId: d.id })),
  }))
}

export async function proceedingOf(
  context: Context,
  record: DocumentRecord & { case: CaseInfo },
  proceedingId: string,
) {
  const c = record.case
  const p = c.proceedings.find((x) => x.proceedingId === proceedingId)
  if (!p) throw json({ message: 'Not found' }, { status: 404 })
  const claimant = c.parties.find((x) => /claimant|applicant|complainant/i.test(x.role ?? ''))
  const documents = orderedDocuments(p)
  // Counsel and firms: as the primary document's text names them (the case record has none).
  const { content, site } = readingContext(context)
  const primary = documents[0]
    ? await content.getDocument(documents[0].id, { edition: site.id }).catch(() => null)
    : null
  const representatives = (primary?.record.roles ?? [])
    .filter((r) => r.role === 'counsel' || r.role === 'law-firm')
    .map((r) => ({ name: r.name, role: r.role, firm: r.firm ?? null, side: r.side ?? null }))
  return {
    caseNo: c.caseNo ?? null,
    caseSlug: c.caseId,
    title: p.title,
    status: p.status ?? null,
    whoInitiated: claimant?.name ?? null,
    outComeOfProceeding: p.outcome ?? null,
    commencementDate: p.commencementDate ?? null,
    dateOfOutcome: p.dateOfOutcome ?? null,
    proceedingDocuments: documents.map((d) => ({
      id: d.id,
      title: d.title,
      primary: d.primary,
      aiAvailable: d.aiAvailable,
      aiId: d.aiAvailable ? d.id : null,
      url: caseDocumentHref(c.caseId, p.proceedingId, d.id),
    })),
    representatives,
  }
}
