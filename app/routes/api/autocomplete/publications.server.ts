import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'
import { suggestionsFor } from '#app/routes/resources/suggest.ts'
import type { RouteKey } from '#sites/catalog.ts'

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

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/**
 * GET …/autocomplete?term= of one kind of publication: its `loader` and `contract` (a route
 * module exports both, the contract inside `serverOnly$`).
 */
export function publicationSuggestionsCall(call: {
  route: RouteKey
  summary: string
  publicationTypes: readonly string[]
  exampleTerm: string
}) {
  return {
    loader: ({ request, context }: Args) =>
      publicationSuggestions(request, context, call.publicationTypes),
    contract: defineCall({
      route: call.route,
      method: 'GET',
      tag: 'Suggestions',
      spec: '000 §7, 001 §7.2',
      summary: call.summary,
      query: z.object({ term: z.string().optional() }),
      response: z.object({
        term: z.string(),
        suggestions: z.array(
          z.object({ value: z.string(), label: z.string(), subLabel: z.string() }),
        ),
        total: z.number(),
      }),
      example: { query: { term: call.exampleTerm } },
    }),
  }
}
