import { serverOnly$ } from 'vite-env-only/macros'
import { servicesContext, siteContext } from '#app/context.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import { z } from 'zod'
import { compareBodySchema } from '#sites/tools/compare/params.ts'
import { badRequest, handle, json, onlyPost, parse, readJson } from '#app/utils/api.server.ts'
import type { Route } from './+types/compare'
import { compareExample, compareResultSchema } from './shapes.ts'

export const contract = serverOnly$(
  defineCall({
    route: 'api.compare.compare',
    method: 'POST',
    tag: 'Compare jurisdictions',
    spec: '001 §3, §7.3',
    summary: 'Compare jurisdictions on chosen topics',
    description:
      "Each chosen jurisdiction's answers to the chosen topics (a parent topic stands for its " +
      'children), with their sources, contributors and review date. Answers quote a statute the ' +
      'collection holds, list what it files under the jurisdiction, or come from the compare feed ' +
      '(`sample` marks sample content). Unknown topics or jurisdictions are a 400 naming them.',
    params: z.object({ slug: z.string().min(1).max(200) }),
    body: compareBodySchema,
    response: compareResultSchema,
    errors: [400, 404, 405],
    example: (site) => {
      const e = compareExample(site)
      return (
        e && {
          params: { slug: e.slug },
          body: { Slug: e.slug, TopicIds: [e.topicId], JurisDictions: e.jurisdictions },
        }
      )
    },
  }),
)

/**
 * POST /apiv2/CompareJurisdictions/Compare/{slug} (spec 001 §3, §7.3), body
 * `{ Slug, TopicIds, JurisDictions }`: the compare result (topics, each jurisdiction's answers
 * with their sources, its contributors and review date). Topic ids that are parents stand for
 * their children. A body that is not one (or whose Slug is not the path's) is 400 naming the
 * field; unknown topics or jurisdictions are 400 naming them; an unknown slug 404.
 */
export const loader = onlyPost

export function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return onlyPost()
  return handle(
    async () => {
      const input = parse(compareBodySchema, await readJson(request))
      if (input.Slug.toLowerCase() !== params.slug.toLowerCase()) {
        return badRequest([{ path: 'Slug', message: `Slug must be the address's ${params.slug}.` }])
      }
      const { compare } = context.get(servicesContext)
      const site = context.get(siteContext)
      return json(
        await compare.compare(site.id, {
          slug: params.slug,
          topicIds: input.TopicIds,
          jurisdictions: input.JurisDictions,
        }),
      )
    },
    { notFound: `No comparison ${params.slug}.` },
  )
}
