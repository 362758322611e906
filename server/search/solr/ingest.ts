// The content index (the file `npm run ingest` builds from the canonical documents) copied to a
// new SolrCloud collection, then made the one the portal searches by moving an alias onto it:
// as safe as the file's rename. Searches go to the alias and see the old collection until the
// alias moves, the new one after; the collections the alias named before are deleted last.
//
// One Solr document per row of the index, with the same ids, editions, facets and dates: both
// engines search the same documents. A book and its chapters share `group` (the book's rowid),
// the collection's router field, so they live on one shard and the books modes' join stays local.
import Database from 'better-sqlite3'
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
  /** Documents per update request. */
  batchSize?: number
  /** Names the new collection; default: now. */
  stamp?: string
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
  has_docs: number
  title_key: string
  pub_key: string
}

export async function ingestToSolr(
  indexPath: string,
  options: SolrIngestOptions,
): Promise<SolrIngestResult> {
  const { client, alias, configName = 'portal', shards = 2, batchSize = 500 } = options
  const log = options.log ?? (() => {})
  if (!/^[A-Za-z0-9_-]+$/.test(alias)) throw new Error(`Not a collection name: ${alias}`)
  const stamp = options.stamp ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14)
  const collection = `${alias}_${stamp}`
  const db = new Database(indexPath, { readonly: true, fileMustExist: true })
  try {
    const previous = await aliasTargets(client, alias)
    await client.admin({
      action: 'CREATE',
      name: collection,
      numShards: shards,
      replicationFactor: 1,
      'router.field': 'group',
      'collection.configName': configName,
    })
    log(`created ${collection} (${shards} shards)`)
    let documents = 0
    try {
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
    } catch (error) {
      await client.admin({ action: 'DELETE', name: collection }).catch(() => {})
      throw error
    }
    await client.admin({ action: 'CREATEALIAS', name: alias, collections: collection })
    log(`${alias} → ${collection} (${documents} documents)`)
    const removed = previous.filter((c) => c !== collection)
    for (const old of removed) await client.admin({ action: 'DELETE', name: old })
    return { collection, documents, removed }
  } finally {
    db.close()
  }
}

/** The collections an alias names now (none when it does not exist yet). */
async function aliasTargets(client: SolrClient, alias: string): Promise<string[]> {
  const answer = await client.admin({ action: 'LISTALIASES' })
  const aliases = (answer.aliases ?? {}) as Record<string, string>
  return aliases[alias] ? aliases[alias].split(',') : []
}

/** The index's documents as Solr documents, in rowid order. */
function* solrDocuments(db: Database.Database): Generator<Record<string, unknown>> {
  const rows = db.prepare(
    `SELECT d.rowid, d.id, d.type, d.kind, d.title, d.date, d.published, d.source,
      d.publication_id, d.publication_title, d.ai_available, d.url, d.summary, d.record,
      m.editions, m.pub, m.has_docs, m.title_key, m.pub_key
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
      group: String(row.pub ?? row.rowid),
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
