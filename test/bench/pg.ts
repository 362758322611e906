// The PostgreSQL side of the benchmark: a throwaway cluster, the content index loaded into it
// (tsvector with a GIN index, title weighted A and body D, the 'simple' configuration, which
// like FTS5's unicode61 lower-cases without stemming), and the same search as the engine: the
// same matching set, the same disjunctive facet counts (the bit-mask scheme of
// server/search/fts5/engine.ts), the same sort and page, and headlines for the page.
import Database from 'better-sqlite3'
import { execFileSync } from 'node:child_process'
import { chownSync, closeSync, existsSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs'
import { join, resolve } from 'node:path'
import pg from 'pg'
import type { SearchQuery } from '#server/search/engine.ts'
import { dateRange } from '#server/search/dates.ts'
import { resolveMode, scopeCondition } from '#server/search/modes.ts'
import type { NearOperand, QueryNode } from '#server/search/query/ast.ts'
import { parseQuery } from '#server/search/query/parse.ts'

const BIN = '/usr/lib/postgresql/15/bin'
const EDITION_BITS = { KA: 1, KIPL: 2, KCL: 4 } as const
const HEADLINE = `ts_headline('simple', s.body, $4::tsquery,
  'MaxWords=35, MinWords=15, MaxFragments=1')`

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
  const docsFile = resolve(workDir, `${database}-docs.tsv`)
  const facetsFile = resolve(workDir, `${database}-facets.tsv`)
  const source = new Database(sqlitePath, { readonly: true })
  const write = (file: string, rows: Iterable<unknown[]>) => {
    const fd = openSync(file, 'w', 0o644)
    let buffer = ''
    for (const row of rows) {
      buffer += `${row.map(field).join('\t')}\n`
      if (buffer.length > 1 << 20) {
        writeSync(fd, buffer)
        buffer = ''
      }
    }
    writeSync(fd, buffer)
    closeSync(fd)
  }
  write(
    docsFile,
    source
      .prepare(
        `SELECT d.rowid,
          (SELECT coalesce(sum(CASE e.edition WHEN 'KA' THEN 1 WHEN 'KIPL' THEN 2
             WHEN 'KCL' THEN 4 ELSE 0 END), 0)
           FROM document_editions e WHERE e.doc_rowid = d.rowid),
          d.kind, d.date, d.published, d.ai_available,
          CASE WHEN d.kind = 'case' THEN EXISTS (SELECT 1 FROM documents c
            WHERE c.case_id = d.id AND c.rowid <> d.rowid) ELSE 1 END,
          d.title, lower(d.title), t.body, d.summary
        FROM documents d JOIN documents_text t ON t.rowid = d.rowid`,
      )
      .raw()
      .iterate() as Iterable<unknown[]>,
  )
  write(
    facetsFile,
    source.prepare('SELECT doc_rowid, facet, value FROM facets').raw().iterate() as Iterable<
      unknown[]
    >,
  )
  source.close()
  const db = await connect(port, database)
  await db.query(`
    CREATE TABLE docs (
      rowid int PRIMARY KEY, editions int NOT NULL, kind text NOT NULL, date text,
      published text, ai int NOT NULL, has_docs int NOT NULL, title text NOT NULL,
      title_key text NOT NULL, body text NOT NULL, summary text,
      tsv tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', title), 'A') ||
        setweight(to_tsvector('simple', body), 'D')) STORED);
    CREATE TABLE facets (doc_rowid int NOT NULL, facet text NOT NULL, value text NOT NULL);
  `)
  await db.query(`SET client_min_messages = warning`)
  await db.query(`COPY docs (rowid, editions, kind, date, published, ai, has_docs, title,
    title_key, body, summary) FROM '${docsFile}'`)
  await db.query(`COPY facets FROM '${facetsFile}'`)
  await db.query(`
    CREATE INDEX docs_tsv ON docs USING gin (tsv);
    CREATE INDEX docs_date ON docs (date);
    CREATE INDEX docs_published ON docs (published);
    CREATE INDEX facets_doc ON facets (doc_rowid, facet);
    CREATE INDEX facets_facet_value ON facets (facet, value, doc_rowid);
  `)
  await db.query('VACUUM ANALYZE docs')
  await db.query('VACUUM ANALYZE facets')
  const size = await db.query(`SELECT pg_database_size(current_database())::bigint AS n`)
  await db.end()
  rmSync(docsFile, { force: true })
  rmSync(facetsFile, { force: true })
  return { seconds: (performance.now() - started) / 1000, bytes: Number(size.rows[0].n) }
}

