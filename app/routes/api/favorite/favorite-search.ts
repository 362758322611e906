import { serverOnly$ } from 'vite-env-only/macros'
import type { Route } from './+types/favorite-search'
import { handle, json, methodNotAllowed, requireOwner, services } from '#app/utils/api.server.ts'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

export function loader() {
  return methodNotAllowed(['DELETE'])
}

/** DELETE /apiv2/api/FavoriteSearches/{id}: 404 when the id is not the caller's. */
export function action({ params, request, context }: Route.ActionArgs) {
  return handle(async () => {
    const { owner } = requireOwner(context)
    if (request.method !== 'DELETE') return methodNotAllowed(['DELETE'])
    await services(context).favourites.deleteFavouriteSearch(owner, params.id)
    return json({ id: params.id, deleted: true })
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.favorite-searches.item',
    method: 'DELETE',
    tag: 'Favourites',
    spec: '001 §7.4, §8',
    summary: 'Deletes a favourite search',
    params: z.object({ id: z.string() }),
    response: z.object({ id: z.string(), deleted: z.literal(true) }),
    example: { params: { id: 'no-such-search' }, status: 404 },
  }),
)
