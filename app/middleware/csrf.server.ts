import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { MiddlewareFunction } from 'react-router'
import { requestInfoContext, servicesContext } from '#app/context.ts'
import { cookieHeader, readCookies } from '#app/utils/cookies.server.ts'
import { refuse } from '#app/utils/root-data.server.ts'
import { isApiRoute, routeKeyForPath } from '#sites/index.ts'

export const CSRF_COOKIE = 'csrf'
export const CSRF_FIELD = 'csrf'
export const CSRF_HEADER = 'X-CSRF-Token'

const FORGED =
  'This form has expired or did not come from this site. Reload the page and try again.'

/** A call of the API answers JSON, not a page (sites/: isApiRoute). */
function isApiPath(pathname: string): boolean {
  const key = routeKeyForPath(pathname)
  return key !== undefined && isApiRoute(key)
}

/**
 * Anti-forgery: each browser gets a random `csrf` cookie; the token is its HMAC under the
 * session secret. Forms send the token as a hidden field and scripts as a header. A forger can
 * neither read the cookie nor compute the HMAC, so every non-GET without a matching token is 403.
 */
export const csrfMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { env } = context.get(servicesContext)
  const info = context.get(requestInfoContext)
  let seed = readCookies(request)[CSRF_COOKIE]
  if (!seed || !/^[\w-]{43}$/.test(seed)) {
    const fresh = newCsrfSeed(request)
    seed = fresh.seed
    info.setCookies.push(fresh.cookie)
  }
  info.csrfToken = csrfToken(env.SESSION_SECRET, seed)

  if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method)) {
    const sent = request.headers.get(CSRF_HEADER) ?? (await tokenFromForm(request))
    if (!sent || !sameToken(sent, info.csrfToken)) {
      if (isApiPath(new URL(request.url).pathname)) {
        throw Response.json(
          { message: FORGED, errors: { [CSRF_HEADER]: 'Send the token of GET /account/GetCsrf.' } },
          { status: 403, headers: { 'Cache-Control': 'no-store' } },
        )
      }
      throw refuse(request, context, 403, {
        message: FORGED,
      })
    }
  }
  return next()
}

/** A new anti-forgery secret and its cookie: every browser starts with one, and signing in or
 * out replaces it, so a token seen before cannot be replayed after. */
export function newCsrfSeed(request: Request): { seed: string; cookie: string } {
  const seed = randomBytes(32).toString('base64url')
  return { seed, cookie: cookieHeader(request, CSRF_COOKIE, seed, { httpOnly: true }) }
}

export function csrfToken(secret: string, seed: string): string {
  return createHmac('sha256', secret).update(seed).digest('base64url')
}

async function tokenFromForm(request: Request): Promise<string | null> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.includes('form')) return null
  try {
    const value = (await request.clone().formData()).get(CSRF_FIELD)
    return typeof value === 'string' ? value : null
  } catch {
    return null
  }
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
