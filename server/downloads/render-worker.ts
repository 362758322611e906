// The file writer thread's entry: renders each job it is sent, one at a time; the file's bytes
// are moved back, not copied.
import { serveJobs } from '#server/jobs/worker-thread.ts'
import { render, type RenderJob } from './render.ts'

serveJobs<RenderJob, Uint8Array>(() => render)
