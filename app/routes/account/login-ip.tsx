import { data, Link, redirect } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { requestInfoContext, servicesContext, viewerContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { safeRedirect } from '#app/utils/safe-redirect.ts'
import { signIn } from '#app/utils/session.server.ts'
import { button, card, container, page } from '#app/styles/ui.css.ts'
import type { Route } from './+types/login-ip'
import { centred, flushTop } from '#app/styles/layout.css.ts'

/**
 * GET /Account/loginip: signs the visitor in as the institution whose IP range holds their
 * address (read behind the trusted proxies only), then goes on to `returnUrl` (same-origin only).
 * A browser already signed in as a person stays so, so a link to this address cannot sign anyone
 * out; an address outside every range gets a page saying so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const returnUrl = safeRedirect(
    url.searchParams.get('returnUrl') ?? url.searchParams.get('returnurl'),
  )
  const { users, sessions } = context.get(servicesContext)
  const viewer = context.get(viewerContext)
  const { clientIp } = context.get(requestInfoContext)
  if (viewer.sessionToken && !viewer.authenticatedByIp) return redirect(returnUrl)
  const account = clientIp ? await users.accountForIp(clientIp) : null
  if (!account) return data({ address: clientIp, returnUrl }, { status: 403 })
  if (viewer.sessionToken && viewer.account?.id === account.id) return redirect(returnUrl)
  return signIn(request, sessions, { accountId: account.id, authenticatedByIp: true }, returnUrl)
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Log in')
export const handle = { breadcrumb: 'Log in' }

export default function LoginIpRoute({ loaderData }: Route.ComponentProps) {
  const query = new URLSearchParams({ returnUrl: loaderData.returnUrl })
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${centred.medium}`}>
        <h1 className={flushTop}>Your network is not registered</h1>
        <p role="alert">
          No institution signs in from the address {loaderData.address || 'you are using'}, so no
          one was signed in. If your library or firm subscribes, connect from its network, or log in
          with your own account.
        </p>
        <p>
          <Link to={`/account/login?${query}`} className={button.default}>
            Log in
          </Link>
        </p>
      </section>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
