// The thread side of ./worker-pool.ts: opens what the jobs need, says it is ready, then answers
// each job in turn. A Uint8Array answer is moved, not copied.
import { parentPort, workerData } from 'node:worker_threads'
import { serializeError } from './worker-pool.ts'

export function serveJobs<Job, Result>(
  open: (data: unknown) => (job: Job) => Result | Promise<Result>,
): void {
  const port = parentPort
  if (!port) throw new Error('serveJobs runs in a worker thread')
  let handle: (job: Job) => Result | Promise<Result>
  try {
    handle = open(workerData)
  } catch (error) {
    port.postMessage({ initError: serializeError(error) })
    return
  }
  port.on('message', async ({ id, job }: { id: number; job: Job }) => {
    try {
      const value = await handle(job)
      const transfer = value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : []
      port.postMessage({ id, value }, transfer)
    } catch (error) {
      port.postMessage({ id, error: serializeError(error) })
    }
  })
  port.postMessage({ ready: true })
}
