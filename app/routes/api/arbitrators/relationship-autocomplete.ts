import type { Route } from './+types/relationship-autocomplete'
import { arbitrators, handleArbitrators, json } from './arbitrators.server.ts'

/**
 * GET /apiv2/AssessRelationships/Autocomplete/{Person|LawFirm|State|CommercialParty}/{text}/40:
 * the entities of that type (or relType 0-3) whose name matches, most cases first, at most 40.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  return handleArbitrators(async () =>
    json(await arbitrators(context).autocomplete(params.type, params.text, Number(params.limit))),
  )
}
