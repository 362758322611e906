import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { documentSchema, type CanonicalDocumentInput } from '#server/content/model.ts'
import { IndexWriter, isDuplicateDocumentError, SCHEMA_VERSION } from './index-writer.ts'

const provenance = { source: 'test', origin: 'unit test', terms: 'written for this test' }

const award: CanonicalDocumentInput = {
  id: 'award-1',
  editions: ['KA'],
  type: 'Awards',
  kind: 'award',
  title: 'Café Holdings v. Republic of Testland, Award',
  source: 'Investor-State arbitration awards',
  language: 'en',
  aiAvailable: true,
  dates: { decision: '2019-05-31', added: '2019-06-01' },
  institution: 'ICSID',
  topics: ['Investment arbitration>Jurisdiction'],
  legislation: ['ICSID Convention, 1965'],
  case: {
    caseId: 'case-1',
    caseName: 'Café Holdings v. Testland',
    parties: [],
    tribunal: [],
    proceedingId: 'case-1-arbitration',
  },
  provenance,
  sections: [
    {
      heading: 'Jurisdiction',
      html: '<p>The tribunal finds that it has jurisdiction.</p>',
      text: 'The tribunal finds that it has jurisdiction.',
    },
    { heading: '', html: '<p>Costs are shared.</p>', text: 'Costs are shared.' },
  ],
}

const book: CanonicalDocumentInput = {
  id: 'book-1',
  editions: ['KA', 'KIPL'],
  type: 'Conventions',
  kind: 'publication',
  title: 'Convention on Recognition',
  source: 'Treaties',
  language: 'en',
  aiAvailable: false,
  publication: {
    role: 'publication',
    publicationType: 'book',
    chapterCount: 1,
    toc: [{ id: '1', label: 'Article I', docId: 'book-1_1', level: 1, children: [] }],
  },
  provenance,
  sections: [{ heading: 'Contents', html: '<ul><li>Article I</li></ul>', text: 'Article I' }],
}

const chapter: CanonicalDocumentInput = {
  ...book,
  id: 'book-1_1',
  kind: 'chapter',
  title: 'Article I',
  aiAvailable: true,
  publication: {
    role: 'chapter',
    publicationId: 'book-1',
    publicationTitle: 'Convention on Recognition',
    publicationType: 'book',
    tocNode: '1',
    label: 'Article I',
  },
  sections: [
    {
      heading: 'Article I',
      html: '<p>Arbitral awards shall be recognised.</p>',
      text: 'Arbitral awards shall be recognised.',
    },
  ],
}

let dir: string
let path: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'index-writer-'))
  path = join(dir, 'content.sqlite')
  const writer = new IndexWriter(path)
  for (const d of [award, book, chapter]) writer.add(documentSchema.parse(d))
  writer.finish()
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

function open() {
  return new Database(path, { readonly: true })
}

describe('FTS5', () => {
  it('is available in the SQLite build in use', () => {
    const db = new Database(':memory:')
    db.exec("CREATE VIRTUAL TABLE t USING fts5(body, tokenize = 'unicode61 remove_diacritics 2')")
    db.prepare('INSERT INTO t (body) VALUES (?)').run('Tribunal décision')
    expect(db.prepare("SELECT count(*) FROM t WHERE t MATCH 'decision'").pluck().get()).toBe(1)
    db.close()
  })
})

