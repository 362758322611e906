import { readingContext } from '#app/routes/documents/reading.server.ts'
import type { DocumentRecord, TocNode } from '#server/content/model.ts'
import type { DocumentView } from '#server/search/engine.ts'

// What the document, publication and case calls share (spec 001 §7.2): the reading pages' own
// services and rules (app/routes/documents/) and the spec's shapes (001 §3). Their refusals are
// answered by app/utils/api.server.ts (a query the parser refuses names `searchTerm`).

export { readingContext }

/** The spec's Document details (001 §3), as far as the record fills them. */
export function documentDetails(view: DocumentView, siteId: string) {
  const r = view.record
  const chapter = r.publication?.role === 'chapter' ? r.publication : null
  const ownPublication = r.publication?.role === 'publication' ? r.publication : null
  return {
    id: view.id,
    siteId,
    url: view.url,
    title: view.title,
    publicationTitle: chapter?.publicationTitle ?? null,
    publicationLink: chapter ? `/document/${chapter.publicationId}` : null,
    publicationType: chapter?.publicationType ?? ownPublication?.publicationType ?? null,
    type: view.type,
    publicationDate: r.dates.publication ?? null,
    legislationDate: r.dates.legislation ?? null,
    caseDate: r.dates.decision ?? null,
    entryIntoForce: r.dates.entryIntoForce ?? null,
    content: view.content,
    summary: r.summary ?? null,
    authors: r.authors.map((a) => ({
      name: a.name,
      searchLink: `/search?q=${encodeURIComponent(`"${a.name}"`)}`,
    })),
    jurisdictions: r.jurisdictions,
    topics: r.topics,
    judges: r.judges.map((j) => ({ name: j.name, role: j.role ?? null })),
    parties: r.parties.map((p) => ({ name: p.name, role: p.role ?? null })),
    caseNumbers: r.caseNumbers,
    court: r.court ?? null,
    organization: r.institution ?? null,
    keyWords: r.keywords,
    legislations: r.legislation,
    source: r.source,
    hasCasefiles: Boolean(r.case),
    caseFile: r.case ? `/document/case/${encodeURIComponent(r.case.caseId)}` : null,
    tocItems: view.sections.map((s) => ({
      id: s.ordinal,
      label: s.heading,
      href: `${view.url}#s${s.ordinal}`,
    })),
    aiAvailable: r.aiAvailable,
    aiId: r.aiAvailable ? view.id : null,
    highlights: view.hitCount,
    favoriteUrl: view.url,
    caseFacts: r.facts
      ? {
          dateOfDecision: r.facts.decided ?? null,
          documentType: r.facts.kind ?? null,
          instrumentsInvoked: r.facts.instruments,
        }
      : null,
  }
}

export type TocNodeJson = {
  id: string
  label: string
  sublabel: string | null
  docId: string | null
  level: number
  checkbox: boolean
  disabled: boolean
  children: TocNodeJson[]
}

/** A table-of-contents node as the reading view's tree (001 §3 tocNodes). */
export function tocNodeJson(node: TocNode): TocNodeJson {
  return {
    id: node.id,
    label: node.label,
    sublabel: node.sublabel ?? null,
    docId: node.docId ?? null,
    level: node.level,
    checkbox: true,
    disabled: !node.docId && node.children.length === 0,
    children: node.children.map(tocNodeJson),
  }
}

export type { DocumentRecord }
