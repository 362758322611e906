import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { servicesContext, siteContext } from '#app/context.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import { handle, json } from '#app/utils/api.server.ts'
import type { Route } from './+types/topics-and-jurisdictions'
import { compareExample, topicsAndJurisdictionsSchema } from './shapes.ts'

export const contract = serverOnly$(
  defineCall({
    route: 'api.compare.topics-and-jurisdictions',
    method: 'GET',
    tag: 'Compare jurisdictions',
    spec: '001 §3, §7.3',
    summary: "A comparison's topic page",
    description:
      'The topic tree, frequent topics, jurisdiction (or institution) groups of one of the ' +
      "edition's comparisons, and the edition's other comparisons. An unknown slug is not found.",
    params: z.object({ slug: z.string().min(1).max(200) }),
    response: topicsAndJurisdictionsSchema,
    errors: [404],
    example: (site) => {
      const e = compareExample(site)
      return e && { params: { slug: e.slug } }
    },
  }),
)

/**
 * GET /apiv2/CompareJurisdictions/TopicsAndJurisdictions/{slug} (spec 001 §3, §7.3): the
 * comparison's topic page: topic tree, frequent topics, jurisdiction groups and the edition's
 * other comparisons (topicGroups). An unknown slug is 404.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const { compare } = context.get(servicesContext)
  const site = context.get(siteContext)
  return handle(() => json(compare.topicsAndJurisdictions(site.id, params.slug)), {
    notFound: `No comparison ${params.slug}.`,
  })
}
