import { serverOnly$ } from 'vite-env-only/macros'
import { handle, json, requireOwner, services } from '#app/utils/api.server.ts'
import type { Route } from './+types/relationship-latest-searches'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

/**
 * GET /apiv2/Customization/RelationshipIndicatorLatestSearches: the caller's latest Relationship
 * Indicator searches on this edition, newest first (at most 20), each with the page address
 * that runs it again.
 */
export function loader({ context }: Route.LoaderArgs) {
  return handle(async () => {
    const { owner } = requireOwner(context)
    const list = await services(context).favourites.listLatestSearches(
      owner,
      'relationship-indicator',
    )
    return json({
      list: list.map((s) => ({
        id: s.id,
        query: s.query,
        url: s.url,
        date: s.date.toISOString(),
      })),
    })
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.relationships.latest-searches',
    method: 'GET',
    tag: 'Relationships',
    spec: '001 §7.7',
    summary: "The caller's latest Relationship Indicator searches, newest first (at most 20)",
    response: z.object({
      list: z.array(
        z.object({
          id: z.string(),
          query: z.string().nullable(),
          url: z.string(),
          date: z.string(),
        }),
      ),
    }),
    example: {},
  }),
)
