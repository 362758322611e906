import type { Route } from './+types/latest-search'
import { handle, json, methodNotAllowed, requireOwner, services } from './api.server.ts'

export function loader() {
  return methodNotAllowed(['DELETE'])
}

/** DELETE /apiv2/api/LatestSearches/{id}: 404 when the id is not the caller's. */
export function action({ params, request, context }: Route.ActionArgs) {
  return handle(async () => {
    const { owner } = requireOwner(context)
    if (request.method !== 'DELETE') return methodNotAllowed(['DELETE'])
    await services(context).favourites.deleteLatestSearch(owner, params.id)
    return json({ id: params.id, deleted: true })
  })
}
