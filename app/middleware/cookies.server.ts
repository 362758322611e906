import type { MiddlewareFunction } from 'react-router'
import { requestInfoContext } from '#app/context.ts'

/** Outermost: adds the cookies the other middleware and loaders queued to whatever response results. */
export const responseCookiesMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next()
  for (const cookie of context.get(requestInfoContext).setCookies) {
    response.headers.append('Set-Cookie', cookie)
  }
  return response
}
