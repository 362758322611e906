import { handle, json, parse } from '#app/utils/api.server.ts'
import { mipCompareSchema } from '#server/manual-ip/schemas.ts'
import type { Route } from './+types/compare'
import { entryJson, manualIp } from './api.server.ts'

/**
 * GET /mip/api/compare?countries=DE,EP&right=patent: the comparison grid, one row per topic and
 * one cell per office, each cell's entries with their sources.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return handle(async () => {
    const url = new URL(request.url)
    const input = parse(mipCompareSchema, {
      countries: url.searchParams.get('countries') ?? '',
      right: url.searchParams.get('right') ?? undefined,
    })
    const grid = await manualIp(context).compare(input)
    return json({
      ...grid,
      rows: grid.rows.map((r) => ({
        ...r,
        cells: r.cells.map((c) => ({ ...c, entries: c.entries.map(entryJson) })),
      })),
    })
  })
}
