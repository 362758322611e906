// npm run search:solr-ingest
// Copies the content index (CONTENT_INDEX, built by `npm run ingest`) to a new collection of the
// SolrCloud at SOLR_URL and moves the alias SOLR_COLLECTION onto it (./ingest.ts). The configset
// (./configset) must be in ZooKeeper under the name `portal`, e.g.
//   bin/solr zk upconfig -n portal -d server/search/solr/configset -z <zookeeper>
import { parseEnv } from '#server/env.ts'
import { solrClient } from './client.ts'
import { ingestToSolr } from './ingest.ts'

const env = parseEnv()
if (!env.SOLR_URL) {
  console.error('search:solr-ingest: set SOLR_URL (and SOLR_COLLECTION, default portal)')
  process.exit(2)
}
const started = Date.now()
const result = await ingestToSolr(env.CONTENT_INDEX, {
  client: solrClient({ url: env.SOLR_URL, timeoutMs: 60_000 }),
  alias: env.SOLR_COLLECTION,
  log: (line) => console.log(line),
})
console.log(
  `${result.documents} documents in ${result.collection} in ${((Date.now() - started) / 1000).toFixed(1)} s` +
    (result.removed.length ? `; removed ${result.removed.join(', ')}` : ''),
)
