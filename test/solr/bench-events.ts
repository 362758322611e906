// Searches sent, failed and their latency while SolrCloud goes through what production does
// (./events.ts), beside the same searching with nothing happening: the first listed node down, a re-index moving the alias, a re-index failing
// midway, a node stopped mid-traffic. Prints a Markdown table (docs/benchmarks.md).
//
//   SOLR_NODES=3 SOLR_REPLICAS=2 bash test/solr/with-solr.sh \
//     npx tsx test/solr/bench-events.ts --index var/content.sqlite
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { DEFAULT_SEARCH_TIMEOUT_MS } from '#server/content-index/host.ts'
import { log } from '#test/bench/stats.ts'
import {
  clusterFromEnv,
  failedReindex,
  firstNodeDown,
  nodeStopped,
  openCollection,
  reindex,
  steady,
  type EventFigures,
} from './events.ts'

const { values: args } = parseArgs({
  options: { index: { type: 'string', default: 'var/content.sqlite' } },
})
const cluster = clusterFromEnv()
if (!cluster) {
  console.error(
    'SOLR_URL is not set: run this through test/solr/with-solr.sh (see the top of the file)',
  )
  process.exit(2)
}
if (!existsSync(args.index)) {
  console.error(`No content index at ${args.index}: build one with npm run ingest, or pass --index`)
  process.exit(2)
}

log(`== ${args.index} to a collection of 2 shards, ${cluster.replicas} replica(s) each`)
// The portal's own search budget (SEARCH_TIMEOUT_MS's default).
const on = await openCollection(cluster, args.index, DEFAULT_SEARCH_TIMEOUT_MS)
const rows: EventFigures[] = []
try {
  for (const [name, event] of [
    ['nothing happening', steady],
    ['first listed node down', firstNodeDown],
    ['a node stopped mid-traffic', nodeStopped],
    ['re-index, alias moved', reindex],
    ['re-index failing midway', failedReindex],
  ] as const) {
    if (event === nodeStopped && (cluster.nodes.length < 3 || cluster.replicas < 2)) {
      log(`${name}: skipped (it needs SOLR_NODES=3 SOLR_REPLICAS=2)`)
      continue
    }
    log(`== ${name}`)
    const figures = await event(on)
    for (const error of figures.errors) log(`  ${error}`)
    rows.push(figures)
  }
} finally {
  await on.close()
}

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(0)} ms` : 'n/a')
console.log(
  [
    `SolrCloud of ${cluster.nodes.length} nodes, ${cluster.replicas} replica(s) of each of 2 ` +
      `shards; two searchers; load ${loadavg()[0].toFixed(1)} at the end.`,
    '',
    '| event | searches sent | failed | p50 | p95 |',
    '|---|--:|--:|--:|--:|',
    ...rows.map((r) => `| ${r.event} | ${r.sent} | ${r.failed} | ${ms(r.p50)} | ${ms(r.p95)} |`),
  ].join('\n'),
)
