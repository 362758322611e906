import { contentDisposition } from '#server/downloads/file-name.ts'
import type { DownloadFile } from '#server/downloads/types.ts'

/** A produced file as the answer to a download, its name in Content-Disposition. */
export function fileResponse(file: DownloadFile) {
  return new Response(file.body as BodyInit, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': contentDisposition(file.fileName),
      'Content-Length': String(file.body.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

export function textResponse(status: number, message: string) {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
