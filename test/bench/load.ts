// A load run against the production server on loopback (each phase bounded in time): signed-in
// traffic mixing home, searches and documents, for one instance and for two instances behind a
// small round-robin proxy, both on one PostgreSQL store (as a scale-out set-up runs). Reports
// throughput, p50 and p99 and every non-2xx or failed request.
//
//   npm run bench:load -- [--seconds 15] [--connections 16] [--skip-build]
//
// Writes var/bench/load.md and var/bench/load.json.
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { postgresAvailable, startCluster } from './pg.ts'
import { buildProduction, startServer, type RunningServer } from './server.ts'

const OUT_DIR = 'var/bench'
const RUN_DIR = `${OUT_DIR}/load-${process.pid}`
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '16' },
    'skip-build': { type: 'boolean', default: false },
  },
})
const SECONDS = Number(args.seconds)
const CONNECTIONS = Number(args.connections)

const SEARCHES = [
  '/search?q=expropriation',
  '/search?q=%22fair+and+equitable+treatment%22',
  '/search?q=investment+NEAR10+treaty',
  '/search?q=jurisdiction&sortBy=date',
  '/awards?q=damages',
]

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  await new Promise((r) => server.close(r))
  return port
}

/** Round-robin over the targets, one request at a time, bodies streamed. */
function roundRobinProxy(targets: RunningServer[]): Promise<{ origin: string; close(): void }> {
  let next = 0
  const server: Server = createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length].origin)
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  server.keepAliveTimeout = 60_000
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    ),
  )
}

type LoadFigures = {
  label: string
  requests: number
  perSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
  timeouts: number
}

async function load(
  label: string,
  origin: string,
  cookie: string,
  paths: string[],
): Promise<LoadFigures> {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    headers: { cookie, accept: 'text/html' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  })
  return {
    label,
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

/** A document of the index as the results link it. */
async function documentPaths(origin: string, cookie: string): Promise<string[]> {
  const html = await (await fetch(`${origin}/search?q=award`, { headers: { cookie } })).text()
  const links = [...new Set([...html.matchAll(/href="(\/document\/[^"?#]+)/g)].map((m) => m[1]))]
  if (links.length === 0) throw new Error('no document link on the results page')
  return links.slice(0, 3)
}

async function main() {
  if (!postgresAvailable())
    throw new Error('the load run needs PostgreSQL 15 (apt-get install postgresql)')
  mkdirSync(RUN_DIR, { recursive: true })
  if (!args['skip-build']) console.log(`build: ${buildProduction().toFixed(0)} s`)
  const cluster = startCluster(resolve(RUN_DIR, 'pg'), await freePort())
  const databaseUrl = `postgres://postgres@127.0.0.1:${cluster.port}/postgres`
  const servers: RunningServer[] = []
  const figures: LoadFigures[] = []
  try {
    for (const n of [0, 1]) {
      servers.push(
        await startServer({
          index: 'var/content.sqlite',
          port: await freePort(),
          workDir: `${RUN_DIR}/server-${n}`,
          databaseUrl,
        }),
      )
    }
    const cookie = await servers[0].signIn()
    const paths = ['/', ...SEARCHES, ...(await documentPaths(servers[0].origin, cookie))]
    console.log(`paths: ${paths.join(' ')}`)
    // Warm both (search threads, statement caches) before measuring.
    for (const s of servers) await load('warm-up', s.origin, cookie, paths)

    figures.push(await load('one instance', servers[0].origin, cookie, paths))
    const proxy = await roundRobinProxy(servers)
    try {
      figures.push(
        await load('two instances behind a round-robin proxy', proxy.origin, cookie, paths),
      )
    } finally {
      proxy.close()
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()))
    cluster.stop()
  }

  const machine = `${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end`
  const table = [
    `Load run, ${new Date().toISOString().slice(0, 10)}: ${CONNECTIONS} connections for ${SECONDS} s, signed in, cycling home, ${SEARCHES.length} searches and 3 documents; PostgreSQL store; ${machine}.`,
    '',
    '| set-up | requests | req/s | p50 ms | p99 ms | non-2xx | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...figures.map(
      (f) =>
        `| ${f.label} | ${f.requests} | ${f.perSecond} | ${f.p50} | ${f.p99} | ${f.non2xx} | ${f.errors + f.timeouts} |`,
    ),
  ].join('\n')
  writeFileSync(`${OUT_DIR}/load.md`, `${table}\n`)
  writeFileSync(`${OUT_DIR}/load.json`, JSON.stringify(figures, null, 2))
  console.log(table)
}

await main()
