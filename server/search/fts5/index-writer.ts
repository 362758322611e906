// Writes canonical documents into a new content index file (schema.sql beside this file).
// One transaction, prepared statements; documents get rowids in the order they are added, so
// the same input in the same order gives the same tables.
import Database from 'better-sqlite3'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  type CanonicalDocument,
  documentUrl,
  type Edition,
  facetValues,
  relevantDate,
} from '../../content/model.ts'
import { sectionsToHtml } from '../../content/text/html.ts'
import { ArbitratorTables } from '../../arbitrators/index-tables.ts'
import { EDITION_BIT_SQL } from './edition-bits.ts'
import { writeSuggestPhrases } from './suggest-phrases.ts'

// Bump on any incompatible change of schema.sql.
export const SCHEMA_VERSION = 7

export const SCHEMA_PATH = fileURLToPath(new URL('./schema.sql', import.meta.url))

export function readSchemaSql(): string {
  return readFileSync(SCHEMA_PATH, 'utf8')
}

export class DuplicateDocumentError extends Error {
  readonly code = 'DUPLICATE_DOCUMENT'
  readonly id: string
  constructor(id: string) {
    super(`duplicate document id ${id}`)
    this.id = id
    this.name = 'DuplicateDocumentError'
  }
}

export function isDuplicateDocumentError(e: unknown): e is DuplicateDocumentError {
  return (e as { code?: unknown } | null)?.code === 'DUPLICATE_DOCUMENT'
}

export type IndexCounts = {
  total: number
  bySource: Record<string, number>
  byType: Record<string, number>
  byEdition: Record<string, number>
}

// Suggestion weights: books and cases above single documents; topics weigh their document count.
const SUGGEST_WEIGHT = { publication: 1000, case: 500, document: 100 } as const

function bump(map: Record<string, number>, key: string) {
  map[key] = (map[key] ?? 0) + 1
}

function sortedCounts(map: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(map).sort(([a], [b]) => a.localeCompare(b)))
}

export class IndexWriter {
  readonly #db: Database.Database
  readonly #ids = new Set<string>()
  readonly #topics = new Map<string, { editions: Set<Edition>; count: number }>()
  readonly #counts: IndexCounts = { total: 0, bySource: {}, byType: {}, byEdition: {} }
  readonly #insertDocument: Database.Statement
  readonly #insertEdition: Database.Statement
  readonly #insertFacet: Database.Statement
  readonly #insertSection: Database.Statement
  readonly #insertSuggest: Database.Statement
  readonly #arbitrators: ArbitratorTables
  #open = true

  // Creates the schema in a new file (which must not exist yet) and starts the transaction.
  readonly path: string

