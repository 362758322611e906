// The SolrCloud adapter as the portal sees it (SEARCH_ENGINE=solr): the searches of SearchEngine
// (search, filters, searchWithFilters, yearCounts) go to the collection over HTTP (./engine.ts).
// Everything else stays on the content index file the collection was built from, on the
// embedded engine's search threads: suggestions, search within a publication, reads of whole
// documents, publications and cases (ContentStore), the assistant's passages, the arbitrator
// and market-definition reads (docs/decisions/140-solrcloud-engine-over-http.md).
import {
  openFts5Backend,
  type Fts5Backend,
  type Fts5BackendOptions,
} from '#server/content-index/host.ts'
import { DEFAULT_SEARCH_TIMEOUT_MS } from '#server/content-index/host.ts'
import { solrClient, type SolrClient, type SolrClientOptions } from './client.ts'
import { createSolrSearch } from './engine.ts'

export type SolrBackendOptions = Fts5BackendOptions & {
  /** The nodes' base URLs (http://solr1:8983/solr), a list or comma-separated. */
  url: SolrClientOptions['url']
  /** The collection or alias searched. */
  collection: string
  /** Told when a node is marked down or comes back (./client.ts). */
  onNodeState?: SolrClientOptions['onNodeState']
}

/** The backend, and the client its searches go through (readiness pings the collection with it). */
export type SolrBackend = Fts5Backend & { client: SolrClient }

export function openSolrBackend(indexPath: string, options: SolrBackendOptions): SolrBackend {
  const { url, collection, onNodeState, ...fileOptions } = options
  const timeoutMs = options.timeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS
  // Before the file is opened: a bad node list leaves no search threads behind.
  const client = solrClient({ url, timeoutMs, onNodeState })
  const file = openFts5Backend(indexPath, fileOptions)
  const now = options.now
  const solr = createSolrSearch({
    client,
    collection,
    now: now ? () => new Date(now) : undefined,
  })
  return { ...file, client, search: { ...file.search, ...solr } }
}
