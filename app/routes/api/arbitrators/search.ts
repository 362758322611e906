import { serverOnly$ } from 'vite-env-only/macros'
import { handle, json, onlyPost, parse, readJson } from '#app/utils/api.server.ts'
import { profileSearchSchema } from '#server/arbitrators/schemas.ts'
import type { Route } from './+types/search'
import { arbitrators } from './arbitrators.server.ts'
import { refuseDeceased } from '#app/routes/api/search/search.server.ts'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

export const loader = onlyPost

/**
 * POST /apiv2/ArbitratorSearch/Search (JSON `{ text?, filters?, sort?, page?, resultsPerPage? }`):
 * the profile previews of one page (15, by full name) with every profile filter and its counts.
 */
export function action({ request, context }: Route.ActionArgs) {
  return handle(async () => {
    const body = await readJson(request)
    refuseDeceased(body)
    const input = parse(profileSearchSchema, body)
    return json(await arbitrators(context).searchProfiles(input))
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.arbitrator-search.search',
    method: 'POST',
    tag: 'Profiles',
    spec: '001 §3, §7.6',
    summary: 'Arbitrator profile previews, 15 a page by full name, with every profile filter',
    description:
      'This is also the arbitratorSearch endpoint of the mode table (POST ' +
      '/apiv2/arbitratorSearch/search: paths match case-insensitively).',
    body: profileSearchSchema,
    response: z.looseObject({
      items: z.array(
        z.looseObject({
          slug: z.string(),
          fullName: z.string(),
          url: z.string(),
          numberOfCases: z.number(),
        }),
      ),
      total: z.number(),
      resultsPerPage: z.number(),
      filters: z.array(z.looseObject({ id: z.string() })),
    }),
    example: { body: { text: 'Stern' } },
  }),
)
