import { requestInfoContext } from '#app/context.ts'
import type { Route } from './+types/csrf'

/** GET /account/GetCsrf: the anti-forgery token scripts send in the X-CSRF-Token header. */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json(
    { token: context.get(requestInfoContext).csrfToken },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
