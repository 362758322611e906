import { data, Link } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { requestInfoContext, servicesContext } from '#app/context.ts'
import { readCookies } from '#app/utils/cookies.server.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { safeRedirect } from '#app/utils/safe-redirect.ts'
import { signIn } from '#app/utils/session.server.ts'
import type { SsoOutcome, SsoRefusal } from '#server/auth/sso.ts'
import { button, card, container, page } from '#app/styles/ui.css.ts'
import { expiredSsoFlowCookie, SSO_FLOW_COOKIE } from './sso.server.ts'
import type { Route } from './+types/sso-callback'
import { actions, centred, flushTop } from '#app/styles/layout.css.ts'

/**
 * /account/ssocallback: where the organisation's provider sends the browser back. The answer is
 * checked against the round trip started in this browser (state, then the ID token's signature,
 * issuer, audience and nonce, with the PKCE verifier); the account is the one whose e-mail
 * address the provider says is verified. It signs in as the password login does; anything else
 * is a page saying why, and no account is ever created here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { sso, sessions } = context.get(servicesContext)
  const outcome = await sso.finish({
    flow: readCookies(request)[SSO_FLOW_COOKIE],
    callbackUrl: pageUrl({ request }),
  })
  const returnUrl = safeRedirect(outcome.returnUrl)
  context.get(requestInfoContext).setCookies.push(expiredSsoFlowCookie(request))
  if (outcome.ok) return signIn(request, sessions, { accountId: outcome.account.id }, returnUrl)
  return data(refusal(outcome, returnUrl), { status: STATUS[outcome.reason] })
}

const STATUS: Record<SsoRefusal, number> = {
  expired: 400,
  'state-mismatch': 400,
  'provider-error': 502,
  'email-unverified': 403,
  'email-outside-organisation': 403,
  'unknown-account': 403,
}

function refusal(outcome: Extract<SsoOutcome, { ok: false }>, returnUrl: string) {
  const org = outcome.organisation?.name ?? 'Your organisation'
  const address = outcome.email ?? 'your e-mail address'
  const copy: Record<SsoRefusal, { title: string; message: string }> = {
    expired: {
      title: 'This sign-in has expired',
      message:
        'The sign-in was not started in this browser, or took longer than 10 minutes. Start it again.',
    },
    'state-mismatch': {
      title: 'Sign-in refused',
      message: `The answer from ${org} does not belong to the sign-in started in this browser, so no one was signed in. Start it again.`,
    },
    'provider-error': {
      title: 'Sign-in did not complete',
      message: `${org} did not complete the sign-in. Try again, or log in with a password.`,
    },
    'email-unverified': {
      title: 'E-mail address not verified',
      message: `${org} did not confirm that ${address} is verified, so it cannot sign you in here. Ask your organisation to verify the address, or log in with a password.`,
    },
    'email-outside-organisation': {
      title: 'Sign-in refused',
      message: `${org} signed in ${address}, which is not one of its own addresses, so no one was signed in here.`,
    },
    'unknown-account': {
      title: 'No account for this e-mail address',
      message: `No account here uses ${address}. Signing in through ${org} opens an existing account only; it does not create one. Ask your organisation's librarian or administrator for access, or contact customer support.`,
    },
  }
  const query = new URLSearchParams({ returnUrl })
  return {
    ...copy[outcome.reason],
    reason: outcome.reason,
    retryUrl: `/account/ssologin?${query}${outcome.organisation ? `&org=${encodeURIComponent(outcome.organisation.id)}` : ''}`,
    passwordUrl: `/account/login?${query}`,
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Log in')
export const handle = { breadcrumb: 'Log in' }

export default function SsoCallbackRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${centred.medium}`}>
        <h1 className={flushTop}>{loaderData.title}</h1>
        <p role="alert">{loaderData.message}</p>
        <p className={actions}>
          <Link to={loaderData.retryUrl} className={button.default} reloadDocument>
            Start again
          </Link>
          <Link to={loaderData.passwordUrl} className={button.outlined}>
            Log in with a password
          </Link>
        </p>
      </section>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
