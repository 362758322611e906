import { data, Form, useNavigation } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext, siteContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { safeRedirect } from '#app/utils/safe-redirect.ts'
import { redirectSignedIn } from '#app/utils/session.server.ts'
import { button, card, container, field, fieldError, input, label, muted, page } from '#app/styles/ui.css.ts'
import type { Route } from './+types/login'

/** The server login: e-mail and password; `returnUrl` (same-origin only) says where to go next. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const { env } = context.get(servicesContext)
  const site = context.get(siteContext)
  const demo = env.SEED_DEMO_ACCOUNTS ? await import('#server/users/demo-accounts.ts') : null
  return {
    returnUrl: safeRedirect(url.searchParams.get('returnUrl') ?? url.searchParams.get('returnurl')),
    waf: url.searchParams.get('waf') ?? '',
    switching: url.searchParams.has('switch'),
    demo: demo && {
      password: demo.DEMO_PASSWORD,
      accounts: demo.demoAccounts
        .filter((a) => a.password)
        .map((a) => ({
          email: a.email,
          subscription: a.subscriptions.find((s) => s.siteId === site.id)?.subscription ?? 'none on this edition',
        })),
    },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { users, sessions } = context.get(servicesContext)
  const form = await request.formData()
  const email = String(form.get('email') ?? '').trim()
  const password = String(form.get('password') ?? '')
  const returnUrl = safeRedirect(form.get('returnUrl'))
  if (!email || !password) {
    return data({ email, error: 'Enter your e-mail address and your password.' }, { status: 400 })
  }
  const account = await users.verifyCredentials(email, password)
  if (!account) {
    return data({ email, error: 'The e-mail address or password is incorrect.' }, { status: 400 })
  }
  const { token, expiresAt } = await sessions.createSession({ accountId: account.id })
  return redirectSignedIn(request, token, expiresAt, returnUrl)
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Log in')
export const handle = { breadcrumb: 'Log in' }

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <div className={`${container} ${page}`}>
      <section className={card} style={{ maxWidth: 480, margin: '0 auto' }}>
        <h1 style={{ marginTop: 0 }}>{loaderData.switching ? 'Switch account' : 'Log in'}</h1>
        <Form method="post" noValidate>
          <CsrfInput />
          <input type="hidden" name="returnUrl" value={loaderData.returnUrl} />
          {loaderData.waf ? <input type="hidden" name="waf" value={loaderData.waf} /> : null}
          <div className={field}>
            <label className={label} htmlFor="email">
              E-mail
            </label>
            <input
              id="email"
              className={input}
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={actionData?.email}
              aria-invalid={actionData?.error ? true : undefined}
              aria-describedby={actionData?.error ? 'login-error' : undefined}
            />
          </div>
          <div className={field}>
            <label className={label} htmlFor="password">
              Password
            </label>
            <input id="password" className={input} name="password" type="password" autoComplete="current-password" required />
          </div>
          {actionData?.error ? (
            <p className={fieldError} id="login-error" role="alert">
              {actionData.error}
            </p>
          ) : null}
          <p>
            <button type="submit" className={button.default} disabled={busy}>
              {busy ? 'Logging in…' : 'Log in'}
            </button>
          </p>
        </Form>
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

export const ErrorBoundary = GeneralErrorBoundary
