import type { MiddlewareFunction } from 'react-router'
import { viewerContext } from '#app/context.ts'

/**
 * What a signed-in viewer (or an institution recognised by address) is shown is theirs: no
 * shared cache or back-forward cache keeps it. A route that already chose a private or no-store
 * policy keeps its own.
 */
export const privateResponsesMiddleware: MiddlewareFunction<Response> = async (
  { context },
  next,
) => {
  const response = await next()
  const viewer = context.get(viewerContext)
  if (!viewer.account) return response
  const chosen = response.headers.get('Cache-Control') ?? ''
  if (!/\b(private|no-store)\b/.test(chosen))
    response.headers.set('Cache-Control', 'private, no-store')
  return response
}
