// Server rendering throughput of the production server against a bare React Router page (one
// route, the same framework, flags and Express stack: ./bare), measured in the same run on the
// same machine: signed in, closed-loop connections to one page at a time, each page for a few
// seconds after a warm-up. Reports requests per second, p50 and p99, the page's HTML size and
// each page's ratio to the bare page (DESIGN §11: /search with results at least 40%). The search
// page is measured twice: shared (after the first showing every request is served from the page
// cache, as a popular query is) and not shared (PAGE_CACHE_SECONDS=0: rendered every time).
//
//   npm run bench:render -- [--seconds 8] [--connections 16] [--skip-build]
//
// Writes var/bench/render.md and var/bench/render.json.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { buildProduction, startServer } from './server.ts'

const OUT_DIR = 'var/bench'
const BARE_BUILD = `${OUT_DIR}/bare-build`
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '16' },
    'skip-build': { type: 'boolean', default: false },
  },
})
const SECONDS = Number(args.seconds)
const CONNECTIONS = Number(args.connections)

type Figures = {
  page: string
  path: string
  perSecond: number
  p50: number
  p99: number
  htmlBytes: number
  non2xx: number
  errors: number
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  await new Promise((r) => server.close(r))
  return port
}

async function measure(page: string, origin: string, path: string, cookie = ''): Promise<Figures> {
  const headers = { cookie, accept: 'text/html', 'accept-encoding': 'gzip' }
  const first = await fetch(origin + path, { headers: { cookie, accept: 'text/html' } })
  if (!first.ok) throw new Error(`${page}: ${path} answered ${first.status}`)
  const htmlBytes = Buffer.byteLength(await first.text())
  const run = (duration: number) =>
    autocannon({ url: origin + path, connections: CONNECTIONS, duration, timeout: 30, headers })
  await run(Math.min(3, SECONDS)) // warm-up: search threads, caches, the JIT
  const result = await run(SECONDS)
  return {
    page,
    path,
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    htmlBytes,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

/** The bare app's server (./bare/server.ts) on its own port, until stopped. */
async function startBare(port: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/bench/bare/server.ts', BARE_BUILD, String(port)],
    {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'ignore',
    },
  )
  const origin = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(origin)).ok) break
    } catch {
      if (i > 600) throw new Error('the bare app did not start')
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  return { origin, stop: () => child.kill('SIGTERM') }
}

/** An award's reading page, as the results link it. */
async function awardPath(origin: string, cookie: string): Promise<string> {
  const html = await (await fetch(`${origin}/awards?q=damages`, { headers: { cookie } })).text()
  const link = /href="(\/document\/[^"?#]+)/.exec(html)?.[1]
  if (!link) throw new Error('no award link on the awards page')
  return link
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true })
  if (!args['skip-build']) {
    console.log(`build: ${buildProduction().toFixed(0)} s`)
    const r = spawnSync('npx', ['react-router', 'build', 'test/bench/bare'], { encoding: 'utf8' })
    if (r.status !== 0) throw new Error(`building the bare app failed:\n${r.stdout}\n${r.stderr}`)
  }
  const figures: Figures[] = []
  const bare = await startBare(await freePort())
  try {
    figures.push(await measure('bare React Router page', bare.origin, '/'))
  } finally {
    bare.stop()
  }
  const server = await startServer({
    index: 'var/content.sqlite',
    port: await freePort(),
    workDir: `${OUT_DIR}/render-${process.pid}`,
  })
  try {
    const cookie = await server.signIn()
    const pages: [string, string][] = [
      ['static page', '/policy/accessibility'],
      ['home', '/'],
      ['search with results', '/search?q=expropriation'],
      ['award document', await awardPath(server.origin, cookie)],
    ]
    for (const [page, path] of pages) figures.push(await measure(page, server.origin, path, cookie))
  } finally {
    await server.stop()
  }
  // The same search rendered for every request, as the first showing of a query is.
  const unshared = await startServer({
    index: 'var/content.sqlite',
    port: await freePort(),
    workDir: `${OUT_DIR}/render-unshared-${process.pid}`,
    pageCacheSeconds: 0,
  })
  try {
    const cookie = await unshared.signIn()
    figures.push(
      await measure('search, not shared', unshared.origin, '/search?q=expropriation', cookie),
    )
  } finally {
    await unshared.stop()
  }

  const bareRate = figures[0].perSecond
  const machine = `${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end`
  const table = [
    `Render run, ${new Date().toISOString().slice(0, 10)}: ${CONNECTIONS} connections for ${SECONDS} s per page after a warm-up, signed in as KAPP on KA (starter index), one production instance; ${machine}.`,
    '',
    '| page | path | req/s | of the bare page | p50 ms | p99 ms | HTML KB | non-2xx | errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...figures.map(
      (f) =>
        `| ${f.page} | \`${f.path}\` | ${f.perSecond} | ${Math.round((100 * f.perSecond) / bareRate)}% | ${f.p50} | ${f.p99} | ${(f.htmlBytes / 1024).toFixed(1)} | ${f.non2xx} | ${f.errors} |`,
    ),
  ].join('\n')
  writeFileSync(`${OUT_DIR}/render.md`, `${table}\n`)
  writeFileSync(`${OUT_DIR}/render.json`, JSON.stringify(figures, null, 2))
  console.log(table)
}

await main()
