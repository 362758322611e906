import { handle, json, requireOwner, services } from '../favorite/api.server.ts'
import type { Route } from './+types/our-tools-tile'

/** GET /apiv2/Customization/OurToolsTile: the tools tiles in the caller's order. */
export function loader({ context }: Route.LoaderArgs) {
  return handle(async () => {
    const { owner, sessionToken } = requireOwner(context)
    const { tools } = await services(context).personalization.forSession(owner, sessionToken)
    return json(tools)
  })
}
