// Search benchmarks (DESIGN §11): latency of search with filters and counts, and of suggestions,
// on the full corpus and on a generated corpus (real paragraphs recombined), against
// PostgreSQL full-text search doing the same query and counts on the same data in the same run.
//
//   npm run bench -- [--docs 1000000] [--runs 20] [--skip-big] [--big-only] [--skip-pg]
//                    [--regen] [--full path/to/index.sqlite]
//
// Without --full, the full corpus is ingested from ../shared/corpus with the ingest command (which
// gives the ingest rate). The generated corpus is cached as var/bench/gen-<docs>.sqlite (with its
// build figures in a .json beside it) and rebuilt with --regen. Writes var/bench/latest.md.
import Database from 'better-sqlite3'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import type { SearchQuery } from '#server/search/engine.ts'
import { openFts5Backend } from '#server/search/fts5/backend.ts'
import {
  connect,
  loadIndex,
  pgSearch,
  postgresAvailable,
  prepareSession,
  startCluster,
} from './pg.ts'

const OUT_DIR = 'var/bench'
const CORPUS = '../shared/corpus'
const PG_PORT = 54329
const NOW = new Date()
const LOAD_AT_START = loadavg()[0]

const { values: args } = parseArgs({
  options: {
    docs: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '20' },
    full: { type: 'string' },
    'skip-big': { type: 'boolean', default: false },
    'big-only': { type: 'boolean', default: false },
    'skip-pg': { type: 'boolean', default: false },
    regen: { type: 'boolean', default: false },
  },
})
const RUNS = Number(args.runs)

type Build = {
  documents: number
  seconds: number | null
  documentsPerSecond: number | null
  peakRssMb: number | null
}
type Corpus = { name: string; path: string; build: Build }
type Named = { name: string; query: SearchQuery }
type Timing = { p50: number; p95: number }
type QueryRow = {
  name: string
  /** The query's first call, on a freshly opened engine (before the warm-up of the others). */
  first: number
  sqlite: Timing
  pg: Timing | null
  hits: number
  pgHits: number | null
}
type CorpusResult = {
  corpus: Corpus
  indexBytes: number
  openMs: number
  sqlite: Timing
  pg: Timing | null
  pgLoad: { seconds: number; bytes: number } | null
  suggest: Timing
  queries: QueryRow[]
}

const log = (s: string) => process.stderr.write(`${s}\n`)

function percentile(samples: number[], p: number): number {
  const s = [...samples].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]
}
const timing = (samples: number[]): Timing => ({
  p50: percentile(samples, 50),
  p95: percentile(samples, 95),
})

