import { serverOnly$ } from 'vite-env-only/macros'
import type { Route } from './+types/books'
import { publicationSuggestions } from './publications.server.ts'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

export const contract = serverOnly$(
  defineCall({
    route: 'api.books.autocomplete',
    method: 'GET',
    tag: 'Suggestions',
    spec: '000 §7, 001 §7.2',
    summary:
      'Books and loose-leaf works whose titles match the term, best first, and how many match',
    query: z.object({ term: z.string().optional() }),
    response: z.object({
      term: z.string(),
      suggestions: z.array(
        z.object({ value: z.string(), label: z.string(), subLabel: z.string() }),
      ),
      total: z.number(),
    }),
    example: { query: { term: 'conv' } },
  }),
)

/** GET /apiv2/books/autocomplete?term=: books (and loose-leaf works) by title. */
export function loader({ request, context }: Route.LoaderArgs) {
  return publicationSuggestions(request, context, ['book', 'loose-leaf'])
}
