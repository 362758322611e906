import type { Route } from './+types/books'
import { publicationSuggestions } from './publications.server.ts'

/** GET /apiv2/books/autocomplete?term=: books (and loose-leaf works) by title. */
export function loader({ request, context }: Route.LoaderArgs) {
  return publicationSuggestions(request, context, ['book', 'loose-leaf'])
}
