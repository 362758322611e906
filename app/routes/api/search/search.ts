import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { handle, json, onlyPost } from '#app/utils/api.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import { bodyOf } from '#app/utils/api.server.ts'
import type { Route } from './+types/search'
import { searchPageSchema, searchQuerySchema, endpointsOn } from './search-query.ts'
import { engineQuery, modeFor, recordSearch, searchService } from './search.server.ts'

/**
 * The endpoints whose search this module answers. `newcontent` and `arbitratorSearch` have their
 * own calls at the same address (POST /NewContent/Search, 001 §7.9; POST /ArbitratorSearch/Search,
 * 001 §7.6), which take precedence: paths match case-insensitively.
 */
const ENDPOINTS = ['documentSearch', 'books', 'journals', 'awards', 'NYCTool'] as const

const call = defineCall({
  route: 'api.search.search',
  method: 'POST',
  tag: 'Search',
  spec: '000 §7, 001 §7.2',
  summary: 'One page of results of a search mode',
  description:
    'The body is the search query; the endpoint picks the mode (documentSearch: default and ' +
    'bits; books; journals; awards; NYCTool). Defaults per mode: page size 10, sorted by score ' +
    'with text, else newest first (books and journals by title). A query the parser cannot read ' +
    'is a 400 naming `q` with the position; one too broad to finish in time a 503. The ' +
    'endpoint must be open to the plan as its screen is (awards: /awards, NYCTool: /nycsearch).',
  params: z.object({ endpoint: z.enum(ENDPOINTS) }),
  expand: { param: 'endpoint', values: (site) => endpointsOn(site, ENDPOINTS) },
  body: searchQuerySchema,
  response: searchPageSchema,
  errors: [503],
  example: {
    params: { endpoint: 'documentSearch' },
    body: { q: 'arbitration', resultsPerPage: 5, filters: [{ id: 'type', filterItems: [] }] },
  },
})
export const contract = serverOnly$(call)

export const loader = onlyPost

/** POST /apiv2/{endpoint}/search (spec 000 §7): the same search as the mode's screen. */
export function action({ request, params, context }: Route.ActionArgs) {
  return handle(
    async () => {
      const body = await bodyOf(call, request)
      const mode = modeFor(context, params.endpoint, body)
      const { search, edition } = searchService(context)
      const page = await search.search(engineQuery(body, mode), { edition })
      await recordSearch(context, params.endpoint, body)
      return json(page)
    },
    { queryField: 'q' },
  )
}