  constructor(path: string) {
    this.path = path
    if (existsSync(path)) throw new Error(`index file already exists: ${path}`)
    this.#db = new Database(path)
    this.#db.pragma('journal_mode = OFF')
    this.#db.pragma('synchronous = OFF')
    this.#db.pragma('cache_size = -65536')
    this.#db.pragma('temp_store = MEMORY')
    this.#db.exec(readSchemaSql())
    this.#insertDocument = this.#db.prepare(
      `INSERT INTO documents (rowid, id, type, kind, title, date, published, source, publication_id,
        publication_title, toc_node, case_id, proceeding_id, ai_available, language, url, summary,
        record, body_html)
       VALUES (@rowid, @id, @type, @kind, @title, @date, @published, @source, @publicationId,
        @publicationTitle, @tocNode, @caseId, @proceedingId, @aiAvailable, @language, @url,
        @summary, @record, @bodyHtml)`,
    )
    this.#insertEdition = this.#db.prepare(
      'INSERT INTO document_editions (doc_rowid, edition) VALUES (?, ?)',
    )
    this.#insertFacet = this.#db.prepare(
      'INSERT INTO facets (doc_rowid, facet, value) VALUES (?, ?, ?)',
    )
    this.#insertSection = this.#db.prepare(
      'INSERT INTO sections (doc_rowid, ordinal, heading, text) VALUES (?, ?, ?, ?)',
    )
    this.#insertSuggest = this.#db.prepare(
      'INSERT INTO suggest_terms (term, kind, doc_id, editions, weight) VALUES (?, ?, ?, ?, ?)',
    )
    this.#arbitrators = new ArbitratorTables(this.#db)
    this.#db.exec('BEGIN')
  }

  get count(): number {
    return this.#counts.total
  }

  has(id: string): boolean {
    return this.#ids.has(id)
  }

  // Adds one validated document and returns its rowid.
  add(doc: CanonicalDocument): number {
    if (this.#ids.has(doc.id)) throw new DuplicateDocumentError(doc.id)
    this.#ids.add(doc.id)
    const rowid = this.#counts.total + 1
    const { sections, ...record } = doc
    const pub = doc.publication
    const chapter = pub?.role === 'chapter' ? pub : undefined
    const date = relevantDate(doc) ?? null
    this.#insertDocument.run({
      rowid,
      id: doc.id,
      type: doc.type,
      kind: doc.kind,
      title: doc.title,
      date,
      published: doc.dates.added ?? date,
      source: chapter ? chapter.publicationTitle : doc.source,
      publicationId: chapter ? chapter.publicationId : null,
      publicationTitle: chapter ? chapter.publicationTitle : pub ? doc.title : null,
      tocNode: chapter ? chapter.tocNode : null,
      caseId: doc.case?.caseId ?? null,
      proceedingId: doc.case?.proceedingId ?? null,
      aiAvailable: doc.aiAvailable ? 1 : 0,
      language: doc.language,
      url: documentUrl(doc),
      summary: doc.summary ?? null,
      record: JSON.stringify(record),
      bodyHtml: sectionsToHtml(sections),
    })
    for (const edition of [...new Set(doc.editions)].sort()) {
      this.#insertEdition.run(rowid, edition)
      bump(this.#counts.byEdition, edition)
    }
    for (const [facet, value] of facetValues(doc)) this.#insertFacet.run(rowid, facet, value)
    sections.forEach((s, i) => this.#insertSection.run(rowid, i, s.heading, s.text))
    if (doc.kind !== 'chapter') {
      const kind =
        doc.kind === 'publication' ? 'publication' : doc.kind === 'case' ? 'case' : 'document'
      this.#insertSuggest.run(
        doc.title,
        kind,
        doc.id,
        [...new Set(doc.editions)].sort().join(','),
        SUGGEST_WEIGHT[kind],
      )
    }
    for (const topic of doc.topics) {
      const t = this.#topics.get(topic) ?? { editions: new Set<Edition>(), count: 0 }
      t.count++
      for (const e of doc.editions) t.editions.add(e)
      this.#topics.set(topic, t)
    }
    this.#arbitrators.add(doc)
    this.#counts.total++
    bump(this.#counts.bySource, doc.provenance.source)
    bump(this.#counts.byType, doc.type)
    return rowid
  }

  // Builds the full-text indexes and the meta table, commits and closes the file.
  finish(): IndexCounts {
    const counts: IndexCounts = {
      total: this.#counts.total,
      bySource: sortedCounts(this.#counts.bySource),
      byType: sortedCounts(this.#counts.byType),
      byEdition: sortedCounts(this.#counts.byEdition),
    }
    for (const [topic, t] of [...this.#topics].sort(([a], [b]) => a.localeCompare(b))) {
      this.#insertSuggest.run(topic, 'topic', null, [...t.editions].sort().join(','), t.count)
    }
    writeSuggestPhrases(this.#db)
    this.#db.exec(`
      INSERT INTO doc_meta
      SELECT d.rowid,
        (SELECT coalesce(sum(${EDITION_BIT_SQL}), 0) FROM document_editions e
           WHERE e.doc_rowid = d.rowid),
        d.kind, d.date, d.published, d.ai_available, p.rowid,
        CASE WHEN d.kind = 'case' THEN EXISTS (
          SELECT 1 FROM documents c WHERE c.case_id = d.id AND c.rowid <> d.rowid) ELSE 1 END,
        lower(d.title), lower(coalesce(d.publication_title, d.title))
      FROM documents d LEFT JOIN documents p ON p.id = d.publication_id;
      INSERT INTO documents_fts (documents_fts) VALUES ('rebuild');
      INSERT INTO titles_fts (titles_fts) VALUES ('rebuild');
      INSERT INTO sections_fts (sections_fts) VALUES ('rebuild');
      INSERT INTO suggest_fts (suggest_fts) VALUES ('rebuild');
    `)
    this.#arbitrators.finish()
    const meta = this.#db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)')
    meta.run('schema_version', String(SCHEMA_VERSION))
    meta.run('built_at', new Date().toISOString())
    meta.run('counts', JSON.stringify(counts))
    this.#db.exec('COMMIT')
    this.#db.exec(`
      INSERT INTO documents_fts (documents_fts) VALUES ('optimize');
      INSERT INTO titles_fts (titles_fts) VALUES ('optimize');
      INSERT INTO sections_fts (sections_fts) VALUES ('optimize');
      INSERT INTO suggest_fts (suggest_fts) VALUES ('optimize');
      ANALYZE;
    `)
    this.#db.close()
    this.#open = false
    return counts
  }

  // Rolls back and closes; the caller removes the file.
  abort(): void {
    if (!this.#open) return
    this.#open = false
    try {
      if (this.#db.inTransaction) this.#db.exec('ROLLBACK')
    } finally {
      this.#db.close()
    }
  }
}
