import { siteContext } from '#app/context.ts'
import type { Route } from './+types/openapi-json'
import { openApiDocument } from './registry.server.ts'

/**
 * GET /apiv2/openapi.json: this edition's OpenAPI 3.1 document, built from the contracts the
 * call modules declare (the reference page for people: /apiv2/docs).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const document = openApiDocument(context.get(siteContext), new URL(request.url).origin)
  return Response.json(document, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
