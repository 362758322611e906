import { servicesContext, siteContext } from '#app/context.ts'
import { fileResponse, textResponse } from '#app/routes/documents/file-response.server.ts'
import { isNotFoundError } from '#server/errors.ts'
import type { Route } from './+types/file'

/**
 * GET /templates-and-examples/{documentId}/files/{fileName}: an editorial template as Word or
 * PDF, written from its text when asked. Examples download through their document instead.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  try {
    const file = await context
      .get(servicesContext)
      .templates.file(params.documentId, params.fileName, site.id, site.name)
    return fileResponse(file)
  } catch (e) {
    if (isNotFoundError(e)) return textResponse(404, 'Not Found')
    throw e
  }
}
