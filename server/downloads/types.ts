// What the download renderers work from: plain, framework-free view models of documents and of
// result rows, built from the content index by ./service.ts.

export const DOWNLOAD_FORMATS = ['pdf', 'word', 'excel'] as const
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number]

export function isDownloadFormat(value: string): value is DownloadFormat {
  return (DOWNLOAD_FORMATS as readonly string[]).includes(value)
}

/** A block of body text, in reading order. */
export type ExportBlock = { kind: 'heading' | 'subheading' | 'paragraph'; text: string }

/** One labelled line of a document's details ("Jurisdiction: Argentina"). */
export type ExportField = { label: string; value: string }

/** A document as it is written into a PDF or Word file. */
export type ExportDocument = {
  id: string
  title: string
  /** Absolute address of the document in the portal. */
  url: string
  type: string
  fields: ExportField[]
  blocks: ExportBlock[]
  /** Source and terms of reuse, printed under the document. */
  provenance: string
}

/** A row of a result list (Excel): the document's metadata, no body. */
export type ExportRow = {
  id: string
  title: string
  url: string
  type: string
  date: string
  source: string
  jurisdictions: string
  courtOrInstitution: string
  parties: string
  caseNumbers: string
  authors: string
  keywords: string
  aiAvailable: boolean
}

/** What every file carries on its cover or first sheet. */
export type ExportContext = {
  /** The edition's name, e.g. "Arbitration". */
  siteName: string
  /** When the file was made (shown as a date). */
  generatedAt: Date
  /** The search the documents came from, if any. */
  searchTerm?: string
}

export type DownloadFile = { fileName: string; contentType: string; body: Uint8Array }

export const CONTENT_TYPES: Record<DownloadFormat, string> = {
  pdf: 'application/pdf',
  word: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

export const EXTENSIONS: Record<DownloadFormat, string> = {
  pdf: 'pdf',
  word: 'docx',
  excel: 'xlsx',
}
