import { isSelectable } from '#app/search/selection.ts'
import type { SearchState } from '#sites/search/search-state.ts'
import { formatDay, formatDaysIn } from '#sites/dates.ts'
import { CASE_LAW_TYPES } from '#sites/search/modes.ts'
import type { SearchHit } from '#server/search/engine.ts'

// One search result as the page shows it: its date, facts and an address that marks the terms.

export type HitView = {
  id: string
  title: string
  url: string
  type: string
  date: string | null
  dateLabel: string
  authors: string[]
  source: string
  sourceLocation: string | null
  /** HTML-escaped by the engine, with <mark> around the query's terms. */
  excerpt: string
  aiAvailable: boolean
  selectable: boolean
  chapters: { id: string; title: string; url: string }[]
  /** A decision's case number, parties, treaty or statute and outcome, each with its name. */
  facts: { name: string; value: string }[]
  /** Grouped by case: the case, and its other results (oldest first) with their kind and date. */
  caseGroup: {
    name: string
    url: string
    others: { id: string; title: string; url: string; note: string }[]
    /** Other results the row does not list. */
    more: number
  } | null
}

/** yyyy-mm-dd → '10 May 2020' (spec 000 §9: day 2-digit, short month, year, en-GB). */
export function displayDate(iso: string | null): string | null {
  return iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatDay(iso) || null : null
}

/**
 * A row's excerpt with the days of a summary (the portal's own sentence, shown when no passage
 * matched: it has no highlights) written as the portal writes a day; a passage of the text
 * itself is quoted as it stands.
 */
function excerptDays(excerpt: string): string {
  return excerpt.includes('<mark>') ? excerpt : formatDaysIn(excerpt)
}

export function hitView(hit: SearchHit, state: SearchState): HitView {
  const newContent = state.mode === 'new content'
  const date = newContent
    ? hit.updatedDate
    : (hit.jurisDate ?? hit.legisDate ?? hit.publicationDate ?? hit.updatedDate)
  return {
    id: hit.id,
    title: hit.title,
    url: withTerm(hit.url, state.q),
    type: hit.type,
    date: displayDate(date),
    dateLabel: newContent ? 'Added' : hit.jurisDate ? 'Decision date' : 'Date',
    authors: hit.authors,
    source: hit.source,
    sourceLocation: hit.sourceLocation,
    excerpt: excerptDays(hit.excerpt),
    aiAvailable: hit.aiAvailable,
    selectable: isSelectable(hit),
    chapters: (hit.bookCluster ?? []).map((c) => ({ ...c, url: withTerm(c.url, state.q) })),
    facts: caseFactsOf(hit),
    caseGroup: caseGroupOf(hit, state),
  }
}

function caseGroupOf(hit: SearchHit, state: SearchState): HitView['caseGroup'] {
  const group = hit.caseGroup
  if (!group) return null
  return {
    name: group.caseName,
    url: group.url,
    others: group.others.map((o) => ({
      id: o.id,
      title: o.title,
      url: withTerm(o.url, state.q),
      note: [o.kind ?? o.type, displayDate(o.date)].filter(Boolean).join(', '),
    })),
    more: group.otherCount - group.others.length,
  }
}

const caseLaw: ReadonlySet<string> = new Set(CASE_LAW_TYPES)

/**
 * The facts a row names beyond its type, date and tribunal (the tribunal or court stands as its
 * place already): the parties only where the title does not name them.
 */
export function caseFactsOf(
  hit: Pick<SearchHit, 'title' | 'type' | 'sourceLocation' | 'caseFacts'>,
) {
  const { tribunal, caseNumber, kind, presiding, parties, treaty, outcome } = hit.caseFacts
  const facts: { name: string; value: string }[] = []
  if (tribunal && tribunal !== hit.sourceLocation) facts.push({ name: 'Tribunal', value: tribunal })
  if (kind) facts.push({ name: 'Document kind', value: kind })
  if (caseNumber) facts.push({ name: 'Case number', value: caseNumber })
  if (presiding) facts.push({ name: presiding.role, value: presiding.name })
  const title = hit.title.toLowerCase()
  if (parties.length > 0 && !parties.every((p) => title.includes(p.toLowerCase())))
    facts.push({ name: 'Parties', value: parties.join(parties.length === 2 ? ' v. ' : ', ') })
  // A ruling's is what the case was brought under (decision 240); another text's, its statute.
  const treatyName = caseLaw.has(hit.type) ? 'Treaty or instrument invoked' : 'Treaty or statute'
  if (treaty) facts.push({ name: treatyName, value: treaty })
  if (outcome) facts.push({ name: 'Outcome', value: outcome })
  return facts
}

/** A result's address carrying the search text, so the document opens with its hits marked. */
export function withTerm(url: string, q: string): string {
  if (!q) return url
  const [path = '', hash] = url.split('#', 2)
  const [pathname, search = ''] = path.split('?', 2)
  const params = new URLSearchParams(search)
  params.set('q', q)
  return `${pathname}?${params}${hash === undefined ? '' : `#${hash}`}`
}
