import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import { routeAccess, type RouteKey } from '#sites/index.ts'
import type { Route } from './+types/tools'
import { json } from './json.server.ts'

/** GET /apiv2/Home/HomeTools (spec 001 §7.9): the tools tiles the viewer's subscription opens. */
export function loader({ context }: Route.LoaderArgs) {
  const { home } = context.get(servicesContext)
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  const tools = home
    .tools(site.id)
    .filter((t) => routeAccess(site, t.routeKey as RouteKey, viewer.subscription) === 'ok')
    .map(({ routeKey: _routeKey, ...tool }) => tool)
  return json(tools)
}
