import { serverOnly$ } from 'vite-env-only/macros'
import type { Route } from './+types/journals'
import { publicationSuggestions } from './publications.server.ts'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

export const contract = serverOnly$(
  defineCall({
    route: 'api.journals.autocomplete',
    method: 'GET',
    tag: 'Suggestions',
    spec: '000 §7, 001 §7.2',
    summary: 'Journals whose titles match the term, best first, and how many match',
    query: z.object({ term: z.string().optional() }),
    response: z.object({
      term: z.string(),
      suggestions: z.array(
        z.object({ value: z.string(), label: z.string(), subLabel: z.string() }),
      ),
      total: z.number(),
    }),
    example: { query: { term: 'jour' } },
  }),
)

/** GET /apiv2/journals/autocomplete?term=: journals by title. */
export function loader({ request, context }: Route.LoaderArgs) {
  return publicationSuggestions(request, context, ['journal'])
}
