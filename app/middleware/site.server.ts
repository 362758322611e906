import { data, type MiddlewareFunction } from 'react-router'
import { servicesContext, siteContext } from '#app/context.ts'
import { siteForHost, sites } from '#sites/index.ts'

/** Picks the edition from the host name; plain localhost serves the configured default. */
export const siteMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const { env } = context.get(servicesContext)
  const hostname = new URL(request.url).hostname.toLowerCase()
  const site =
    siteForHost(hostname, env.SITE_HOSTS) ??
    (hostname === 'localhost' || env.NODE_ENV !== 'production' ? sites[env.DEFAULT_SITE] : null)
  if (!site) throw data('Unknown host', { status: 404 })
  context.set(siteContext, site)
  return next()
}
