import { siteContext } from '#app/context.ts'
import { toolsOpenTo } from '#app/routes/home-customise.server.ts'
import { toolTilesFor } from '#server/personalization/tools.ts'
import type { Route } from './+types/tools'
import { json } from './json.server.ts'

/**
 * GET /apiv2/Home/HomeTools (spec 001 §7.9): the edition's tools tiles, in their default order,
 * that the viewer's subscription opens. The viewer's own order is /Customization/OurToolsTile.
 */
export function loader({ context }: Route.LoaderArgs) {
  const tools = toolsOpenTo(context, toolTilesFor(context.get(siteContext).id)).map(
    ({ routeKey: _routeKey, ...tool }, order) => ({ ...tool, order, enabled: true, uuid: tool.id, counter: 0 }),
  )
  return json(tools)
}
