// The FTS5 adapter as the portal sees it: SearchEngine, ContentStore and PassageSource over one
// content index, each call run on a pool of search threads (./search-worker.ts) within a time
// budget. A call past its budget stops its thread and answers QueryTooBroadError; a call that
// finds the queue full answers SearchBusyError.
import { availableParallelism } from 'node:os'
import { createWorkerPool, type WorkerPool } from '#server/jobs/worker-pool.ts'
import type { ContentStore, PassageSource, SearchBackend, SearchEngine } from '../engine.ts'
import { QueryTooBroadError, SearchBusyError } from '../errors.ts'
import type { Fts5EngineOptions } from './engine.ts'

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
  target: 'engine' | 'passages'
  method: string
  args: unknown[]
}

export const DEFAULT_SEARCH_TIMEOUT_MS = 3000

export function openFts5Backend(path: string, options: Fts5BackendOptions = {}): SearchBackend {
  const { threads, timeoutMs = DEFAULT_SEARCH_TIMEOUT_MS, maxQueue = 256, ...data } = options
  const pool: WorkerPool<SearchCall, unknown> = createWorkerPool({
    name: 'search',
    entry: 'server/search/fts5/search-worker.ts',
    size: threads ?? Math.max(2, availableParallelism()),
    timeoutMs,
    maxQueue,
    workerData: { ...data, path } satisfies SearchThreadData,
  })

  const call =
    (target: SearchCall['target']) =>
    (method: string) =>
    async (...args: unknown[]) => {
      try {
        return await pool.run({ target, method, args })
      } catch (error) {
        const code = (error as { code?: unknown }).code
        if (code === 'WORKER_TIMEOUT') throw new QueryTooBroadError(timeoutMs)
        if (code === 'WORKER_POOL_BUSY') throw new SearchBusyError()
        throw error
      }
    }
  const engineCall = call('engine')
  const passageCall = call('passages')

  const search = {
    search: engineCall('search'),
    filters: engineCall('filters'),
    searchWithFilters: engineCall('searchWithFilters'),
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
  return { search, content, passages, close: () => pool.close() }
}
