// npm run search:solr-ingest
// Copies the content index (CONTENT_INDEX, built by `npm run ingest`) to a new collection of the
// SolrCloud at SOLR_URL (its nodes, comma-separated) with SOLR_SHARDS shards and SOLR_REPLICAS
// copies of each, and moves the alias SOLR_COLLECTION onto it once every copy is active and each
// node finds the documents through it (./ingest.ts). The configset (./configset) must be in
// ZooKeeper under the name `portal`, e.g.
//   bin/solr zk upconfig -n portal -d server/search/solr/configset -z <zookeeper>
import { parseEnvOrExit } from '#server/env.ts'
import { solrClient } from './client.ts'
import { ingestToSolr } from './ingest.ts'

async function main() {
  const env = parseEnvOrExit()
  if (!env.SOLR_URL) {
    console.error('search:solr-ingest: set SOLR_URL (and SOLR_COLLECTION, default portal)')
    process.exit(2)
  }
  const started = Date.now()
  try {
    const result = await ingestToSolr(env.CONTENT_INDEX, {
      client: solrClient({
        url: env.SOLR_URL,
        timeoutMs: 60_000,
        onNodeState: (node, state, reason) => console.log(`${node} ${state}: ${reason}`),
      }),
      alias: env.SOLR_COLLECTION,
      shards: env.SOLR_SHARDS,
      replicas: env.SOLR_REPLICAS,
      log: (line) => console.log(line),
    })
    console.log(
      `${result.documents} documents in ${result.collection} in ${((Date.now() - started) / 1000).toFixed(1)} s` +
        (result.removed.length ? `; removed ${result.removed.join(', ')}` : ''),
    )
  } catch (error) {
    // The alias is where it was (./ingest.ts): say why, without a stack.
    console.error(`search:solr-ingest: ${(error as Error).message}`)
    process.exitCode = 1
  }
}

void main()
