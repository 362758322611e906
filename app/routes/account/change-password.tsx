import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext, viewerContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { formOverLimit, inWords, retryAfterHeaders } from '#app/utils/rate-limit.server.ts'
import { LIMITS } from '#server/users/rate-limits.ts'
import { button, card, container, muted, page } from '#app/styles/ui.css.ts'
import { NewPasswordFields, PasswordField } from './new-password-fields.tsx'
import { newPasswordSchema, passwordErrors } from './password.schema.ts'
import { signInAfterPasswordChange } from './password.server.ts'
import type { Route } from './+types/change-password'
import { readForm } from '#app/utils/form-body.server.ts'
import { centred, flushTop } from '#app/styles/layout.css.ts'

const HERE = '/account/changepassword'

/** The signed-in account, else off to log in and back here. */
function requireAccount(context: Route.LoaderArgs['context']) {
  const { account } = context.get(viewerContext)
  if (!account) throw redirect(`/account/login?returnUrl=${encodeURIComponent(HERE)}`)
  return account
}

/** Changing the password with the current one; an account without one is told where it signs in. */
export async function loader({ context }: Route.LoaderArgs) {
  const account = requireAccount(context)
  const hasPassword = await context.get(servicesContext).passwordResets.hasPassword(account.id)
  return { email: account.email, hasPassword }
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = requireAccount(context)
  const { passwordResets, sessions } = context.get(servicesContext)
  const form = await readForm(request)
  const current = String(form.get('current') ?? '')
  const parsed = newPasswordSchema(account.email).safeParse({
    password: String(form.get('password') ?? ''),
    confirm: String(form.get('confirm') ?? ''),
  })
  const errors = parsed.success ? {} : passwordErrors(parsed.error.issues)
  if (!current) errors.current = 'Enter your current password.'
  if (!parsed.success || !current) return data({ errors }, { status: 400 })
  // Guessing the current password through this form is limited as signing in is.
  const wait = await formOverLimit(context, 'change-password', [
    [`change-password-account:${account.id}`, LIMITS.signInPerAccount],
  ])
  if (wait !== null) {
    return data(
      { errors: { current: `Too many attempts. Try again ${inWords(wait)}.` } },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    )
  }
  if (!(await passwordResets.change(account.id, current, parsed.data.password))) {
    return data({ errors: { current: 'Your current password is incorrect.' } }, { status: 400 })
  }
  return signInAfterPasswordChange(request, sessions, account.id, HERE)
}

/** The 429's `Retry-After` reaches the browser only through this export. */
export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Change password')
export const handle = { breadcrumb: 'Change password' }

export default function ChangePasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const errors = actionData?.errors ?? {}
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${centred.narrow}`}>
        <h1 className={flushTop}>Change password</h1>
        {loaderData.hasPassword ? (
          <Form method="post" noValidate>
            <CsrfInput />
            <p className={muted}>
              For {loaderData.email}. Changing it signs you out everywhere else.
            </p>
            <PasswordField
              name="current"
              label="Current password"
              autoComplete="current-password"
              error={errors.current}
            />
            <NewPasswordFields email={loaderData.email} errors={errors} />
            <p>
              <button type="submit" className={button.default} disabled={busy}>
                {busy ? 'Saving…' : 'Change password'}
              </button>
            </p>
            <p>
              <Link to={`/account/forgotpassword?email=${encodeURIComponent(loaderData.email)}`}>
                Forgot your current password?
              </Link>
            </p>
          </Form>
        ) : (
          <p>
            Your account signs in through your organisation (its single sign-on or its network), so
            it has no password here. Your organisation&apos;s administrator can help with access.
          </p>
        )}
      </section>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
