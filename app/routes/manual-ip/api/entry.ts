import { handle, json, parse } from '#app/utils/api.server.ts'
import { mipEntrySchema } from '#server/manual-ip/schemas.ts'
import type { Route } from './+types/entry'
import { entryJson, manualIp } from './api.server.ts'

/** GET /mip/api/entry?id=: one entry with its source; an unknown id is not found. */
export function loader({ request, context }: Route.LoaderArgs) {
  return handle(async () => {
    const url = new URL(request.url)
    const { id } = parse(mipEntrySchema, { id: url.searchParams.get('id') ?? '' })
    return json(entryJson(await manualIp(context).entry(id)))
  })
}
