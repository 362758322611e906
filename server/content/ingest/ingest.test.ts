import Database from 'better-sqlite3'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CanonicalDocumentInput } from '../model.ts'
import {
  detectSources,
  ensureContentIndex,
  ingest,
  type IngestIssue,
  isIngestError,
} from './ingest.ts'

function doc(id: string, over: Partial<CanonicalDocumentInput> = {}): CanonicalDocumentInput {
  return {
    id,
    editions: ['KA'],
    type: 'Awards',
    kind: 'award',
    title: `Award ${id}`,
    source: 'Test collection',
    language: 'en',
    aiAvailable: true,
    dates: { decision: '2020-01-02' },
    topics: ['Investment arbitration>Jurisdiction'],
    provenance: { source: 'test', origin: 'unit test', terms: 'written for this test' },
    sections: [
      {
        heading: 'Facts',
        html: '<p>The tribunal finds jurisdiction.</p>',
        text: 'The tribunal finds jurisdiction.',
      },
    ],
    ...over,
  }
}

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ingest-test-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

function writeCanonical(name: string, lines: string[]): string {
  const src = join(dir, 'src')
  mkdirSync(src, { recursive: true })
  const body = lines.join('\n') + '\n'
  writeFileSync(join(src, name), name.endsWith('.gz') ? gzipSync(body) : body)
  return src
}

function documentsTable(path: string): unknown[] {
  const db = new Database(path, { readonly: true })
  try {
    return db.prepare('SELECT * FROM documents ORDER BY rowid').all()
  } finally {
    db.close()
  }
}

