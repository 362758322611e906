// Writing a PDF or Word file of a long award takes seconds of synchronous work; done on the
// server's thread it would stall every other request. Files are written in a worker thread
// instead, started on the first download and kept for the next ones (one file at a time: the
// machines have few cores and the search needs them). A worker that dies fails its pending
// downloads and is started afresh for the next one.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { RenderJob } from './render.ts'

type Pending = { resolve: (body: Uint8Array) => void; reject: (error: Error) => void }
type Answer = { id: number; body?: Uint8Array; error?: string }

// Resolved from the working directory, like the portal's other files (the server and the tests
// run from the project root): the production server is one bundle, so the worker's own module
// cannot be found relative to this file there.
const WORKER_ENTRY = pathToFileURL(resolve('server/downloads/render-worker.ts')).href

// The worker's TypeScript is loaded through tsx, which the portal runs on.
const BOOT = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_ENTRY)}) })`

type Writer = { thread: Worker; pending: Map<number, Pending> }

let writer: Writer | null = null
let nextId = 1

function start(): Writer {
  const thread = new Worker(BOOT, { eval: true })
  const started: Writer = { thread, pending: new Map() }
  // Only this worker's own downloads fail with it, never those of the one started after it.
  const failAll = (error: Error) => {
    if (writer === started) writer = null
    for (const p of started.pending.values()) p.reject(error)
    started.pending.clear()
  }
  thread.unref() // an idle worker never keeps the process alive
  thread.on('message', ({ id, body, error }: Answer) => {
    const p = started.pending.get(id)
    if (!p) return
    started.pending.delete(id)
    if (body) p.resolve(body)
    else p.reject(new Error(error ?? 'The file could not be written.'))
  })
  thread.on('error', failAll)
  thread.on('exit', () => failAll(new Error('The file writer stopped.')))
  return started
}

/** Renders the file in the worker thread. */
export function renderInWorker(job: RenderJob): Promise<Uint8Array> {
  const current = (writer ??= start())
  const id = nextId++
  const answer = new Promise<Uint8Array>((resolve, reject) =>
    current.pending.set(id, { resolve, reject }),
  )
  current.thread.postMessage({ id, job })
  return answer
}

/** Stops the worker (shutdown, tests); the next download starts a new one. */
export async function stopRenderWorker(): Promise<void> {
  const current = writer
  writer = null
  await current?.thread.terminate()
}
