import { missingParameter } from '#app/routes/api/favorite/api.server.ts'
import type { Route } from './+types/autocomplete'
import { arbitrators, handleArbitrators, json } from './arbitrators.server.ts'

/** GET /apiv2/ArbitratorSearch/AutoComplete?query=: the persons whose name matches (at most 40). */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleArbitrators(async () => {
    const query = new URL(request.url).searchParams.get('query')
    if (query === null) return missingParameter('query')
    const items = await arbitrators(context).autocomplete('Person', query)
    return json(items.map((item) => ({ ...item, url: `/profile-navigator/${item.slug}` })))
  })
}
