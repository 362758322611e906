// Downloads: the documents a viewer chose, read from the content index for the viewer's edition
// only, written as PDF, Word or Excel. A document outside the edition is not found (the whole
// download is refused), so a download never reveals what the viewer may not read.
import type { Edition } from '#server/content/model.ts'
import type { ContentStore, DocumentView } from '#server/search/engine.ts'
import { htmlToBlocks } from './blocks.ts'
import { fileStem } from './file-name.ts'
import { documentFields, provenanceLine, resultRow } from './metadata.ts'
import { renderInWorker } from './render-pool.ts'
import {
  CONTENT_TYPES,
  EXTENSIONS,
  type DownloadFile,
  type DownloadFormat,
  type ExportContext,
  type ExportDocument,
} from './types.ts'

/** Most documents per file: full texts (PDF, Word) are long; a result list (Excel) is not. */
export const DOWNLOAD_LIMITS: Record<DownloadFormat, number> = { pdf: 20, word: 20, excel: 500 }

/**
 * Most body text in one PDF or Word file (about 900 printed pages): files are written one at a
 * time, so the budget keeps one download from holding up the next ones for long.
 */
export const MAX_TEXT_CHARS = 2_000_000

export type DownloadRequest = {
  format: DownloadFormat
  ids: string[]
  edition: Edition
  /** The edition's name, printed on every file. */
  siteName: string
  /** Scheme and host of the portal, for the documents' addresses in the files. */
  origin: string
  searchTerm?: string
  now?: Date
  /**
   * Documents to leave out instead of refusing (select-all exclusions). The download is refused
   * when nothing is left.
   */
  exclude?: (item: { url: string; type: string; publicationType: string | null }) => boolean
}

export class InvalidDownloadError extends Error {
  readonly code = 'INVALID_DOWNLOAD'
  constructor(message: string) {
    super(message)
    this.name = 'InvalidDownloadError'
  }
}

export function isInvalidDownloadError(e: unknown): e is InvalidDownloadError {
  return (
    typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 'INVALID_DOWNLOAD'
  )
}

/** Throws NotFoundError (from the engine) when any document is missing or outside the edition. */
export async function createDownload(
  content: ContentStore,
  req: DownloadRequest,
): Promise<DownloadFile> {
  const ids = [...new Set(req.ids.map((id) => id.trim()).filter(Boolean))]
  if (ids.length === 0) throw new InvalidDownloadError('Choose at least one document to download.')
  const limit = DOWNLOAD_LIMITS[req.format]
  if (ids.length > limit) {
    throw new InvalidDownloadError(
      `At most ${limit} documents can be downloaded at once in this format.`,
    )
  }
  const views = (
    await Promise.all(ids.map((id) => content.getDocument(id, { edition: req.edition })))
  ).filter(
    (v) =>
      !req.exclude?.({
        url: v.url,
        type: v.type,
        publicationType: v.record.publication?.publicationType ?? null,
      }),
  )
  if (views.length === 0) {
    throw new InvalidDownloadError('None of the chosen documents can be downloaded.')
  }
  const ctx: ExportContext = {
    siteName: req.siteName,
    generatedAt: req.now ?? new Date(),
    searchTerm: req.searchTerm?.trim() || undefined,
  }
  const absolute = (path: string) => new URL(path, req.origin).href
  const body = await renderInWorker(
    req.format === 'excel'
      ? { format: 'excel', rows: views.map((v) => resultRow(v.record, absolute(v.url))), ctx }
      : { format: req.format, docs: exportDocuments(views, absolute), ctx },
  )
  return {
    fileName: fileNameFor(views, req.format, ctx.generatedAt),
    contentType: CONTENT_TYPES[req.format],
    body,
  }
}

function exportDocuments(views: DocumentView[], absolute: (path: string) => string) {
  const docs = views.map((v) => exportDocument(v, absolute(v.url)))
  const size = docs.reduce((n, d) => n + d.blocks.reduce((m, b) => m + b.text.length, 0), 0)
  if (size > MAX_TEXT_CHARS) {
    throw new InvalidDownloadError(
      'These documents are too long for one file. Download fewer documents at a time.',
    )
  }
  return docs
}

export function exportDocument(view: DocumentView, url: string): ExportDocument {
  return {
    id: view.id,
    title: view.title,
    url,
    type: view.type,
    fields: documentFields(view.record),
    blocks: htmlToBlocks(view.content),
    provenance: provenanceLine(view.record),
  }
}

function fileNameFor(views: DocumentView[], format: DownloadFormat, now: Date): string {
  const ext = EXTENSIONS[format]
  if (views.length === 1) return `${fileStem(views[0].title)}.${ext}`
  const day = now.toISOString().slice(0, 10)
  return format === 'excel'
    ? `search-results-${day}.${ext}`
    : `documents-${views.length}-${day}.${ext}`
}
