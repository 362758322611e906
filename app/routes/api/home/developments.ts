import { serverOnly$ } from 'vite-env-only/macros'
import { parseDevelopmentsParams } from '#app/components/home/developments-params.ts'
import { servicesContext, siteContext } from '#app/context.ts'
import type { Route } from './+types/developments'
import { json } from '#app/utils/api.server.ts'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

const values = z.union([z.string(), z.array(z.string())]).optional()

export const contract = serverOnly$(
  defineCall({
    route: 'api.developments',
    method: 'GET',
    tag: 'Developments',
    spec: '001 §3, §7.5',
    summary: 'Recent developments and the facet filters of the legal filter workflow',
    description: 'Filters are query pairs; repeat a key for several values.',
    query: z.object({
      workflow: values,
      convention: values,
      continent: values,
      jurisdiction: values.meta({ description: 'Land codes.' }),
      topic: values,
    }),
    response: z.object({
      recentDevelopments: z.array(
        z.looseObject({
          title: z.string(),
          abstract: z.string(),
          jurisdictions: z.array(z.string()),
          sample: z.boolean().meta({
            description: 'Written as a sample (no public source), until a feed replaces it.',
          }),
        }),
      ),
      facetFilters: z.looseObject({ jurisdictionsFilter: z.unknown(), topicsFilter: z.unknown() }),
    }),
    example: {},
  }),
)

/**
 * GET /apiv2/api/Developments (spec 001 §3, §7.5): recent developments and the facet filters of
 * the legal filter workflow, with optional filters as query pairs: workflow=, convention=,
 * continent=, jurisdiction= (land code), topic= (repeat a key for several values).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { home } = context.get(servicesContext)
  const site = context.get(siteContext)
  const selection = parseDevelopmentsParams(new URL(request.url).searchParams)
  const { recentDevelopments, facetFilters } = home.developments(site.id, selection)
  return json({ recentDevelopments, facetFilters })
}
