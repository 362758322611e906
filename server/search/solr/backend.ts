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
import { solrClient } from './client.ts'
import { createSolrSearch } from './engine.ts'

export type SolrBackendOptions = Fts5BackendOptions & {
  /** Base URL of a Solr node, e.g. http://solr:8983/solr. */
  url: string
  /** The collection or alias searched. */
  collection: string
}

export function openSolrBackend(indexPath: string, options: SolrBackendOptions): Fts5Backend {
  const { url, collection, ...fileOptions } = options
  const file = openFts5Backend(indexPath, fileOptions)
  const timeoutMs = options.timeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS
  const now = options.now
  const solr = createSolrSearch({
    client: solrClient({ url, timeoutMs }),
    collection,
    now: now ? () => new Date(now) : undefined,
  })
  return { ...file, search: { ...file.search, ...solr } }
}
