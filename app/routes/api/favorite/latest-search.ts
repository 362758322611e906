import { serverOnly$ } from 'vite-env-only/macros'
import type { Route } from './+types/latest-search'
import { deleteItemCall } from './favourites.server.ts'

/** DELETE /apiv2/api/LatestSearches/{id}: 404 when the id is not the caller's. */
const call = deleteItemCall(
  'api.latest-searches.item',
  'Deletes one of the latest searches',
  (f, owner, id) => f.deleteLatestSearch(owner, id),
)

export const loader = call.loader

export function action(args: Route.ActionArgs) {
  return call.action(args)
}

export const contract = serverOnly$(call.contract)
