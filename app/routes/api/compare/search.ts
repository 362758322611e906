import { servicesContext, siteContext } from '#app/context.ts'
import { isCompareInputError } from '#server/compare/service.ts'
import { parseCompareParams } from '#sites/tools/compare/params.ts'
import { json } from '../home/json.server.ts'
import type { Route } from './+types/search'

const EMPTY = { topics: [], documents: [], jurisdictions: [] }

/**
 * GET /apiv2/api/Search?j=…&t=… (spec 001 §5, §7.2): search by topic and jurisdiction. It runs
 * only when both `j` (jurisdictions) and `t` (topic ids of the edition's comparisons) are given,
 * each repeated or comma-separated; otherwise the answer is the empty result. The topics belong
 * to the comparison of the first one; an unknown topic or jurisdiction is 400 naming it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseCompareParams(new URL(request.url).searchParams)
  if (!parsed.ok) return json({ message: parsed.message }, 400)
  const { compare } = context.get(servicesContext)
  const site = context.get(siteContext)
  try {
    const result = await compare.searchByTopicAndJurisdiction(
      site.id,
      parsed.selection.topicIds,
      parsed.selection.jurisdictions,
    )
    return json(result ?? EMPTY)
  } catch (e) {
    if (isCompareInputError(e)) return json({ message: e.message }, 400)
    throw e
  }
}
