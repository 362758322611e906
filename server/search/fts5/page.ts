import type { DocumentRecord, PRESIDING_ROLES } from '#server/content/model.ts'
import { isInstrument, rowTitle } from '../row-title.ts'
import { escapeHtml } from '#server/lib/text.ts'
import type { SearchHit, SearchPage } from '../engine.ts'
import { excerptAround, termPattern, truncate } from '../highlight.ts'
import type { Statements } from '#server/content-index/statement-cache.ts'
import type { PageRow } from './page-order.ts'
import type { Fts5Plan } from './plan.ts'

// One page of results: the hits of a set in the plan's order, each with its preview fields and
// an excerpt highlighting the query's words (or the summary, without text).

export const EXCERPT_CHARS = { short: 200, long: 600 } as const
const EXCERPT_SCAN_CHARS = 40_000
export const SUMMARY_CHARS = { short: 240, long: 800 } as const

/** The columns of a documents row that a result shows. */
export type DocRow = {
  rowid: number
  id: string
  type: string
  kind: string
  title: string
  date: string | null
  published: string | null
  source: string
  publication_id: string | null
  publication_title: string | null
  toc_node: string | null
  ai_available: number
  url: string
  summary: string | null
  record: string
}

const DOC_COLUMNS = `rowid, id, type, kind, title, date, published, source, publication_id,
  publication_title, toc_node, ai_available, url, summary, record`

/**
 * The page of `rows` (in order, ./page-order.ts), out of `totalHits`; `chapters` lists a
 * publication's matching chapters, best first, when results are publications.
 */
export function readPage(
  stmt: Statements,
  plan: Fts5Plan,
  rows: PageRow[],
  totalHits: number,
  chapters: (pub: number) => number[],
): SearchPage {
  return {
    hits: hitsOf(stmt, rows, plan, chapters),
    totalHits,
    start: plan.start,
    resultsPerPage: plan.resultsPerPage,
    sortBy: plan.sortBy,
    sortOrder: plan.sortOrder,
    mode: plan.settings.mode,
    endpoint: plan.settings.endpoint,
  }
}

function hitsOf(
  stmt: Statements,
  rows: PageRow[],
  plan: Fts5Plan,
  chapters: (pub: number) => number[],
): SearchHit[] {
  if (rows.length === 0) return []
  const docs = docsByRowid(
    stmt,
    rows.map((r) => r.rowid),
  )
  const excerpts = plan.highlight.length
    ? excerptsOf(
        stmt,
        rows.map((r) => r.best ?? r.rowid),
        plan,
      )
    : new Map<number, string>()
  const clusterOf =
    plan.settings.groupByPublication && plan.match
      ? stmt('SELECT id, title, url FROM documents WHERE rowid = ?')
      : null
  return rows.map(({ rowid, best }) => {
    const doc = docs.get(rowid) as DocRow
    const record = JSON.parse(doc.record) as DocumentRecord
    let excerpt = excerpts.get(best ?? rowid) ?? ''
    if (!excerpt && doc.summary)
      excerpt = escapeHtml(truncate(doc.summary, SUMMARY_CHARS[plan.excerpt]))
    const hit: SearchHit = {
      ...preview(doc, record),
      excerpt,
    }
    if (clusterOf) {
      hit.bookCluster = chapters(rowid)
        .slice(0, 3)
        .map((d) => clusterOf.get(d) as { id: string; title: string; url: string })
    }
    return hit
  })
}

/**
 * Excerpts for the page, cut from the section with the most hits among the first sections of
 * each document (reading stops at a section with several hits or after EXCERPT_SCAN_CHARS):
 * one indexed read per section and a regular expression, cheaper than FTS5 snippet() over
 * whole documents, which re-evaluates the MATCH per document (costly for prefix queries).
 */
function excerptsOf(stmt: Statements, docRowids: number[], plan: Fts5Plan): Map<number, string> {
  const sections = stmt('SELECT text FROM sections WHERE doc_rowid = ? ORDER BY ordinal').pluck()
  const pattern = termPattern(plan.highlight)
  const out = new Map<number, string>()
  if (!pattern) return out
  for (const doc of docRowids) {
    let best = ''
    let bestHits = 0
    let scanned = 0
    for (const text of sections.iterate(doc) as IterableIterator<string>) {
      const hits = text.match(pattern)?.length ?? 0
      if (hits > bestHits) [best, bestHits] = [text, hits]
      scanned += text.length
      if (bestHits >= 3 || (bestHits > 0 && scanned > EXCERPT_SCAN_CHARS)) break
    }
    if (bestHits > 0) out.set(doc, excerptAround(best, plan.highlight, EXCERPT_CHARS[plan.excerpt]))
  }
  return out
}

function docsByRowid(stmt: Statements, rowids: number[]): Map<number, DocRow> {
  const rows = stmt(
    `SELECT ${DOC_COLUMNS} FROM documents WHERE rowid IN (
    SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(rowids)) as DocRow[]
  return new Map(rows.map((r) => [r.rowid, r]))
}

/** The spec's Document preview (001 §3) of a row (the Solr adapter's hits too). */
export function preview(doc: DocRow, record: DocumentRecord): Omit<SearchHit, 'excerpt'> {
  const chapterLabel = record.publication?.role === 'chapter' ? record.publication.label : undefined
  const sourceLocation =
    doc.publication_title && doc.publication_id
      ? [doc.publication_title, chapterLabel].filter(Boolean).join(', ')
      : (record.court ?? record.institution ?? null)
  return {
    id: doc.id,
    title: rowTitle(doc.title, record, doc.publication_title),
    url: doc.url,
    authors: record.authors.map((a) => a.name),
    updatedDate: doc.published,
    publicationDate: record.dates.publication ?? null,
    type: doc.type,
    aiAvailable: doc.ai_available === 1,
    aiId: doc.ai_available === 1 ? doc.id : null,
    legisDate: record.dates.legislation ?? null,
    jurisDate: record.dates.decision ?? null,
    source: doc.source,
    sourceLocation,
    summary: doc.summary,
    caseFacts: {
      tribunal: record.court ?? record.institution ?? record.case?.institution ?? null,
      caseNumber: record.caseNumbers[0] ?? record.case?.caseNo ?? null,
      kind: record.facts?.kind?.label ?? null,
      presiding: presidingOf(record),
      // A treaty's Contracting parties are not parties to a dispute: its title names them.
      parties: isInstrument(doc.type)
        ? []
        : (record.parties.length > 0 ? record.parties : (record.case?.parties ?? [])).map(
            (p) => p.name,
          ),
      treaty: record.legislation[0] ?? null,
      outcome: record.outcome ?? record.case?.outcome ?? null,
    },
  }
}

/** What a row calls each role that presides. */
const PRESIDING: Readonly<Record<(typeof PRESIDING_ROLES)[number], string>> = {
  president: 'President',
  'committee-president': 'President of the committee',
  'sole-arbitrator': 'Sole arbitrator',
}

/** Who presided over the tribunal or committee, as the text names them. */
function presidingOf(record: DocumentRecord): { name: string; role: string } | null {
  const member = record.roles?.find((r) => r.entityType === 'person' && r.role in PRESIDING)
  return member
    ? { name: member.name, role: PRESIDING[member.role as keyof typeof PRESIDING] }
    : null
}
