import { createDownload, isInvalidDownloadError } from '#server/downloads/service.ts'
import { isNotFoundError } from '#server/errors.ts'
import { fileResponse, textResponse } from './file-response.server.ts'
import { readingContext } from './reading.server.ts'
import type { Route } from './+types/pdf'

/**
 * GET /document/getpdf/{id}.pdf: a document as a PDF shown in the browser (the menus open it in
 * a new tab). The same file as the PDF download, served inline.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { content, site } = readingContext(context)
  const id = params.file.replace(/\.pdf$/i, '')
  try {
    const file = await createDownload(content, {
      format: 'pdf',
      ids: [id],
      edition: site.id,
      siteName: site.name,
      origin: new URL(request.url).origin,
    })
    const response = fileResponse(file)
    response.headers.set(
      'Content-Disposition',
      response.headers.get('Content-Disposition')!.replace(/^attachment/, 'inline'),
    )
    return response
  } catch (e) {
    if (isNotFoundError(e)) return textResponse(404, 'Not Found')
    if (isInvalidDownloadError(e)) return textResponse(400, e.message)
    throw e
  }
}
