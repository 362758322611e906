import type { MiddlewareFunction } from 'react-router'
import { requestInfoContext } from '#app/context.ts'

/**
 * Outermost: adds the cookies the other middleware and loaders queued to whatever response
 * results. A cookie the route itself set wins (logging out clears what the middleware, which
 * ran while the viewer was still signed in, would have refreshed).
 */
export const responseCookiesMiddleware: MiddlewareFunction<Response> = async (
  { context },
  next,
) => {
  const response = await next()
  const info = context.get(requestInfoContext)
  const setByRoute = new Set(response.headers.getSetCookie().map(cookieName))
  const shown = !isRedirect(response.status)
  for (const cookie of [...info.setCookies, ...(shown ? (info.setCookiesIfShown ?? []) : [])]) {
    if (!setByRoute.has(cookieName(cookie))) response.headers.append('Set-Cookie', cookie)
  }
  return response
}

const cookieName = (header: string) => header.slice(0, header.indexOf('='))

/** 3xx for documents; 202 is how React Router answers a data request with a redirect. */
const isRedirect = (status: number) => (status >= 300 && status < 400) || status === 202
