import { onlyPost, parse, readJson } from '#app/routes/api/favorite/api.server.ts'
import { profileSearchSchema } from '#server/arbitrators/schemas.ts'
import type { Route } from './+types/search'
import { arbitrators, handleArbitrators, json } from './arbitrators.server.ts'

export const loader = onlyPost

/**
 * POST /apiv2/ArbitratorSearch/Search (JSON `{ text?, filters?, sort?, page?, resultsPerPage? }`):
 * the profile previews of one page (15, by full name) with every profile filter and its counts.
 */
export function action({ request, context }: Route.ActionArgs) {
  return handleArbitrators(async () => {
    const input = parse(profileSearchSchema, await readJson(request))
    return json(await arbitrators(context).searchProfiles(input))
  })
}
