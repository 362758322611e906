import { servicesContext, siteContext } from '#app/context.ts'
import { fileResponse, textResponse as text } from '#app/routes/documents/file-response.server.ts'
import { gridFile, GRID_FORMATS, type GridFormat } from '#server/compare/export.ts'
import { isCompareInputError } from '#server/compare/types.ts'
import { isNotFoundError } from '#server/errors.ts'
import { parseCompareParams } from '#sites/tools/compare/params.ts'
import type { Route } from './+types/export'

const isGridFormat = (f: string): f is GridFormat => (GRID_FORMATS as readonly string[]).includes(f)

/**
 * GET /compare-jurisdictions/{slug}/export/{excel|pdf}?t=…&j=…: the comparison grid the page
 * shows, as an Excel workbook or a PDF. A read, so a plain link; an unknown slug or format is
 * 404, a choice the comparison does not hold 400 naming it.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isGridFormat(params.format)) return text(404, 'Not Found')
  const { compare } = context.get(servicesContext)
  const site = context.get(siteContext)
  const url = new URL(request.url)
  const parsed = parseCompareParams(url.searchParams)
  if (!parsed.ok) return text(400, parsed.message)
  const { topicIds, jurisdictions } = parsed.selection
  if (!topicIds.length || !jurisdictions.length) {
    return text(400, 'Choose at least one topic (t) and one jurisdiction (j) to download.')
  }
  try {
    const result = await compare.compare(site.id, { slug: params.slug, topicIds, jurisdictions })
    return fileResponse(
      await gridFile(result, params.format, {
        siteName: site.name,
        origin: url.origin,
        generatedAt: new Date(),
      }),
    )
  } catch (e) {
    if (isNotFoundError(e)) return text(404, 'Not Found')
    if (isCompareInputError(e)) return text(400, e.message)
    throw e
  }
}
