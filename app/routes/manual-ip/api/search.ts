import { handle, json, onlyPost, parse, readJson } from '#app/utils/api.server.ts'
import { mipSearchSchema } from '#server/manual-ip/schemas.ts'
import type { Route } from './+types/search'
import { entryJson, manualIp } from './api.server.ts'

export const loader = onlyPost

/**
 * POST /mip/api/search, JSON `{ Query, Start, PageSize }`: Query holds words (every one must
 * match) and `category:value` filters (country, right, topic). Answers `{ Hits, Filters,
 * TotalHits, Query, Start, PageSize }` in the style of /mdl/api/search.
 */
export function action({ request, context }: Route.ActionArgs) {
  return handle(async () => {
    const input = parse(mipSearchSchema, await readJson(request))
    const result = await manualIp(context).search({
      query: input.Query,
      start: input.Start,
      pageSize: input.PageSize,
    })
    return json({
      Hits: result.hits.map(entryJson),
      Filters: result.filters,
      TotalHits: result.total,
      Query: result.query,
      Start: result.start,
      PageSize: result.pageSize,
    })
  })
}
