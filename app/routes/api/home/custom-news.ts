import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { servicesContext, siteContext } from '#app/context.ts'
import type { Route } from './+types/custom-news'
import { handle, json, onlyPost, parse, readJson } from '#app/utils/api.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'

/**
 * POST /apiv2/News/CustomNews (spec 001 §7.9): the edition's news, paged, within dates and
 * filtered on publication title. Body (JSON): { start, resultsPerPage, dateFrom, dateTo,
 * publicationTitles } with dates dd-mm-yyyy or yyyy-mm-dd.
 */
const date = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value)
    const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : value
    if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(Date.parse(iso))) {
      ctx.addIssue({ code: 'custom', message: 'Use a date dd-mm-yyyy' })
      return z.NEVER
    }
    return iso
  })

const bodySchema = z.object({
  start: z.number().int().min(0, 'start must be 0 or more').default(0),
  resultsPerPage: z
    .number()
    .int()
    .min(1, 'resultsPerPage must be 1 to 50')
    .max(50, 'resultsPerPage must be 1 to 50')
    .default(10),
  dateFrom: date.optional(),
  dateTo: date.optional(),
  publicationTitles: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
})

export const contract = serverOnly$(
  defineCall({
    route: 'api.news.custom-news',
    method: 'POST',
    tag: 'Home',
    spec: '001 §7.9',
    summary: "The edition's news, paged, within dates, filtered on publication title",
    body: bodySchema,
    response: z.looseObject({
      news: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          summary: z.string(),
          publicationTitle: z.string(),
          publicationDate: z.string(),
          url: z.string(),
          /** Written for this demonstration, not a real event (decision 68). */
          sample: z.boolean(),
        }),
      ),
      totalHits: z.number(),
      start: z.number(),
    }),
    example: { body: { start: 0, resultsPerPage: 5 } },
  }),
)

export const loader = onlyPost

export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return onlyPost()
  return handle(async () => {
    const { news } = context.get(servicesContext)
    const site = context.get(siteContext)
    const input = parse(bodySchema, await readJson(request))
    const page = news.search({ edition: site.id, ...input })
    return json({
      news: page.items.map((n) => ({
        id: n.id,
        title: n.title,
        summary: n.summary,
        publicationTitle: n.publicationTitle,
        publicationDate: n.date,
        url: `/news?item=${encodeURIComponent(n.id)}`,
        sample: n.sample,
      })),
      totalHits: page.totalHits,
      start: page.start,
      resultsPerPage: page.resultsPerPage,
      publicationTitles: page.publications,
    })
  })
}
