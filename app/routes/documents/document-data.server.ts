// The document page's view model, shared by /document/{id} and the award document of a case.
import type { ContentStore, DocumentView, PublicationView } from '#server/search/engine.ts'
import { isNotFoundError } from '#server/errors.ts'
import type { RouteKey } from '#sites/index.ts'
import { PARAGRAPH_NUMBER } from '#sites/pinpoints.ts'
import { hitContexts, safeBodyHtml, type ReadingTerm } from './reading.server.ts'
import {
  bibliographicReference,
  chapterNeighbours,
  documentDetails,
  type ExtractedTribunal,
  identifiers,
  referenceLists,
} from './view-model.server.ts'
import { sourceNote } from '#server/content/ingest/sources.ts'
import { formatDay, formatDaysIn } from '#sites/dates.ts'

/** A document is "long" when its contents list earns its place. */
const CONTENTS_MIN_SECTIONS = 3

export const DOWNLOADS = [
  { format: 'pdf', label: 'PDF' },
  { format: 'word', label: 'Word' },
] as const

export async function documentPageData(
  view: DocumentView,
  {
    term,
    content: store,
    canOpen,
    path,
    tribunal = null,
  }: {
    term: ReadingTerm | null
    content: ContentStore
    canOpen: (key: RouteKey) => boolean
    /** The page's own path (without the query), for "clear the hits". */
    path: string
    /** The tribunal read from the case's texts (./tribunal.server.ts), when there is one. */
    tribunal?: ExtractedTribunal
  },
) {
  const record = view.record
  const content = withoutRepeatedTitle(safeBodyHtml(view.content), view.title)

  let publication: {
    id: string
    title: string
    href: string
    label: string
    prev: { href: string; label: string } | null
    next: { href: string; label: string } | null
  } | null = null
  if (record.publication?.role === 'chapter') {
    const pub = record.publication
    let toc: PublicationView['toc'] = []
    try {
      toc = (await store.getPublication(pub.publicationId)).toc
    } catch (e) {
      if (!isNotFoundError(e)) throw e
    }
    publication = {
      id: pub.publicationId,
      title: pub.publicationTitle,
      href: `/document/${pub.publicationId}`,
      label: pub.label,
      ...chapterNeighbours(toc, view.id),
    }
  }

  const c = record.case
  // A case record read as a document (a Commission case's text) leads to its case page too.
  const caseLink =
    c && canOpen('document.case')
      ? {
          caseName: c.caseName,
          caseNo: c.caseNo ?? null,
          caseHref: `/document/case/${c.caseId}`,
          proceedingHref: c.proceedingId ? `/document/case/${c.caseId}/${c.proceedingId}` : null,
          documentHref: c.proceedingId
            ? `/document/case/${c.caseId}/${c.proceedingId}/${view.id}`
            : null,
        }
      : null

  const sections = view.sections
    .filter((s) => s.heading.trim())
    .map((s) => ({ id: `s${s.ordinal}`, heading: s.heading }))
  const date =
    record.dates.decision ??
    record.dates.signature ??
    record.dates.legislation ??
    record.dates.publication

  return {
    id: view.id,
    title: view.title,
    subtitle: record.subtitle ?? null,
    type: view.type,
    kicker: [
      view.type,
      publication ? publication.title : (record.court ?? record.institution ?? record.source),
    ]
      .filter(Boolean)
      .join(' · '),
    byline: [
      record.case?.caseNo ?? record.caseNumbers[0],
      formatDay(date),
      record.authors.length ? record.authors.map((a) => a.name).join(', ') : null,
    ]
      .filter(Boolean)
      .join(' · '),
    summary: record.summary ? formatDaysIn(record.summary) : null,
    aiAvailable: record.aiAvailable,
    details: documentDetails(record, { canOpen, tribunal }),
    references: referenceLists(record, { canOpen }),
    identifiers: identifiers(record),
    citation: bibliographicReference(record),
    source: sourceNote(record.provenance, record.source),
    publication,
    caseLink,
    content: withVoiceMarks(withPinpointLinks(content)),
    /** The text has numbered paragraphs with anchors (`#para-N`) to cite. */
    pinpoints: content.includes('<p id="para-'),
    hitCount: term ? view.hitCount : 0,
    hits: term ? hitContexts(content) : [],
    term: term ? { text: term.text, param: term.param } : null,
    /** Set by the loader when the term could not be read as a query. */
    termError: null as string | null,
    clearHref: path,
    contents: sections.length >= CONTENTS_MIN_SECTIONS ? sections : [],
    downloads: canOpen('document.download')
      ? DOWNLOADS.map((d) => ({
          ...d,
          href: `/document/${encodeURIComponent(view.id)}/download/${d.format}`,
        }))
      : [],
  }
}

/**
 * Each anchored paragraph gets its pinpoint link (the ¶ comes from the stylesheet, so copied text
 * and the hit list stay free of it).
 */
function withPinpointLinks(html: string): string {
  return html.replace(
    new RegExp(`<p id="para-(${PARAGRAPH_NUMBER})"([^>]*)>`, 'g'),
    '<p id="para-$1"$2><a class="pin" href="#para-$1" aria-label="Paragraph $1: link to cite"></a>',
  )
}

/**
 * Where the voice changes (a party's argument after the tribunal's reasoning), the paragraph is
 * marked as the start of that voice; the stylesheet writes the voice's name above it (decision
 * 244), so the words themselves, and copied text, stay the author's.
 */
function withVoiceMarks(html: string): string {
  let last = ''
  return html.replace(/<p([^>]*) data-voice="(\w+)">/g, (m, attrs: string, voice: string) => {
    if (voice === last) return m
    last = voice
    return `<p${attrs} data-voice="${voice}" data-voice-start="">`
  })
}

/** A chapter's body often opens with its own title as a heading: the page's h1 already says it. */
function withoutRepeatedTitle(html: string, title: string): string {
  const m = /^(<section id="s0">)<h2>([^<]*)<\/h2>/.exec(html)
  if (!m) return html
  const text = m[2]
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim()
  return text === title.trim() ? m[1] + html.slice(m[0].length) : html
}

export type DocumentPageData = Awaited<ReturnType<typeof documentPageData>>
