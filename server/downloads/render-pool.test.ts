import { afterAll, expect, test } from 'vitest'
import { renderInWorker, stopRenderWorker } from './render-pool.ts'
import type { ExportDocument } from './types.ts'

afterAll(stopRenderWorker)

const ctx = { siteName: 'Arbitration', generatedAt: new Date('2026-03-04T10:00:00Z') }
const doc: ExportDocument = {
  id: 'A',
  title: 'Alpha v. Beta',
  url: 'http://ka.localhost/document/A',
  type: 'Awards',
  fields: [],
  blocks: [{ kind: 'paragraph', text: 'The tribunal finds.' }],
  provenance: 'Public domain.',
}

test('files are written in the worker, and a failed job does not stop the next ones', async () => {
  const pdf = await renderInWorker({ format: 'pdf', docs: [doc], ctx })
  expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-')

  const broken = { format: 'word', docs: [{ ...doc, blocks: null }], ctx } as never
  await expect(renderInWorker(broken)).rejects.toThrow()

  const word = await renderInWorker({ format: 'word', docs: [doc], ctx })
  expect(new TextDecoder().decode(word.slice(0, 2))).toBe('PK') // a zip, as .docx files are
})

test('a worker that stops fails its pending file, and the next one starts a new worker', async () => {
  const pending = renderInWorker({ format: 'pdf', docs: [doc], ctx })
  await stopRenderWorker()
  await expect(pending).rejects.toThrow(/file writer (thread stopped|pool is closed)/)
  const again = await renderInWorker({ format: 'pdf', docs: [doc], ctx })
  expect(again.byteLength).toBeGreaterThan(500)
})
