// Search benchmarks (DESIGN §11), on the full corpus and on a generated corpus (real paragraphs
// recombined, in the real mix of standalone documents and publications with chapters):
// - the engine's searchWithFilters for the query set (./queries.ts), and suggestions;
// - the same queries and counts on PostgreSQL full-text search and on Xapian, same data, same run;
// - the production server holding each index: boot time and resident memory;
// - on the full corpus, cheap requests beside the most expensive allowed ones (./concurrency.ts).
//
//   npm run bench -- [--docs 1000000] [--runs 20] [--skip-big] [--big-only] [--regen]
//                    [--full path/to/index.sqlite] [--skip-pg] [--skip-xapian]
//                    [--skip-server] [--skip-build] [--seconds 20] [--budget 60]
//
// Without --full, the full corpus is ingested from ../shared/corpus with the ingest command (which
// gives the ingest rate). The generated corpus is cached as var/bench/gen-<docs>.sqlite (with its
// build figures in a .json beside it), built again with --regen or when the engine's schema
// version changed. Writes var/bench/latest.md and var/bench/latest.json.
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { openFts5Backend } from '#server/content-index/host.ts'
import { concurrencyRun } from './concurrency.ts'
import { type Corpus, fullCorpus, generatedCorpus } from './corpora.ts'
import { peerPlan } from './peer-plan.ts'
import { connect, loadIndex, postgresAvailable, startCluster } from './pg.ts'
import { pgQuery, prepareSession } from './pg-search.ts'
import { EDITION, queriesFor, SUGGEST_TERMS } from './queries.ts'
import { type BenchResult, type CorpusResult, type ServerFigures, report } from './report.ts'
import { buildProduction, startServer } from './server.ts'
import { log, timing } from './stats.ts'
import { buildXapian, searchXapian, setupXapian, type XapianSetup } from './xapian.ts'

const OUT_DIR = 'var/bench'
const CORPUS = '../shared/corpus'
// This run's own scratch space and ports, so two runs on one machine do not collide.
const RUN_DIR = `${OUT_DIR}/run-${process.pid}`
const NOW = new Date()

const { values: args } = parseArgs({
  options: {
    docs: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '20' },
    full: { type: 'string' },
    'skip-big': { type: 'boolean', default: false },
    'big-only': { type: 'boolean', default: false },
    'skip-pg': { type: 'boolean', default: false },
    'skip-xapian': { type: 'boolean', default: false },
    'skip-server': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    seconds: { type: 'string', default: '20' },
    budget: { type: 'string', default: '60' },
    regen: { type: 'boolean', default: false },
  },
})
const RUNS = Number(args.runs)
/** A query stops repeating after this many seconds (at least 2 runs): some take seconds. */
const BUDGET_MS = Number(args.budget) * 1000

/** Samples of unequal counts, each query weighted the same: repeat each list to `n`. */
const equalWeights = (lists: number[][], n: number) =>
  lists.flatMap((s) => (s.length ? Array.from({ length: n }, (_, i) => s[i % s.length]) : []))

