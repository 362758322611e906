import { data, type MiddlewareFunction } from 'react-router'
import { emptyListingsContext, servicesContext, siteContext } from '#app/context.ts'
import { tileListings } from '#server/personalization/tools.ts'
import { menuListings, menuPresets, siteForHost, sites } from '#sites/index.ts'

/**
 * Picks the edition from the host name (plain localhost serves the configured default) and notes
 * which of its menu's listings hold nothing, and which of its presets too little.
 */
export const siteMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { env, listings } = context.get(servicesContext)
  const hostname = new URL(request.url).hostname.toLowerCase()
  const site =
    siteForHost(hostname, env.SITE_HOSTS) ??
    (hostname === 'localhost' || env.NODE_ENV !== 'production' ? sites[env.DEFAULT_SITE] : null)
  if (!site) throw data('Unknown host', { status: 404 })
  context.set(siteContext, site)
  const shown = new Set([...menuListings(site), ...tileListings(site.id)])
  const [empty, thin] = await Promise.all([
    listings.empty(site.id, [...shown]),
    listings.thin(site.id, menuPresets(site)),
  ])
  context.set(emptyListingsContext, new Set<string>([...empty, ...thin]))
  return next()
}
