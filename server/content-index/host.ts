// The FTS5 adapter as the portal sees it: SearchEngine, ContentStore and PassageSource over one
// content index, each call run on a pool of search threads (./worker.ts) within a time
// budget. A call past its budget stops its thread and answers QueryTooBroadError; a call that
// finds the queue full answers SearchBusyError.
//
// A new build of the index is renamed over the file (ingest): the adapter notices the new file
// (checked at most once a second), starts a pool on it, keeps answering from the old file until
// one new thread is ready, then sends every new call to the new pool and closes the old one when
// its last call has answered. No restart, no failed request.
import { statSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import type { ArbitratorThreadCalls } from '#server/arbitrators/service.ts'
import { createWorkerPool, type WorkerPool } from '#server/jobs/worker-pool.ts'
import type { MarketThreadCalls } from '#server/market-definitions/reads.ts'
import type {
  ContentStore,
  PassageSource,
  SearchBackend,
  SearchEngine,
} from '#server/search/engine.ts'
import { QueryTooBroadError, SearchBusyError } from '#server/errors.ts'
import type { Fts5EngineOptions } from '#server/search/fts5/engine.ts'

export type Fts5BackendOptions = Omit<Fts5EngineOptions, 'now'> & {
  /** Search threads. Default: one per CPU, at least 2. */
  threads?: number
  /** Longest one call may run, in ms. Default 3000. */
  timeoutMs?: number
  /** Most calls waiting for a thread. Default 256. */
  maxQueue?: number
  /** Load facet values and browse counts when a thread starts (servers; not tests). */
  warm?: boolean
  /** A fixed today (ISO), for tests of the "last n months" periods. */
  now?: string
}

export type SearchThreadData = Omit<Fts5BackendOptions, 'threads' | 'timeoutMs' | 'maxQueue'> & {
  path: string
}

export type SearchCall = {
  target: 'engine' | 'passages' | 'arbitrators' | 'markets'
  method: string
  args: unknown[]
}

export const DEFAULT_SEARCH_TIMEOUT_MS = 3000

/**
 * A query that may run for seconds: several wildcards, or many terms. Broad queries share all
 * but one search thread, so a cheap search never waits behind them (docs/search.md).
 */
const BROAD_WILDCARDS = 2
const BROAD_TERMS = 12

function isBroad(arg: unknown): boolean {
  const query = arg as { q?: unknown; qTitle?: unknown } | null
  if (!query || typeof query !== 'object') return false
  const text = [query.q, query.qTitle].filter((t) => typeof t === 'string').join(' ')
  const words = text.match(/[^\s()"]+/g) ?? []
  const wildcards = words.filter((w) => w.endsWith('*')).length
  const terms = words.filter((w) => !/^(AND|OR|NOT|NEAR\/?\d*)$/.test(w)).length
  return wildcards >= BROAD_WILDCARDS || terms > BROAD_TERMS
}

/** How often the adapter looks for a new build of the index file. */
const INDEX_CHECK_MS = 1000

/** One pool on one build of the index file, and the calls it is answering. */
type Generation = { pool: WorkerPool<SearchCall, unknown>; file: string; active: number }

/** Names one build of the file: a rename over it gives another inode. */
function fileIdentity(path: string): string {
  const s = statSync(path)
  return `${s.dev}:${s.ino}:${s.size}:${s.mtimeMs}`
}

/** The FTS5 backend, plus the arbitrator and market-definition reads on the same threads. */
export type Fts5Backend = SearchBackend & {
  arbitrators: ArbitratorThreadCalls
  markets: MarketThreadCalls
  /** Calls waiting for a search thread, on every pool still open. */
  queued(): number
}

export function openFts5Backend(path: string, options: Fts5BackendOptions = {}): Fts5Backend {
  const { threads, timeoutMs = DEFAULT_SEARCH_TIMEOUT_MS, maxQueue = 256, ...data } = options
  const open = (): Generation => {
    const pool = createWorkerPool<SearchCall, unknown>({
      name: 'search',
      entry: 'server/content-index/worker.ts',
      size: threads ?? Math.max(2, availableParallelism()),
      timeoutMs,
      maxQueue,
      workerData: { ...data, path } satisfies SearchThreadData,
    })
    return { pool, file: fileIdentity(path), active: 0 }
  }
  let current = open()
  // A server warms its threads before the first request; tests start them on the first call.
  if (data.warm) current.pool.start()
  let next: Generation | null = null
  let checkedAt = Date.now()
  const retire = (gen: Generation) => {
    if (gen.active === 0 && gen !== current && gen !== next) void gen.pool.close()
  }

  /** The generation to run a call on, switching to a new build of the file once it is ready. */
  function generation(): Generation {
    const now = Date.now()
    if (!next && now - checkedAt >= INDEX_CHECK_MS) {
      checkedAt = now
      let file: string | null = null
      try {
        file = fileIdentity(path)
      } catch {
        // The file is being replaced or is gone: keep answering from the open one.
      }
      if (file !== null && file !== current.file) {
        next = open()
        next.pool.start()
      }
    }
    if (next && next.pool.readyThreads > 0) {
      const old = current
      current = next
      next = null
      retire(old)
    }
    return current
  }

  const call =
    (target: SearchCall['target']) =>
    (method: string) =>
    async (...args: unknown[]) => {
      const gen = generation()
      gen.active++
      try {
        return await gen.pool.run({ target, method, args }, { heavy: isBroad(args[0]) })
      } catch (error) {
        const code = (error as { code?: unknown }).code
        if (code === 'WORKER_TIMEOUT') throw new QueryTooBroadError(timeoutMs)
        if (code === 'WORKER_POOL_BUSY') throw new SearchBusyError()
        throw error
      } finally {
        gen.active--
        retire(gen)
      }
    }
  const engineCall = call('engine')
  const passageCall = call('passages')
  const arbitratorCall = call('arbitrators')
  const marketCall = call('markets')

  const search = {
    search: engineCall('search'),
    filters: engineCall('filters'),
    searchWithFilters: engineCall('searchWithFilters'),
    yearCounts: engineCall('yearCounts'),
    suggest: engineCall('suggest'),
    searchWithinPublication: engineCall('searchWithinPublication'),
  } as SearchEngine
  const content = {
    getDocument: engineCall('getDocument'),
    getPublication: engineCall('getPublication'),
    getCase: engineCall('getCase'),
    getProceeding: engineCall('getProceeding'),
  } as ContentStore
  const passages = {
    documents: passageCall('documents'),
    retrieve: passageCall('retrieve'),
    keyPassages: passageCall('keyPassages'),
    documentText: passageCall('documentText'),
  } as PassageSource
  const arbitrators = {
    searchProfiles: arbitratorCall('searchProfiles'),
    getProfile: arbitratorCall('getProfile'),
    mergedInto: arbitratorCall('mergedInto'),
    profileCases: arbitratorCall('profileCases'),
    autocomplete: arbitratorCall('autocomplete'),
    caseTribunal: arbitratorCall('caseTribunal'),
    assessRelationships: arbitratorCall('assessRelationships'),
    entities: arbitratorCall('entities'),
    organizations: arbitratorCall('organizations'),
    organization: arbitratorCall('organization'),
  } as ArbitratorThreadCalls
  const markets = {
    search: marketCall('search'),
    document: marketCall('document'),
    autocomplete: marketCall('autocomplete'),
    ping: marketCall('ping'),
    documents: marketCall('documents'),
  } as MarketThreadCalls
  const close = async () => {
    const pools = [current, next].filter((g) => g !== null).map((g) => g.pool.close())
    next = null
    await Promise.all(pools)
  }
  const queued = () => [current, next].reduce((sum, g) => sum + (g?.pool.queued ?? 0), 0)
  return { search, content, passages, arbitrators, markets, queued, close }
}
