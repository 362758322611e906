import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { SearchEngine } from '#server/search/engine.ts'
import { solrClient } from '#server/search/solr/client.ts'
import { createTempDb, type TempDb } from '#test/helpers/temp-db.ts'
import { checkReadiness } from './readiness.ts'

// Readiness with SolrCloud as the engine: its collection's ping must answer through one of the
// nodes, within the time. A stand-in for a Solr node answers the ping as the test says; a closed
// port stands for a node that is down.

let solr: Server
let solrUrl: string
let downUrl: string
let answer: 'ok' | 'error' | 'missing' | 'hang' = 'ok'
let store: TempDb
const pinged: string[] = []

beforeAll(async () => {
  store = await createTempDb()
  solr = createServer((req, res) => {
    pinged.push(req.url ?? '')
    if (answer === 'hang') return
    res.statusCode = { ok: 200, error: 503, missing: 404 }[answer]
    res.end(JSON.stringify({ status: answer === 'ok' ? 'OK' : 'FAIL' }))
  })
  await new Promise<void>((resolve) => solr.listen(0, '127.0.0.1', resolve))
  solrUrl = `http://127.0.0.1:${(solr.address() as AddressInfo).port}/solr`
  const closed = createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  downUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/solr`
  await new Promise((resolve) => closed.close(resolve))
})
afterAll(async () => {
  solr.closeAllConnections()
  solr.close()
  await store.cleanup()
})

/** The content index stands in too: a suggestion answers at once. */
const index = { suggest: async () => ({}) } as unknown as SearchEngine

const ready = (timeoutMs = 2000, nodes = [solrUrl]) =>
  checkReadiness({
    db: store.db,
    search: index,
    edition: 'KA',
    solr: { client: solrClient({ url: nodes, timeoutMs }), collection: 'portal' },
    stopping: () => false,
    timeoutMs,
  })

test('ready when the collection answers its ping, through a node that is up', async () => {
  answer = 'ok'
  expect(await ready()).toEqual({
    ready: true,
    checks: { contentIndex: 'ok', userStore: 'ok', solr: 'ok' },
  })
  expect(pinged.at(-1)).toBe('/solr/portal/admin/ping?wt=json')
  expect(await ready(2000, [downUrl, solrUrl])).toMatchObject({ ready: true })
})

test('not ready when no node answers, in time or at all, or the collection is missing', async () => {
  answer = 'error'
  expect(await ready()).toMatchObject({ ready: false, checks: { solr: 'not answering' } })
  expect(await ready(2000, [downUrl])).toMatchObject({ checks: { solr: 'not answering' } })
  answer = 'missing'
  expect(await ready()).toMatchObject({ ready: false, checks: { solr: 'answered 404' } })
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
