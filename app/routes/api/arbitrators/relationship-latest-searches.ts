import { requireOwner, services } from '#app/routes/api/favorite/api.server.ts'
import type { Route } from './+types/relationship-latest-searches'
import { handleArbitrators, json } from './arbitrators.server.ts'

/**
 * GET /apiv2/Customization/RelationshipIndicatorLatestSearches: the caller's latest Relationship
 * Indicator searches on this edition, newest first (at most 20), each with the page address
 * that runs it again.
 */
export function loader({ context }: Route.LoaderArgs) {
  return handleArbitrators(async () => {
    const { owner } = requireOwner(context)
    const list = await services(context).favourites.listLatestSearches(
      owner,
      'relationship-indicator',
    )
    return json({
      list: list.map((s) => ({
        id: s.id,
        query: s.query,
        url: s.url,
        date: s.date.toISOString(),
      })),
    })
  })
}
