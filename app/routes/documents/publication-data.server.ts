// The publication reading view's model: a book, journal, treaty or statute with its table of
// contents, the chapters ticked in the URL (`node`, repeated) and the search within them.
import type { TocNode } from '#server/content/model.ts'
import type {
  ChapterResult,
  DocumentView,
  PublicationView,
  SearchEngine,
} from '#server/search/engine.ts'
import { isQueryTooBroadError, isSearchSyntaxError } from '#server/errors.ts'
import type { RouteKey } from '#sites/index.ts'
import {
  compactIds,
  selectionFromIds,
  tickedNodeIds,
  type TocItem,
} from '#app/components/document/toc-selection.ts'
import { safeBodyHtml, safeExcerptHtml } from './reading.server.ts'
import { documentDetails, identifiers } from './view-model.server.ts'
import { sourceNote } from '#server/content/ingest/sources.ts'
import { formatDaysIn } from '#sites/dates.ts'

const READ_MORE_CHARS = 300

function tocItems(nodes: TocNode[]): TocItem[] {
  return nodes.map((n) => ({
    id: n.id,
    label: n.label,
    ...(n.sublabel ? { sublabel: n.sublabel } : {}),
    ...(n.docId ? { href: `/document/${n.docId}` } : {}),
    level: n.level,
    children: tocItems(n.children),
  }))
}

/** A long description shows its first paragraph; the rest is behind Read more. */
function splitDescription(html: string): { lead: string; more: string } {
  const paragraphs = html.match(/<p[\s>][\s\S]*?<\/p>/g)
  const length = html.replace(/<[^>]*>/g, '').length
  if (!paragraphs || paragraphs.length < 2 || length <= READ_MORE_CHARS)
    return { lead: html, more: '' }
  return { lead: paragraphs[0], more: paragraphs.slice(1).join('') }
}

export async function publicationPageData(
  view: DocumentView,
  pub: PublicationView,
  { url, search, canOpen }: { url: URL; search: SearchEngine; canOpen: (key: RouteKey) => boolean },
) {
  const record = pub.record
  const toc = tocItems(pub.toc)
  const selected = selectionFromIds(toc, url.searchParams.getAll('node'))
  const ticked = tickedNodeIds(toc, selected)

  // Spec 001 §5: the term typed here is quoted; one that came in the URL from a search keeps its
  // operators. Nothing is searched until a chapter is ticked.
  const typed = url.searchParams.get('within')?.trim() ?? ''
  const carried = (url.searchParams.get('q') ?? url.searchParams.get('searchTerm') ?? '').trim()
  const term = (typed || carried).slice(0, 500)
  const fromUrl = !typed && Boolean(carried)
  let within: {
    term: string
    searched: boolean
    error: string | null
    results: (Omit<ChapterResult, 'url'> & { href: string; label: string })[]
  } | null = null
  if (term) {
    within = { term, searched: false, error: null, results: [] }
    if (ticked.length > 0) {
      try {
        const labels = new Map<string, string>()
        const walk = (nodes: TocItem[]) =>
          nodes.forEach((n) => {
            labels.set(n.id, n.sublabel ? `${n.label}: ${n.sublabel}` : n.label)
            walk(n.children)
          })
        walk(toc)
        const highlight = new URLSearchParams({ [fromUrl ? 'q' : 'find']: term })
        const found = await search.searchWithinPublication({
          publicationId: pub.id,
          tocNodeIds: ticked,
          searchTerm: term,
          fromUrl,
        })
        within.results = found.map((r) => ({
          ...r,
          excerpt: safeExcerptHtml(r.excerpt),
          label: labels.get(r.tocNode) ?? r.title,
          href: `/document/${encodeURIComponent(r.docId)}?${highlight}`,
        }))
        within.searched = true
      } catch (e) {
        if (isSearchSyntaxError(e)) within.error = `The search could not be read: ${e.message}.`
        else if (isQueryTooBroadError(e)) within.error = e.message
        else throw e
      }
    }
  }

  const people = record.authors
  const editors = people.filter((p) => /editor/i.test(p.role ?? ''))
  const authors = people.filter((p) => !/editor/i.test(p.role ?? ''))
  const { lead, more } = splitDescription(safeBodyHtml(view.content))
  const chapterCount =
    record.publication?.role === 'publication' ? record.publication.chapterCount : 0
  const typeLabel = pub.publicationType === 'journal' ? 'Journal' : record.type

  return {
    id: pub.id,
    title: pub.title,
    /** Set by the route when the reading URL's term could not be read. */
    termError: null as string | null,
    kicker: [typeLabel, record.source !== pub.title ? record.source : null]
      .filter(Boolean)
      .join(' · '),
    publicationType: pub.publicationType,
    authors: authors.map((a) => ({ name: a.name, role: a.role ?? null })),
    editors: editors.map((a) => a.name),
    aiAvailable: record.aiAvailable,
    summary: record.summary ? formatDaysIn(record.summary) : null,
    description: { lead, more },
    details: documentDetails(record, { canOpen }).filter((g) => g.label !== 'Authors'),
    identifiers: identifiers(record),
    chapterCount,
    toc,
    selected: [...selected],
    selectedIds: compactIds(toc, selected),
    within,
    allIds: toc.map((n) => n.id),
    source: sourceNote(record.provenance, record.source),
  }
}

export type PublicationPageData = Awaited<ReturnType<typeof publicationPageData>>
