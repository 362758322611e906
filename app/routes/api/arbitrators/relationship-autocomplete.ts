import { handle, json } from '#app/utils/api.server.ts'
import { serverOnly$ } from 'vite-env-only/macros'
import type { Route } from './+types/relationship-autocomplete'
import { arbitrators } from './arbitrators.server.ts'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

/**
 * GET /apiv2/AssessRelationships/Autocomplete/{Person|LawFirm|State|CommercialParty}/{text}/40:
 * the entities of that type (or relType 0-3) whose name matches, most cases first, at most 40.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  return handle(async () =>
    json(await arbitrators(context).autocomplete(params.type, params.text, Number(params.limit))),
  )
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.relationships.autocomplete',
    method: 'GET',
    tag: 'Relationships',
    spec: '001 §5, §7.7',
    summary: 'Persons, firms, States or commercial parties whose name matches, most cases first',
    params: z.object({
      type: z
        .string()
        .meta({ description: 'Person, LawFirm, State, CommercialParty, or relType 0-3.' }),
      text: z.string(),
      limit: z.string().meta({ description: 'At most 40.' }),
    }),
    response: z.array(z.looseObject({ slug: z.string(), name: z.string(), relType: z.number() })),
    example: { params: { type: 'Person', text: 'stern', limit: '40' } },
  }),
)
