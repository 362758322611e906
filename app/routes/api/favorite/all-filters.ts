import { serverOnly$ } from 'vite-env-only/macros'
import type { Route } from './+types/all-filters'
import { handle, json, requireOwner, services } from '#app/utils/api.server.ts'
import { filterData } from './filters.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import * as shapes from './shapes.ts'
import type { SiteId } from '#sites/types.ts'

/**
 * GET /apiv2/api/Filter/allFilters: every jurisdiction and topic of the edition's documents, as
 * the favourites filter panel lists them. When the search service cannot answer, the lists are
 * empty rather than an error.
 */
export function loader({ context }: Route.LoaderArgs) {
  return handle(async () => {
    const { owner } = requireOwner(context)
    const { search } = services(context)
    let jurisdictions: string[] = []
    let topics: string[] = []
    try {
      const facets = await search.filters(
        {
          filters: [
            { id: 'jurisdiction', filterItems: [], limit: 1000 },
            { id: 'topic', filterItems: [], limit: 1000 },
          ],
        },
        { edition: owner.siteId as SiteId },
      )
      const names = (id: string) =>
        facets.find((f) => f.id === id)?.filterItems.map((i) => i.value || i.name) ?? []
      jurisdictions = names('jurisdiction')
      topics = names('topic')
    } catch (error) {
      console.warn(
        `Favourites filters unavailable: ${error instanceof Error ? error.message : error}`,
      )
    }
    return json(filterData(jurisdictions, topics))
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.filter.all-filters',
    method: 'GET',
    tag: 'Favourites',
    spec: '001 §3, §7.4',
    summary: 'Every jurisdiction and topic the favourites filters may offer, as trees',
    response: shapes.filterDataSchema,
    example: {},
  }),
)
