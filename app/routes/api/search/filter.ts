import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { handle, json, onlyPost } from '#app/utils/api.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import { bodyOf } from '#app/utils/api.server.ts'
import type { Route } from './+types/filter'
import {
  filterResponseSchema,
  SEARCH_ENDPOINTS,
  searchQuerySchema,
  endpointsOn,
} from './search-query.ts'
import { engineQuery, modeFor, searchService } from './search.server.ts'

const call = defineCall({
  route: 'api.search.filter',
  method: 'POST',
  tag: 'Search',
  spec: '000 §7, 001 §7.2',
  summary: "The filter sections of a search mode, with each item's count",
  description:
    'The body is the search query. Counts are disjunctive (a filter’s own OR selection does not ' +
    'shrink its own counts); a filter lists `limit` items (default 10) and says ' +
    '`hasMoreFilterItems`. Items of the date filters whose id contains -all or -custom have no ' +
    'count. arbitratorSearch is the arbitrator profile’s own case search.',
  params: z.object({ endpoint: z.enum(SEARCH_ENDPOINTS as [string, ...string[]]) }),
  expand: { param: 'endpoint', values: (site) => endpointsOn(site, SEARCH_ENDPOINTS) },
  body: searchQuerySchema,
  response: z.array(filterResponseSchema),
  errors: [503],
  example: {
    params: { endpoint: 'documentSearch' },
    body: { q: 'arbitration', filters: [{ id: 'type', filterItems: [], limit: 5 }] },
  },
})
export const contract = serverOnly$(call)

export const loader = onlyPost

/** POST /apiv2/{endpoint}/Filter (spec 000 §7): the screen's filter panel as data. */
export function action({ request, params, context }: Route.ActionArgs) {
  return handle(
    async () => {
      const body = await bodyOf(call, request)
      const mode = modeFor(context, params.endpoint, body)
      const { search, edition } = searchService(context)
      return json(await search.filters(engineQuery(body, mode), { edition }))
    },
    { queryField: 'q' },
  )
}
