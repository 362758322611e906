// The content index (the file `npm run ingest` builds from the canonical documents) copied to a
// new SolrCloud collection, then made the one the portal searches by moving an alias onto it:
// as safe as the file's rename (decisions 143 and 245).
//
// 1. The collection is created with its shards and replicas (copies of each shard, each on a node
//    of its own), the documents sent, committed and counted.
// 2. It waits until every replica is active on a live node: a copy still recovering would answer
//    searches from fewer documents, or not at all.
// 3. The alias moves. Each node the portal searches through is made to read the new alias and
//    must find every document through it; until then the collections the alias named before stay.
// 4. Then those are deleted. A failure before the alias moves deletes the new collection and
//    leaves the alias where it was; a failed check moves it back.
//
// One Solr document per row of the index, with the same ids, editions, facets and dates: both
// engines search the same documents. A book and its chapters share `group` (the book's rowid),
// the collection's router field, so they live on one shard and the books modes' join stays local;
// a case's documents share it too (the least rowid among them), so grouping by case counts its
// groups exactly (decision 253).
import Database from 'better-sqlite3'
import { hasCode } from '#server/errors.ts'
import { EDITIONS } from '#server/content/model.ts'
import { EDITION_BITS } from '../fts5/edition-bits.ts'
import type { SolrClient } from './client.ts'

export type SolrIngestOptions = {
  client: SolrClient
  /** The alias the portal searches (SOLR_COLLECTION). */
  alias: string
  /** The configset the collection is made with (uploaded to ZooKeeper beforehand). */
  configName?: string
  shards?: number
  /** Copies of each shard (replicationFactor), each on a node of its own. */
  replicas?: number
  /** Documents per update request. */
  batchSize?: number
  /** Names the new collection; default: now. */
  stamp?: string
  /** Longest wait for the replicas to be active, and again for the nodes to search through the alias (ms). */
  waitMs?: number
  log?: (line: string) => void
}

export type SolrIngestResult = { collection: string; documents: number; removed: string[] }

type Row = {
  rowid: number
  id: string
  type: string
  kind: string
  title: string
  date: string | null
  published: string | null
  source: string
  publication_id: string | null
  publication_title: string | null
  ai_available: number
  url: string
  summary: string | null
  record: string
  editions: number
  pub: number | null
  /** The least rowid of the case's documents, for a case document. */
  case_first: number | null
  has_docs: number
  title_key: string
  pub_key: string
}

export async function ingestToSolr(
  indexPath: string,
  options: SolrIngestOptions,
): Promise<SolrIngestResult> {
  const { client, alias, configName = 'portal', shards = 2, replicas = 1 } = options
  const { batchSize = 500, waitMs = 120_000 } = options
  const log = options.log ?? (() => {})
  if (!/^[A-Za-z0-9_-]+$/.test(alias)) throw new Error(`Not a collection name: ${alias}`)
  const stamp = options.stamp ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14)
  const collection = `${alias}_${stamp}`
  const db = new Database(indexPath, { readonly: true, fileMustExist: true })
  try {
    const previous = await aliasTargets(client, alias)
    let created = false
    let documents = 0
    try {
      await client.admin({
        action: 'CREATE',
        name: collection,
        numShards: shards,
        replicationFactor: replicas,
        'router.field': 'group',
        'collection.configName': configName,
        waitForFinalState: 'true',
      })
      created = true
      log(`created ${collection} (${shards} shards, ${replicas} replicas each)`)
      documents = await copyDocuments(db, client, collection, batchSize, log)
      await waitForActiveReplicas(client, collection, shards * replicas, waitMs)
      log(`${collection}: ${shards * replicas} replicas active`)
    } catch (error) {
      if (created) await client.admin({ action: 'DELETE', name: collection }).catch(() => {})
      throw error
    }
    await client.admin({ action: 'CREATEALIAS', name: alias, collections: collection })
    log(`${alias} → ${collection} (${documents} documents)`)
    try {
      await checkEachNode(client, alias, collection, documents, waitMs, log)
    } catch (error) {
      await moveBack(client, alias, previous, collection, error)
      log(`${alias} back on ${previous.join(', ') || '(nothing)'}; ${collection} deleted`)
      throw error
    }
    const removed = previous.filter((c) => c !== collection)
    for (const old of removed) await client.admin({ action: 'DELETE', name: old })
    return { collection, documents, removed }
  } finally {
    db.close()
  }
}

