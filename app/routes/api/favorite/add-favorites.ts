import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import type { Route } from './+types/add-favorites'
import {
  handle,
  json,
  onlyPost,
  parse,
  readJson,
  requireOwner,
  services,
} from '#app/utils/api.server.ts'
import { favouriteJson, folderRef } from './favourites.server.ts'
import { favouriteInputFrom } from './favourite-input.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import * as shapes from './shapes.ts'

const body = z
  .object({
    Favorites: z.array(z.record(z.string(), z.unknown())).optional(),
    favorites: z.array(z.record(z.string(), z.unknown())).optional(),
    Folder: folderRef,
    folder: folderRef,
  })
  .transform((b) => ({
    favorites: b.Favorites ?? b.favorites ?? [],
    folder: b.Folder ?? b.folder ?? null,
  }))
  .refine((b) => b.favorites.length > 0, {
    message: 'Give at least one favourite',
    path: ['Favorites'],
  })

export const loader = onlyPost

/**
 * POST /apiv2/Favorite/AddFavorites { Favorites, Folder }: adds documents or searches to a folder
 * (0: none). A favourite already in that folder is left as it is.
 */
export function action({ request, context }: Route.ActionArgs) {
  return handle(async () => {
    const { owner } = requireOwner(context)
    const input = parse(body, await readJson(request))
    const { added, existing } = await services(context).favourites.addFavourites(
      owner,
      input.favorites.map((raw) => favouriteInputFrom(raw)),
      input.folder,
    )
    return json({ added: added.map(favouriteJson), existing }, { status: 201 })
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.favorite.add-favorites',
    method: 'POST',
    tag: 'Favourites',
    spec: '001 §3, §7.4',
    summary: 'Saves favourites (documents or searches) into a folder',
    description:
      'Each favourite names its `url` (and `title`, `contentId` for a document); one already ' +
      'saved is answered under `existing`.',
    body,
    response: z.object({ added: z.array(shapes.favouriteSchema), existing: z.unknown() }),
    status: 201,
    example: (site) => ({
      body: {
        Favorites: [
          {
            title: 'A featured title',
            url: `/document/${site.home.featured[0].id}`,
            contentId: site.home.featured[0].id,
          },
        ],
        Folder: 0,
      },
    }),
  }),
)
