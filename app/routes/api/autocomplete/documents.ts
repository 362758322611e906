import { suggestionsFor } from '#app/routes/resources/suggest.ts'
import type { Route } from './+types/documents'

/**
 * GET /apiv2/documentsearch/autocomplete?term= (spec 000 §7, 001 §7.2): the search bar's
 * suggestions (documents, books with their total, practical insight topics) as JSON.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return Response.json(await suggestionsFor(request, context))
}