/** Every document of the index sent, committed, and counted in the collection. */
async function copyDocuments(
  db: Database.Database,
  client: SolrClient,
  collection: string,
  batchSize: number,
  log: (line: string) => void,
): Promise<number> {
  let documents = 0
  // One batch in flight while the next is read: Solr indexes as the index file is read.
  let inFlight: Promise<unknown> = Promise.resolve()
  let batch: unknown[] = []
  for (const doc of solrDocuments(db)) {
    batch.push(doc)
    if (batch.length === batchSize) {
      await inFlight
      inFlight = client.update(collection, batch)
      inFlight.catch(() => {}) // awaited below; handled here in case reading fails first
      documents += batch.length
      batch = []
      if (documents % (batchSize * 20) === 0) log(`${documents} documents`)
    }
  }
  await inFlight
  if (batch.length) await client.update(collection, batch)
  documents += batch.length
  await client.update(collection, [], '?commit=true')
  const found = await client.select(collection, { query: '*:*', limit: 0 })
  const numFound = (found.response as { numFound: number }).numFound
  if (numFound !== documents) {
    throw new Error(`${collection} holds ${numFound} documents, ${documents} were sent`)
  }
  return documents
}

type ClusterStatus = {
  live_nodes: string[]
  collections: Record<
    string,
    { shards: Record<string, { replicas: Record<string, { state: string; node_name: string }> }> }
  >
}

