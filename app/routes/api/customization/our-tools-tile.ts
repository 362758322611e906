import { serverOnly$ } from 'vite-env-only/macros'
import { handle, json, requireOwner, services } from '#app/utils/api.server.ts'
import type { Route } from './+types/our-tools-tile'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

/** GET /apiv2/Customization/OurToolsTile: the tools tiles in the caller's order. */
export function loader({ context }: Route.LoaderArgs) {
  return handle(async () => {
    const { owner, sessionToken } = requireOwner(context)
    const { tools } = await services(context).personalization.forSession(owner, sessionToken)
    return json(tools)
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.customization.our-tools-tile',
    method: 'GET',
    tag: 'Home',
    spec: '001 §7.9',
    summary: "The tools tiles in the caller's order",
    response: z.array(
      z.looseObject({ id: z.string(), title: z.string(), order: z.number(), enabled: z.boolean() }),
    ),
    example: {},
  }),
)
