import { handle, json, methodNotAllowed, parse, readJson } from '#app/utils/api.server.ts'
import { mipFavouriteSchema } from '#server/manual-ip/schemas.ts'
import type { Route } from './+types/favorites'
import { entryJson, manualIp, mipOwner } from './api.server.ts'

/** GET /mip/api/favorites: the caller's starred entries on this edition, newest first. */
export function loader({ context }: Route.LoaderArgs) {
  return handle(async () => {
    const owner = mipOwner(context)
    const list = await manualIp(context).favourites.list(owner)
    return json(list.map((e) => ({ ...entryJson(e), starredAt: e.starredAt })))
  })
}

/**
 * POST /mip/api/favorites `{ id }` stars an entry (again: no change), DELETE
 * /mip/api/favorites?id= unstars it (404 when it was not starred). An entry Manual IP does not
 * hold is not found.
 */
export function action({ request, context }: Route.ActionArgs) {
  return handle(async () => {
    const owner = mipOwner(context)
    const mip = manualIp(context)
    if (request.method === 'POST') {
      const { id } = parse(mipFavouriteSchema, await readJson(request))
      const added = await mip.favourites.add(owner, id)
      return json({ id, starred: true, added })
    }
    if (request.method === 'DELETE') {
      const url = new URL(request.url)
      const { id } = parse(mipFavouriteSchema, { id: url.searchParams.get('id') ?? '' })
      await mip.favourites.remove(owner, id)
      return json({ id, starred: false })
    }
    return methodNotAllowed(['POST', 'DELETE'])
  })
}
