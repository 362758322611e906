import { retryAfterHeaders } from '#app/utils/rate-limit.server.ts'
import { data, Form, Link, useNavigation } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { safeRedirect } from '#app/utils/safe-redirect.ts'
import { signIn } from '#app/utils/session.server.ts'
import { readForm } from '#app/utils/form-body.server.ts'
import { Field } from '#app/components/form-field.tsx'
import { button, card, container, muted, page } from '#app/styles/ui.css.ts'
import type { Route } from './+types/login'
import { countSignInAttempt, signInSucceeded } from './sign-in-limits.server.ts'
import { actions, centred, flushTop } from '#app/styles/layout.css.ts'

/**
 * The server login: e-mail and password; `returnUrl` (same-origin only) says where to go next.
 * A visitor already signed in with a password or through the organisation is told so, with the
 * way on and the way to another account, rather than a second form (docs/decisions/239).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const { env } = context.get(servicesContext)
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  const demo = env.SEED_DEMO_ACCOUNTS ? await import('#server/users/demo-accounts.ts') : null
  return {
    returnUrl: safeRedirect(url.searchParams.get('returnUrl') ?? url.searchParams.get('returnurl')),
    waf: url.searchParams.get('waf') ?? '',
    /** Typed on the single sign-on form, for an address whose organisation has no provider. */
    email: url.searchParams.get('email')?.trim().slice(0, 254) ?? '',
    switching: url.searchParams.has('switch'),
    signedInAs:
      viewer.account && !viewer.authenticatedByIp
        ? { name: viewer.account.name, email: viewer.account.email }
        : null,
    sso: context.get(servicesContext).sso.organisations.length > 0,
    demo: demo && {
      password: demo.DEMO_PASSWORD,
      accounts: demo.demoAccounts
        .filter((a) => a.password)
        .map((a) => ({
          email: a.email,
          subscription:
            a.subscriptions.find((s) => s.siteId === site.id)?.subscription ??
            'none on this edition',
        })),
    },
  }
}

/**
 * Signs in. Every attempt is counted before the password is checked, in one atomic step per
 * key (store-backed, so across instances and parallel requests): per address, and per account
 * or per browser that signed in to it before (./sign-in-limits.server.ts). Past a limit the form
 * answers 429 with when to try again. A success ends the session the browser had and starts a
 * new one with a new anti-forgery secret.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { users, sessions } = context.get(servicesContext)
  const form = await readForm(request)
  const email = String(form.get('email') ?? '').trim()
  const password = String(form.get('password') ?? '')
  const returnUrl = safeRedirect(form.get('returnUrl'))
  if (!email || !password) {
    return data({ email, error: 'Enter your e-mail address and your password.' }, { status: 400 })
  }
  const { counted, retryAfterSeconds } = await countSignInAttempt(request, context, email)
  if (retryAfterSeconds !== null) return tooManyAttempts(email, retryAfterSeconds)

  const account = await users.verifyCredentials(email, password)
  if (!account) {
    return data({ email, error: 'The e-mail address or password is incorrect.' }, { status: 400 })
  }
  const device = await signInSucceeded(request, context, email, counted)
  const response = await signIn(request, sessions, { accountId: account.id }, returnUrl)
  response.headers.append('Set-Cookie', device)
  return response
}

function tooManyAttempts(email: string, retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return data(
    {
      email,
      error: `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. If you have forgotten your password, choose "Forgot password?" to set a new one.`,
    },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  )
}

/** The 429's `Retry-After` reaches the browser only through this export. */
export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Log in')
export const handle = { breadcrumb: 'Log in' }

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  if (loaderData.signedInAs)
    return <SignedIn {...loaderData.signedInAs} to={loaderData.returnUrl} />
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${centred.narrow}`}>
        <h1 className={flushTop}>{loaderData.switching ? 'Switch account' : 'Log in'}</h1>
        <Form method="post" noValidate>
          <CsrfInput />
          <input type="hidden" name="returnUrl" value={loaderData.returnUrl} />
          {loaderData.waf ? <input type="hidden" name="waf" value={loaderData.waf} /> : null}
          <Field
            id="email"
            label="E-mail"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email ?? loaderData.email}
            error={actionData?.error}
            errorId="login-error"
          />
          <Field
            id="password"
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <p>
            <Link to={forgotLink(actionData?.email ?? loaderData.email)}>Forgot password?</Link>
          </p>
          <p>
            <button type="submit" className={button.default} disabled={busy}>
              {busy ? 'Logging in…' : 'Log in'}
            </button>
          </p>
        </Form>
        {loaderData.sso ? (
          <p>
            <Link to={ssoLink(loaderData.returnUrl, loaderData.waf)}>
              Log in through your organisation
            </Link>
          </p>
        ) : null}
        {loaderData.demo ? (
          <details>
            <summary>Demo accounts</summary>
            <p className={muted}>
              Every demo account uses the password <code>{loaderData.demo.password}</code>.
            </p>
            <ul>
              {loaderData.demo.accounts.map((a) => (
                <li key={a.email}>
                  <code>{a.email}</code>: {a.subscription}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </section>
    </div>
  )
}

/** What the login page shows a visitor who is signed in already. */
function SignedIn({ name, email, to }: { name: string; email: string; to: string }) {
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${centred.narrow}`}>
        <h1 className={flushTop}>You are logged in</h1>
        <p>
          You are logged in as {name} (<span translate="no">{email}</span>).
        </p>
        <p className={actions}>
          <Link className={button.default} to={to}>
            Continue
          </Link>
          <Link to={`/account/switchAccount?returnUrl=${encodeURIComponent(to)}`}>
            Switch account
          </Link>
        </p>
      </section>
    </div>
  )
}

function forgotLink(email: string) {
  return email
    ? `/account/forgotpassword?email=${encodeURIComponent(email)}`
    : '/account/forgotpassword'
}

function ssoLink(returnUrl: string, waf: string) {
  const query = new URLSearchParams({ sso: '1', returnUrl })
  if (waf) query.set('waf', waf)
  return `/account/ssologin?${query}`
}

export const ErrorBoundary = GeneralErrorBoundary
