import type { Route } from './+types/journals'
import { publicationSuggestions } from './publications.server.ts'

/** GET /apiv2/journals/autocomplete?term=: journals by title. */
export function loader({ request, context }: Route.LoaderArgs) {
  return publicationSuggestions(request, context, ['journal'])
}
