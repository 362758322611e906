import { serverOnly$ } from 'vite-env-only/macros'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'
import type { Route } from './+types/account-information'

export const contract = serverOnly$(
  defineCall({
    route: 'account.information',
    method: 'GET',
    tag: 'Account',
    spec: '000 §7, 001 §7.1',
    summary: 'The signed-in account and its subscription on this edition',
    description: 'An anonymous visitor gets 401.',
    response: z.object({
      userId: z.string(),
      accountId: z.string(),
      username: z.string(),
      accountNo: z.string().nullable(),
      subscription: z.string().nullable(),
      authenticatedByIp: z.boolean(),
      gaSessionId: z.string().nullable(),
    }),
    errors: [401],
    example: {},
  }),
)

/** GET /account/GetAccountInformation: the spec's account info, or 401 for an anonymous visitor. */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext)
  const site = context.get(siteContext)
  const { users } = context.get(servicesContext)
  const info = viewer.account
    ? await users.accountInformation(viewer.account.id, site.id, {
        authenticatedByIp: viewer.authenticatedByIp,
        gaSessionId: null,
      })
    : null
  if (!info)
    return Response.json(
      { message: 'Not signed in' },
      { status: 401, headers: { 'Cache-Control': 'no-store' } },
    )
  return Response.json(info, { headers: { 'Cache-Control': 'no-store' } })
}
