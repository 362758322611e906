import { redirect, type MiddlewareFunction } from 'react-router'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import { refuse } from '#app/utils/root-data.server.ts'
import {
  homeRedirectFor,
  hostOf,
  isApiRoute,
  mountedRouteKeys,
  patternFor,
  routeAccess,
  sites,
  staffMayOpen,
  type RouteKey,
} from '#sites/index.ts'

/** Matched route pattern → catalog key (patterns are unique: one module ↔ one path). */
const keyByPattern = new Map<string, RouteKey>(
  [...mountedRouteKeys()].map((key) => [normalise(patternFor(key)), key]),
)

function normalise(pattern: string): string {
  return ('/' + pattern)
    .replace(/\/+/g, '/')
    .replace(/(.)\/$/, '$1')
    .toLowerCase()
}

/**
 * The routing guard, on the server for every document and data request: a route outside the
 * edition is not found; a non-public route needs a subscription (anonymous viewers go to sign-in
 * with the full path to come back to; a signed-in account without this edition is told which
 * editions it can open); a subscription variant sees only its own route set; a staff screen is
 * not found without its role; the
 * home page of a single-title variant redirects to that title.
 */
export const accessMiddleware: MiddlewareFunction<Response> = (
  { request, url, context, pattern },
  next,
) => {
  const key = keyByPattern.get(normalise(pattern))
  if (!key) return next() // the catch-all not-found route
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  if (isApiRoute(key)) return apiAccess(routeAccess(site, key, viewer.subscription), viewer, next)
  switch (routeAccess(site, key, viewer.subscription)) {
    case 'not-in-edition':
      throw refuse(request, context, 404)
    case 'login-required':
      // Signed in, but not to this edition: say so, and where the account can go instead.
      if (viewer.account) {
        const { env } = context.get(servicesContext)
        const editions = viewer.editions.map((id) => ({
          name: sites[id].name,
          url: `${url.protocol}//${hostOf(sites[id], url.host, env.SITE_HOSTS)}/`,
        }))
        throw refuse(request, context, 403, { reason: 'no-edition-subscription', editions })
      }
      // `url` is the page address, without the .data suffix of a data request.
      throw redirect(`/account/ssologin?returnUrl=${encodeURIComponent(url.pathname + url.search)}`)
    case 'not-in-subscription':
      throw refuse(request, context, 403, { reason: 'not-in-subscription' })
  }
  // A staff screen is not found for anyone without its role (sites/staff.ts).
  if (!staffMayOpen(key, viewer.roles)) throw refuse(request, context, 404)
  const home = key === 'home' ? homeRedirectFor(site, viewer.subscription) : null
  if (home) throw redirect(home)
  return next()
}

/**
 * The same tables decide for a call, but a call is refused in JSON, never with a page or a
 * redirect: outside the edition 404, anonymous 401, an account without this edition or a plan
 * without the call 403 with the reason.
 */
function apiAccess(
  access: ReturnType<typeof routeAccess>,
  viewer: { account: unknown },
  next: () => Promise<Response>,
) {
  const refuse = (status: number, body: Record<string, string>) =>
    Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
  switch (access) {
    case 'not-in-edition':
      throw refuse(404, { message: 'Not found' })
    case 'login-required':
      if (!viewer.account) throw refuse(401, { message: 'Sign in to use this call.' })
      throw refuse(403, {
        message: 'Your account has no subscription to this edition.',
        reason: 'no-edition-subscription',
      })
    case 'not-in-subscription':
      throw refuse(403, {
        message: 'This feature is not included in your current subscription',
        reason: 'not-in-subscription',
      })
  }
  return unexpectedAsJson(next)
}

/**
 * A call that fails unexpectedly answers the spec's words in JSON (001 §8: "An unexpected
 * server error occurred."), not the framework's plain text; the error itself is logged where it
 * happened (entry.server.tsx handleError).
 */
export async function unexpectedAsJson(next: () => Promise<Response>): Promise<Response> {
  const response = await next()
  if (response.status < 500 || response.headers.get('Content-Type')?.includes('json')) {
    return response
  }
  return Response.json(
    { message: 'An unexpected server error occurred.' },
    { status: response.status, headers: { 'Cache-Control': 'no-store' } },
  )
}
