// Several nodes (SOLR_URL as a list): searches spread over the live ones, a node that refuses the
// connection or answers 5xx is left out, a read is sent once more to another node within the
// budget, a write never twice, and a node left out comes back when its health answers. Against
// local HTTP servers that answer as Solr nodes do, and closed ports for nodes that are down.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, expect, test, vi } from 'vitest'
import { isQueryTooBroadError, kindOf } from '#server/errors.ts'
import { solrClient, type SolrClientOptions } from './client.ts'

type StandIn = {
  url: string
  /** How it answers searches and updates: at once, with a 500 (after `delayMs`), or never. */
  answer: 'ok' | 'error' | 'hang'
  delayMs: number
  /** How its health check answers. */
  health: 'ok' | 'error'
  requests: { path: string; body: unknown }[]
  probes: number
}

const servers: Server[] = []
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

async function standIn(): Promise<StandIn> {
  const node: StandIn = {
    url: '',
    answer: 'ok',
    delayMs: 0,
    health: 'ok',
    requests: [],
    probes: 0,
  }
  const server = createServer((req, res) => {
    let text = ''
    req.on('data', (d) => (text += String(d)))
    req.on('end', () => {
      const reply = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(json))
      }
      if (req.url?.startsWith('/solr/admin/info/health')) {
        node.probes++
        reply(node.health === 'ok' ? 200 : 503, { status: node.health === 'ok' ? 'OK' : 'FAILURE' })
        return
      }
      node.requests.push({ path: req.url ?? '', body: text ? JSON.parse(text) : null })
      if (node.answer === 'hang') return
      setTimeout(() => {
        if (node.answer === 'error') reply(500, { error: { msg: 'Server Error', code: 500 } })
        else reply(200, { responseHeader: { status: 0 }, response: { numFound: 1, docs: [] } })
      }, node.delayMs)
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  node.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/solr`
  return node
}

/** The address of a node that is down: a port nothing listens on. */
async function downNode(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/solr`
  await new Promise((resolve) => server.close(resolve))
  return url
}

/** A client on these nodes, and what it said about them. */
function client(url: string[], options: Partial<SolrClientOptions> = {}) {
  const events: string[] = []
  const solr = solrClient({
    url,
    timeoutMs: 1000,
    onNodeState: (node, state) => events.push(`${state} ${node}`),
    ...options,
  })
  return { solr, events }
}

const search = (solr: ReturnType<typeof solrClient>) => solr.select('portal', { query: '*:*' })
const searches = (node: StandIn) => node.requests.filter((r) => r.path.includes('/select')).length

test('searches go to the live nodes by turns', async () => {
  const nodes = [await standIn(), await standIn(), await standIn()]
  const { solr } = client(nodes.map((n) => n.url))
  for (let i = 0; i < 6; i++) await search(solr)
  expect(nodes.map(searches)).toEqual([2, 2, 2])
})

test('with the first listed node down, every search answers and it is left out', async () => {
  const [dead, a, b] = [await downNode(), await standIn(), await standIn()]
  const { solr, events } = client([dead, a.url, b.url])
  for (let i = 0; i < 10; i++) await expect(search(solr)).resolves.toBeTruthy()
  expect(events).toEqual([`down ${dead}`])
  expect(searches(a) + searches(b)).toBe(10)
  expect(solr.nodes()).toEqual([
    { url: dead, live: false },
    { url: a.url, live: true },
    { url: b.url, live: true },
  ])
})

test('a node answering 5xx is marked down and the search answered by another', async () => {
  const [a, b] = [await standIn(), await standIn()]
  a.answer = 'error'
  const { solr, events } = client([a.url, b.url])
  for (let i = 0; i < 5; i++) await expect(search(solr)).resolves.toBeTruthy()
  expect([searches(a), searches(b)]).toEqual([1, 5])
  expect(events).toEqual([`down ${a.url}`])
})

test('a read is sent once more, not twice; a write is never sent twice', async () => {
  const [a, b, c] = [await standIn(), await standIn(), await standIn()]
  a.answer = b.answer = 'error'
  const reads = client([a.url, b.url, c.url]).solr
  const failed = await search(reads).catch((e: unknown) => e)
  expect(kindOf(failed)).toBe('unavailable')
  expect(String(failed)).toMatch(`No Solr node answered: ${a.url}: answered 500`)
  expect([searches(a), searches(b), searches(c)]).toEqual([1, 1, 0])

  const { solr: writes, events } = client([a.url, c.url])
  await expect(writes.update('portal', [{ id: '1' }])).rejects.toThrow('Solr answered 500')
  expect(c.requests).toEqual([])
  // The node answered: the write failed, not the node.
  expect(events).toEqual([])
})

test('a write the first node never received goes to the next', async () => {
  const [dead, a] = [await downNode(), await standIn()]
  const { solr } = client([dead, a.url])
  await solr.update('portal', [{ id: '1' }])
  expect(a.requests).toEqual([{ path: '/solr/portal/update', body: [{ id: '1' }] }])
})

test('the second try has what is left of the search budget', async () => {
  const [a, b] = [await standIn(), await standIn()]
  a.answer = 'error'
  a.delayMs = 300
  const { solr } = client([a.url, b.url], { timeoutMs: 700 })
  await search(solr)
  const sent = b.requests.at(-1)?.body as { params: { timeAllowed: number } }
  expect(sent.params.timeAllowed).toBeGreaterThan(0)
  expect(sent.params.timeAllowed).toBeLessThanOrEqual(400)
})

test('a node left out is probed after a while, and back once its health answers', async () => {
  const [a, b] = [await standIn(), await standIn()]
  a.answer = 'error'
  a.health = 'error'
  const { solr, events } = client([a.url, b.url], { probeAfterMs: 50 })
  await search(solr)
  expect(solr.nodes().map((n) => n.live)).toEqual([false, true])

  // Its health does not answer yet: it stays out.
  await new Promise((r) => setTimeout(r, 60))
  await search(solr)
  await vi.waitFor(() => expect(a.probes).toBe(1))
  expect(solr.nodes()[0]?.live).toBe(false)

  a.answer = 'ok'
  a.health = 'ok'
  await new Promise((r) => setTimeout(r, 60))
  await search(solr)
  await vi.waitFor(() => expect(solr.nodes()[0]?.live).toBe(true))
  expect(events).toEqual([`down ${a.url}`, `up ${a.url}`])
  const before = searches(a)
  for (let i = 0; i < 4; i++) await search(solr)
  expect(searches(a)).toBe(before + 2)
})

test('with every node down the nodes are still tried; none answering is "unavailable"', async () => {
  const [a, b] = [await standIn(), await standIn()]
  a.answer = b.answer = 'error'
  const { solr } = client([a.url, b.url])
  await expect(search(solr)).rejects.toSatisfy((e) => kindOf(e) === 'unavailable')
  expect(solr.nodes().map((n) => n.live)).toEqual([false, false])
  // Without waiting for a probe: the node down longest is asked first.
  a.answer = 'ok'
  await expect(search(solr)).resolves.toBeTruthy()
  expect(solr.nodes().map((n) => n.live)).toEqual([true, false])

  const dead = [await downNode(), await downNode()]
  const none = client(dead).solr
  const failed = await search(none).catch((e: unknown) => e)
  expect(kindOf(failed)).toBe('unavailable')
  expect((failed as { publicMessage: string }).publicMessage).toBe(
    'Search is unavailable at the moment. Please try again in a few minutes.',
  )
  expect(String(failed)).toContain(`${dead[0]}: ECONNREFUSED; ${dead[1]}: ECONNREFUSED`)
})

test('a search that outlives the budget is too broad; the node is left out only if its health fails', async () => {
  const [a, b] = [await standIn(), await standIn()]
  a.answer = b.answer = 'hang'
  b.health = 'error'
  const { solr, events } = client([a.url, b.url], { timeoutMs: 100 })
  // One to each node, at once (each waits out the budget and its grace).
  const both = await Promise.allSettled([search(solr), search(solr)])
  expect(both.map((r) => r.status === 'rejected' && isQueryTooBroadError(r.reason))).toEqual([
    true,
    true,
  ])
  await vi.waitFor(() => expect(events).toEqual([`down ${b.url}`]))
  expect(a.probes).toBe(1)
})

test('a request for one node goes there only', async () => {
  const [a, b] = [await standIn(), await standIn()]
  const { solr } = client([a.url, b.url])
  for (let i = 0; i < 3; i++) await solr.admin({ action: 'LISTALIASES' }, { node: b.url })
  expect([a.requests.length, b.requests.length]).toEqual([0, 3])
})

test('a node list with an entry that is not a base URL is refused, naming it', () => {
  expect(() => solrClient({ url: 'http://solr1:8983/solr,solr2', timeoutMs: 1000 })).toThrow(
    "not 'solr2'",
  )
})