describe('ingest', () => {
  it('reports invalid records with source, line and reason, and skips them', async () => {
    const src = writeCanonical('a.jsonl.gz', [
      JSON.stringify(doc('a-1')),
      '{ not json',
      JSON.stringify(doc('a-2', { editions: ['XX' as never] })),
      JSON.stringify(doc('a-3', { dates: { decision: '02/01/2020' } })),
      '',
      JSON.stringify(doc('a-1')),
      JSON.stringify(doc('a-4')),
    ])
    const issues: IngestIssue[] = []
    const report = await ingest({
      dir: src,
      out: join(dir, 'out.sqlite'),
      onIssue: (i) => issues.push(i),
    })
    expect(report.total).toBe(2)
    expect(report.skipped).toBe(4)
    expect(issues.map((i) => [i.source, i.file, i.line])).toEqual([
      ['canonical', 'a.jsonl.gz', 2],
      ['canonical', 'a.jsonl.gz', 3],
      ['canonical', 'a.jsonl.gz', 4],
      ['canonical', 'a.jsonl.gz', 6],
    ])
    expect(issues[0].reason).toMatch(/invalid JSON/)
    expect(issues[1].reason).toMatch(/^a-2: editions\.0/)
    expect(issues[2].reason).toMatch(/dates\.decision: expected a date yyyy-mm-dd/)
    expect(issues[3].reason).toMatch(/duplicate document id a-1/)
    expect(report.bySource).toEqual({ test: 2 })
    expect(report.byType).toEqual({ Awards: 2 })
  })

  it('sanitises HTML that arrives in canonical files', async () => {
    const dirty = doc('x-1', {
      sections: [
        {
          heading: 'H',
          html: '<p onclick="x()" data-voice="x()">ok</p><script>alert(1)</script>',
          text: 'ok',
        },
      ],
    })
    const src = writeCanonical('x.jsonl', [JSON.stringify(dirty)])
    const out = join(dir, 'out.sqlite')
    await ingest({ dir: src, out })
    const [row] = documentsTable(out) as Array<{ body_html: string }>
    // (An award's paragraph is then marked with its voice; a forged voice is not kept.)
    expect(row.body_html).toBe(
      '<section id="s0"><h2>H</h2><p data-voice="procedure">ok</p></section>',
    )
  })

  it('replaces the target atomically and leaves no temporary file', async () => {
    const out = join(dir, 'var', 'content.sqlite')
    const first = writeCanonical('a.jsonl', [JSON.stringify(doc('a-1'))])
    await ingest({ dir: first, out })
    expect(documentsTable(out)).toHaveLength(1)
    // Held open by a reader while the new file is built, as a running server would.
    const reader = new Database(out, { readonly: true })
    writeCanonical('b.jsonl', [JSON.stringify(doc('b-1')), JSON.stringify(doc('b-2'))])
    await ingest({ dir: first, out })
    expect(reader.prepare('SELECT count(*) AS n FROM documents').get()).toEqual({ n: 1 })
    reader.close()
    expect(documentsTable(out)).toHaveLength(3)
    expect(readdirSync(join(dir, 'var'))).toEqual(['content.sqlite'])
  })

  it('keeps the old index when a build fails', async () => {
    const out = join(dir, 'content.sqlite')
    await ingest({ dir: writeCanonical('a.jsonl', [JSON.stringify(doc('a-1'))]), out })
    const empty = join(dir, 'empty')
    mkdirSync(empty)
    const error = await ingest({ dir: empty, out }).catch((e: unknown) => e)
    expect(isIngestError(error)).toBe(true)
    expect(documentsTable(out)).toHaveLength(1)
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('gives the same documents table on every run', async () => {
    const src = writeCanonical('a.jsonl', [
      JSON.stringify(doc('b-2', { type: 'Decisions', kind: 'decision' })),
      JSON.stringify(doc('a-1')),
    ])
    writeCanonical('b.jsonl.gz', [JSON.stringify(doc('c-3', { editions: ['KCL', 'KA'] }))])
    await ingest({ dir: src, out: join(dir, 'one.sqlite') })
    await ingest({ dir: src, out: join(dir, 'two.sqlite') })
    const one = documentsTable(join(dir, 'one.sqlite'))
    expect(one).toHaveLength(3)
    expect(documentsTable(join(dir, 'two.sqlite'))).toEqual(one)
  })

  it('detects raw sources by folder name and canonical files otherwise', () => {
    const corpus = join(dir, 'corpus')
    mkdirSync(join(corpus, 'ec-antitrust-cases'), { recursive: true })
    writeFileSync(join(corpus, 'ec-antitrust-cases', 'cases.jsonl.gz'), gzipSync(''))
    mkdirSync(join(corpus, 'unknown-source'))
    expect(detectSources(corpus).map((s) => s.adapter.name)).toEqual(['ec-antitrust-cases'])
    expect(detectSources(join(corpus, 'ec-antitrust-cases')).map((s) => s.adapter.name)).toEqual([
      'ec-antitrust-cases',
    ])
    const src = writeCanonical('a.jsonl', [])
    expect(detectSources(src).map((s) => s.adapter.name)).toEqual(['canonical'])
  })
})

describe('ensureContentIndex', () => {
  it('builds the index from the starter folder when it is missing or the folder changed', async () => {
    const starterDir = writeCanonical('a.jsonl', [JSON.stringify(doc('a-1'))])
    const indexPath = join(dir, 'var', 'content.sqlite')
    expect(await ensureContentIndex({ indexPath, starterDir })).toEqual({ built: true })
    expect(existsSync(indexPath)).toBe(true)
    expect(await ensureContentIndex({ indexPath, starterDir })).toEqual({ built: false })
    writeCanonical('b.jsonl', [JSON.stringify(doc('b-1'))])
    expect(await ensureContentIndex({ indexPath, starterDir })).toEqual({ built: true })
    expect(documentsTable(indexPath)).toHaveLength(2)
    expect(await ensureContentIndex({ indexPath, starterDir })).toEqual({ built: false })
  })

  it('leaves an index built from another corpus alone', async () => {
    const other = join(dir, 'other.sqlite')
    await ingest({ dir: writeCanonical('c.jsonl', [JSON.stringify(doc('c-1'))]), out: other })
    const starterDir = join(dir, 'starter-elsewhere')
    mkdirSync(starterDir, { recursive: true })
    writeFileSync(join(starterDir, 'd.jsonl'), JSON.stringify(doc('d-1')) + '\n')
    expect(await ensureContentIndex({ indexPath: other, starterDir })).toEqual({ built: false })
    expect(documentsTable(other).map((d) => (d as { id: string }).id)).not.toContain('d-1')
  })
})

const STARTER = resolve(process.cwd(), 'data/starter')
describe.skipIf(!existsSync(STARTER))('the committed starter corpus', () => {
  it('ingests without issues and makes every edition real', async () => {
    const issues: IngestIssue[] = []
    const out = join(dir, 'starter.sqlite')
    const report = await ingest({ dir: STARTER, out, onIssue: (i) => issues.push(i) })
    expect(issues).toEqual([])
    expect(Object.keys(report.bySource).sort()).toEqual([
      'ca-federal-statutes-arbitration-ip-competition',
      'cjeu-judgments-2017-2018',
      'de-federal-statutes-ip-competition',
      'ec-antitrust-cases',
      'eu-digital-markets-act',
      'eu-legislation-competition-ip',
      'ew-judgments-find-case-law',
      'isds-awards',
      'nl-treaties',
      'udrp-domain-decisions',
      'un-core-treaties',
      'uncitral-arbitration-rules',
      'us-code-arbitration-ip-competition',
    ])
    expect(report.byEdition.KA).toBeGreaterThan(1000)
    expect(report.byEdition.KIPL).toBeGreaterThan(1000)
    expect(report.byEdition.KCL).toBeGreaterThan(1000)
    const db = new Database(out, { readonly: true })
    const count = (sql: string, ...args: unknown[]) =>
      (db
        .prepare(sql)
        .pluck()
        .get(...args) as number) ?? 0
    expect(
      count("SELECT count(*) FROM documents WHERE kind = 'case' AND case_id LIKE 'case-%'"),
    ).toBeGreaterThan(20)
    expect(
      count(
        "SELECT count(*) FROM facets WHERE facet = 'legislation' AND value = 'New York Convention, 1958'",
      ),
    ).toBeGreaterThan(10)
    expect(
      count(
        "SELECT count(*) FROM documents WHERE id IN ('BWBV0005176', 'BWBV0004615', 'BWBV0003819', 'BWBV0004680', 'BWBV0004722', 'BWBV0006168', 'de-zpo', 'de-gwb', 'de-uwg-2004')",
      ),
    ).toBe(9)
    // The statutes the comparisons and Manual IP quote, as books of the editions they serve.
    const editionsOf = (id: string) =>
      db
        .prepare(
          'SELECT e.edition FROM documents d JOIN document_editions e ON e.doc_rowid = d.rowid WHERE d.id = ? ORDER BY 1',
        )
        .pluck()
        .all(id)
        .join()
    expect(editionsOf('us-9usc_s10')).toBe('KA')
    expect(editionsOf('us-15usc-ch1_s18a')).toBe('KCL')
    expect(editionsOf('us-35usc_s111')).toBe('KIPL')
    expect(editionsOf('eu-12012e-txt_art102')).toBe('KCL')
    expect(editionsOf('eu-32022r1925_art5')).toBe('KCL')
    expect(editionsOf('eu-32017r1001_art46')).toBe('KIPL')
    expect(editionsOf('uncitral-arbitration-rules_art7')).toBe('KA')
    expect(editionsOf('ca-c-34-6_article-34')).toBe('KA')
    expect(editionsOf('ew-ewca-civ-2020-6')).toBe('KA')
    expect(
      count(
        "SELECT count(*) FROM documents d JOIN document_editions e ON e.doc_rowid = d.rowid WHERE e.edition = 'KCL' AND d.type = 'Judgments'",
      ),
    ).toBeGreaterThan(20)
    expect(
      count(
        "SELECT count(*) FROM documents d JOIN document_editions e ON e.doc_rowid = d.rowid WHERE e.edition = 'KIPL' AND d.type = 'Domain name decisions'",
      ),
    ).toBeGreaterThan(50)
    db.close()
  }, 120_000)
})
