import type { Route } from './+types/profile'
import { arbitrators, handleArbitrators, json } from './arbitrators.server.ts'

/**
 * GET /apiv2/ArbitratorProfile/{slug} (slug lower-cased): the profile with every case and its
 * evidence, `totalCasesHits`, and the cases table's filters.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  return handleArbitrators(async () => {
    const service = arbitrators(context)
    const slug = params.slug.toLowerCase()
    const [profile, table] = await Promise.all([
      service.getProfile(slug),
      service.profileCases(slug),
    ])
    return json({ ...profile, totalCasesHits: profile.totalCases, filters: table.filters })
  })
}
