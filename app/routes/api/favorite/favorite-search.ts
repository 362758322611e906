import { serverOnly$ } from 'vite-env-only/macros'
import type { Route } from './+types/favorite-search'
import { deleteItemCall } from './favourites.server.ts'

/** DELETE /apiv2/api/FavoriteSearches/{id}: 404 when the id is not the caller's. */
const call = deleteItemCall(
  'api.favorite-searches.item',
  'Deletes a favourite search',
  (f, owner, id) => f.deleteFavouriteSearch(owner, id),
)

export const loader = call.loader

export function action(args: Route.ActionArgs) {
  return call.action(args)
}

export const contract = serverOnly$(call.contract)
