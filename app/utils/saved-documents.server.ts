import type { RouterContextProvider } from 'react-router'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import type { SavedView } from '#app/components/favorites/saved-state.tsx'
import { mountedRouteKeys, routeAccess } from '#sites/index.ts'

/**
 * Which documents of a page of results the signed-in viewer has saved (one read for the page),
 * keyed by id; empty for a viewer without favourites. A page showing any is theirs alone: it is
 * not shared (decision 76), and a shared page is not served to them.
 */
export async function savedHits(
  context: Readonly<RouterContextProvider>,
  ids: readonly string[],
): Promise<Record<string, SavedView>> {
  const viewer = context.get(viewerContext)
  const site = context.get(siteContext)
  if (!viewer.account || ids.length === 0) return {}
  if (!mountedRouteKeys().has('favorites')) return {}
  if (routeAccess(site, 'favorites', viewer.subscription) !== 'ok') return {}
  const { favourites } = context.get(servicesContext)
  const saved = await favourites.savedDocuments(
    { accountId: viewer.account.id, siteId: site.id },
    ids,
  )
  return Object.fromEntries(saved)
}
