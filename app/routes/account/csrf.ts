import { serverOnly$ } from 'vite-env-only/macros'
import { requestInfoContext } from '#app/context.ts'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'
import type { Route } from './+types/csrf'

export const contract = serverOnly$(
  defineCall({
    route: 'account.csrf',
    method: 'GET',
    tag: 'Account',
    spec: '000 §7, 001 §7.1',
    summary: 'The anti-forgery token',
    description:
      'Fetch it first: every call other than GET sends it in the X-CSRF-Token header, with the ' +
      '`csrf` cookie this answer sets when the browser has none.',
    response: z.object({ token: z.string() }),
    example: {},
  }),
)

/** GET /account/GetCsrf: the anti-forgery token scripts send in the X-CSRF-Token header. */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json(
    { token: context.get(requestInfoContext).csrfToken },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
