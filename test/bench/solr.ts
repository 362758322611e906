// SolrCloud beside the embedded engine, in one run, on one content index (the full corpus's or a
// generated one, ./generate.ts): the index copied to a two-shard collection (build rate, index
// size), the query set (./queries.ts) on both engines through the portal's seam (latency, and
// whether both found the same number of results), and memory.
//
//   bash test/solr/with-solr.sh npx tsx test/bench/solr.ts --index var/bench/gen-1000000.sqlite \
//     [--runs 10] [--build-json var/bench/gen-1000000.sqlite.json]
//
// --build-json: the embedded index's build figures (the JSON line ./generate.ts prints), shown
// beside Solr's. SOLR_URL and SOLR_PID (the cluster's JVM, for its resident memory) come from
// test/solr/with-solr.sh. Prints a Markdown report and writes it to var/bench/solr-latest.md.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { openFts5Backend } from '#server/content-index/host.ts'
import { openSolrBackend } from '#server/search/solr/backend.ts'
import { solrClient } from '#server/search/solr/client.ts'
import { ingestToSolr } from '#server/search/solr/ingest.ts'
import { EDITION, queriesFor } from './queries.ts'
import { log, timing } from './stats.ts'

const { values: args } = parseArgs({
  options: {
    index: { type: 'string' },
    runs: { type: 'string', default: '10' },
    'build-json': { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
})
const SOLR_URL = process.env.SOLR_URL
if (!args.index || !SOLR_URL) {
  throw new Error('--index and SOLR_URL are required (run it through test/solr/with-solr.sh)')
}
const INDEX = args.index
const RUNS = Number(args.runs)
const NOW = new Date().toISOString()
const MB = 1024 * 1024

const client = solrClient({ url: SOLR_URL, timeoutMs: 600_000 })
const alias = `bench_${process.pid}`

// ---- build ----------------------------------------------------------------------------------
log(`== copying ${INDEX} to SolrCloud (2 shards)`)
const t0 = performance.now()
const ingest = await ingestToSolr(INDEX, { client, alias, log })
const solrSeconds = (performance.now() - t0) / 1000
const solrBytes = await collectionBytes(ingest.collection)
const fts5Build =
  args['build-json'] && existsSync(args['build-json'])
    ? (JSON.parse(readFileSync(args['build-json'], 'utf8')) as {
        seconds?: number
        documentsPerSecond?: number
      })
    : null

// ---- queries --------------------------------------------------------------------------------
const fts5 = openFts5Backend(INDEX, { threads: 2, now: NOW, timeoutMs: 600_000 })
const solr = openSolrBackend(INDEX, {
  url: SOLR_URL,
  collection: alias,
  threads: 1,
  now: NOW,
  timeoutMs: 600_000,
})
const ctx = { edition: EDITION }
type Row = { name: string; fts5: number[]; solr: number[]; hits: [number, number] }
const rows: Row[] = []
for (const q of queriesFor(INDEX)) {
  const row: Row = { name: q.name, fts5: [], solr: [], hits: [0, 0] }
  // The first call of each apart: warms caches on both sides.
  row.hits[0] = (await fts5.search.searchWithFilters(q.query, ctx)).page.totalHits
  row.hits[1] = (await solr.search.searchWithFilters(q.query, ctx)).page.totalHits
  for (let i = 0; i < RUNS; i++) {
    for (const [engine, samples] of [
      [fts5, row.fts5],
      [solr, row.solr],
    ] as const) {
      const s = performance.now()
      await engine.search.searchWithFilters(q.query, ctx)
      samples.push(performance.now() - s)
    }
  }
  log(`${q.name}: ${row.hits.join(' / ')} results`)
  rows.push(row)
}
const nodeRss = process.memoryUsage().rss
const jvmRss = jvmResident()
await Promise.all([fts5.close(), solr.close()])
if (!args.keep) {
  await client.admin({ action: 'DELETEALIAS', name: alias })
  await client.admin({ action: 'DELETE', name: ingest.collection })
}

// ---- report ---------------------------------------------------------------------------------
const all = (pick: (r: Row) => number[]) => timing(rows.flatMap(pick))
const f = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : 'n/a')
const same = rows.filter((r) => r.hits[0] === r.hits[1]).length
const lines = [
  `SolrCloud beside the embedded engine: ${ingest.documents.toLocaleString('en')} documents, ` +
    `${RUNS} runs of each query after a first one, load ${loadavg()[0].toFixed(1)} at the end.`,
  '',
  '| engine | index size | build | build rate | memory | p50 | p95 |',
  '|---|--:|--:|--:|--:|--:|--:|',
  `| FTS5 (embedded, 2 threads) | ${f(statSync(INDEX).size / MB)} MB | ` +
    `${fts5Build?.seconds ? `${f(fts5Build.seconds)} s` : 'n/a'} | ` +
    `${fts5Build?.documentsPerSecond ? `${f(fts5Build.documentsPerSecond)} docs/s` : 'n/a'} | ` +
    `${f(nodeRss / MB)} MB (bench process) | ${f(all((r) => r.fts5).p50)} ms | ` +
    `${f(all((r) => r.fts5).p95)} ms |`,
  `| SolrCloud 9.10.1 (2 nodes, 2 shards, one machine) | ${f(solrBytes / MB)} MB | ` +
    `${f(solrSeconds)} s | ${f(ingest.documents / solrSeconds)} docs/s | ` +
    `${jvmRss ? `${f(jvmRss / MB)} MB (JVM)` : 'n/a'} | ${f(all((r) => r.solr).p50)} ms | ` +
    `${f(all((r) => r.solr).p95)} ms |`,
  '',
  `Same number of results on both engines: ${same} of ${rows.length} queries.`,
  '',
  '| query | results (FTS5 / Solr) | FTS5 p50 | FTS5 p95 | Solr p50 | Solr p95 |',
  '|---|--:|--:|--:|--:|--:|',
  ...rows.map((r) => {
    const a = timing(r.fts5)
    const b = timing(r.solr)
    return `| ${r.name} | ${r.hits[0]} / ${r.hits[1]} | ${f(a.p50)} | ${f(a.p95)} | ${f(b.p50)} | ${f(b.p95)} |`
  }),
]
const report = lines.join('\n')
mkdirSync('var/bench', { recursive: true })
writeFileSync('var/bench/solr-latest.md', `${report}\n`)
console.log(report)

/** The collection's index on disk: the sum over its cores, asked of each node that holds one. */
async function collectionBytes(collection: string): Promise<number> {
  const status = await client.admin({ action: 'CLUSTERSTATUS', collection })
  const shards = (
    status.cluster as {
      collections: Record<
        string,
        { shards: Record<string, { replicas: Record<string, { base_url: string; core: string }> }> }
      >
    }
  ).collections[collection].shards
  let bytes = 0
  for (const shard of Object.values(shards)) {
    for (const replica of Object.values(shard.replicas)) {
      const url = `${replica.base_url}/admin/cores?action=STATUS&core=${replica.core}&wt=json`
      const answer = (await (await fetch(url)).json()) as {
        status: Record<string, { index: { sizeInBytes: number } }>
      }
      bytes += answer.status[replica.core].index.sizeInBytes
    }
  }
  return bytes
}

/** Resident memory of the cluster's JVM (both nodes run in it), from /proc. */
function jvmResident(): number | null {
  const pid = process.env.SOLR_PID
  if (!pid) return null
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) * 1024 : null
  } catch {
    return null
  }
}