describe('IndexWriter', () => {
  it('writes documents with the contract columns', () => {
    const db = open()
    const row = db.prepare('SELECT * FROM documents WHERE id = ?').get('book-1_1') as Record<
      string,
      unknown
    >
    expect(row).toMatchObject({
      rowid: 3,
      type: 'Conventions',
      kind: 'chapter',
      source: 'Convention on Recognition',
      publication_id: 'book-1',
      publication_title: 'Convention on Recognition',
      toc_node: '1',
      ai_available: 1,
      url: '/document/book-1_1',
    })
    expect(JSON.parse(row.record as string)).not.toHaveProperty('sections')
    const a = db.prepare('SELECT * FROM documents WHERE id = ?').get('award-1') as Record<
      string,
      unknown
    >
    expect(a).toMatchObject({
      date: '2019-05-31',
      published: '2019-06-01',
      case_id: 'case-1',
      proceeding_id: 'case-1-arbitration',
    })
    expect(a.body_html).toBe(
      '<section id="s0"><h2>Jurisdiction</h2><p>The tribunal finds that it has jurisdiction.</p></section>\n' +
        '<section id="s1"><p>Costs are shared.</p></section>',
    )
    expect(
      db
        .prepare('SELECT edition FROM document_editions WHERE doc_rowid = 2 ORDER BY edition')
        .pluck()
        .all(),
    ).toEqual(['KA', 'KIPL'])
    const meta = Object.fromEntries(
      db.prepare('SELECT key, value FROM meta').raw().all() as Array<[string, string]>,
    )
    expect(meta.schema_version).toBe(String(SCHEMA_VERSION))
    expect(JSON.parse(meta.counts)).toMatchObject({
      total: 3,
      byType: { Awards: 1, Conventions: 2 },
    })
    db.close()
  })

  it('stores a tree facet as parent and parent>child rows', () => {
    const db = open()
    const values = db
      .prepare("SELECT value FROM facets WHERE facet = 'topic' AND doc_rowid = 1 ORDER BY value")
      .pluck()
      .all()
    expect(values).toEqual(['Investment arbitration', 'Investment arbitration>Jurisdiction'])
    const facets = db
      .prepare('SELECT facet, value FROM facets WHERE doc_rowid = 3 ORDER BY facet, value')
      .raw()
      .all()
    expect(facets).toEqual(
      expect.arrayContaining([
        ['publicationtitle', 'Convention on Recognition'],
        ['publicationtype', 'book'],
        ['type', 'Conventions'],
        ['language', 'English'],
      ]),
    )
    db.close()
  })

  it('indexes title and body for ranking, phrases, NEAR and snippets', () => {
    const db = open()
    const hit = db
      .prepare(
        `SELECT d.id, snippet(documents_fts, 1, '[', ']', '…', 8) AS s, bm25(documents_fts, 5, 1) AS r
         FROM documents_fts JOIN documents d ON d.rowid = documents_fts.rowid
         WHERE documents_fts MATCH ? ORDER BY r`,
      )
      .all('"finds that" AND NEAR(tribunal jurisdiction, 5) AND cafe') as Array<{
      id: string
      s: string
    }>
    expect(hit.map((h) => h.id)).toEqual(['award-1'])
    expect(hit[0].s).toContain('The [tribunal] [finds that] it has [jurisdiction]')
    const passages = db
      .prepare(
        'SELECT s.doc_rowid, s.ordinal FROM sections_fts f JOIN sections s ON s.rowid = f.rowid WHERE sections_fts MATCH ?',
      )
      .raw()
      .all('costs')
    expect(passages).toEqual([[1, 1]])
    db.close()
    // The external-content indexes agree with their content (documents + sections, titles).
    const rw = new Database(path)
    rw.exec("INSERT INTO documents_fts (documents_fts, rank) VALUES ('integrity-check', 1)")
    rw.exec("INSERT INTO titles_fts (titles_fts, rank) VALUES ('integrity-check', 1)")
    rw.exec("INSERT INTO sections_fts (sections_fts, rank) VALUES ('integrity-check', 1)")
    rw.close()
  })

  it('suggests documents, books and topics by substring, without chapters', () => {
    const db = open()
    const terms = db
      .prepare(
        `SELECT t.term, t.kind, t.editions FROM suggest_fts f JOIN suggest_terms t ON t.rowid = f.rowid
         WHERE suggest_fts MATCH ? ORDER BY t.weight DESC`,
      )
      .raw()
      .all('"ecogn"')
    expect(terms).toEqual([['Convention on Recognition', 'publication', 'KA,KIPL']])
    const topics = db
      .prepare("SELECT term FROM suggest_terms WHERE kind = 'topic' ORDER BY term")
      .pluck()
      .all()
    expect(topics).toEqual(['Investment arbitration>Jurisdiction'])
    db.close()
  })

  it('refuses duplicate ids and an existing target file', () => {
    const other = join(dir, 'other.sqlite')
    const writer = new IndexWriter(other)
    writer.add(documentSchema.parse(award))
    const error = (() => {
      try {
        writer.add(documentSchema.parse(award))
      } catch (e) {
        return e
      }
    })()
    expect(isDuplicateDocumentError(error)).toBe(true)
    writer.abort()
    expect(() => new IndexWriter(path)).toThrow(/already exists/)
  })
})
