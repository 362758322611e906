import { serverOnly$ } from 'vite-env-only/macros'
import { handle, json, missingParameter } from '#app/utils/api.server.ts'
import type { Route } from './+types/autocomplete'
import { arbitrators } from './arbitrators.server.ts'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

/** GET /apiv2/ArbitratorSearch/AutoComplete?query=: the persons whose name matches (at most 40). */
export function loader({ request, context }: Route.LoaderArgs) {
  return handle(async () => {
    const query = new URL(request.url).searchParams.get('query')
    if (query === null) return missingParameter('query')
    const items = await arbitrators(context).autocomplete('Person', query)
    return json(items.map((item) => ({ ...item, url: `/profile-navigator/${item.slug}` })))
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.arbitrator-search.autocomplete',
    method: 'GET',
    tag: 'Profiles',
    spec: '001 §7.6',
    summary: 'The persons whose name matches (at most 40)',
    query: z.object({
      query: z.string({ error: "The parameter 'query' must be defined." }).min(2).max(100),
    }),
    response: z.array(
      z.looseObject({ slug: z.string(), name: z.string(), url: z.string(), cases: z.number() }),
    ),
    example: { query: { query: 'stern' } },
  }),
)
