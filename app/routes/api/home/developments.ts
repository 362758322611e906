import { parseDevelopmentsParams } from '#app/components/home/developments-params.ts'
import { servicesContext, siteContext } from '#app/context.ts'
import type { Route } from './+types/developments'
import { json } from './json.server.ts'

/**
 * GET /apiv2/api/Developments (spec 001 §3, §7.5): recent developments and the facet filters of
 * the legal filter workflow, with optional filters as query pairs: workflow=, convention=,
 * continent=, jurisdiction= (land code), topic= (repeat a key for several values).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { home } = context.get(servicesContext)
  const site = context.get(siteContext)
  const selection = parseDevelopmentsParams(new URL(request.url).searchParams)
  const { recentDevelopments, facetFilters } = home.developments(site.id, selection)
  return json({ recentDevelopments, facetFilters })
}
