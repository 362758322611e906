import { formatDay } from '#sites/dates.ts'
// Canonical records → what the reading screens render. No raw rows leave the loaders: every
// screen gets plain labelled values and ready links.
import type { TribunalMember } from '#server/arbitrators/queries.ts'
import type { DocumentRecord, Person, TocNode } from '#server/content/model.ts'
import { isFacetId, searchHref } from '#sites/search/search-params.ts'
import { defaultState, withChanges, withFacet } from '#sites/search/search-state.ts'
import type { RouteKey } from '#sites/index.ts'

import type { CaseFact } from '#server/content/model.ts'
import type { DetailGroup, DetailItem } from '#app/components/document/details-list.tsx'
export type { DetailGroup, DetailItem }
export type LinkOut = { label: string; href: string }

type Links = { canOpen: (key: RouteKey) => boolean }

/**
 * The tribunal the arbitrator service read from a case's texts, loaded only where the viewer's
 * plan opens profiles (./tribunal.server.ts); null stands for "use the record's own names".
 */
export type ExtractedTribunal = TribunalMember[] | null

const DATE_LABELS: [keyof DocumentRecord['dates'], string][] = [
  ['decision', 'Date of decision'],
  ['signature', 'Date of signature'],
  ['legislation', 'Date of legislation'],
  ['entryIntoForce', 'Entry into force'],
  ['publication', 'Publication date'],
  ['added', 'Added to the portal'],
]

/** A search for everything with one filter value, in the search page's own URL scheme. */
export function filterSearchHref(facet: string, value: string): string {
  if (!isFacetId(facet))
    return searchHref(withChanges(defaultState('default'), { q: `"${value}"` }))
  return searchHref(withFacet(defaultState('default'), facet, { values: [value], op: 'OR' }))
}

/** An arbitrator's profile in the Profile Navigator (spec 001 §3: arbitratorProfileLink). */
export function profileHref(slug: string): string {
  return `/profile-navigator/${encodeURIComponent(slug)}`
}

/** The members of the tribunal named in one document of the case, else the whole tribunal. */
export function tribunalOfDocument(tribunal: TribunalMember[], docId: string): TribunalMember[] {
  const own = tribunal.filter((m) => m.docIds.includes(docId))
  return own.length ? own : tribunal
}

/** The last segment of a tree value: 'Manufacturing>C.26.2 - Manufacture of …' → 'C.26.2 - …'. */
export function leaf(value: string): string {
  return value.split('>').pop()?.trim() ?? value
}

/**
 * The "Document details" of a record (spec 001 §3): every field the record has, in the order a
 * lawyer reads them, with links to a search on the value where the search page can take it.
 */
export function documentDetails(
  record: DocumentRecord,
  { canOpen, tribunal = null }: Links & { tribunal?: ExtractedTribunal },
): DetailGroup[] {
  const search = canOpen('search')
  const groups: DetailGroup[] = []
  const add = (label: string, items: DetailItem[]) => {
    const kept = items.filter((i) => i.text.trim())
    if (kept.length) groups.push({ label, items: kept })
  }
  const people = (list: Person[], facet: string) =>
    list.map((p) => ({
      text: p.name,
      note: p.role,
      href: search ? filterSearchHref(facet, p.name) : undefined,
    }))

  const facts = record.facts
  add('Document type', [
    facts?.kind
      ? { text: facts.kind.label, evidence: evidenceOf(facts.kind) }
      : { text: record.type },
  ])
  add('Authors', people(record.authors, 'author'))
  if (record.publication?.role === 'chapter') {
    add('Publication', [
      {
        text: record.publication.publicationTitle,
        href: `/document/${record.publication.publicationId}`,
      },
    ])
  }
  for (const [key, label] of DATE_LABELS)
    add(label, [
      {
        text: formatDay(record.dates[key]),
        evidence: key === 'decision' && facts?.decided ? evidenceOf(facts.decided) : undefined,
      },
    ])
  if (facts) {
    add(
      'Award reviewed',
      facts.reviews
        ? [
            {
              text: `Award of ${formatDay(facts.reviews.value)}`,
              evidence: evidenceOf(facts.reviews),
            },
          ]
        : [],
    )
    add(
      'Treaty or instrument invoked',
      facts.instruments.map((f) => ({
        text: f.label,
        // The filter holds the treaty's name; the label adds its year where the text gives it.
        href: search
          ? filterSearchHref('legislation', f.label.replace(/ \(\d{4}\)$/, ''))
          : undefined,
        evidence: evidenceOf(f),
      })),
    )
  }
  add(
    'Jurisdictions',
    record.jurisdictions.map((j) => ({
      text: j,
      href: canOpen('jurisdiction')
        ? `/jurisdiction/${encodeURIComponent(j)}`
        : search
          ? filterSearchHref('jurisdiction', j)
          : undefined,
    })),
  )
  add(
    'Court',
    record.court
      ? [{ text: record.court, href: search ? filterSearchHref('court', record.court) : undefined }]
      : [],
  )
  add(
    'Institution',
    record.institution
      ? [
          {
            text: record.institution,
            href: search ? filterSearchHref('organization', record.institution) : undefined,
          },
        ]
      : [],
  )
  add(
    'Case numbers',
    [...new Set([record.case?.caseNo, ...record.caseNumbers])]
      .filter(Boolean)
      .map((n) => ({ text: n as string })),
  )
  add(
    'Parties',
    record.parties.map((p) => ({
      text: p.name,
      note: p.role,
      href: search ? filterSearchHref('party', p.name) : undefined,
    })),
  )
  // The members read from the case's texts link to their profiles; else the record's names.
  add(
    record.kind === 'judgment' ? 'Judges' : 'Tribunal',
    tribunal?.length && canOpen('profile-navigator.profile')
      ? tribunalOfDocument(tribunal, record.id).map((m) => ({
          text: m.name,
          note: m.label,
          href: profileHref(m.slug),
          ...(m.left ? { evidence: leftEvidence(m.left.evidence) } : {}),
        }))
      : people(record.judges, 'arbitrator'),
  )
  add('Procedure', record.procedure ? [{ text: record.procedure }] : [])
  add('Outcome', record.outcome ? [{ text: record.outcome }] : [])
  add('Language', [{ text: LANGUAGES[record.language] ?? record.language }])
  add('Source', [
    { text: record.source, href: search ? filterSearchHref('source', record.source) : undefined },
  ])
  for (const [key, value] of Object.entries(record.details))
    add(labelOf(key), [{ text: formatDay(value) || value }])
  return groups
}

