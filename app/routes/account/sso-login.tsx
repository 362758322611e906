import { data, Form, Link, redirect } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { safeRedirect } from '#app/utils/safe-redirect.ts'
import { Field } from '#app/components/form-field.tsx'
import { button, card, container, page } from '#app/styles/ui.css.ts'
import { ssoFlowCookie, ssoRedirectUri } from './sso.server.ts'
import type { Route } from './+types/sso-login'
import { centred, flushTop } from '#app/styles/layout.css.ts'

/**
 * /account/ssologin: sign-in through the visitor's organisation (OpenID Connect). The
 * organisation is named by `org` (a link an institution hands out) or found from the domain of
 * the e-mail address typed on this page's form (`sso`: the login page's link to it); an address
 * no organisation answers for goes on to the password form, and so does a visit naming neither,
 * as the guard's are (the spec's "does the same as login"). `returnUrl` (same-origin only)
 * survives the round trip and `waf` is passed on to the provider.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const { sso } = context.get(servicesContext)
  const form = {
    returnUrl: safeRedirect(url.searchParams.get('returnUrl') ?? url.searchParams.get('returnurl')),
    waf: url.searchParams.get('waf') ?? '',
    email: url.searchParams.get('email')?.trim().slice(0, 254) ?? '',
  }
  const org = url.searchParams.get('org')?.trim() ?? ''
  if (!org && !form.email) {
    // Asked for by the login page's "Log in through your organisation" (and its own empty submit).
    const asked = url.searchParams.has('sso') && sso.organisations.length > 0
    if (!asked) return redirect(passwordLogin(form))
    const error = url.searchParams.has('email') ? 'Enter your e-mail address.' : null
    return data({ ...form, error }, { status: error ? 400 : 200 })
  }
  const organisation = sso.find({ org, email: form.email })
  if (!organisation) {
    if (!org) return redirect(passwordLogin(form))
    const error =
      'No organisation signs in here under that name. Enter your e-mail address instead.'
    return data({ ...form, error }, { status: 404 })
  }
  try {
    const started = await sso.start({
      org: organisation.id,
      redirectUri: ssoRedirectUri(request),
      returnUrl: form.returnUrl,
      waf: form.waf || null,
      loginHint: form.email || null,
    })
    return redirect(started.url, {
      headers: { 'Set-Cookie': ssoFlowCookie(request, started.flow, started.expiresAt) },
    })
  } catch (error) {
    console.warn(`Single sign-on with ${organisation.id} cannot start: ${(error as Error).message}`)
    const message = `${organisation.name}'s sign-in cannot be reached just now. Try again in a few minutes, or log in with a password.`
    return data({ ...form, error: message }, { status: 502 })
  }
}

function passwordLogin({
  returnUrl,
  waf,
  email,
}: {
  returnUrl: string
  waf: string
  email?: string
}) {
  const query = new URLSearchParams({ returnUrl })
  if (waf) query.set('waf', waf)
  if (email) query.set('email', email)
  return `/account/login?${query}`
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Log in')
export const handle = { breadcrumb: 'Log in' }

export default function SsoLoginRoute({ loaderData }: Route.ComponentProps) {
  const { returnUrl, waf, email, error } = loaderData
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${centred.narrow}`}>
        <h1 className={flushTop}>Log in</h1>
        <p>
          Enter your e-mail address. If your organisation signs you in, you continue at its own
          sign-in page.
        </p>
        <Form method="get" action="/account/ssologin">
          <input type="hidden" name="sso" value="1" />
          <input type="hidden" name="returnUrl" value={returnUrl} />
          {waf ? <input type="hidden" name="waf" value={waf} /> : null}
          <Field
            id="sso-email"
            label="E-mail"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={email}
            error={error}
            errorId="sso-error"
          />
          <p>
            <button type="submit" className={button.default}>
              Continue
            </button>
          </p>
        </Form>
        <p>
          <Link to={passwordLogin({ returnUrl, waf })}>Log in with a password</Link>
        </p>
      </section>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
