import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import type { Route } from './+types/update-favorites'
import {
  handle,
  json,
  onlyPost,
  parse,
  readJson,
  requireOwner,
  services,
} from '#app/utils/api.server.ts'
import { folderRef } from './favourites.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'

const ref = z.union([z.string().min(1).max(100), z.object({ id: z.string().min(1).max(100) })])
const body = z
  .object({
    Favorites: z.array(ref).optional(),
    favorites: z.array(ref).optional(),
    Folder: folderRef,
    folder: folderRef,
  })
  .transform((b) => ({
    ids: (b.Favorites ?? b.favorites ?? []).map((f) => (typeof f === 'string' ? f : f.id)),
    folder: b.Folder ?? b.folder ?? null,
  }))
  .refine((b) => b.ids.length > 0, { message: 'Give at least one favourite', path: ['Favorites'] })

export const loader = onlyPost

/** POST /apiv2/Favorite/UpdateFavorites { Favorites, Folder }: moves favourites to a folder. */
export function action({ request, context }: Route.ActionArgs) {
  return handle(async () => {
    const { owner } = requireOwner(context)
    const input = parse(body, await readJson(request))
    const moved = await services(context).favourites.moveFavourites(owner, input.ids, input.folder)
    return json({ moved, folder: input.folder ?? 0 })
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.favorite.update-favorites',
    method: 'POST',
    tag: 'Favourites',
    spec: '001 §7.4',
    summary: 'Moves favourites to a folder (0: out of every folder)',
    body,
    response: z.object({ moved: z.number(), folder: z.union([z.string(), z.number()]) }),
    example: { body: { Favorites: ['no-such-favourite'], Folder: 0 }, status: 404 },
  }),
)
