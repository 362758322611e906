// The time budget over HTTP: a search Solr stopped at timeAllowed, or one that does not answer in
// time, is too broad (never partial counts given as exact); Solr's own refusals keep their
// message. Against a local HTTP server that answers as Solr does.
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { isQueryTooBroadError } from '#server/errors.ts'
import { solrClient } from './client.ts'

let server: Server
let url = ''
const received: unknown[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (d) => (body += String(d)))
    req.on('end', () => {
      received.push(body ? JSON.parse(body) : null)
      const reply = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(json))
      }
      if (req.url?.startsWith('/solr/partial/')) {
        reply(200, { responseHeader: { status: 0, partialResults: true }, response: {} })
      } else if (req.url?.startsWith('/solr/slow/')) {
        setTimeout(() => reply(200, { responseHeader: { status: 0 } }), 3000)
      } else if (req.url?.startsWith('/solr/clauses/')) {
        reply(400, { error: { msg: 'too many clauses: 4097 > 4096', code: 400 } })
      } else if (req.url?.startsWith('/solr/missing/')) {
        reply(404, { error: { msg: 'Collection not found: missing', code: 404 } })
      } else {
        reply(200, { responseHeader: { status: 0 }, response: { numFound: 1 } })
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/solr`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

test('a search carries the budget as timeAllowed', async () => {
  const client = solrClient({ url, timeoutMs: 700 })
  const answer = await client.select('portal', { query: '*:*', params: { rows: 1 } })
  expect(answer.response).toEqual({ numFound: 1 })
  const sent = received.at(-1) as { params: { timeAllowed: number } }
  expect(sent).toEqual({ query: '*:*', params: { rows: 1, timeAllowed: expect.any(Number) } })
  // What is left of the budget when it is sent: all of it, bar a millisecond or two.
  expect(sent.params.timeAllowed).toBeGreaterThan(650)
  expect(sent.params.timeAllowed).toBeLessThanOrEqual(700)
})

test('partial results (stopped at timeAllowed) are too broad', async () => {
  const client = solrClient({ url: `${url}/partial`, timeoutMs: 700 })
  await expect(client.select('portal', { query: '*:*' })).rejects.toSatisfy(isQueryTooBroadError)
})

test('a search that outlives the budget is cancelled as too broad', async () => {
  const client = solrClient({ url: `${url}/slow`, timeoutMs: 100 })
  await expect(client.select('portal', { query: '*:*' })).rejects.toSatisfy(isQueryTooBroadError)
})

test('a query past the clause limit is too broad; other refusals say what Solr said', async () => {
  const clauses = solrClient({ url: `${url}/clauses`, timeoutMs: 700 })
  await expect(clauses.select('portal', { query: 'x' })).rejects.toSatisfy(isQueryTooBroadError)
  const missing = solrClient({ url: `${url}/missing`, timeoutMs: 700 })
  await expect(missing.select('portal', { query: 'x' })).rejects.toThrow(
    'Solr answered 404: Collection not found: missing',
  )
})
