import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { SearchEngine } from '#server/search/engine.ts'
import { createTempDb, type TempDb } from '#test/helpers/temp-db.ts'
import { checkReadiness } from './readiness.ts'

// Readiness with SolrCloud as the engine: its collection's ping must answer, within the time.
// A stand-in for the Solr node answers the ping as the test says.

let solr: Server
let solrUrl: string
let answer: 'ok' | 'error' | 'hang' = 'ok'
let store: TempDb
const pinged: string[] = []

beforeAll(async () => {
  store = await createTempDb()
  solr = createServer((req, res) => {
    pinged.push(req.url ?? '')
    if (answer === 'hang') return
    res.statusCode = answer === 'ok' ? 200 : 503
    res.end(JSON.stringify({ status: answer === 'ok' ? 'OK' : 'FAIL' }))
  })
  await new Promise<void>((resolve) => solr.listen(0, '127.0.0.1', resolve))
  solrUrl = `http://127.0.0.1:${(solr.address() as AddressInfo).port}/solr`
})
afterAll(async () => {
  solr.closeAllConnections()
  solr.close()
  await store.cleanup()
})

/** The content index stands in too: a suggestion answers at once. */
const index = { suggest: async () => ({}) } as unknown as SearchEngine

const ready = (timeoutMs = 2000) =>
  checkReadiness({
    db: store.db,
    search: index,
    edition: 'KA',
    solr: { url: solrUrl, collection: 'portal' },
    stopping: () => false,
    timeoutMs,
  })

test('ready when the collection answers its ping', async () => {
  answer = 'ok'
  expect(await ready()).toEqual({
    ready: true,
    checks: { contentIndex: 'ok', userStore: 'ok', solr: 'ok' },
  })
  expect(pinged.at(-1)).toBe('/solr/portal/admin/ping?wt=json')
})

test('not ready when SolrCloud answers an error, or nothing in time', async () => {
  answer = 'error'
  expect(await ready()).toMatchObject({ ready: false, checks: { solr: 'answered 503' } })
  answer = 'hang'
  expect(await ready(300)).toMatchObject({
    ready: false,
    checks: { solr: 'no answer within 300 ms', userStore: 'ok' },
  })
})

test('not ready while migrations are pending', async () => {
  const fresh = await createTempDb({ migrate: false })
  try {
    const result = await checkReadiness({
      db: fresh.db,
      search: index,
      edition: 'KA',
      stopping: () => false,
    })
    expect(result.ready).toBe(false)
    expect(result.checks.userStore).toMatch(/^migrations pending \(0001_accounts, /)
  } finally {
    await fresh.cleanup()
  }
})
