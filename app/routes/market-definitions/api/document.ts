import { handle, json, parse } from '#app/utils/api.server.ts'
import { servicesContext } from '#app/context.ts'
import { mdlDocumentSchema } from '#server/market-definitions/schemas.ts'
import type { Route } from './+types/document'

/**
 * GET /mdl/api/document?id=&searchTerm= (spec 001 §7.10): one document's market definitions with
 * their passages, `Title`, and `Highlights` (each search term with its Count in the document).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return handle(async () => {
    const url = new URL(request.url)
    const input = parse(mdlDocumentSchema, {
      id: url.searchParams.get('id') ?? '',
      searchTerm: url.searchParams.get('searchTerm') ?? undefined,
    })
    return json(await context.get(servicesContext).marketDefinitions.document(input))
  })
}
