import type { DocumentRecord, Edition, TocNode } from '#server/content/model.ts'
import type {
  CaseView,
  ChapterResult,
  ContentStore,
  DocumentView,
  GetDocumentOptions,
  ProceedingView,
  PublicationView,
  SearchEngine,
  Synchronous,
  WithinPublicationQuery,
} from '#server/search/engine.ts'
import { NotFoundError } from '#server/errors.ts'
import { countHits, highlightHtml, markSnippet } from '#server/search/highlight.ts'
import { extractTerms, hasOperator, parseQuery } from '#server/search/query/parse.ts'
import { toFts5Match } from '#server/search/fts5/match-query.ts'
import type { Statements } from './statement-cache.ts'

// Reads of one document, publication, case or proceeding from the content index, and the search
// within one publication's chosen chapters. A missing id, or a document outside the edition
// asked for, is a NotFoundError.

const MARK_OPEN = '\u0001'
const MARK_CLOSE = '\u0002'

/** The reads as a search thread answers them: synchronously. */
export type ContentReads = Synchronous<ContentStore> &
  Pick<Synchronous<SearchEngine>, 'searchWithinPublication'>

export function contentReads(stmt: Statements): ContentReads {
  const recordOf = (id: string) => {
    const row = stmt('SELECT id, kind, title, url, record FROM documents WHERE id = ?').get(id) as
      { id: string; kind: string; title: string; url: string; record: string } | undefined
    return row ? { ...row, record: JSON.parse(row.record) as DocumentRecord } : undefined
  }

  function getDocument(id: string, options: GetDocumentOptions = {}): DocumentView {
    const row = stmt(
      'SELECT rowid, id, url, title, type, kind, record, body_html FROM documents WHERE id = ?',
    ).get(id) as
      | {
          rowid: number
          id: string
          url: string
          title: string
          type: string
          kind: string
          record: string
          body_html: string
        }
      | undefined
    if (!row) throw new NotFoundError('Document', id)
    const editions = stmt(
      'SELECT edition FROM document_editions WHERE doc_rowid = ? ORDER BY edition',
    )
      .pluck()
      .all(row.rowid) as Edition[]
    if (options.edition && !editions.includes(options.edition))
      throw new NotFoundError('Document', id)
    const sections = stmt(
      'SELECT ordinal, heading FROM sections WHERE doc_rowid = ? ORDER BY ordinal',
    ).all(row.rowid) as { ordinal: number; heading: string }[]
    let content = row.body_html
    let hitCount = 0
    const term = options.searchTerm?.trim()
    if (term) {
      const ast = parseQuery(options.searchTermFromUrl ? term : quoteTerm(term))
      ;({ html: content, count: hitCount } = highlightHtml(content, extractTerms(ast)))
    }
    return {
      id: row.id,
      url: row.url,
      title: row.title,
      type: row.type,
      kind: row.kind,
      editions,
      record: JSON.parse(row.record) as DocumentRecord,
      content,
      hitCount,
      sections,
    }
  }

  function searchWithinPublication(query: WithinPublicationQuery): ChapterResult[] {
    if (query.tocNodeIds.length === 0) return []
    const raw = query.searchTerm.trim()
    if (!raw) return []
    const text = query.fromUrl && hasOperator(raw) ? raw : quoteTerm(raw)
    const ast = parseQuery(text)
    const terms = extractTerms(ast)
    // The publication's chosen chapters first, then the match within each of them (CROSS JOIN
    // keeps that order: FTS5 seeks each chapter's rowid instead of matching the whole index).
    const rows = stmt(
      `SELECT d.id, d.toc_node, d.title, d.url, f.body AS body_text,
        snippet(documents_fts, 1, ?, ?, '…', 24) AS snippet
      FROM documents d CROSS JOIN documents_fts f ON f.rowid = d.rowid
      WHERE d.publication_id = ? AND d.toc_node IN (SELECT value FROM json_each(?))
        AND documents_fts MATCH ?
      ORDER BY d.rowid`,
    ).all(
      MARK_OPEN,
      MARK_CLOSE,
      query.publicationId,
      JSON.stringify(query.tocNodeIds),
      toFts5Match(ast),
    ) as {
      id: string
      toc_node: string
      title: string
      url: string
      body_text: string
      snippet: string
    }[]
    return rows.map((r) => ({
      docId: r.id,
      tocNode: r.toc_node,
      title: r.title,
      url: r.url,
      hitCount: countHits(`${r.title}\n${r.body_text}`, terms),
      excerpt: markSnippet(r.snippet, MARK_OPEN, MARK_CLOSE),
    }))
  }

  function getPublication(id: string): PublicationView {
    const row = recordOf(id)
    const pub = row?.record.publication
    if (!row || pub?.role !== 'publication') throw new NotFoundError('Publication', id)
    return {
      id: row.id,
      url: row.url,
      title: row.title,
      publicationType: pub.publicationType,
      record: row.record,
      toc: pub.toc as TocNode[],
    }
  }

  function getCase(caseId: string): CaseView {
    const row = recordOf(caseId)
    if (!row || row.kind !== 'case') throw new NotFoundError('Case', caseId)
    return { id: row.id, url: row.url, title: row.title, record: row.record }
  }

  function getProceeding(caseId: string, proceedingId: string): ProceedingView {
    const c = getCase(caseId)
    const proceeding = c.record.case?.proceedings.find((p) => p.proceedingId === proceedingId)
    if (!proceeding) throw new NotFoundError('Proceeding', `${caseId}/${proceedingId}`)
    return { caseId: c.id, caseTitle: c.title, proceeding }
  }

  return { getDocument, searchWithinPublication, getPublication, getCase, getProceeding }
}

/** The term searched as one phrase: quotes inside it are dropped. */
function quoteTerm(term: string): string {
  return `"${term.replace(/"/g, ' ')}"`
}
