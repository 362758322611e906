import { data, Form, Link, useNavigation } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import type { ResetLinkState } from '#server/users/password-resets.ts'
import { button, card, container, muted, page } from '#app/styles/ui.css.ts'
import { NewPasswordFields } from './new-password-fields.tsx'
import { newPasswordSchema, passwordErrors } from './password.schema.ts'
import { signInAfterPasswordChange } from './password.server.ts'
import type { Route } from './+types/reset-password'
import { readForm } from '#app/utils/form-body.server.ts'
import { centred, flushTop } from '#app/styles/layout.css.ts'

/** What a link that cannot set a password any more says, and what to do instead. */
const refusals: Record<Exclude<ResetLinkState, { ok: true }>['reason'], string> = {
  unknown: 'This link is not valid. Copy the whole link from the e-mail, or ask for a new one.',
  expired: 'This link has expired. Ask for a new one.',
  used: 'This link has been used already. Ask for a new one if you need to.',
}

// The token is in the address: it must not leave in a Referer header to another site. (Not
// `no-referrer`: the browser would then send the form with `Origin: null`, refused as forged.)
export const headers: Route.HeadersFunction = () => ({ 'Referrer-Policy': 'same-origin' })

/** The page the e-mail's link opens: a new password, twice. A bad link is a 400 that says why. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const state = await context.get(servicesContext).passwordResets.check(token)
  if (!state.ok) return data({ token: '', email: '', refusal: refusals[state.reason] }, 400)
  return { token, email: state.account.email, refusal: null }
}

/** Uses the link: sets the password, signs out every session, and signs this browser in. */
export async function action({ request, context }: Route.ActionArgs) {
  const { passwordResets, sessions } = context.get(servicesContext)
  const form = await readForm(request)
  const token = String(form.get('token') ?? '')
  const state = await passwordResets.check(token)
  if (!state.ok) return data({ refusal: refusals[state.reason], errors: {} }, { status: 400 })
  const parsed = newPasswordSchema(state.account.email).safeParse({
    password: String(form.get('password') ?? ''),
    confirm: String(form.get('confirm') ?? ''),
  })
  if (!parsed.success) {
    return data({ refusal: null, errors: passwordErrors(parsed.error.issues) }, { status: 400 })
  }
  const done = await passwordResets.complete(token, parsed.data.password)
  if (!done.ok) return data({ refusal: refusals[done.reason], errors: {} }, { status: 400 })
  return signInAfterPasswordChange(request, sessions, done.account.id, '/')
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Set a new password')
export const handle = { breadcrumb: 'Set a new password' }

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const refusal = actionData?.refusal ?? loaderData.refusal
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${centred.narrow}`}>
        <h1 className={flushTop}>Set a new password</h1>
        {refusal ? (
          <>
            <p role="alert">{refusal}</p>
            <p>
              <Link to="/account/forgotpassword">Ask for a new link</Link>
            </p>
          </>
        ) : (
          <Form method="post" noValidate>
            <CsrfInput />
            <input type="hidden" name="token" value={loaderData.token} />
            <p className={muted}>
              For {loaderData.email}. Setting it signs you out everywhere else.
            </p>
            <NewPasswordFields email={loaderData.email} errors={actionData?.errors ?? {}} />
            <p>
              <button type="submit" className={button.default} disabled={busy}>
                {busy ? 'Saving…' : 'Set password'}
              </button>
            </p>
          </Form>
        )}
      </section>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
