// A search thread: its own read-only connection to the content index and its own columns in
// memory (server/search/fts5/doc-columns.ts), answering the calls ./host.ts sends it, one at a
// time.
import { openArbitratorReads } from '#server/arbitrators/queries.ts'
import { openPassageReader } from '#server/assistant/passage-index.ts'
import { serveJobs } from '#server/jobs/worker-thread.ts'
import { openMarketReads } from '#server/market-definitions/reads.ts'
import { EDITIONS } from '#server/content/model.ts'
import { openFts5Engine } from '#server/search/fts5/engine.ts'
import type { SearchCall, SearchThreadData } from './host.ts'

serveJobs<SearchCall, unknown>((data) => {
  const { path, warm, now, ...options } = data as SearchThreadData
  const engine = openFts5Engine(path, { ...options, now: now ? () => new Date(now) : undefined })
  const passages = openPassageReader(path)
  const arbitrators = openArbitratorReads(path, { now: now ? () => new Date(now) : undefined })
  // The engine loads facet values and document columns and keeps browse counts on first use: pay
  // for that before the thread takes its first query, not during a subscriber's search.
  if (warm) {
    engine.warm()
    for (const edition of EDITIONS) engine.searchWithFilters({ resultsPerPage: 1 }, { edition })
  }
  // The locator's definitions are extracted once per thread: on a server before its first request.
  const markets = openMarketReads(path, { warm })
  const targets = { engine, passages, arbitrators, markets } as const
  return ({ target, method, args }) => {
    const object = targets[target] as unknown as Record<string, (...a: unknown[]) => unknown>
    if (typeof object[method] !== 'function' || method === 'close' || method === 'warm') {
      throw new Error(`Unknown search call: ${target}.${method}`)
    }
    return object[method](...args)
  }
})
