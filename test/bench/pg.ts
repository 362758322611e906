// The PostgreSQL peer's cluster and data: a throwaway cluster, and the content index loaded into
// it (tsvector with a GIN index, title weighted A and body D, the 'simple' configuration, which
// like FTS5's unicode61 lower-cases without stemming). Sections are indexed apart by a gap of
// positions, so phrases and <n> proximity stay inside one section or the title, as in the engine.
// The search itself is ./pg-search.ts.
import { execFileSync } from 'node:child_process'
import { chownSync, closeSync, existsSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { bodyOf, indexRows } from './index-rows.ts'

const BIN = '/usr/lib/postgresql/15/bin'

/** Positions between the title and each section: more than the widest NEAR (50) can bridge. */
const SECTION_GAP = 100

export type PgCluster = { dir: string; port: number; stop(): void }

export function postgresAvailable(): boolean {
  return existsSync(join(BIN, 'initdb'))
}

/** initdb + pg_ctl start as the postgres user (initdb refuses root). */
export function startCluster(dir: string, port: number): PgCluster {
  const asPostgres = (cmd: string, args: string[]) =>
    process.getuid?.() === 0
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(BIN, cmd), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(join(BIN, cmd), args, { stdio: 'pipe' })
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  asPostgres('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c shared_buffers=1GB',
    '-c work_mem=64MB',
    '-c maintenance_work_mem=1GB',
    '-c jit=off',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_wal_size=8GB',
  ].join(' ')
  asPostgres('pg_ctl', ['-D', dir, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start'])
  let stopped = false
  return {
    dir,
    port,
    stop() {
      if (stopped) return
      stopped = true
      asPostgres('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop'])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export async function connect(port: number, database = 'postgres'): Promise<pg.Client> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database })
  // A cluster stopped while a client is open ends its connection: not worth a crash.
  client.on('error', () => {})
  await client.connect()
  return client
}

/** COPY text-format field. */
function field(v: unknown): string {
  if (v === null || v === undefined) return '\\N'
  return String(v)
    .replace(/\\/g, '\\\\')
    .replace(/\t/g, '\\t')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u0000/g, '')
}

/** Writes rows as a COPY text file, buffered. */
function copyFile(file: string) {
  const fd = openSync(file, 'w', 0o644)
  let buffer = ''
  return {
    row(values: unknown[]) {
      buffer += `${values.map(field).join('\t')}\n`
      if (buffer.length > 1 << 20) {
        writeSync(fd, buffer)
        buffer = ''
      }
    },
    close() {
      writeSync(fd, buffer)
      closeSync(fd)
    },
  }
}

/** Loads a content index into a new database; returns the seconds taken and the size. */
export async function loadIndex(
  port: number,
  database: string,
  sqlitePath: string,
  workDir: string,
): Promise<{ seconds: number; bytes: number }> {
  const admin = await connect(port)
  await admin.query(`DROP DATABASE IF EXISTS ${database}`)
  await admin.query(`CREATE DATABASE ${database}`)
  await admin.end()
  const started = performance.now()
  mkdirSync(workDir, { recursive: true })
  const files = {
    docs: resolve(workDir, `${database}-docs.tsv`),
    sections: resolve(workDir, `${database}-sections.tsv`),
    facets: resolve(workDir, `${database}-facets.tsv`),
  }
  const docs = copyFile(files.docs)
  const sections = copyFile(files.sections)
  const facets = copyFile(files.facets)
  for (const r of indexRows(sqlitePath)) {
    docs.row([
      r.rowid,
      r.editions,
      r.kind,
      r.date,
      r.published,
      r.ai,
      r.hasDocs,
      r.pub,
      r.title,
      r.titleKey,
      r.pubKey,
      bodyOf(r),
      r.summary,
    ])
    r.sections.forEach((text, i) => sections.row([r.rowid, i, text]))
    for (const [facet, value] of r.facets) facets.row([r.rowid, facet, value])
  }
  for (const f of [docs, sections, facets]) f.close()

  const db = await connect(port, database)
  await db.query(`SET client_min_messages = warning`)
  await db.query(`
    CREATE TABLE docs_in (
      rowid int PRIMARY KEY, editions int NOT NULL, kind text NOT NULL, date text,
      published text, ai int NOT NULL, has_docs int NOT NULL, pub int, title text NOT NULL,
      title_key text NOT NULL, pub_key text NOT NULL, body text NOT NULL, summary text);
    CREATE UNLOGGED TABLE sections_in (doc_rowid int NOT NULL, ordinal int NOT NULL, text text NOT NULL);
    CREATE TABLE facets (doc_rowid int NOT NULL, facet text NOT NULL, value text NOT NULL);
    CREATE AGGREGATE tsvector_agg (tsvector) (SFUNC = tsvector_concat, STYPE = tsvector);
  `)
  await db.query(`COPY docs_in FROM '${files.docs}'`)
  await db.query(`COPY sections_in FROM '${files.sections}'`)
  await db.query(`COPY facets FROM '${files.facets}'`)
  // Each section's vector ends on a lexeme placed SECTION_GAP positions on (concatenation
  // shifts the next section past it), which no query can name: '_gap_' is not a word to the
  // parser.
  const gap = `'_gap_:${SECTION_GAP}'::tsvector`
  await db.query(`
    CREATE TABLE docs AS
    SELECT d.*, setweight(to_tsvector('simple', d.title), 'A') || ${gap} ||
      coalesce(s.tsv, ''::tsvector) AS tsv
    FROM docs_in d LEFT JOIN (
      SELECT doc_rowid, tsvector_agg(to_tsvector('simple', text) || ${gap} ORDER BY ordinal) AS tsv
      FROM sections_in GROUP BY doc_rowid) s ON s.doc_rowid = d.rowid;
    DROP TABLE docs_in;
    DROP TABLE sections_in;
    ALTER TABLE docs ADD PRIMARY KEY (rowid);
    CREATE INDEX docs_tsv ON docs USING gin (tsv);
    CREATE INDEX docs_date ON docs (date);
    CREATE INDEX docs_published ON docs (published);
    CREATE INDEX docs_pub ON docs (pub);
    CREATE INDEX facets_doc ON facets (doc_rowid, facet);
    CREATE INDEX facets_facet_value ON facets (facet, value, doc_rowid);
  `)
  await db.query('VACUUM ANALYZE docs')
  await db.query('VACUUM ANALYZE facets')
  const size = await db.query(`SELECT pg_database_size(current_database())::bigint AS n`)
  await db.end()
  for (const file of Object.values(files)) rmSync(file, { force: true })
  return { seconds: (performance.now() - started) / 1000, bytes: Number(size.rows[0].n) }
}
