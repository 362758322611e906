import { createDownload, isInvalidDownloadError } from '#server/downloads/service.ts'
import { isDownloadFormat } from '#server/downloads/types.ts'
import { isNotFoundError } from '#server/errors.ts'
import { fileResponse, textResponse as text } from './file-response.server.ts'
import { readingContext, readingTerm } from './reading.server.ts'
import type { Route } from './+types/download'

/**
 * GET /document/{id}/download/{pdf|word|excel}: one document as a file, from a plain link (no
 * JavaScript needed). A document outside the viewer's edition is not found.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { content, site } = readingContext(context)
  const url = new URL(request.url)
  if (!isDownloadFormat(params.format)) return text(404, 'Unknown download format.')
  try {
    const file = await createDownload(content, {
      format: params.format,
      ids: [params.id],
      edition: site.id,
      siteName: site.name,
      origin: url.origin,
      searchTerm: readingTerm(url)?.text,
    })
    return fileResponse(file)
  } catch (e) {
    if (isNotFoundError(e)) return text(404, 'Not Found')
    if (isInvalidDownloadError(e)) return text(400, e.message)
    throw e
  }
}
