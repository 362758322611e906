import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import type { Route } from './+types/update-folder'
import {
  handle,
  json,
  onlyPost,
  parse,
  readJson,
  requireOwner,
  services,
} from '#app/utils/api.server.ts'
import { folderJson } from './favourites.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import * as shapes from './shapes.ts'

const body = z
  .object({
    id: z.string().min(1, "The parameter 'id' must be defined.").max(100),
    name: z.string().optional(),
    order: z.number().int().min(0).optional(),
  })
  .refine((b) => b.name !== undefined || b.order !== undefined, {
    message: 'Give a new name or order',
    path: ['name'],
  })

export const loader = onlyPost

/** POST /apiv2/Favorite/UpdateFolder { id, name?, order? }: renames and/or moves a folder. */
export function action({ request, context }: Route.ActionArgs) {
  return handle(async () => {
    const { owner } = requireOwner(context)
    const input = parse(body, await readJson(request))
    const folder = await services(context).favourites.updateFolder(owner, input.id, input)
    return json(folderJson(folder, [], null))
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.favorite.update-folder',
    method: 'POST',
    tag: 'Favourites',
    spec: '001 §7.4',
    summary: 'Renames and/or moves a folder',
    body,
    response: shapes.folderSchema,
    example: { body: { id: 'no-such-folder', name: 'Renamed' }, status: 404 },
  }),
)
