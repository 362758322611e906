// A fixed pool of worker threads for synchronous work that must never hold the server's thread
// (SQLite searches, writing PDF files). Each job goes to an idle thread; past its time budget the
// thread is stopped (a synchronous SQLite statement cannot be interrupted any other way) and a new
// one takes its place. Hand-written rather than a pool library: the budget must count the time a
// job runs, not the time it waited for a thread, and a library's abort signal cannot tell the two.
//
// The entry module (see ./worker-thread.ts) answers { ready } once it has opened what it needs,
// then { id, value } or { id, error } per job. Errors cross as plain objects and are rebuilt with
// their own fields (`code`, `position`, ...), which the callers' guards read.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

export type WorkerPoolOptions = {
  /** Named in messages: 'search', 'file writer'. */
  name: string
  /** The entry module's source, from the project root (the server and tests run from there). */
  entry: string
  size: number
  workerData?: unknown
  /** Longest a job may run; past it the job fails with WorkerTimeoutError. Default: no limit. */
  timeoutMs?: number
  /** Most jobs waiting for a thread; past it a job fails at once with WorkerPoolBusyError. */
  maxQueue?: number
  /**
   * Most threads that heavy jobs may hold at once (default: all but one, at least one). The rest
   * stay for light jobs, which then never wait behind heavy ones.
   */
  heavyThreads?: number
}

export type RunOptions = {
  /** A job that may take long (a broad search): it runs only on the threads heavy jobs may hold. */
  heavy?: boolean
}

export type WorkerPool<Job, Result> = {
  run(job: Job, options?: RunOptions): Promise<Result>
  /** Starts the threads now instead of on the first job (a server warming up). */
  start(): void
  /** Threads started and ready, for health checks and tests. */
  readonly readyThreads: number
  /** Jobs waiting for a thread (the queue's depth, for the metrics). */
  readonly queued: number
  close(): Promise<void>
}

export class WorkerTimeoutError extends Error {
  readonly code = 'WORKER_TIMEOUT'
  constructor(name: string, ms: number) {
    super(`The ${name} job ran past its ${ms} ms budget and was stopped.`)
    this.name = 'WorkerTimeoutError'
  }
}

export class WorkerPoolBusyError extends Error {
  readonly code = 'WORKER_POOL_BUSY'
  constructor(name: string) {
    super(`The ${name} service is busy.`)
    this.name = 'WorkerPoolBusyError'
  }
}

type Task<Job, Result> = {
  job: Job
  heavy: boolean
  resolve: (value: Result) => void
  reject: (error: Error) => void
}

type Thread = {
  worker: Worker
  ready: boolean
  task: (Task<unknown, unknown> & { id: number; timer: NodeJS.Timeout | null }) | null
}

type Answer =
  | { ready: true }
  | { initError: SerializedError }
  | { id: number; value: unknown }
  | { id: number; error: SerializedError }

export type SerializedError = { name: string; message: string } & Record<string, unknown>

// The entries are TypeScript. Compiled (this module is then JavaScript: the production build),
// each runs from its bundle in build/ (server/http/compile.ts puts server/x/y.ts at
// build/server/x/y.js); from the sources (tests, `npm run dev`), through tsx.
const compiled = !import.meta.url.endsWith('.ts')
const boot = (entry: string) =>
  compiled
    ? `import(${JSON.stringify(pathToFileURL(resolve('build', entry.replace(/\.ts$/, '.js'))).href)})`
    : `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(
        pathToFileURL(resolve(entry)).href,
      )}) })`

