import type { RouterContextProvider } from 'react-router'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import type { RelationshipPage } from '#server/arbitrators/queries.ts'
import { relationshipHref, type RelationshipState } from './params.ts'

/**
 * Keeps an assessment among the viewer's latest Relationship Indicator searches (spec 001
 * §7.7), named after its selections. The page and the API call both record; a failure to record
 * never fails the search.
 */
export async function recordRelationshipSearch(
  context: Readonly<RouterContextProvider>,
  state: RelationshipState,
  result: RelationshipPage,
): Promise<void> {
  const account = context.get(viewerContext).account
  if (!account) return
  const owner = { accountId: account.id, siteId: context.get(siteContext).id }
  const query = `${result.left.name} — ${result.right.map((r) => r.name).join(', ')}`
  const url = relationshipHref({ ...state, connection: null, page: 1, find: null })
  await context
    .get(servicesContext)
    .favourites.addLatestSearch(owner, { tool: 'relationship-indicator', query, url })
    .catch((error: unknown) => console.warn('Could not keep a latest search:', error))
}

/** The viewer's latest Relationship Indicator searches (at most 8), as the page lists them. */
export async function latestSearches(context: Readonly<RouterContextProvider>) {
  const account = context.get(viewerContext).account
  if (!account) return []
  const { favourites } = context.get(servicesContext)
  const list = await favourites.listLatestSearches(
    { accountId: account.id, siteId: context.get(siteContext).id },
    'relationship-indicator',
  )
  return list.slice(0, 8).map((s) => ({ id: s.id, query: s.query, url: s.url }))
}
