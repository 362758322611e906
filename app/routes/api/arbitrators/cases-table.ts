import { serverOnly$ } from 'vite-env-only/macros'
import { handle, json, onlyPost, parse, readJson } from '#app/utils/api.server.ts'
import { casesTableSchema } from '#server/arbitrators/schemas.ts'
import type { Route } from './+types/cases-table'
import { arbitrators } from './arbitrators.server.ts'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

export const loader = onlyPost

/**
 * POST /apiv2/ArbitratorProfile/CasesTable/{slug} (JSON `{ Start?, ResultsPerPage?, Page?,
 * Filters? }`): one page of the profile's cases (5 by default) with the table's filter counts.
 */
export function action({ request, params, context }: Route.ActionArgs) {
  return handle(async () => {
    const input = parse(casesTableSchema, await readJson(request))
    return json(await arbitrators(context).profileCases(params.slug, input))
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.arbitrator-profile.cases-table',
    method: 'POST',
    tag: 'Profiles',
    spec: '001 §3, §7.6',
    summary: "One page of a profile's cases (5 by default) with the table's filter counts",
    params: z.object({ slug: z.string() }),
    body: casesTableSchema,
    response: z.looseObject({
      slug: z.string(),
      total: z.number(),
      page: z.number(),
      resultsPerPage: z.number(),
      items: z.array(z.looseObject({})),
      filters: z.array(z.looseObject({ id: z.string() })),
    }),
    example: { params: { slug: 'brigitte-stern' }, body: { Page: 1 } },
  }),
)