async function benchEngine(corpus: Corpus): Promise<CorpusResult> {
  log(`\n== ${corpus.name}: ${corpus.build.documents} documents`)
  const t0 = performance.now()
  // Through the portal's own seam: each call crosses to a search thread and back. The threads
  // are warmed as a server's are (document columns, facet values, browse counts), so `openMs`
  // is the time to a ready engine.
  const backend = openFts5Backend(corpus.path, {
    now: NOW.toISOString(),
    timeoutMs: 600_000,
    warm: true,
  })
  const engine = backend.search
  await engine.suggest('warm', { edition: EDITION }) // the threads have opened the index
  const openMs = performance.now() - t0
  const rssOpenMb = Math.round(process.memoryUsage().rss / 2 ** 20)
  const queries = queriesFor(corpus.path)
  const ctx = { edition: EDITION }
  const samples = new Map<string, number[]>(queries.map((q) => [q.name, []]))
  const hits = new Map<string, number>()
  // The first call is timed apart: the engine loads facet values on first use and keeps the
  // counts of queries without text, so later runs measure the steady state of a server.
  const first = new Map<string, number>()
  const spent = new Map<string, number>()
  for (const q of queries) {
    const s = performance.now()
    hits.set(q.name, (await engine.searchWithFilters(q.query, ctx)).page.totalHits)
    first.set(q.name, performance.now() - s)
  }
  // Each run goes through the whole set; a query that has taken its budget sits out the rest.
  for (let run = 0; run < RUNS; run++) {
    for (const q of queries) {
      const taken = samples.get(q.name) as number[]
      if (taken.length >= 2 && (spent.get(q.name) ?? 0) > BUDGET_MS) continue
      const s = performance.now()
      await engine.searchWithFilters(q.query, ctx)
      const ms = performance.now() - s
      taken.push(ms)
      spent.set(q.name, (spent.get(q.name) ?? 0) + ms)
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
  // The search threads live in this process: its resident memory is theirs and the bench's.
  const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20)
  await backend.close()
  return {
    corpus,
    indexBytes: statSync(corpus.path).size,
    openMs,
    rssOpenMb,
    rssMb,
    sqlite: timing(equalWeights([...samples.values()], RUNS)),
    suggest: timing(suggestSamples),
    queries: queries.map((q) => ({
      name: q.name,
      first: first.get(q.name) ?? 0,
      sqlite: timing(samples.get(q.name) ?? []),
      runs: samples.get(q.name)?.length ?? 0,
      hits: hits.get(q.name) ?? 0,
    })),
    pg: null,
    xapian: null,
    server: null,
  }
}

/** A TCP port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function benchPostgres(result: CorpusResult, port: number): Promise<void> {
  const database = `bench_${result.corpus.build.documents}`
  log(`loading into PostgreSQL (${database})`)
  const load = await loadIndex(port, database, result.corpus.path, `${RUN_DIR}/pg-load`)
  log(`  loaded in ${load.seconds.toFixed(0)} s`)
  const db = await connect(port, database)
  await prepareSession(db)
  const lists: number[][] = []
  for (const [i, q] of queriesFor(result.corpus.path).entries()) {
    const row = result.queries[i]
    const query = await pgQuery(db, peerPlan(q.query, EDITION, NOW))
    const checks = await query.checks()
    const first = performance.now()
    const hits = (await query.run()).totalHits
    const samples: number[] = []
    const started = performance.now()
    while (
      samples.length < RUNS &&
      (samples.length < 2 || performance.now() - started < BUDGET_MS)
    ) {
      const s = performance.now()
      await query.run()
      samples.push(performance.now() - s)
    }
    log(`  ${q.name}: ${(performance.now() - first).toFixed(0)} ms for ${samples.length + 1} runs`)
    lists.push(samples)
    row.pg = { timing: timing(samples), runs: samples.length, hits, ...checks }
  }
  await db.end()
  const admin = await connect(port)
  await admin.query(`DROP DATABASE ${database}`)
  await admin.end()
  result.pg = { timing: timing(equalWeights(lists, RUNS)), load }
}

async function benchXapian(result: CorpusResult): Promise<void> {
  const dir = `${OUT_DIR}/xapian-${result.corpus.build.documents}`
  log(`building the Xapian database (${dir})`)
  const build = await buildXapian(result.corpus.path, dir)
  log(`  ${build.reused ? 'reused' : `built in ${build.seconds.toFixed(0)} s`}`)
  const plans = queriesFor(result.corpus.path).map((q) => ({
    name: q.name,
    plan: peerPlan(q.query, EDITION, NOW),
  }))
  const found = await searchXapian(dir, plans, RUNS)
  const lists: number[][] = []
  for (const row of result.queries) {
    const x = found.get(row.name)
    if (!x || 'unsupported' in x) {
      row.xapian = { unsupported: x?.unsupported ?? 'not run' }
      continue
    }
    row.xapian = x
    // Python returns percentiles only: weigh each query by its p50 and p95 alike.
    lists.push([x.timing.p50, x.timing.p95])
  }
  result.xapian = { timing: timing(equalWeights(lists, RUNS)), build }
}

/** Boot time and memory of the production server holding the corpus's index. */
async function benchServer(result: CorpusResult, concurrency: boolean): Promise<ServerFigures> {
  log(`starting the production server on ${result.corpus.path}`)
  const server = await startServer({
    index: result.corpus.path,
    port: await freePort(),
    workDir: `${RUN_DIR}/server`,
    // Every search runs: a shared page would answer the broad queries of the concurrency run
    // from its first showing, and the run is about the engine's threads under them.
    pageCacheSeconds: 0,
  })
  try {
    const afterBoot = server.memory()
    const cookie = await server.signIn()
    // A first search of each kind: the threads load facet values and counts on first use.
    const firstSearchStarted = performance.now()
    for (const path of ['/search?q=arbitration', '/search', '/books?q=arbitration', '/awards']) {
      const res = await fetch(`${server.origin}${path}`, { headers: { cookie } })
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`${path} answered ${res.status}`)
    }
    const firstSearchesMs = performance.now() - firstSearchStarted
    const afterSearch = server.memory()
    const run = concurrency
      ? await concurrencyRun(server.origin, cookie, { seconds: Number(args.seconds) })
      : null
    const end = server.memory()
    return {
      bootMs: server.bootMs,
      firstSearchesMs,
      rssAfterBootMb: afterBoot.rssMb,
      rssAfterSearchMb: afterSearch.rssMb,
      peakRssMb: end.peakRssMb,
      concurrency: run,
    }
  } finally {
    await server.stop()
  }
}

