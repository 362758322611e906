import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { FAVOURITE_SORTS } from '#server/favourites/folder-types.ts'
import type { Route } from './+types/get-favorites'
import {
  handle,
  json,
  notFound,
  onlyPost,
  parse,
  readJson,
  requireOwner,
  services,
} from '#app/utils/api.server.ts'
import { favouriteJson, folderJson, folderRef } from './favourites.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import * as shapes from './shapes.ts'

const body = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  size: z.coerce.number().int().min(1).max(100, 'size is at most 100').default(10),
  query: z.string().trim().max(200).default(''),
  folder: folderRef,
  sortBy: z.enum(FAVOURITE_SORTS).optional(),
  sort: z.enum(FAVOURITE_SORTS).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  type: z.enum(['document', 'search']).optional(),
})

export const loader = onlyPost

/**
 * POST /apiv2/Favorite/GetFavorites (page, size, query, folder, sort): the favourites list state
 * of spec 001 §3, defaults size 10 and AddedDate newest first.
 */
export function action({ request, context }: Route.ActionArgs) {
  return handle(async () => {
    const { owner } = requireOwner(context)
    const input = parse(body, await readJson(request))
    const { favourites } = services(context)
    const folders = await favourites.listFolders(owner)
    if (input.folder !== null && !folders.some((f) => f.id === input.folder)) return notFound()
    const sortBy = input.sortBy ?? input.sort ?? 'AddedDate'
    const page = await favourites.listFavourites(owner, {
      kind: input.type,
      folderId: input.folder,
      page: input.page,
      size: input.size,
      sortBy,
      sortOrder: input.sortOrder,
      query: input.query,
    })
    const everything = await favourites.listFavourites(owner, { size: 5000 })
    return json({
      folders: folders.map((f) =>
        folderJson(
          f,
          everything.items
            .filter((v) => v.folderId === f.id)
            .map((v) => ({ id: v.id, url: v.url })),
          input.folder,
        ),
      ),
      favorites: page.items.map(favouriteJson),
      pageNumber: page.page,
      pageSize: page.size,
      totalHits: page.totalHits,
      sortBy: page.sortBy,
      sortOrder: page.sortOrder,
      query: page.query,
      selectedFolderId: input.folder ?? 0,
    })
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.favorite.get-favorites',
    method: 'POST',
    tag: 'Favourites',
    spec: '001 §3, §7.4',
    summary: 'A page of favourites of a folder (0: all), with the folders',
    description: 'Defaults: page 1, size 10, sorted by AddedDate, newest first.',
    body,
    response: z.object({
      folders: z.array(shapes.folderSchema),
      favorites: z.array(shapes.favouriteSchema),
      pageNumber: z.number(),
      pageSize: z.number(),
      totalHits: z.number(),
      sortBy: z.string(),
      sortOrder: z.string(),
      query: z.string(),
      selectedFolderId: z.union([z.string(), z.number()]),
    }),
    example: { body: { page: 1, size: 10 } },
  }),
)