/** Until each of the collection's replicas is active on a live node, or the wait is over. */
async function waitForActiveReplicas(
  client: SolrClient,
  collection: string,
  expected: number,
  waitMs: number,
): Promise<void> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const answer = await client.admin({ action: 'CLUSTERSTATUS', collection })
    const cluster = answer.cluster as ClusterStatus
    const live = new Set(cluster.live_nodes)
    const shards = cluster.collections[collection]?.shards ?? {}
    const replicas = Object.entries(shards).flatMap(([shard, { replicas }]) =>
      Object.values(replicas).map((r) => ({ shard, ...r })),
    )
    const waiting = replicas.filter((r) => r.state !== 'active' || !live.has(r.node_name))
    if (replicas.length === expected && waiting.length === 0) return
    if (Date.now() >= deadline) {
      const states = waiting.map((r) => `${r.shard} on ${r.node_name}: ${r.state}`)
      throw new Error(
        `${collection}: ${replicas.length - waiting.length} of ${expected} replicas active after ` +
          `${waitMs / 1000} s${states.length ? ` (${states.join(', ')})` : ''}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * Each node the client sends to reads the aliases again (LISTALIASES makes it) and finds every
 * document through the alias; a node that is down is passed over, but one node at least must.
 */
async function checkEachNode(
  client: SolrClient,
  alias: string,
  collection: string,
  documents: number,
  waitMs: number,
  log: (line: string) => void,
): Promise<void> {
  const deadline = Date.now() + waitMs
  let checked = 0
  for (const { url } of client.nodes()) {
    for (;;) {
      let named: string[]
      try {
        named = await aliasTargets(client, alias, url)
      } catch (error) {
        if (!hasCode(error, 'SOLR_UNAVAILABLE')) throw error
        log(`${url} is not answering: not checked`)
        break
      }
      if (named.length === 1 && named[0] === collection) {
        const found = await client.select(alias, { query: '*:*', limit: 0 }, { node: url })
        const numFound = (found.response as { numFound: number }).numFound
        if (numFound !== documents) {
          throw new Error(`${url} finds ${numFound} documents through ${alias}, not ${documents}`)
        }
        checked++
        break
      }
      if (Date.now() >= deadline) {
        throw new Error(`${url} still reads ${alias} as ${named.join(', ')}, not ${collection}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  if (checked === 0) throw new Error(`No Solr node answered through ${alias} after it moved`)
  log(`${alias}: ${documents} documents found through it on ${checked} node(s)`)
}

/** The alias back where it was and the new collection deleted, after a failed check. */
async function moveBack(
  client: SolrClient,
  alias: string,
  previous: string[],
  collection: string,
  cause: unknown,
): Promise<void> {
  try {
    await client.admin(
      previous.length
        ? { action: 'CREATEALIAS', name: alias, collections: previous.join(',') }
        : { action: 'DELETEALIAS', name: alias },
    )
  } catch (error) {
    // The alias still names the new collection: it stays, and the failure says both.
    throw new Error(
      `${(cause as Error).message}; and ${alias} could not be moved back: ${(error as Error).message}`,
    )
  }
  await client.admin({ action: 'DELETE', name: collection }).catch(() => {})
}

/** The collections an alias names now (none when it does not exist yet), as `node` reads it. */
async function aliasTargets(client: SolrClient, alias: string, node?: string): Promise<string[]> {
  const answer = await client.admin({ action: 'LISTALIASES' }, { node })
  const aliases = (answer.aliases ?? {}) as Record<string, string>
  return aliases[alias] ? aliases[alias].split(',') : []
}

/** The index's documents as Solr documents, in rowid order. */
function* solrDocuments(db: Database.Database): Generator<Record<string, unknown>> {
  const rows = db.prepare(
    `SELECT d.rowid, d.id, d.type, d.kind, d.title, d.date, d.published, d.source,
      d.publication_id, d.publication_title, d.ai_available, d.url, d.summary, d.record,
      m.editions, m.pub, m.has_docs, m.title_key, m.pub_key,
      (SELECT min(c.rowid) FROM documents c WHERE c.case_id = d.case_id) AS case_first
    FROM documents d JOIN doc_meta m ON m.rowid = d.rowid ORDER BY d.rowid`,
  )
  const sections = db.prepare(
    'SELECT heading, text FROM sections WHERE doc_rowid = ? ORDER BY ordinal',
  )
  const facets = db.prepare('SELECT facet, value FROM facets WHERE doc_rowid = ?')
  for (const row of rows.iterate() as IterableIterator<Row>) {
    const body: string[] = []
    for (const s of sections.iterate(row.rowid) as IterableIterator<{
      heading: string
      text: string
    }>) {
      if (s.heading) body.push(s.heading)
      if (s.text) body.push(s.text)
    }
    const doc: Record<string, unknown> = {
      id: row.id,
      rowid: row.rowid,
      self: String(row.rowid),
      group: String(row.pub ?? row.case_first ?? row.rowid),
      editions: EDITIONS.filter((e) => (row.editions & EDITION_BITS[e]) !== 0),
      kind: row.kind,
      type: row.type,
      ai: row.ai_available === 1,
      has_docs: row.has_docs === 1,
      title_key: row.title_key,
      pub_key: row.pub_key,
      title: row.title,
      body,
      url: row.url,
      source: row.source,
      record: row.record,
    }
    if (row.pub !== null) doc.pub = row.pub
    if (row.date) Object.assign(doc, { date: `${row.date}T00:00:00Z`, date_year: year(row.date) })
    if (row.published) {
      Object.assign(doc, {
        published: `${row.published}T00:00:00Z`,
        published_year: year(row.published),
      })
    }
    if (row.publication_id) doc.publication_id = row.publication_id
    if (row.publication_title) doc.publication_title = row.publication_title
    if (row.summary) doc.summary = row.summary
    for (const f of facets.iterate(row.rowid) as IterableIterator<{
      facet: string
      value: string
    }>) {
      const field = `f_${f.facet}`
      ;((doc[field] ??= []) as string[]).push(f.value)
    }
    yield doc
  }
}

const year = (iso: string) => Number(iso.slice(0, 4))
