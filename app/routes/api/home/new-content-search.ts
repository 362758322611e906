import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { servicesContext, siteContext } from '#app/context.ts'
import type { Route } from './+types/new-content-search'
import { handle, json, onlyPost, parse } from '#app/utils/api.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'

/**
 * POST /apiv2/NewContent/Search?start=0&resultsPerPage={n} (spec 001 §7.9): the documents added
 * to the portal, newest first (page size 10 by default, spec §9).
 */
const querySchema = z.object({
  start: z.coerce
    .number({ error: 'start must be a number' })
    .int()
    .min(0, 'start must be 0 or more')
    .default(0),
  resultsPerPage: z.coerce
    .number({ error: 'resultsPerPage must be a number' })
    .int()
    .min(1, 'resultsPerPage must be 1 to 50')
    .max(50, 'resultsPerPage must be 1 to 50')
    .default(10),
})

export const contract = serverOnly$(
  defineCall({
    route: 'api.new-content.search',
    method: 'POST',
    tag: 'Home',
    spec: '001 §7.9',
    summary: 'The documents added to the portal, newest first',
    description:
      'This is also the new-content endpoint of the mode table (POST /apiv2/newcontent/search: ' +
      'paths match case-insensitively); its filters are POST /apiv2/newcontent/Filter.',
    query: querySchema,
    response: z.object({
      hits: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          url: z.string(),
          type: z.string(),
          source: z.string(),
          publishedDate: z.string().nullable(),
          summary: z.string().nullable(),
        }),
      ),
      totalHits: z.number(),
      start: z.number(),
      resultsPerPage: z.number(),
    }),
    example: { query: { start: 0, resultsPerPage: 5 } },
  }),
)

export const loader = onlyPost

export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return onlyPost()
  return handle(async () => {
    const { home } = context.get(servicesContext)
    const site = context.get(siteContext)
    const params = new URL(request.url).searchParams
    const input = parse(querySchema, {
      start: params.get('start') ?? undefined,
      resultsPerPage: params.get('resultsPerPage') ?? undefined,
    })
    const page = await home.newContent(site.id, input)
    return json({
      hits: page.items.map((item) => ({
        id: item.id,
        title: item.title,
        url: item.url,
        type: item.type,
        source: item.source,
        publishedDate: item.published,
        summary: item.summary,
      })),
      totalHits: page.totalHits,
      start: page.start,
      resultsPerPage: page.resultsPerPage,
    })
  })
}
