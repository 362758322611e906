import { handle, json, onlyPost, parse, readJson } from '#app/utils/api.server.ts'
import { servicesContext } from '#app/context.ts'
import { mdlSearchSchema } from '#server/market-definitions/schemas.ts'
import type { Route } from './+types/search'

export const loader = onlyPost

/**
 * POST /mdl/api/search (spec 001 §7.10), JSON `{ Query, Start, PageSize, SortBy, SortOrder,
 * DateType, qTitle? }`: Query is the query text (§5 syntax) or its items; qTitle asks for the
 * related cases of a title. Answers `{ Hits, Filters, TotalHits, Query, Start, PageSize }`, the
 * filters in the spec's category order.
 */
export function action({ request, context }: Route.ActionArgs) {
  return handle(async () => {
    const input = parse(mdlSearchSchema, await readJson(request))
    return json(await context.get(servicesContext).marketDefinitions.search(input))
  })
}
