import { serverOnly$ } from 'vite-env-only/macros'
import { siteContext } from '#app/context.ts'
import { toolsOpenTo } from '#app/routes/home-customise.server.ts'
import { toolTilesFor } from '#server/personalization/tools.ts'
import type { Route } from './+types/tools'
import { json } from '#app/utils/api.server.ts'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

export const toolTileSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  order: z.number(),
  enabled: z.boolean(),
  link: z.string(),
  uuid: z.string(),
  counter: z.number(),
})

export const contract = serverOnly$(
  defineCall({
    route: 'api.home.tools',
    method: 'GET',
    tag: 'Home',
    spec: '001 §3, §7.9',
    summary: "The edition's tools tiles the viewer's plan opens, in their default order",
    response: z.array(toolTileSchema),
    example: {},
  }),
)

/**
 * GET /apiv2/Home/HomeTools (spec 001 §7.9): the edition's tools tiles, in their default order,
 * that the viewer's subscription opens. The viewer's own order is /Customization/OurToolsTile.
 */
export function loader({ context }: Route.LoaderArgs) {
  const tools = toolsOpenTo(context, toolTilesFor(context.get(siteContext).id)).map(
    ({ routeKey: _routeKey, ...tool }, order) => ({
      ...tool,
      order,
      enabled: true,
      uuid: tool.id,
      counter: 0,
    }),
  )
  return json(tools)
}
