import { handle, json, onlyPost, parse, readJson } from '#app/utils/api.server.ts'
import { servicesContext, viewerContext } from '#app/context.ts'
import { mdlEmailSchema } from '#server/market-definitions/schemas.ts'
import type { Route } from './+types/email'

export const loader = onlyPost

/**
 * POST /mdl/Documents/Email (spec 001 §7.10), JSON `{ to, ids, message? }`: mails the documents
 * with their market definitions and links through the portal's mail service; `{ sent }`.
 */
export function action({ request, context }: Route.ActionArgs) {
  return handle(async () => {
    const input = parse(mdlEmailSchema, await readJson(request))
    const viewer = context.get(viewerContext)
    const result = await context.get(servicesContext).marketDefinitions.email({
      ...input,
      origin: new URL(request.url).origin,
      sender: viewer.account?.name || viewer.account?.email || 'A subscriber',
    })
    return json(result)
  })
}
