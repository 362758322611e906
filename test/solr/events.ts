// What happens to a SolrCloud in production, each under continuous searching through the
// portal's own client and engine (two searches at a time, a few queries in turn, each answer's
// count checked against the count before the event): the first listed node down, a re-index that
// moves the alias, a re-index whose copy fails midway, and a node stopped mid-traffic. Each event
// reports the searches sent, those that failed (an error, or a count that differs) and the
// latency. Used by server/search/solr/cluster.test.ts on the throwaway cluster of
// test/solr/with-solr.sh, and by ./bench-events.ts for the figures of docs/benchmarks.md.
import { exec } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { promisify } from 'node:util'
import type { SearchQuery } from '#server/search/engine.ts'
import { solrClient, solrNodes, type SolrClient } from '#server/search/solr/client.ts'
import { createSolrSearch } from '#server/search/solr/engine.ts'
import { ingestToSolr } from '#server/search/solr/ingest.ts'
import { timing } from '#test/bench/stats.ts'

/** The cluster test/solr/with-solr.sh started, as its variables describe it. */
export type Cluster = {
  nodes: string[]
  replicas: number
  /** Shell commands that stop and start the last node (SOLR_STOP_NODE, SOLR_START_NODE). */
  stopNode?: string
  startNode?: string
}

export function clusterFromEnv(env: NodeJS.ProcessEnv = process.env): Cluster | null {
  if (!env.SOLR_URL) return null
  return {
    nodes: solrNodes(env.SOLR_URL),
    replicas: Number(env.SOLR_REPLICAS ?? 1),
    stopNode: env.SOLR_STOP_NODE,
    startNode: env.SOLR_START_NODE,
  }
}

export type EventFigures = {
  event: string
  sent: number
  failed: number
  p50: number
  p95: number
  /** What each failed search said (none when all answered). */
  errors: string[]
  /** What the searching client saw of the nodes: `down <url>`, `up <url>`. */
  nodeEvents: string[]
}

/** A collection behind an alias, made for the events, and each query's count on it. */
export type Collection = {
  cluster: Cluster
  indexPath: string
  alias: string
  /** The search budget of the searching client (the portal's SEARCH_TIMEOUT_MS). */
  timeoutMs: number
  counts: number[]
  close(): Promise<void>
}

const QUERIES: SearchQuery[] = [
  {},
  { q: 'investment' },
  { q: '"fair and equitable treatment"', sortBy: 'date' },
]
const KA = { edition: 'KA' } as const
/** A still moment between one search and the next of the same searcher. */
const PAUSE_MS = 20
const NOW = () => new Date('2025-06-15T12:00:00Z')

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const run = promisify(exec)

/** The index copied to a collection with two shards and the cluster's replicas, behind an alias. */
export async function openCollection(
  cluster: Cluster,
  indexPath: string,
  timeoutMs = 10_000,
): Promise<Collection> {
  const admin = adminClient(cluster)
  const alias = `events_${randomBytes(4).toString('hex')}`
  await ingestToSolr(indexPath, { client: admin, alias, replicas: cluster.replicas, stamp: '1' })
  const search = createSolrSearch({ client: admin, collection: alias, now: NOW })
  const counts: number[] = []
  for (const query of QUERIES)
    counts.push((await search.searchWithFilters(query, KA)).page.totalHits)
  // Warm, as a collection that has served for a while is.
  for (let round = 0; round < 3; round++) {
    for (const query of QUERIES) await search.searchWithFilters(query, KA)
  }
  return {
    cluster,
    indexPath,
    alias,
    timeoutMs,
    counts,
    async close() {
      const named = await aliasNames(admin, alias)
      await admin.admin({ action: 'DELETEALIAS', name: alias })
      for (const collection of named) await admin.admin({ action: 'DELETE', name: collection })
    },
  }
}

/** Searching with nothing happening: the figures to read the others against. */
export async function steady(on: Collection, ms = 3000): Promise<EventFigures> {
  const traffic = keepSearching(on, searchingClient(on, on.cluster.nodes))
  await sleep(ms)
  return traffic.stop('nothing happening')
}

/** Searches SOLR_URL's nodes with a node that is down listed first. */
export async function firstNodeDown(on: Collection, ms = 3000): Promise<EventFigures> {
  const traffic = keepSearching(on, searchingClient(on, [await closedPort(), ...on.cluster.nodes]))
  await sleep(ms)
  return traffic.stop('first listed node down')
}

/** A new copy of the index, the alias moved onto it, the old collection deleted. */
export async function reindex(on: Collection): Promise<EventFigures> {
  const traffic = keepSearching(on, searchingClient(on, on.cluster.nodes))
  await sleep(500)
  await ingestToSolr(on.indexPath, {
    client: adminClient(on.cluster),
    alias: on.alias,
    replicas: on.cluster.replicas,
    stamp: String(Date.now()),
  })
  await sleep(500)
  return traffic.stop('re-index, alias moved')
}

/**
 * A re-index whose copy fails at its second batch: the ingest fails, the alias stays on the
 * collection it named, the new one is gone. Throws when any of that is not so.
 */
