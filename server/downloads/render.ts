// One file from plain view models: what the render worker does for each message.
import { renderExcel } from './excel.ts'
import { renderPdf } from './pdf.ts'
import type { ExportContext, ExportDocument, ExportRow } from './types.ts'
import { renderWord } from './word.ts'

export type RenderJob =
  | { format: 'pdf' | 'word'; docs: ExportDocument[]; ctx: ExportContext }
  | { format: 'excel'; rows: ExportRow[]; ctx: ExportContext }

export function render(job: RenderJob): Promise<Uint8Array> {
  if (job.format === 'excel') return renderExcel(job.rows, job.ctx)
  return (job.format === 'pdf' ? renderPdf : renderWord)(job.docs, job.ctx)
}
