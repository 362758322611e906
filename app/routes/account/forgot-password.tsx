import { data, Form, Link, useNavigation } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext, siteContext } from '#app/context.ts'
import { redirectWithNotice } from '#app/utils/notice.server.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { formOverLimit, inWords, retryAfterHeaders } from '#app/utils/rate-limit.server.ts'
import { mailOrigin } from '#app/utils/mail-origin.server.ts'
import { organisationSignInMessage, resetLinkMessage } from '#server/users/password-mail.ts'
import { RESET_MAILS_PER_ACCOUNT } from '#server/users/password-resets.ts'
import { Field } from '#app/components/form-field.tsx'
import { button, card, container, muted, page } from '#app/styles/ui.css.ts'
import { forgotPasswordSchema } from './password.schema.ts'
import type { Route } from './+types/forgot-password'
import { readForm } from '#app/utils/form-body.server.ts'
import { centred, flushTop } from '#app/styles/layout.css.ts'

/** "Forgot password?": asks for a one-time link by e-mail. */
export function loader({ request }: Route.LoaderArgs) {
  const email = new URL(request.url).searchParams.get('email')?.trim().slice(0, 254) ?? ''
  return { email }
}

/**
 * Sends the link when the address has an account with a password, and tells an account without
 * one (single sign-on, IP range) by e-mail to sign in through its organisation. The screen's
 * answer is the same whether or not the address has an account, and the mail goes out after the
 * answer, so neither its words nor its timing tell. An address whose domain signs in through
 * its organisation's provider is reminded of that (a fact about the domain, not an account).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { passwordResets, mailer, sso } = context.get(servicesContext)
  const site = context.get(siteContext)
  const form = await readForm(request)
  const raw = String(form.get('email') ?? '')
  const parsed = forgotPasswordSchema.safeParse({ email: raw })
  if (!parsed.success) {
    return data({ email: raw, error: 'Enter a valid e-mail address.' }, { status: 400 })
  }
  const email = parsed.data.email.toLowerCase()
  const wait = await formOverLimit(context, 'forgot-password', [
    [`forgot-password-account:${email}`, RESET_MAILS_PER_ACCOUNT],
  ])
  if (wait !== null) {
    return data(
      { email, error: `Too many requests. Try again ${inWords(wait)}.` },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    )
  }
  const organisation = sso.find({ email })
  const ctx = { productName: site.name, origin: mailOrigin(context) }
  const outcome = await passwordResets.request(email)
  if (outcome.kind !== 'unknown') {
    const message =
      outcome.kind === 'link'
        ? resetLinkMessage(outcome.account.email, outcome.token, ctx)
        : organisationSignInMessage(outcome.account.email, ctx)
    mailer.send(message).catch((error: unknown) => {
      console.warn(`Password help mail not sent: ${(error as Error).message}`)
    })
  }
  return redirectWithNotice(request, `/account/login?email=${encodeURIComponent(email)}`, {
    type: 'info',
    title: 'Check your e-mail',
    content: `If ${email} has an account, we have sent it an e-mail with what to do next. A link to set a new password works once, for one hour.${organisation ? ` Addresses at ${organisation.name} can also log in through the organisation.` : ''}`,
  })
}

/** The 429's `Retry-After` reaches the browser only through this export. */
export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Forgot password')
export const handle = { breadcrumb: 'Forgot password' }

export default function ForgotPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${centred.narrow}`}>
        <h1 className={flushTop}>Forgot password</h1>
        <p>
          Enter the e-mail address of your account. We will send it a link to set a new password.
        </p>
        <Form method="post" noValidate>
          <CsrfInput />
          <Field
            id="email"
            label="E-mail"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email ?? loaderData.email}
            error={actionData?.error}
            errorId="forgot-error"
          />
          <p>
            <button type="submit" className={button.default} disabled={busy}>
              {busy ? 'Sending…' : 'Send link'}
            </button>
          </p>
        </Form>
        <p className={muted}>
          Accounts that sign in through their organisation (single sign-on or its network) have no
          password here. <Link to="/account/login">Back to log in</Link>
        </p>
      </section>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
