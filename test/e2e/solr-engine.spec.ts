import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { solrClient } from '#server/search/solr/client.ts'
import { ingestToSolr } from '#server/search/solr/ingest.ts'
import { DEMO_PASSWORD, expect, test } from './fixtures.ts'

// The portal on SolrCloud (SEARCH_ENGINE=solr): the content index copied to a collection of its
// own, a production server searching it, and a subscriber's journey: search, a filter, a
// document, the assistant's sources. Last, the collection's alias is removed and the same search
// says search is unavailable: the results came from SolrCloud, not from the content index.
// `npm test` runs the browser tests beside a throwaway SolrCloud (SOLR_URL).

const SOLR_URL = process.env.SOLR_URL
const CONTENT_INDEX = process.env.CONTENT_INDEX ?? 'var/content.sqlite'
const DATABASE_URL = 'var/e2e/solr-app.sqlite'

test.describe.configure({ mode: 'serial', timeout: 120_000 })
test.skip(
  !SOLR_URL && !process.env.CI,
  'needs SolrCloud: bash test/solr/with-solr.sh bash test/e2e/run.sh test/e2e/solr-engine.spec.ts',
)

let server: ChildProcess | null = null
let origin = ''
let alias = ''
let collection = ''

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

test.beforeAll(async ({}, info) => {
  if (info.project.name !== 'ka') return
  if (!SOLR_URL) throw new Error('SOLR_URL is not set: in CI this journey runs on SolrCloud')
  info.setTimeout(240_000)
  const client = solrClient({ url: SOLR_URL, timeoutMs: 60_000 })
  alias = `e2e_${randomBytes(4).toString('hex')}`
  collection = (await ingestToSolr(CONTENT_INDEX, { client, alias })).collection
  rmSync(DATABASE_URL, { force: true })
  const port = await freePort()
  server = spawn('node', ['build/server/http/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL,
      CONTENT_INDEX,
      SESSION_SECRET: 'solr-journey-secret-'.padEnd(48, 'x'),
      SEARCH_THREADS: '1',
      MAIL_OUTBOX: 'var/e2e/outbox-solr',
      // Every search reaches the engine: no shared page kept from the first one.
      PAGE_CACHE_SECONDS: '0',
      SEARCH_ENGINE: 'solr',
      SOLR_URL,
      SOLR_COLLECTION: alias,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  server.stdout!.on('data', (d) => (log += String(d)))
  server.stderr!.on('data', (d) => (log += String(d)))
  const deadline = Date.now() + 90_000
  for (;;) {
    const up = await fetch(`http://localhost:${port}/aidisclaimer`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (server.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the server on SolrCloud did not start:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  origin = `http://ka.localhost:${port}`
})

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  server = null
  if (SOLR_URL && collection) {
    const client = solrClient({ url: SOLR_URL, timeoutMs: 60_000 })
    await client.admin({ action: 'DELETEALIAS', name: alias }).catch(() => {})
    await client.admin({ action: 'DELETE', name: collection })
  }
})

test('search, a filter, a document and the assistant, answered by SolrCloud', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'ka', 'one server on SolrCloud: run in ka')
  await page.goto(`${origin}/account/login?returnUrl=${encodeURIComponent('/awards')}`)
  await page.getByLabel('E-mail', { exact: true }).fill('kapp@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/account/login'))

  // search
  await page.goto(`${origin}/awards?q=tribunal+AND+jurisdiction`)
  await expect(page.getByRole('heading', { name: 'Cases & Awards', level: 1 })).toBeVisible()
  const results = page.locator('article')
  await expect(results.first()).toBeVisible()

  // a filter from the panel (its counts are SolrCloud's facets)
  await page.locator('summary', { hasText: /^Filters/ }).click()
  const panel = page.getByRole('dialog', { name: 'Search filters' })
  const type = panel.locator('details[data-facet="type"] input[type="checkbox"]').first()
  const typeValue = (await type.getAttribute('value')) ?? ''
  await type.check()
  await panel.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(
    new RegExp(`type=${encodeURIComponent(typeValue)}`.replace(/%20/g, '\\+')),
  )
  await expect(page.getByRole('list', { name: 'Selected filters' })).toContainText(
    typeValue.slice(0, 20),
  )
  await expect(results.first()).toBeVisible()

  // a document
  const first = results.first().locator('a[href^="/document/"]').first()
  const href = (await first.getAttribute('href')) ?? ''
  const id = href.replace(/^\/document\//, '').replace(/\?.*$/, '')
  await first.click()
  await expect(page).toHaveURL(new RegExp(`/document/${id}`))
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()

  // the assistant answers from that document, with it as a source
  await page.goto(`${origin}/assistant?doc=${id}`)
  await page.getByLabel('Your question').fill('What did the tribunal decide on jurisdiction?')
  await page.getByRole('button', { name: 'Ask' }).click()
  await expect(page.getByRole('heading', { name: 'Answer' })).toBeVisible()
  await expect(page.locator(`a[href="/document/${id}"]`).last()).toBeVisible()

  // without the collection the search is unavailable: the results above were SolrCloud's
  const client = solrClient({ url: SOLR_URL!, timeoutMs: 60_000 })
  await client.admin({ action: 'DELETEALIAS', name: alias })
  await page.goto(`${origin}/awards?q=tribunal+AND+jurisdiction`)
  await expect(page.getByText('Search is unavailable at the moment.')).toBeVisible()
  await expect(results).toHaveCount(0)
})
