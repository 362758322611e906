import { parse } from '#app/routes/api/favorite/api.server.ts'
import { mipEntrySchema } from '#server/manual-ip/schemas.ts'
import type { Route } from './+types/entry'
import { entryJson, handleMip, json, manualIp } from './api.server.ts'

/** GET /mip/api/entry?id=: one entry with its source; an unknown id is not found. */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleMip(async () => {
    const url = new URL(request.url)
    const { id } = parse(mipEntrySchema, { id: url.searchParams.get('id') ?? '' })
    return json(entryJson(await manualIp(context).entry(id)))
  })
}
