import type { Route } from './+types/add-folder'
import {
  folderJson,
  handle,
  json,
  missingParameter,
  onlyPost,
  requireOwner,
  services,
} from './api.server.ts'

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
