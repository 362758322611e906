import { servicesContext, siteContext } from '#app/context.ts'
import { isNotFoundError } from '#server/search/errors.ts'
import { json } from '../home/json.server.ts'
import type { Route } from './+types/topics-and-jurisdictions'

/**
 * GET /apiv2/CompareJurisdictions/TopicsAndJurisdictions/{slug} (spec 001 §3, §7.3): the
 * comparison's topic page: topic tree, frequent topics, jurisdiction groups and the edition's
 * other comparisons (topicGroups). An unknown slug is 404.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const { compare } = context.get(servicesContext)
  const site = context.get(siteContext)
  try {
    return json(compare.topicsAndJurisdictions(site.id, params.slug))
  } catch (e) {
    if (isNotFoundError(e)) return json({ message: `No comparison ${params.slug}.` }, 404)
    throw e
  }
}
