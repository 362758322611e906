import { handle, json, parse } from '#app/utils/api.server.ts'
import { servicesContext } from '#app/context.ts'
import { mdlAutocompleteSchema } from '#server/market-definitions/schemas.ts'
import { formatMdlTerm } from '#sites/tools/market-definitions.ts'
import type { Route } from './+types/autocomplete'

/**
 * GET /mdl/api/autocomplete?q=&keywordsonly= (spec 001 §7.10): up to 10 values of the market
 * definitions holding the text (product markets only as keywords when keywordsonly is true), each
 * with its category, the query text that asks for it and how many documents it appears in.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return handle(async () => {
    const url = new URL(request.url)
    const input = parse(mdlAutocompleteSchema, Object.fromEntries(url.searchParams))
    const found = await context.get(servicesContext).marketDefinitions.autocomplete(input)
    return json(found.map((s) => ({ ...s, query: formatMdlTerm(s.category, s.term) })))
  })
}
