import type { RouterContextProvider } from 'react-router'
import { requestInfoContext, servicesContext } from '#app/context.ts'
import { LIMITS, type Limit } from '#server/users/rate-limits.ts'

/**
 * Counts one use of a public form from this client address (and, where given, towards other
 * keys such as the e-mail address it writes to). Returns the seconds to wait when any count is
 * past its limit, else null.
 */
export async function formOverLimit(
  context: Readonly<RouterContextProvider>,
  form: string,
  more: ReadonlyArray<readonly [string, Limit]> = [],
): Promise<number | null> {
  const { rateLimits } = context.get(servicesContext)
  const address = context.get(requestInfoContext).clientIp
  const verdicts = await Promise.all(
    [[`${form}-address:${address}`, LIMITS.formPerAddress] as const, ...more].map(([key, limit]) =>
      rateLimits.hit(key, limit),
    ),
  )
  const waits = verdicts.filter((v) => !v.allowed).map((v) => v.retryAfterSeconds)
  return waits.length ? Math.max(...waits) : null
}

/** "in 3 minutes", "in 2 hours": when to try again, in words. */
export function inWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 90) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
  const hours = Math.ceil(minutes / 60)
  return `in ${hours} hours`
}

/**
 * A route module's `headers` for a form that may answer 429: React Router sends a page's own
 * headers only through this export, so without it the action's `Retry-After` never reached
 * the browser. Everything else is passed on as the parents set it.
 */
export function retryAfterHeaders({
  parentHeaders,
  actionHeaders,
}: {
  parentHeaders: Headers
  actionHeaders: Headers
}): Headers {
  const headers = new Headers(parentHeaders)
  const wait = actionHeaders.get('Retry-After')
  if (wait) headers.set('Retry-After', wait)
  return headers
}