/**
 * Where the texts say a member left the tribunal: 'Award, line 1131: “By letter of 4 January 2010,
 * the Centre informed the Parties that Sir Ian Brownlie had passed away.”'.
 */
export function leftEvidence(e: { title: string; line: number; text: string }): string {
  return `${e.title}, line ${e.line}: “${e.text}”`
}

/** Where a fact was read: 'Line 12: “Date of dispatch to the Parties: 17 March 2006”'. */
function evidenceOf(fact: CaseFact): string | undefined {
  if (!fact.evidence.text) return undefined
  const where = fact.evidence.line > 0 ? `Line ${fact.evidence.line}` : 'Title'
  return `${where}: “${fact.evidence.text}”`
}

/** A details key as a label: 'lastAmendedBy' → 'Last amended by'; 'Rules' stays. */
export function labelOf(key: string): string {
  if (/\s/.test(key)) return key
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const LANGUAGES: Record<string, string> = {
  en: 'English',
  de: 'German',
  nl: 'Dutch',
  fr: 'French',
  es: 'Spanish',
  zh: 'Chinese',
}

/** The reference lists (spec: keywords, topics, legislation, business sector, ...), each item a link. */
export function referenceLists(record: DocumentRecord, { canOpen }: Links): DetailGroup[] {
  const search = canOpen('search')
  const list = (label: string, facet: string, values: string[], show = (v: string) => v) => ({
    label,
    items: [...new Set(values)].map((v) => ({
      text: show(v),
      href: search ? filterSearchHref(facet, v) : undefined,
    })),
  })
  return [
    list('Keywords', 'keyword', record.keywords),
    list('Topics', 'topic', record.topics, (v) => v.split('>').join(' › ')),
    list('Legislation', 'legislation', record.facts ? [] : record.legislation),
    list(
      'Business sector',
      'sector',
      record.sectors.filter((s) => s.includes('>')).length
        ? record.sectors.filter((s) => s.includes('>'))
        : record.sectors,
      leaf,
    ),
    {
      label: 'References',
      items: record.links.map((l) => ({ text: l.label, href: l.url })),
    },
  ].filter((g) => g.items.length > 0)
}

/** Publication numbers and identifiers (ECLI, CELEX, treaty series...). */
export function identifiers(record: DocumentRecord): DetailItem[] {
  return Object.entries(record.identifiers).map(([key, value]) => ({
    text: value,
    note: key.length <= 5 ? key.toUpperCase() : key,
  }))
}

/** How to cite the document: parties or title, case number, court or institution, kind, date. */
export function bibliographicReference(record: DocumentRecord): string {
  // A case document is cited by its date of decision, read from its text, or said undated.
  const date = record.facts
    ? formatDay(record.dates.decision) || 'undated'
    : formatDay(
        record.dates.decision ??
          record.dates.signature ??
          record.dates.legislation ??
          record.dates.publication,
      )
  if (record.publication?.role === 'chapter') {
    return [`${record.title}`, `in: ${record.publication.publicationTitle}`, date]
      .filter(Boolean)
      .join(', ')
  }
  const caseNo = record.case?.caseNo ?? record.caseNumbers[0]
  const forum = record.court ?? record.institution
  const title =
    record.case?.caseName && !record.title.includes(record.case.caseName)
      ? `${record.case.caseName}, ${record.title}`
      : record.title
  const ecli = record.identifiers.ecli
  return [
    title,
    caseNo && !title.includes(caseNo) ? caseNo : null,
    forum && !title.includes(forum) ? forum : null,
    date,
    ecli,
  ]
    .filter(Boolean)
    .join(', ')
}

/** Previous and next chapters of a publication, in reading order (chapters with a document). */
export function chapterNeighbours(toc: TocNode[], docId: string) {
  const order: TocNode[] = []
  const walk = (nodes: TocNode[]) => {
    for (const n of nodes) {
      if (n.docId) order.push(n)
      walk(n.children)
    }
  }
  walk(toc)
  const i = order.findIndex((n) => n.docId === docId)
  const link = (n: TocNode | undefined) =>
    n?.docId
      ? { href: `/document/${n.docId}`, label: n.sublabel ? `${n.label}: ${n.sublabel}` : n.label }
      : null
  return i < 0 ? { prev: null, next: null } : { prev: link(order[i - 1]), next: link(order[i + 1]) }
}
