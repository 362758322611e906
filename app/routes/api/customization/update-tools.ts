import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import {
  handle,
  json,
  onlyPost,
  parse,
  readJson,
  requireOwner,
  services,
} from '#app/utils/api.server.ts'
import type { Route } from './+types/update-tools'
import { defineCall } from '#app/routes/api/contract.ts'

const change = z.object({
  id: z.string({ error: 'Each tool needs its id' }).min(1).max(100),
  order: z.number().int().min(0).optional(),
  enabled: z.boolean().optional(),
})
const body = z.union([
  z.array(change),
  z.object({ tools: z.array(change) }).transform((b) => b.tools),
])

export const loader = onlyPost

/**
 * POST /apiv2/Customization/UpdateTools [{ id, order?, enabled? }] (or { tools }): reorders,
 * shows or hides tiles; answers with the tiles in their new order.
 */
export function action({ request, context }: Route.ActionArgs) {
  return handle(async () => {
    const { owner, sessionToken } = requireOwner(context)
    const changes = parse(body, await readJson(request))
    const { personalization } = services(context)
    const tools = await personalization.updateTools(owner, changes)
    await personalization.forget(sessionToken, owner.siteId)
    return json(tools)
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.customization.update-tools',
    method: 'POST',
    tag: 'Home',
    spec: '001 §7.9',
    summary: 'Reorders, shows or hides tools tiles; answers the tiles in their new order',
    body,
    response: z.array(
      z.looseObject({ id: z.string(), title: z.string(), order: z.number(), enabled: z.boolean() }),
    ),
    example: { body: [{ id: 'books', enabled: true }] },
  }),
)
