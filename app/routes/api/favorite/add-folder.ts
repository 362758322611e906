import { serverOnly$ } from 'vite-env-only/macros'
import type { Route } from './+types/add-folder'
import {
  handle,
  json,
  missingParameter,
  onlyPost,
  requireOwner,
  services,
} from '#app/utils/api.server.ts'
import { folderJson } from './favourites.server.ts'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'
import * as shapes from './shapes.ts'

export const loader = onlyPost

/** POST /apiv2/Favorite/AddFolder?folderName=… (url-encoded): the new folder, last in order. */
export function action({ request, context }: Route.ActionArgs) {
  return handle(async () => {
    const { owner } = requireOwner(context)
    const name = new URL(request.url).searchParams.get('folderName')
    if (name === null) return missingParameter('folderName')
    const folder = await services(context).favourites.addFolder(owner, name)
    return json(folderJson(folder, [], null), { status: 201 })
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.favorite.add-folder',
    method: 'POST',
    tag: 'Favourites',
    spec: '001 §5, §7.4',
    summary: 'A new folder, last in order',
    description: 'The name is sent url-encoded in the query; a name already taken is a 400.',
    query: z.object({
      folderName: z
        .string({ error: "The parameter 'folderName' must be defined." })
        .min(1)
        .max(100),
    }),
    response: shapes.folderSchema,
    status: 201,
    example: { query: { folderName: 'Contract examples' } },
  }),
)