async function main() {
  mkdirSync(RUN_DIR, { recursive: true })
  const loadAtStart = loadavg()[0]
  const full = fullCorpus(OUT_DIR, CORPUS, args.full)
  const corpora = args['big-only'] ? [] : [full]
  if (!args['skip-big']) {
    corpora.push(generatedCorpus(OUT_DIR, full.path, Number(args.docs), args.regen))
  }

  const pgOn = !args['skip-pg'] && postgresAvailable()
  const notes: string[] = []
  if (!args['skip-pg'] && !pgOn) {
    notes.push(
      'PostgreSQL 15 binaries not found: apt-get install -y postgresql (as root), or --skip-pg.',
    )
  }
  const xapian: XapianSetup | null = args['skip-xapian'] ? null : setupXapian()
  if (xapian) {
    log(xapian.message)
    notes.push(xapian.message)
  }
  let buildSeconds: number | null = null
  if (!args['skip-server'] && !args['skip-build']) {
    log('building the production server (react-router build)')
    buildSeconds = buildProduction()
  }

  const pgPort = await freePort()
  const cluster = pgOn ? startCluster(resolve(RUN_DIR, 'pg-data'), pgPort) : null
  const cleanUp = () => {
    cluster?.stop()
    rmSync(RUN_DIR, { recursive: true, force: true })
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      cleanUp()
      process.exit(signal === 'SIGINT' ? 130 : 143)
    })
  }
  const bench: BenchResult = {
    at: NOW,
    runs: RUNS,
    budgetSeconds: BUDGET_MS / 1000,
    loadAtStart,
    loadAtEnd: loadavg()[0],
    buildSeconds,
    notes,
    results: [],
  }
  // Written after every step, so a run stopped half-way keeps what it measured.
  const save = () => {
    bench.loadAtEnd = loadavg()[0]
    writeFileSync(`${OUT_DIR}/latest.md`, report(bench))
    writeFileSync(`${OUT_DIR}/latest.json`, JSON.stringify(bench, null, 2))
  }
  try {
    for (const corpus of corpora) {
      const result = await benchEngine(corpus)
      bench.results.push(result)
      save()
      if (cluster) {
        await benchPostgres(result, pgPort)
        save()
      }
      if (xapian?.available) {
        await benchXapian(result)
        save()
      }
      if (!args['skip-server']) {
        result.server = await benchServer(result, corpus === full)
        save()
      }
    }
  } finally {
    cleanUp()
  }
  console.log(report(bench))
}

main().catch((e: unknown) => {
  console.error(e)
  process.exitCode = 1
})
