import { serverOnly$ } from 'vite-env-only/macros'
import type { Route } from './+types/favorite-filters'
import { handle, json, requireOwner, services } from '#app/utils/api.server.ts'
import { filterData } from './filters.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import * as shapes from './shapes.ts'

/** GET /apiv2/api/Filter/favoriteFilters: the jurisdictions and topics of the caller's favourites. */
export function loader({ context }: Route.LoaderArgs) {
  return handle(async () => {
    const { owner } = requireOwner(context)
    const { favourites } = services(context)
    const [documents, searches] = await Promise.all([
      favourites.listFavouriteDocuments(owner, 0),
      favourites.listFavouriteSearches(owner, 0),
    ])
    return json(
      filterData(
        [...documents, ...searches].flatMap((f) => f.jurisdictions),
        [...documents, ...searches].flatMap((f) => f.topics),
      ),
    )
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.filter.favorite-filters',
    method: 'GET',
    tag: 'Favourites',
    spec: '001 §3, §7.4',
    summary: "The jurisdictions and topics of the caller's favourites, as trees",
    response: shapes.filterDataSchema,
    example: {},
  }),
)
