import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import type { Route } from './+types/delete-folder'
import {
  handle,
  json,
  missingParameter,
  onlyPost,
  parse,
  readJson,
  requireOwner,
  services,
} from '#app/utils/api.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'

const body = z.object({ id: z.union([z.string().max(100), z.number()]).optional() })

export const loader = onlyPost

/**
 * POST /apiv2/Favorite/DeleteFolder { id } (or ?id=): removes a folder. Its favourites stay, in no
 * folder, under "All favourites".
 */
export function action({ request, context }: Route.ActionArgs) {
  return handle(async () => {
    const { owner } = requireOwner(context)
    const input = parse(body, await readJson(request))
    const id = input.id ?? new URL(request.url).searchParams.get('id')
    if (id === null || id === undefined || id === '') return missingParameter('id')
    await services(context).favourites.deleteFolder(owner, String(id))
    return json({ id: String(id), deleted: true })
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.favorite.delete-folder',
    method: 'POST',
    tag: 'Favourites',
    spec: '001 §7.4, §8',
    summary: 'Deletes a folder (its favourites stay, without a folder)',
    description: 'Without an id: "The parameter \'id\' must be defined."',
    body,
    response: z.object({ id: z.string(), deleted: z.literal(true) }),
    example: { body: { id: 'no-such-folder' }, status: 404 },
  }),
)
