// Writing a PDF or Word file of a long award takes seconds of synchronous work; done on the
// server's thread it would stall every other request. Files are written on a worker thread
// instead (./render-worker.ts), started on the first download and kept for the next ones: one
// file at a time, since the machines have few cores and the search threads need them.
import { createWorkerPool, type WorkerPool } from '#server/jobs/worker-pool.ts'
import type { RenderJob } from './render.ts'

let pool: WorkerPool<RenderJob, Uint8Array> | null = null

/** Renders the file on the writer thread. */
export function renderInWorker(job: RenderJob): Promise<Uint8Array> {
  pool ??= createWorkerPool({
    name: 'file writer',
    entry: 'server/downloads/render-worker.ts',
    size: 1,
  })
  return pool.run(job)
}

/** Stops the writer (shutdown, tests); the next download starts a new one. */
export async function stopRenderWorker(): Promise<void> {
  const current = pool
  pool = null
  await current?.close()
}
