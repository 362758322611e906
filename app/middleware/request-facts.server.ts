import type { MiddlewareFunction } from 'react-router'
import { requestInfoContext, siteContext, viewerContext } from '#app/context.ts'

/**
 * Tells the request log and the metrics (server/http/request-log.ts) the matched route pattern,
 * and once the request is answered, its edition and account (when the middleware got that far).
 */
export const requestFactsMiddleware: MiddlewareFunction<Response> = async (
  { context, pattern },
  next,
) => {
  const facts = context.get(requestInfoContext).facts
  // React Router joins the matched routes' paths without the leading slash.
  if (facts) facts.route = pattern.startsWith('/') ? pattern : `/${pattern}`
  try {
    return await next()
  } finally {
    if (facts) {
      facts.edition = known(() => context.get(siteContext).id)
      facts.account = known(() => context.get(viewerContext).account?.id)
    }
  }
}

/** A context value, or undefined when the middleware that sets it refused the request first. */
function known<T>(read: () => T): T | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}