export async function failedReindex(on: Collection): Promise<EventFigures> {
  const admin = adminClient(on.cluster)
  const before = await aliasNames(admin, on.alias)
  let batches = 0
  const cut: SolrClient = {
    ...admin,
    update: (collection, docs, params) =>
      docs.length > 0 && ++batches === 2
        ? Promise.reject(new Error('the copy was cut'))
        : admin.update(collection, docs, params),
  }
  const traffic = keepSearching(on, searchingClient(on, on.cluster.nodes))
  await sleep(500)
  const stamp = String(Date.now())
  const failure = await ingestToSolr(on.indexPath, {
    client: cut,
    alias: on.alias,
    replicas: on.cluster.replicas,
    batchSize: 4,
    stamp,
  }).then(
    () => null,
    (error: unknown) => error as Error,
  )
  await sleep(500)
  const figures = await traffic.stop('re-index failing midway')
  if (failure?.message !== 'the copy was cut') {
    throw new Error(`the cut copy did not fail as cut: ${failure?.message ?? 'it succeeded'}`)
  }
  const after = await aliasNames(admin, on.alias)
  if (after.join() !== before.join()) {
    throw new Error(`the alias moved from ${before.join()} to ${after.join()}`)
  }
  const collections = (await admin.admin({ action: 'LIST' })).collections as string[]
  if (collections.includes(`${on.alias}_${stamp}`)) throw new Error('the cut copy was kept')
  return figures
}

/**
 * The last node stopped (SOLR_STOP_NODE) while searching, then started again and waited for
 * until its replicas are active; the searching client must have taken it back by then. Throws
 * when the stopped node held no replica of the collection (the event would prove nothing).
 */
export async function nodeStopped(on: Collection): Promise<EventFigures> {
  const { stopNode, startNode, nodes } = on.cluster
  if (!stopNode || !startNode) throw new Error('SOLR_STOP_NODE and SOLR_START_NODE are not set')
  const admin = adminClient(on.cluster)
  const last = nodeName(nodes.at(-1)!)
  const held = (await replicas(admin, on.alias)).filter((r) => r.node_name === last)
  if (held.length === 0) throw new Error(`the last node (${last}) holds no replica of ${on.alias}`)

  const searching = searchingClient(on, nodes, { probeAfterMs: 500 })
  const traffic = keepSearching(on, searching)
  await sleep(1000)
  await run(stopNode)
  await sleep(3000)
  const figures = await traffic.stop('a node stopped mid-traffic')

  await run(startNode)
  const deadline = Date.now() + 60_000
  while ((await replicas(admin, on.alias)).some((r) => r.state !== 'active')) {
    if (Date.now() > deadline) throw new Error('the restarted node did not recover its replicas')
    await sleep(250)
  }
  // Searching again through the same client: its next probe takes the node back.
  const again = keepSearching(on, searching)
  await sleep(1500)
  const after = await again.stop('after the restart')
  if (after.failed > 0) throw new Error(`after the restart: ${after.errors.join('; ')}`)
  if (!searching.client.nodes().every((n) => n.live)) {
    throw new Error(`the restarted node was not taken back (${searching.nodeEvents.join(', ')})`)
  }
  return figures
}

/** The portal's client on these nodes, with what it says of them (`down <url>`, `up <url>`). */
function searchingClient(on: Collection, nodes: string[], options: { probeAfterMs?: number } = {}) {
  const nodeEvents: string[] = []
  const client = solrClient({
    url: nodes,
    timeoutMs: on.timeoutMs,
    onNodeState: (node, state) => nodeEvents.push(`${state} ${node}`),
    ...options,
  })
  return { client, nodeEvents }
}

/** Two searchers through the client, until stopped. */
function keepSearching(on: Collection, { client, nodeEvents }: ReturnType<typeof searchingClient>) {
  const search = createSolrSearch({ client, collection: on.alias, now: NOW })
  const samples: number[] = []
  const errors: string[] = []
  let stopped = false
  let sent = 0
  const searcher = async (offset: number) => {
    for (let i = offset; !stopped; i++) {
      const n = i % QUERIES.length
      sent++
      const started = performance.now()
      try {
        const { page } = await search.searchWithFilters(QUERIES[n]!, KA)
        if (page.totalHits !== on.counts[n]) {
          errors.push(`query ${n}: ${page.totalHits} results, not ${on.counts[n]}`)
        }
      } catch (error) {
        errors.push(`query ${n}: ${(error as Error).message}`)
      }
      samples.push(performance.now() - started)
      await sleep(PAUSE_MS)
    }
  }
  const searchers = [searcher(0), searcher(1)]
  return {
    async stop(event: string): Promise<EventFigures> {
      stopped = true
      await Promise.all(searchers)
      const seen = [...nodeEvents]
      return { event, sent, failed: errors.length, ...timing(samples), errors, nodeEvents: seen }
    },
  }
}

/** A client for the Collections API, on every node. */
const adminClient = (cluster: Cluster) => solrClient({ url: cluster.nodes, timeoutMs: 60_000 })

async function aliasNames(client: SolrClient, alias: string): Promise<string[]> {
  const aliases = (await client.admin({ action: 'LISTALIASES' })).aliases as Record<string, string>
  return aliases[alias]?.split(',') ?? []
}

type Replica = { state: string; node_name: string }

/** The replicas of the collection the alias names. */
async function replicas(client: SolrClient, alias: string): Promise<Replica[]> {
  const [collection] = await aliasNames(client, alias)
  const answer = await client.admin({ action: 'CLUSTERSTATUS', collection: collection! })
  const cluster = answer.cluster as {
    collections: Record<string, { shards: Record<string, { replicas: Record<string, Replica> }> }>
  }
  return Object.values(cluster.collections[collection!]!.shards).flatMap((s) =>
    Object.values(s.replicas),
  )
}

/** A node's name in the cluster state: http://127.0.0.1:8983/solr → 127.0.0.1:8983_solr. */
function nodeName(url: string): string {
  const { host, pathname } = new URL(url)
  return `${host}_${pathname.replace(/^\/+|\/+$/g, '').replace(/\//g, '_')}`
}

/** The address of a node that is down: a port nothing listens on. */
function closedPort(): Promise<string> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(`http://127.0.0.1:${port}/solr`))
    })
  })
}
