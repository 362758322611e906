import { Form } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext, viewerContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { redirectWithNotice } from '#app/utils/notice.server.ts'
import { signedOutHeaders } from '#app/utils/session.server.ts'
import { button, card, container, page } from '#app/styles/ui.css.ts'
import type { Route } from './+types/logout'
import { centred, flushTop } from '#app/styles/layout.css.ts'

/**
 * Logging out changes state, so it is a POST with the anti-forgery token: the header's Log out
 * button logs out in one step. A plain visit to /account/logout asks for confirmation instead of
 * signing out on a link a third party could plant. After it, the browser lands on the site's
 * origin (spec: the site origin as returnUrl), signed out, with a notice saying so: the home
 * page, or where the guard sends an anonymous visitor from it.
 */
export function loader() {
  return null
}

/** The notice after logging out (the words of /account/loggedout). */
const LOGGED_OUT = 'You have logged out.'

export async function action({ request, context }: Route.ActionArgs) {
  const { sessions } = context.get(servicesContext)
  const viewer = context.get(viewerContext)
  if (viewer.sessionToken) await sessions.deleteSession(viewer.sessionToken)
  return redirectWithNotice(
    request,
    '/',
    { type: 'success', title: LOGGED_OUT },
    { headers: signedOutHeaders(request) },
  )
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Log out')
export const handle = { breadcrumb: 'Log out' }

export default function LogoutRoute() {
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${centred.narrow}`}>
        <h1 className={flushTop}>Log out</h1>
        <p>Do you want to log out of this edition?</p>
        <Form method="post">
          <CsrfInput />
          <button type="submit" className={button.default}>
            Log out
          </button>
        </Form>
      </section>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
