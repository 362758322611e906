import { z } from 'zod'
import { siteContext, servicesContext } from '#app/context.ts'
import { fileResponse, textResponse } from '#app/routes/documents/file-response.server.ts'
import { chartFile } from '#server/charts/export.ts'
import { buildChart } from '#server/charts/service.ts'
import { CHART_FORMATS, chartProduct } from '#sites/tools/smart-charts.ts'
import type { Route } from './+types/download'

const Params = z.object({
  product: z.string({ error: 'product is required' }).min(1, 'product is required').max(40),
  chart: z.string({ error: 'chart is required' }).min(1, 'chart is required').max(80),
  format: z.enum(CHART_FORMATS, { error: 'format must be csv or excel' }),
})

/**
 * GET /smartcharts/download?product=&chart=&format=csv|excel: one chart's data as a file, from a
 * plain link. A wrong or missing parameter is a 400 naming it; a chart the edition has not, 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const url = new URL(request.url)
  const parsed = Params.safeParse(Object.fromEntries(url.searchParams))
  if (!parsed.success) {
    return textResponse(400, parsed.error.issues.map((i) => i.message).join('; '))
  }
  const { product: code, chart: id, format } = parsed.data
  const spec = chartProduct(code, site.id)?.charts.find((c) => c.id === id)
  if (!spec) return textResponse(404, 'Not Found')
  const chart = await buildChart(context.get(servicesContext).search, spec, site.id)
  return fileResponse(await chartFile(chart, format, url.origin))
}
