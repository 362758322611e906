import { readForm } from '#app/utils/form-body.server.ts'
import { Form, redirect } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext, viewerContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { safeRedirect } from '#app/utils/safe-redirect.ts'
import { signedOutHeaders } from '#app/utils/session.server.ts'
import { button, card, container, page } from '#app/styles/ui.css.ts'
import type { Route } from './+types/switch-account'
import { centred, flushTop } from '#app/styles/layout.css.ts'

/**
 * /account/switchAccount: signs the current session out, then shows the login form titled
 * "Switch account". Signing out changes state, so, as with logging out, a signed-in visitor
 * confirms with a POST (a link planted elsewhere cannot sign anyone out); a visitor without a
 * session goes straight to the form.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext)
  const returnUrl = returnUrlOf(request)
  if (!viewer.sessionToken) return redirect(switchForm(returnUrl))
  return {
    returnUrl,
    account: viewer.account && { name: viewer.account.name, email: viewer.account.email },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { sessions } = context.get(servicesContext)
  const viewer = context.get(viewerContext)
  const form = await readForm(request)
  if (viewer.sessionToken) await sessions.deleteSession(viewer.sessionToken)
  return redirect(switchForm(safeRedirect(form.get('returnUrl'))), {
    headers: signedOutHeaders(request),
  })
}

function returnUrlOf(request: Request) {
  const url = new URL(request.url)
  return safeRedirect(url.searchParams.get('returnUrl') ?? url.searchParams.get('returnurl'))
}

function switchForm(returnUrl: string) {
  return `/account/login?${new URLSearchParams({ switch: '1', returnUrl })}`
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Switch account')
export const handle = { breadcrumb: 'Switch account' }

export default function SwitchAccountRoute({ loaderData }: Route.ComponentProps) {
  const { account, returnUrl } = loaderData
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${centred.narrow}`}>
        <h1 className={flushTop}>Switch account</h1>
        {account ? (
          <p>
            You are logged in as {account.name} ({account.email}). To log in with another account,
            this one is logged out first.
          </p>
        ) : null}
        <Form method="post">
          <CsrfInput />
          <input type="hidden" name="returnUrl" value={returnUrl} />
          <button type="submit" className={button.default}>
            Log out and switch
          </button>
        </Form>
      </section>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
