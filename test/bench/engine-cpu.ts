// The engine alone in one thread, in CPU time: each query of the bench's set (./queries.ts) on a
// warmed engine, its median and slowest CPU time over a few runs, and the set's p50 and p95. CPU
// time is what a search costs whatever else the machine runs; the load inflates it far less than
// the wall times of `npm run bench` (docs/benchmarks.md).
//
//   npx tsx test/bench/engine-cpu.ts var/bench/gen-1000000.sqlite [runs]
import { loadavg } from 'node:os'
import { openFts5Engine } from '#server/search/fts5/engine.ts'
import { EDITION, queriesFor, SUGGEST_TERMS } from './queries.ts'

const [path, runsArg] = process.argv.slice(2)
if (!path) throw new Error('usage: engine-cpu.ts <index.sqlite> [runs]')
const RUNS = Number(runsArg ?? 7)
const cpuMs = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]
const rss = () => `${Math.round(process.memoryUsage().rss / 2 ** 20)} MB`
const load = () => loadavg()[0].toFixed(1)

const wall = performance.now()
const cpu = cpuMs()
const engine = openFts5Engine(path, { now: () => new Date() })
engine.warm()
for (const edition of ['KA', 'KIPL', 'KCL'] as const) {
  engine.searchWithFilters({ resultsPerPage: 1 }, { edition })
}
console.log(
  `open and warm: ${(performance.now() - wall).toFixed(0)} ms wall, ` +
    `${(cpuMs() - cpu).toFixed(0)} ms CPU; resident ${rss()}; load ${load()}`,
)
console.log('| query | hits | CPU ms, median | CPU ms, slowest |\n|---|---:|---:|---:|')
const all: number[] = []
for (const { name, query } of queriesFor(path)) {
  const hits = engine.searchWithFilters(query, { edition: EDITION }).page.totalHits
  const taken: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const s = cpuMs()
    engine.searchWithFilters(query, { edition: EDITION })
    taken.push(cpuMs() - s)
  }
  taken.sort((a, b) => a - b)
  all.push(...taken)
  console.log(`| ${name} | ${hits} | ${at(taken, 0.5).toFixed(0)} | ${at(taken, 1).toFixed(0)} |`)
}
all.sort((a, b) => a - b)
const suggest: number[] = []
for (let i = 0; i < RUNS; i++) {
  for (const term of SUGGEST_TERMS) {
    const s = cpuMs()
    engine.suggest(term, { edition: EDITION })
    suggest.push(cpuMs() - s)
  }
}
suggest.sort((a, b) => a - b)
console.log(
  `search CPU p50 ${at(all, 0.5).toFixed(0)} ms, p95 ${at(all, 0.95).toFixed(0)} ms; ` +
    `suggest CPU p95 ${at(suggest, 0.95).toFixed(1)} ms; resident ${rss()}; load ${load()}`,
)
engine.close()