/** A query tree as a tsquery expression (SQL), with its parameters. */
function tsquery(node: QueryNode, params: unknown[]): string {
  const param = (v: unknown) => {
    params.push(v)
    return `$${params.length}`
  }
  const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const literal = (w: string) => `'${w.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`
  const phrase = (text: string, prefix: boolean): string => {
    const ws = words(text)
    if (!prefix || ws.length === 0) return `phraseto_tsquery('simple', ${param(text)})`
    const lastWord = literal(ws[ws.length - 1].toLowerCase())
    const last = `to_tsquery('simple', ${param(`${lastWord}:*`)})`
    if (ws.length === 1) return last
    const head = `phraseto_tsquery('simple', ${param(ws.slice(0, -1).join(' '))})`
    return `tsquery_phrase(${head}, ${last})`
  }
  switch (node.type) {
    case 'term':
    case 'phrase':
      return phrase(node.value, node.prefix)
    case 'and':
      return `(${node.children.map((c) => tsquery(c, params)).join(' && ')})`
    case 'or':
      return `(${node.children.map((c) => tsquery(c, params)).join(' || ')})`
    case 'not':
      return `(${tsquery(node.include, params)} && !!${tsquery(node.exclude, params)})`
    case 'near': {
      // FTS5 NEAR(a b, n): at most n words between, either order. PostgreSQL's <k> is an exact
      // distance, so: any of k = 1..n+1, both orders. Chains: each neighbouring pair.
      const alternatives = (o: NearOperand) => (o.type === 'or' ? o.children : [o])
      const pairs = node.distances.map((d, i) => {
        const ors: string[] = []
        for (const a of alternatives(node.operands[i])) {
          for (const b of alternatives(node.operands[i + 1])) {
            const qa = tsquery(a, params)
            const qb = tsquery(b, params)
            for (let k = 1; k <= d + 1; k++) {
              ors.push(`tsquery_phrase(${qa}, ${qb}, ${k})`, `tsquery_phrase(${qb}, ${qa}, ${k})`)
            }
          }
        }
        return `(${ors.join(' || ')})`
      })
      return `(${pairs.join(' && ')})`
    }
  }
}

export type PgResult = { totalHits: number; ids: number[]; facetRows: number }

