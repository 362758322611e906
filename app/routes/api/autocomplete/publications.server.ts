import type { RouterContextProvider } from 'react-router'
import { suggestionsFor } from '#app/routes/resources/suggest.ts'

/**
 * The books or journals whose titles match the request's `term`, best first, and how many match
 * (spec 001 §7.2 /books/autocomplete and /journals/autocomplete).
 */
export async function publicationSuggestions(
  request: Request,
  context: Readonly<RouterContextProvider>,
  publicationTypes: readonly string[],
) {
  const { term, books } = await suggestionsFor(request, context, { publicationTypes })
  return Response.json({ term, suggestions: books.suggestions, total: books.total })
}
