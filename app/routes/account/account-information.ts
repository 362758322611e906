import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import type { Route } from './+types/account-information'

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
  if (!info) return Response.json({ message: 'Not signed in' }, { status: 401, headers: { 'Cache-Control': 'no-store' } })
  return Response.json(info, { headers: { 'Cache-Control': 'no-store' } })
}