/** Runs a command under /usr/bin/time to get its peak memory; returns seconds and peak RSS. */
function timed(
  cmd: string,
  argv: string[],
): { seconds: number; peakRssMb: number | null; stdout: string } {
  const started = performance.now()
  const useTime = existsSync('/usr/bin/time')
  const r = useTime
    ? spawnSync('/usr/bin/time', ['-f', 'peak-rss-kb=%M', cmd, ...argv], { encoding: 'utf8' })
    : spawnSync(cmd, argv, { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed:\n${r.stderr}`)
  const kb = /peak-rss-kb=(\d+)/.exec(r.stderr ?? '')
  return {
    seconds: (performance.now() - started) / 1000,
    peakRssMb: kb ? Math.round(Number(kb[1]) / 1024) : null,
    stdout: r.stdout,
  }
}

function documentsIn(path: string): number {
  const db = new Database(path, { readonly: true })
  const n = db.prepare('SELECT count(*) FROM documents').pluck().get() as number
  db.close()
  return n
}

function fullCorpus(): Corpus {
  if (args.full) {
    return {
      name: 'full corpus',
      path: args.full,
      build: {
        documents: documentsIn(args.full),
        seconds: null,
        documentsPerSecond: null,
        peakRssMb: null,
      },
    }
  }
  const path = `${OUT_DIR}/full.sqlite`
  log(`ingesting ${CORPUS} → ${path}`)
  rmSync(path, { force: true })
  const run = timed('npx', ['tsx', 'server/content/ingest/cli.ts', CORPUS, '--out', path])
  const documents = documentsIn(path)
  return {
    name: 'full corpus',
    path,
    build: {
      documents,
      seconds: run.seconds,
      documentsPerSecond: Math.round(documents / run.seconds),
      peakRssMb: run.peakRssMb,
    },
  }
}

function generatedCorpus(from: string, docs: number): Corpus {
  const path = `${OUT_DIR}/gen-${docs}.sqlite`
  const figures = `${OUT_DIR}/gen-${docs}.json`
  if (args.regen || !existsSync(path) || !existsSync(figures)) {
    log(`generating ${docs} documents → ${path} (recombined real paragraphs)`)
    const run = timed('npx', [
      'tsx',
      'test/bench/generate.ts',
      '--from',
      from,
      '--out',
      path,
      '--docs',
      String(docs),
    ])
    const out = JSON.parse(run.stdout.trim().split('\n').pop() as string) as {
      seconds: number
      documentsPerSecond: number
    }
    writeFileSync(
      figures,
      JSON.stringify({ ...out, peakRssMb: run.peakRssMb ?? null, wallSeconds: run.seconds }),
    )
  }
  const f = JSON.parse(readFileSync(figures, 'utf8')) as {
    documents: number
    seconds: number
    documentsPerSecond: number
    peakRssMb: number | null
  }
  return {
    name: `generated ${docs.toLocaleString('en-GB')}`,
    path,
    build: {
      documents: f.documents,
      seconds: f.seconds,
      documentsPerSecond: f.documentsPerSecond,
      peakRssMb: f.peakRssMb,
    },
  }
}

/** Realistic queries, with filter values taken from the index (its most frequent ones). */
function queriesFor(path: string): Named[] {
  const db = new Database(path, { readonly: true })
  // The most frequent values among the edition's documents (KA).
  const top = (facet: string, where = '') =>
    db
      .prepare(
        `SELECT x.value FROM facets x JOIN document_editions e
          ON e.doc_rowid = x.doc_rowid AND e.edition = 'KA'
        WHERE x.facet = ? ${where} GROUP BY x.value ORDER BY count(*) DESC LIMIT 1`,
      )
      .pluck()
      .get(facet) as string | undefined
  const type = 'Awards'
  const org = top('organization')
  const topic = top('topic', `AND x.value LIKE '%>%'`) ?? top('topic')
  db.close()
  const filters = (...f: (SearchQuery['filters'] & object)[number][]) => f
  return [
    { name: 'browse, newest first', query: {} },
    { name: 'awards mode, browse', query: { mode: 'awards' } },
    { name: 'term: arbitration', query: { q: 'arbitration' } },
    { name: 'rare term: umbrella', query: { q: 'umbrella' } },
    {
      name: 'phrase: "fair and equitable treatment"',
      query: { q: '"fair and equitable treatment"' },
    },
    {
      name: 'plain words: bilateral investment treaty',
      query: { q: 'bilateral investment treaty' },
    },
    {
      name: 'NEAR10: expropriation, compensation',
      query: { q: 'expropriation NEAR10 compensation' },
    },
    { name: 'wildcard: invest*', query: { q: 'invest*' } },
    {
      name: 'boolean with groups and NOT',
      query: { q: 'jurisdiction AND (umbrella OR "most favoured nation") NOT annulment' },
    },
    {
      name: 'term + facet filters (OR and AND)',
      query: {
        q: 'damages',
        filters: filters(
          { id: 'type', filterItems: [type], andOrValue: 'OR' },
          ...(org ? [{ id: 'organization', filterItems: [org], andOrValue: 'AND' as const }] : []),
        ),
      },
    },
    {
      name: 'term + date range',
      query: { q: 'tribunal', dateFrom: '01-01-2015', dateTo: '31-12-2020' },
    },
    { name: 'title only: award', query: { q: 'award', searchWithinTitleOnly: true } },
    {
      name: 'no term, topic filter, by date',
      query: { filters: topic ? [{ id: 'topic', filterItems: [topic] }] : [] },
    },
  ]
}

const SUGGEST_TERMS = ['arb', 'inves', 'republic', 'energy', 'kingdom of', 'ltd', 'conv', 'mining']

async function benchCorpus(corpus: Corpus, pgOn: boolean): Promise<CorpusResult> {
  log(`\n== ${corpus.name}: ${corpus.build.documents} documents`)
  const t0 = performance.now()
  // Through the portal's own seam: each call crosses to a search thread and back.
  const backend = openFts5Backend(corpus.path, { now: NOW.toISOString(), timeoutMs: 60_000 })
  const engine = backend.search
  await engine.suggest('warm', { edition: 'KA' }) // the threads have opened the index
  const openMs = performance.now() - t0
  const queries = queriesFor(corpus.path)
  const ctx = { edition: 'KA' as const }
  const samples = new Map<string, number[]>(queries.map((q) => [q.name, []]))
  const hits = new Map<string, number>()
  // The warm-up call is timed too: the engine loads facet values on first use and keeps the
  // counts of queries without text, so later runs measure the steady state of a server.
  const first = new Map<string, number>()
  for (const q of queries) {
    const s = performance.now()
    hits.set(q.name, (await engine.searchWithFilters(q.query, ctx)).page.totalHits)
    first.set(q.name, performance.now() - s)
  }
  for (let run = 0; run < RUNS; run++) {
    for (const q of queries) {
      const s = performance.now()
      await engine.searchWithFilters(q.query, ctx)
      samples.get(q.name)?.push(performance.now() - s)
    }
  }
  const suggestSamples: number[] = []
  for (const t of SUGGEST_TERMS) await engine.suggest(t, ctx)
  for (let run = 0; run < RUNS * 5; run++) {
    for (const t of SUGGEST_TERMS) {
      const s = performance.now()
      await engine.suggest(t, ctx)
      suggestSamples.push(performance.now() - s)
    }
  }
  await backend.close()

  let pgLoad: CorpusResult['pgLoad'] = null
  const pgSamples = new Map<string, number[]>(queries.map((q) => [q.name, []]))
  const pgHits = new Map<string, number>()
  if (pgOn) {
    const database = `bench_${corpus.build.documents}`
    log(`loading into PostgreSQL (${database})`)
    pgLoad = await loadIndex(PG_PORT, database, corpus.path, `${OUT_DIR}/pg-load`)
    log(`  loaded in ${pgLoad.seconds.toFixed(0)} s`)
    const db = await connect(PG_PORT, database)
    await prepareSession(db)
    for (const q of queries) pgHits.set(q.name, (await pgSearch(db, q.query, 'KA', NOW)).totalHits)
    for (let run = 0; run < RUNS; run++) {
      for (const q of queries) {
        const s = performance.now()
        await pgSearch(db, q.query, 'KA', NOW)
        pgSamples.get(q.name)?.push(performance.now() - s)
      }
    }
    await db.end()
    const admin = await connect(PG_PORT)
    await admin.query(`DROP DATABASE ${database}`)
    await admin.end()
  }
  const all = [...samples.values()].flat()
  const pgAll = [...pgSamples.values()].flat()
  return {
    corpus,
    indexBytes: statSync(corpus.path).size,
    openMs,
    sqlite: timing(all),
    pg: pgOn ? timing(pgAll) : null,
    pgLoad,
    suggest: timing(suggestSamples),
    queries: queries.map((q) => ({
      name: q.name,
      first: first.get(q.name) ?? 0,
      sqlite: timing(samples.get(q.name) ?? []),
      pg: pgOn ? timing(pgSamples.get(q.name) ?? []) : null,
      hits: hits.get(q.name) ?? 0,
      pgHits: pgOn ? (pgHits.get(q.name) ?? 0) : null,
    })),
  }
}

const ms = (n: number | undefined | null) =>
  n === null || n === undefined ? 'n/a' : `${n.toFixed(1)}`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const ratio = (pg: number | undefined, lite: number) =>
  pg === undefined ? 'n/a' : `${(pg / lite).toFixed(1)}×`

function report(results: CorpusResult[]): string {
  const lines: string[] = []
  lines.push(`# Search benchmark`, '')
  lines.push(
    `Run ${NOW.toISOString().slice(0, 16).replace('T', ' ')} UTC; Node ${process.version}; ` +
      `${RUNS} runs of each query after a warm-up (the first call of each, on the freshly opened ` +
      `engine, is shown apart: it loads facet values and fills the counts kept for queries ` +
      `without text); edition KA; times in ms. ` +
      `Search = the engine's searchWithFilters: matching set, page of 10 with excerpts, facet ` +
      `counts (disjunctive) and date-period counts. PostgreSQL 15 does the same work (tsvector ` +
      `'simple' with a GIN index, ts_rank, ts_headline for the page).`,
    '',
  )
  lines.push(
    `Machine: ${cpus().length} cores; 1-minute load average ${LOAD_AT_START.toFixed(1)} at the ` +
      `start and ${loadavg()[0].toFixed(1)} at the end (other work shares the machine: compare ` +
      `the engines within this run, not with other runs).`,
    '',
  )
  lines.push(
    '| corpus | documents | index size | ingest (docs/s) | ingest peak RSS | engine open | search p50 | search p95 | PostgreSQL p50 | PostgreSQL p95 | PostgreSQL / SQLite (p95) | PostgreSQL size | suggest p50 | suggest p95 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  )
  for (const r of results) {
    lines.push(
      `| ${r.corpus.name} | ${r.corpus.build.documents.toLocaleString('en-GB')} | ${mb(r.indexBytes)} | ` +
        `${r.corpus.build.documentsPerSecond ?? 'n/a'} | ${r.corpus.build.peakRssMb ? `${r.corpus.build.peakRssMb} MB` : 'n/a'} | ` +
        `${ms(r.openMs)} | ${ms(r.sqlite.p50)} | ${ms(r.sqlite.p95)} | ${ms(r.pg?.p50)} | ${ms(r.pg?.p95)} | ` +
        `${ratio(r.pg?.p95, r.sqlite.p95)} | ${r.pgLoad ? mb(r.pgLoad.bytes) : 'n/a'} | ${ms(r.suggest.p50)} | ${ms(r.suggest.p95)} |`,
    )
  }
  for (const r of results) {
    lines.push('', `## ${r.corpus.name}: per query`, '')
    lines.push(
      '| query | hits | SQLite first call | SQLite p50 | SQLite p95 | PostgreSQL hits | PostgreSQL p50 | PostgreSQL p95 | ratio (p50) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    )
    for (const q of r.queries) {
      lines.push(
        `| ${q.name} | ${q.hits} | ${ms(q.first)} | ${ms(q.sqlite.p50)} | ${ms(q.sqlite.p95)} | ${q.pgHits ?? 'n/a'} | ` +
          `${ms(q.pg?.p50)} | ${ms(q.pg?.p95)} | ${ratio(q.pg?.p50, q.sqlite.p50)} |`,
      )
    }
    if (r.pgLoad)
      lines.push(
        '',
        `PostgreSQL load (COPY, tsvector, GIN, ANALYZE): ${r.pgLoad.seconds.toFixed(0)} s.`,
      )
  }
  lines.push(
    '',
    `Benchmark process peak RSS: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB.`,
    '',
  )
  return lines.join('\n')
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true })
  const full = fullCorpus()
  const corpora = args['big-only'] ? [] : [full]
  if (!args['skip-big']) corpora.push(generatedCorpus(full.path, Number(args.docs)))
  const pgOn = !args['skip-pg'] && postgresAvailable()
  if (!args['skip-pg'] && !pgOn) {
    log('PostgreSQL 15 binaries not found: apt-get install -y postgresql (as root), or --skip-pg')
  }
  const cluster = pgOn ? startCluster(`${process.cwd()}/${OUT_DIR}/pg-data`, PG_PORT) : null
  const stop = () => cluster?.stop()
  process.on('SIGINT', () => {
    stop()
    process.exit(130)
  })
  const results: CorpusResult[] = []
  try {
    for (const c of corpora) results.push(await benchCorpus(c, pgOn))
  } finally {
    stop()
  }
  const md = report(results)
  writeFileSync(`${OUT_DIR}/latest.md`, md)
  console.log(md)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exitCode = 1
})
