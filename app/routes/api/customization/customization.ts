import type { Personalization } from '#server/personalization/service.ts'
import { handle, json, requireOwner, services } from '../favorite/api.server.ts'
import type { Route } from './+types/customization'

export function personalizationJson(p: Personalization) {
  return {
    newsPublications: p.newsPublications,
    tools: p.tools,
    history: p.history.map((h) => ({ ...h, date: h.date.toISOString() })),
  }
}

/**
 * GET /apiv2/Customization: the caller's personalization (news publication titles, tools tiles,
 * reading history), read once per session and then from the session.
 */
export function loader({ context }: Route.LoaderArgs) {
  return handle(async () => {
    const { owner, sessionToken } = requireOwner(context)
    const personalization = await services(context).personalization.forSession(owner, sessionToken)
    return json(personalizationJson(personalization))
  })
}