/** The engine's searchWithFilters on PostgreSQL, for the query shapes the benchmark uses. */
export async function pgSearch(
  db: pg.Client,
  query: SearchQuery,
  edition: keyof typeof EDITION_BITS,
  now: Date,
): Promise<PgResult> {
  const settings = resolveMode(query.mode)
  let q: string | null = null
  const text = query.q?.trim()
  if (text) {
    const params: unknown[] = []
    const expr = tsquery(parseQuery(text), params)
    const res = await db.query(`SELECT (${expr})::text AS q`, params)
    q = res.rows[0].q as string
  }
  const selected = new Map((query.filters ?? []).map((f) => [f.id, f]))
  for (const f of settings.defaultFilters) if (!selected.has(f.id)) selected.set(f.id, f)
  const active = [...selected.values()].filter((f) => f.filterItems.length > 0)
  const params: unknown[] = []
  const p = (v: unknown) => {
    params.push(v)
    return `$${params.length}`
  }
  const conds = active.map((f) => {
    const rows = `FROM facets x WHERE x.doc_rowid = d.rowid AND x.facet = ${p(f.id)}
      AND x.value = ANY(${p(f.filterItems)})`
    return f.andOrValue === 'AND'
      ? `(SELECT count(DISTINCT x.value) ${rows}) = ${f.filterItems.length}`
      : `EXISTS (SELECT 1 ${rows})`
  })
  const dateColumn = (query.dateType ?? settings.dateType) === 'published' ? 'published' : 'date'
  const range = dateRange(query, now)
  let dateBit = 0
  if (range) {
    dateBit = 2 ** conds.length
    conds.push(
      [
        range.from ? `d.${dateColumn} >= ${p(range.from)}` : null,
        range.to ? `d.${dateColumn} <= ${p(range.to)}` : null,
      ]
        .filter(Boolean)
        .join(' AND '),
    )
  }
  const full = 2 ** conds.length - 1
  const mask = conds.length
    ? conds.map((c, i) => `(CASE WHEN ${c} THEN ${2 ** i} ELSE 0 END)`).join(' | ')
    : '0'
  const where = [`(d.editions & ${p(EDITION_BITS[edition])}) <> 0`]
  const scope = scopeCondition(settings.scope, 'd')
  if (scope) where.push(scope)
  if (query.searchAiAvailableOnly) where.push('d.ai = 1')
  if (query.hasContent) where.push('d.has_docs = 1')
  const score = q ? `ts_rank(d.tsv, ${p(q)}::tsquery)` : '0'
  if (q) where.push(`d.tsv @@ ${p(q)}::tsquery`)
  // Title only: the title's lexemes carry weight A.
  if (q && query.searchWithinTitleOnly) where.push(`ts_filter(d.tsv, '{a}') @@ ${p(q)}::tsquery`)
  await db.query('TRUNCATE hits')
  await db.query(
    `INSERT INTO hits (rowid, score, mask) SELECT d.rowid, ${score}, ${mask} FROM docs d
     WHERE ${where.join(' AND ')}`,
    params,
  )
  const total = await db.query('SELECT count(*)::int AS n FROM hits WHERE mask = $1', [full])
  const hasText = q !== null
  let { sortBy, sortOrder } = settings.defaultSort(hasText)
  if (sortBy === 'score' && !hasText) [sortBy, sortOrder] = ['date', 'desc']
  const dir = sortOrder === 'asc' ? 'ASC' : 'DESC'
  const order = {
    score: `h.score DESC, d.date DESC, h.rowid`,
    date: `d.${dateColumn} ${dir} NULLS LAST, h.rowid ${dir}`,
    title: `d.title_key ${dir}, h.rowid`,
    publicationtitle: `d.title_key ${dir}, h.rowid`,
  }[sortBy]
  const size = query.resultsPerPage ?? settings.pageSize
  const page = await db.query(
    `SELECT s.rowid, ${q ? HEADLINE : 's.summary'} AS excerpt
     FROM (SELECT h.rowid, d.body, d.summary FROM hits h JOIN docs d ON d.rowid = h.rowid
       WHERE h.mask = $1 ORDER BY ${order} LIMIT $2 OFFSET $3) s`,
    q ? [full, size, query.start ?? 0, q] : [full, size, query.start ?? 0],
  )
  const facetIds = [...settings.facets]
  for (const id of selected.keys()) if (!facetIds.includes(id)) facetIds.push(id)
  const own = active
    .map((f, i) => (f.andOrValue === 'AND' ? null : `WHEN ${pgString(f.id)} THEN ${2 ** i}`))
    .filter(Boolean)
  const bitOf = own.length ? `CASE x.facet ${own.join(' ')} ELSE 0 END` : '0'
  const facets = await db.query(
    `SELECT x.facet, x.value, count(*) FROM hits h JOIN facets x ON x.doc_rowid = h.rowid
     WHERE x.facet = ANY($1) AND (h.mask | ${bitOf}) = $2 GROUP BY x.facet, x.value`,
    [facetIds, full],
  )
  const cutoffs = [3, 6, 12, 24].map((n) => dateRange({ datePeriod: n }, now)?.from)
  await db.query(
    `SELECT ${cutoffs.map((_, i) => `count(*) FILTER (WHERE d.${dateColumn} >= $${i + 3})`)}
     FROM hits h JOIN docs d ON d.rowid = h.rowid WHERE (h.mask | $1) = $2`,
    [dateBit, full, ...cutoffs],
  )
  return {
    totalHits: total.rows[0].n as number,
    ids: page.rows.map((r) => r.rowid as number),
    facetRows: facets.rowCount ?? 0,
  }
}

export async function prepareSession(db: pg.Client): Promise<void> {
  await db.query(
    'CREATE TEMP TABLE IF NOT EXISTS hits (rowid int PRIMARY KEY, score real, mask bigint)',
  )
}

function pgString(s: string): string {
  return `'${s.replace(/'/g, "''")}'`
}
