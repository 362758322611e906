// A soak run: one production server under mixed signed-in traffic (home, searches, documents,
// the sign-in page, compressed with Brotli and gzip as browsers ask) for a long time, sampling
// the server's resident memory, heap, active handles, process listeners and EventEmitter leak
// warnings from inside it (test/bench/soak-probe.cjs). A long-running server must not grow with
// traffic: the report compares minute 2 with the last sample.
//
//   npm run bench:soak -- [--minutes 10] [--connections 8] [--skip-build]
//
// Writes var/bench/soak.md and var/bench/soak.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { buildProduction, startServer } from './server.ts'

const OUT_DIR = 'var/bench'
const RUN_DIR = `${OUT_DIR}/soak-${process.pid}`
const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    'skip-build': { type: 'boolean', default: false },
  },
})
const MINUTES = Number(args.minutes)
const PROBE_MS = 30_000

type Sample = {
  seconds: number
  rssMb: number
  heapUsedMb: number
  resources: number
  processListeners: number
  leakWarnings: number
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  await new Promise((r) => server.close(r))
  return port
}

async function main() {
  mkdirSync(RUN_DIR, { recursive: true })
  if (!args['skip-build']) console.log(`build: ${buildProduction().toFixed(0)} s`)
  const probeFile = resolve(RUN_DIR, 'probe.jsonl')
  process.env.NODE_OPTIONS = `--require ${resolve('test/bench/soak-probe.cjs')}`
  process.env.SOAK_PROBE_FILE = probeFile
  process.env.SOAK_PROBE_MS = String(PROBE_MS)
  const server = await startServer({
    index: 'var/content.sqlite',
    port: await freePort(),
    workDir: `${RUN_DIR}/server`,
  })
  const loadStart = loadavg()[0]
  let result: autocannon.Result
  try {
    const cookie = await server.signIn()
    const html = await (
      await fetch(`${server.origin}/search?q=award`, { headers: { cookie } })
    ).text()
    const documents = [
      ...new Set([...html.matchAll(/href="(\/document\/[^"?#]+)/g)].map((m) => m[1]!)),
    ]
    const paths = [
      '/',
      '/search?q=expropriation',
      '/search?q=%22fair+and+equitable+treatment%22',
      '/awards?q=damages',
      '/account/login',
      ...documents.slice(0, 3),
    ]
    const encodings = ['br', 'gzip', 'identity']
    console.log(`soak: ${MINUTES} min over ${paths.join(' ')}`)
    result = await autocannon({
      url: server.origin,
      connections: Number(args.connections),
      duration: MINUTES * 60,
      timeout: 30,
      requests: paths.flatMap((path) =>
        encodings.map((encoding) => ({
          method: 'GET' as const,
          path,
          headers: { cookie, accept: 'text/html', 'accept-encoding': encoding },
        })),
      ),
    })
    // One more sample after the traffic.
    await new Promise((r) => setTimeout(r, PROBE_MS + 1000))
  } finally {
    await server.stop()
  }
  const samples = readFileSync(probeFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Sample)
  const at = (seconds: number) => samples.find((s) => s.seconds >= seconds) ?? samples.at(-1)!
  const minute2 = at(120)
  const last = samples.filter((s) => s.seconds <= MINUTES * 60 + 5).at(-1)!
  const growth = ((last.rssMb - minute2.rssMb) / minute2.rssMb) * 100
  const machine = `${cpus().length} cores shared with other work, load average ${loadStart.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end`
  const rows = samples.map(
    (s) =>
      `| ${(s.seconds / 60).toFixed(1)} | ${s.rssMb} | ${s.heapUsedMb} | ${s.resources} | ${s.processListeners} | ${s.leakWarnings} |`,
  )
  const table = [
    `Soak run, ${new Date().toISOString().slice(0, 10)}: ${MINUTES} minutes, ${args.connections} connections, signed in, home, 3 searches, the sign-in page and 3 documents, each as Brotli, gzip and plain; ${result.requests.total} requests (${Math.round(result.requests.average)}/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors + result.timeouts} errors; ${machine}.`,
    '',
    `Resident memory from minute 2 to minute ${(last.seconds / 60).toFixed(1)}: ${minute2.rssMb} MB → ${last.rssMb} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %); active handles ${minute2.resources} → ${last.resources}; process listeners ${minute2.processListeners} → ${last.processListeners}; listener-leak warnings ${last.leakWarnings}.`,
    '',
    '| minute | RSS MB | heap MB | active handles | process listeners | leak warnings |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n')
  writeFileSync(`${OUT_DIR}/soak.md`, `${table}\n`)
  writeFileSync(`${OUT_DIR}/soak.json`, JSON.stringify({ samples, growth }, null, 2))
  console.log(table)
}

await main()
