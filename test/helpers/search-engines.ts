// The engines the contract suites run against: the embedded FTS5 engine always, SolrCloud when a
// cluster is there (SOLR_URL, set by test/solr/with-solr.sh). Each opens a backend on a content
// index built by the test; the Solr one first copies the index to a collection of its own (two
// shards, behind an alias), as the ingest does, and removes it afterwards.
import { randomBytes } from 'node:crypto'
import type { SearchBackend } from '#server/search/engine.ts'
import { openFts5Backend } from '#server/content-index/host.ts'
import { openSolrBackend } from '#server/search/solr/backend.ts'
import { solrClient } from '#server/search/solr/client.ts'
import { ingestToSolr } from '#server/search/solr/ingest.ts'

export type EngineUnderTest = {
  name: 'FTS5' | 'SolrCloud'
  /** A backend on the index at `path`; `now` fixes today (ISO). */
  open(path: string, options: { now: string }): Promise<OpenedEngine>
}

export type OpenedEngine = { backend: SearchBackend; close(): Promise<void> }

const fts5: EngineUnderTest = {
  name: 'FTS5',
  async open(path, { now }) {
    const backend = openFts5Backend(path, { threads: 2, now })
    return { backend, close: () => backend.close() }
  },
}

function solr(url: string): EngineUnderTest {
  return {
    name: 'SolrCloud',
    async open(path, { now }) {
      const client = solrClient({ url, timeoutMs: 10_000 })
      const alias = `test_${randomBytes(4).toString('hex')}`
      const { collection } = await ingestToSolr(path, { client, alias, batchSize: 200 })
      const backend = openSolrBackend(path, { url, collection: alias, threads: 1, now })
      return {
        backend,
        async close() {
          await backend.close()
          await client.admin({ action: 'DELETEALIAS', name: alias })
          await client.admin({ action: 'DELETE', name: collection })
        },
      }
    },
  }
}

let warned = false

/**
 * FTS5, and SolrCloud when SOLR_URL names a cluster. Without one, CI fails (the contract must
 * hold on both engines there) and a local run says loudly that it left the Solr half out.
 */
export function enginesUnderTest(): EngineUnderTest[] {
  const url = process.env.SOLR_URL
  if (url) return [fts5, solr(url)]
  if (process.env.CI) {
    throw new Error(
      'SOLR_URL is not set: in CI the search contract runs on SolrCloud too ' +
        '(test/solr/with-solr.sh starts it; it needs Java 17 and Maven).',
    )
  }
  if (!warned) {
    warned = true
    console.warn(
      '\n!!! SolrCloud half of the search contract SKIPPED: SOLR_URL is not set.\n' +
        '!!! Run it with: bash test/solr/with-solr.sh npx vitest run <files> (Java 17, Maven)\n',
    )
  }
  return [fts5]
}
