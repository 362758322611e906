import { onlyPost, parse, readJson } from '#app/routes/api/favorite/api.server.ts'
import { casesTableSchema } from '#server/arbitrators/schemas.ts'
import type { Route } from './+types/cases-table'
import { arbitrators, handleArbitrators, json } from './arbitrators.server.ts'

export const loader = onlyPost

/**
 * POST /apiv2/ArbitratorProfile/CasesTable/{slug} (JSON `{ Start?, ResultsPerPage?, Page?,
 * Filters? }`): one page of the profile's cases (5 by default) with the table's filter counts.
 */
export function action({ request, params, context }: Route.ActionArgs) {
  return handleArbitrators(async () => {
    const input = parse(casesTableSchema, await readJson(request))
    return json(await arbitrators(context).profileCases(params.slug, input))
  })
}
