import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { servicesContext, siteContext } from '#app/context.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import { parseCompareParams } from '#sites/tools/compare/params.ts'
import { handle, json } from '#app/utils/api.server.ts'
import type { Route } from './+types/search'
import { compareExample, compareResultSchema, emptyResultSchema } from './shapes.ts'

const list = z
  .union([z.string().max(2000), z.array(z.string().max(200)).max(100)])
  .optional()
  .meta({ description: 'Repeated, or comma-separated.' })

export const contract = serverOnly$(
  defineCall({
    route: 'api.search',
    method: 'GET',
    tag: 'Compare jurisdictions',
    spec: '001 §5, §7.2',
    summary: 'Search by topic and jurisdiction',
    description:
      "Runs only when both `j` (jurisdictions) and `t` (topic ids of the edition's comparisons) " +
      'are given; otherwise the answer is the empty result. The topics belong to the comparison of ' +
      'the first one; an unknown topic or jurisdiction is a 400 naming it.',
    query: z.object({ j: list, t: list }),
    response: z.union([compareResultSchema, emptyResultSchema]),
    errors: [400],
    example: (site) => {
      const e = compareExample(site)
      return e && { query: { t: e.topicId, j: e.jurisdictions } }
    },
  }),
)

const EMPTY = { topics: [], documents: [], jurisdictions: [] }

/**
 * GET /apiv2/api/Search?j=…&t=… (spec 001 §5, §7.2): search by topic and jurisdiction. It runs
 * only when both `j` (jurisdictions) and `t` (topic ids of the edition's comparisons) are given,
 * each repeated or comma-separated; otherwise the answer is the empty result. The topics belong
 * to the comparison of the first one; an unknown topic or jurisdiction is 400 naming it.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return handle(async () => {
    const parsed = parseCompareParams(new URL(request.url).searchParams)
    if (!parsed.ok) return json({ message: parsed.message }, { status: 400 })
    const { compare } = context.get(servicesContext)
    const site = context.get(siteContext)
    const result = await compare.searchByTopicAndJurisdiction(
      site.id,
      parsed.selection.topicIds,
      parsed.selection.jurisdictions,
    )
    return json(result ?? EMPTY)
  })
}
