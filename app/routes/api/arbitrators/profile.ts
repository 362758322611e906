import { redirect } from 'react-router'
import { handle, json } from '#app/utils/api.server.ts'
import { serverOnly$ } from 'vite-env-only/macros'
import type { Route } from './+types/profile'
import { arbitrators } from './arbitrators.server.ts'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

/**
 * GET /apiv2/ArbitratorProfile/{slug} (slug lower-cased): the profile with every case and its
 * evidence, `totalCasesHits`, and the cases table's filters. A spelling merged into another
 * profile answers 301 to that profile's address.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  return handle(async () => {
    const service = arbitrators(context)
    const slug = params.slug.toLowerCase()
    const merged = await service.mergedInto(slug)
    if (merged) return redirect(`/apiv2/ArbitratorProfile/${merged}`, 301)
    const [profile, table] = await Promise.all([
      service.getProfile(slug),
      service.profileCases(slug),
    ])
    return json({ ...profile, totalCasesHits: profile.totalCases, filters: table.filters })
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.arbitrator-profile',
    method: 'GET',
    tag: 'Profiles',
    spec: '001 §3, §5, §7.6',
    summary: 'An arbitrator profile with every case and its evidence',
    description:
      'The slug is lower-cased first; the address of a spelling merged into another profile ' +
      'answers 301 to that profile.',
    params: z.object({ slug: z.string() }),
    response: z.looseObject({
      slug: z.string(),
      fullName: z.string(),
      cases: z.array(z.looseObject({})),
      totalCasesHits: z.number(),
      filters: z.array(z.looseObject({ id: z.string() })),
    }),
    example: { params: { slug: 'brigitte-stern' } },
  }),
)
