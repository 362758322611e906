// Lighthouse (12, mobile preset: its default) on the home, search and document pages of each
// edition, signed in, against the production server on loopback. Chromium comes from the system
// (CHROME_PATH, default /usr/bin/chromium). DESIGN §11 and issue 19: performance at least 0.95,
// accessibility 1.0, best practices at least 0.95.
//
//   npm run bench:web -- [--skip-build]
//
// Writes var/bench/web.md and var/bench/web.json (and each page's Lighthouse report beside them).
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, get } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { buildProduction, startServer } from './server.ts'

const OUT_DIR = 'var/bench'
const REPORTS = `${OUT_DIR}/lighthouse`
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const { values: args } = parseArgs({
  options: { 'skip-build': { type: 'boolean', default: false } },
})

/** Each edition's host and a search its subscribers run. */
const EDITIONS = [
  { id: 'KA', host: 'ka.localhost', search: '/search?q=expropriation' },
  { id: 'KIPL', host: 'kipl.localhost', search: '/search?q=trade+mark' },
  { id: 'KCL', host: 'kcl.localhost', search: '/search?q=merger' },
]

type Figures = {
  edition: string
  page: string
  path: string
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
  tbtMs: number
  cls: number
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  await new Promise((r) => server.close(r))
  return port
}

/** A page's HTML as the edition's host sees it (Node does not resolve *.localhost; Chromium does). */
function getAs(url: string, host: string, cookie: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // A fresh connection: a kept-alive one may have been closed by the server during a long audit.
    get(url, { headers: { host, cookie }, agent: false }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve(body))
    }).on('error', reject)
  })
}

function lighthouse(
  url: string,
  cookie: string,
  name: string,
): Omit<Figures, 'edition' | 'page' | 'path'> {
  const headers = `${REPORTS}/headers.json`
  writeFileSync(headers, JSON.stringify({ Cookie: cookie }))
  const out = `${REPORTS}/${name}.json`
  const r = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices',
      `--extra-headers=${headers}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      '--quiet',
    ],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH } },
  )
  if (r.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${r.stderr}`)
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number }>
    audits: Record<string, { numericValue: number }>
  }
  return {
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    bestPractices: report.categories['best-practices'].score,
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  }
}

async function main() {
  mkdirSync(REPORTS, { recursive: true })
  if (!args['skip-build']) console.log(`build: ${buildProduction().toFixed(0)} s`)
  const server = await startServer({
    index: 'var/content.sqlite',
    port: await freePort(),
    workDir: `${OUT_DIR}/web-${process.pid}`,
  })
  const figures: Figures[] = []
  try {
    // One session for every edition: the account subscribes to all three.
    const cookie = await server.signIn({ email: 'all@demo.test', password: 'demo-password' })
    const port = new URL(server.origin).port
    for (const edition of EDITIONS) {
      const origin = `http://${edition.host}:${port}`
      const results = await getAs(
        `${server.origin}${edition.search}`,
        `${edition.host}:${port}`,
        cookie,
      )
      const document = /href="(\/document\/[^"?#]+)/.exec(results)?.[1]
      const pages: [string, string][] = [
        ['home', '/'],
        ['search', edition.search],
        ...(document ? ([['document', document]] as [string, string][]) : []),
      ]
      for (const [page, path] of pages) {
        const result = lighthouse(origin + path, cookie, `${edition.id}-${page}`)
        figures.push({ edition: edition.id, page, path, ...result })
        console.log(`${edition.id} ${page}: ${JSON.stringify(result)}`)
      }
    }
  } finally {
    await server.stop()
  }
  const machine = `${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end`
  const table = [
    `Lighthouse ${new Date().toISOString().slice(0, 10)}: mobile preset, signed in (all@demo.test), production server on loopback; ${machine}.`,
    '',
    '| edition | page | performance | accessibility | best practices | LCP ms | TBT ms | CLS |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...figures.map(
      (f) =>
        `| ${f.edition} | ${f.page} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.lcpMs} | ${f.tbtMs} | ${f.cls} |`,
    ),
  ].join('\n')
  writeFileSync(`${OUT_DIR}/web.md`, `${table}\n`)
  writeFileSync(`${OUT_DIR}/web.json`, JSON.stringify(figures, null, 2))
  console.log(table)
}

await main()
