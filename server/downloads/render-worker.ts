// The render worker's entry: renders each job it is sent, one at a time, and answers with the
// file's bytes (moved, not copied) or the error's message.
import { parentPort } from 'node:worker_threads'
import { render, type RenderJob } from './render.ts'

parentPort!.on('message', async ({ id, job }: { id: number; job: RenderJob }) => {
  try {
    const body = await render(job)
    parentPort!.postMessage({ id, body }, [body.buffer as ArrayBuffer])
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message })
  }
})
