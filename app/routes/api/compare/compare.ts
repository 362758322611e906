import { servicesContext, siteContext } from '#app/context.ts'
import { isCompareInputError } from '#server/compare/service.ts'
import { isNotFoundError } from '#server/search/errors.ts'
import { compareBodySchema } from '#sites/tools/compare/params.ts'
import { invalid, json, jsonBody, postOnly } from '../home/json.server.ts'
import type { Route } from './+types/compare'

/**
 * POST /apiv2/CompareJurisdictions/Compare/{slug} (spec 001 §3, §7.3), body
 * `{ Slug, TopicIds, JurisDictions }`: the compare result (topics, each jurisdiction's answers
 * with their sources, its contributors and review date). Topic ids that are parents stand for
 * their children. A body that is not one (or whose Slug is not the path's) is 400 naming the
 * field; unknown topics or jurisdictions are 400 naming them; an unknown slug 404.
 */
export function loader() {
  return postOnly()
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return postOnly()
  const body = await jsonBody(request)
  if (body === null) return json({ message: 'The body is not JSON.' }, 400)
  const parsed = compareBodySchema.safeParse(body)
  if (!parsed.success) return invalid(parsed.error.issues)
  if (parsed.data.Slug.toLowerCase() !== params.slug.toLowerCase()) {
    return invalid([{ path: ['Slug'], message: `Slug must be the address's ${params.slug}.` }])
  }
  const { compare } = context.get(servicesContext)
  const site = context.get(siteContext)
  try {
    return json(
      await compare.compare(site.id, {
        slug: params.slug,
        topicIds: parsed.data.TopicIds,
        jurisdictions: parsed.data.JurisDictions,
      }),
    )
  } catch (e) {
    if (isNotFoundError(e)) return json({ message: `No comparison ${params.slug}.` }, 404)
    if (isCompareInputError(e)) return json({ message: e.message }, 400)
    throw e
  }
}