export function createWorkerPool<Job, Result>(options: WorkerPoolOptions): WorkerPool<Job, Result> {
  const { name, size, timeoutMs, maxQueue = Infinity } = options
  const heavyThreads = Math.max(1, options.heavyThreads ?? size - 1)
  const threads = new Set<Thread>()
  const queue: Task<unknown, unknown>[] = []
  let nextId = 1
  let closed = false
  // A thread that fails to start fails the jobs waiting for it; the next job starts it again.
  let lastInitError: Error | null = null

  function start(): Thread {
    const worker = new Worker(boot(options.entry), { eval: true, workerData: options.workerData })
    const thread: Thread = { worker, ready: false, task: null }
    threads.add(thread)
    worker.unref() // an idle pool never keeps the process alive
    worker.on('message', (answer: Answer) => {
      if ('ready' in answer) {
        thread.ready = true
        lastInitError = null
        return dispatch()
      }
      if ('initError' in answer) {
        lastInitError = revive(answer.initError)
        return void worker.terminate()
      }
      const task = thread.task
      if (!task || task.id !== answer.id) return
      if (task.timer) clearTimeout(task.timer)
      thread.task = null
      if ('error' in answer) task.reject(revive(answer.error))
      else task.resolve(answer.value)
      dispatch()
    })
    worker.on('error', (error) => {
      if (!thread.ready) lastInitError = error
      thread.task?.reject(error)
      thread.task = null
    })
    worker.on('exit', () => {
      if (!threads.delete(thread)) return // stopped past its budget, already replaced
      if (thread.task) {
        thread.task.reject(new Error(`The ${name} thread stopped.`))
        thread.task = null
      }
      if (closed) return
      if (!thread.ready && lastInitError) {
        // It never started: fail what waits rather than restart in a loop.
        for (const t of queue.splice(0)) t.reject(lastInitError)
        return
      }
      fill()
    })
    return thread
  }

  function fill() {
    while (!closed && threads.size < size) start()
    dispatch()
  }

  function dispatch() {
    for (const thread of threads) {
      if (queue.length === 0) return
      if (!thread.ready || thread.task) continue
      // The first job waiting that may run now: a heavy one only while heavy jobs hold fewer
      // threads than they may.
      const heavyRunning = [...threads].filter((t) => t.task?.heavy).length
      const next = queue.findIndex((t) => !t.heavy || heavyRunning < heavyThreads)
      if (next === -1) return
      const task = queue.splice(next, 1)[0]
      const id = nextId++
      const timer =
        timeoutMs === undefined
          ? null
          : setTimeout(() => {
              // Stopping the thread is the only way to end a running SQLite statement. It leaves
              // the pool at once, so no job goes to it while it stops, and a new one is started.
              thread.task = null
              threads.delete(thread)
              task.reject(new WorkerTimeoutError(name, timeoutMs))
              void thread.worker.terminate()
              fill()
            }, timeoutMs)
      thread.task = { ...task, id, timer }
      thread.worker.postMessage({ id, job: task.job })
    }
  }

  return {
    run(job: Job, { heavy = false }: RunOptions = {}): Promise<Result> {
      if (closed) return Promise.reject(new Error(`The ${name} pool is closed.`))
      if (queue.length >= maxQueue) return Promise.reject(new WorkerPoolBusyError(name))
      return new Promise<Result>((resolve, reject) => {
        queue.push({ job, heavy, resolve: resolve as (v: unknown) => void, reject })
        fill()
      })
    },
    start() {
      fill()
    },
    get readyThreads() {
      return [...threads].filter((t) => t.ready).length
    },
    get queued() {
      return queue.length
    },
    async close() {
      closed = true
      for (const t of queue.splice(0)) t.reject(new Error(`The ${name} pool is closed.`))
      await Promise.all([...threads].map((t) => t.worker.terminate()))
    },
  }
}

/** An error from a thread, with its own fields, so `code` guards work on this side. */
function revive(e: SerializedError): Error {
  const { name, message, ...fields } = e
  return Object.assign(new Error(message), fields, { name })
}

/** A thrown value as a plain object that crosses to the main thread. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) }
  const fields = Object.fromEntries(
    // Plain data crosses too: a bad-input error's list of issues.
    Object.entries(error).filter(
      ([, v]) =>
        v === null ||
        typeof v !== 'object' ||
        Array.isArray(v) ||
        Object.getPrototypeOf(v) === Object.prototype,
    ),
  )
  return { ...fields, name: error.name, message: error.message }
}
