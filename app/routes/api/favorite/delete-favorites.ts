import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import type { Route } from './+types/delete-favorites'
import {
  handle,
  json,
  onlyPost,
  parse,
  readJson,
  requireOwner,
  services,
} from '#app/utils/api.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'

const ref = z.union([z.string().min(1).max(100), z.object({ id: z.string().min(1).max(100) })])
const body = z
  .object({ favorites: z.array(ref).optional(), Favorites: z.array(ref).optional() })
  .transform((b) =>
    (b.favorites ?? b.Favorites ?? []).map((f) => (typeof f === 'string' ? f : f.id)),
  )
  .refine((ids) => ids.length > 0, {
    message: "The parameter 'favorites' must be defined.",
    path: ['favorites'],
  })

export const loader = onlyPost

/** POST /apiv2/Favorite/DeleteFavorites { favorites }: all or nothing. */
export function action({ request, context }: Route.ActionArgs) {
  return handle(async () => {
    const { owner } = requireOwner(context)
    const ids = parse(body, await readJson(request))
    const deleted = await services(context).favourites.deleteFavourites(owner, ids)
    return json({ deleted })
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.favorite.delete-favorites',
    method: 'POST',
    tag: 'Favourites',
    spec: '001 §7.4',
    summary: 'Deletes favourites, all or nothing',
    body,
    response: z.object({ deleted: z.number() }),
    example: { body: { favorites: ['no-such-favourite'] }, status: 404 },
  }),
)
