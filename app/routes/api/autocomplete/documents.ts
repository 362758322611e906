import { serverOnly$ } from 'vite-env-only/macros'
import { suggestionsFor } from '#app/routes/resources/suggest.ts'
import type { Route } from './+types/documents'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

const suggestions = z.object({
  suggestions: z.array(z.object({ value: z.string(), label: z.string(), subLabel: z.string() })),
})

export const contract = serverOnly$(
  defineCall({
    route: 'api.documentsearch.autocomplete',
    method: 'GET',
    tag: 'Suggestions',
    spec: '000 §7, 001 §7.2',
    summary: "The search bar's suggestions: terms, documents, books and practical insight topics",
    description: 'Suggestions start at 3 characters; a shorter term answers empty lists.',
    query: z.object({ term: z.string().optional() }),
    response: z.object({
      term: z.string(),
      terms: suggestions,
      documents: suggestions,
      books: suggestions.extend({ total: z.number() }),
      practicalInsightTopics: suggestions.extend({ total: z.number() }),
    }),
    example: { query: { term: 'arbitra' } },
  }),
)

/**
 * GET /apiv2/documentsearch/autocomplete?term= (spec 000 §7, 001 §7.2): the search bar's
 * suggestions (documents, books with their total, practical insight topics) as JSON.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return Response.json(await suggestionsFor(request, context))
}
