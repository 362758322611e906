import { handle, json, requireOwner, services } from '../favorite/api.server.ts'
import type { Route } from './+types/history'

/** GET /apiv2/Customization/History: the documents the caller read, newest first. */
export function loader({ context }: Route.LoaderArgs) {
  return handle(async () => {
    const { owner } = requireOwner(context)
    const history = await services(context).personalization.history(owner)
    return json(history.map((h) => ({ ...h, date: h.date.toISOString() })))
  })
}
