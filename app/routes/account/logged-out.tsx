import { Link } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { viewerContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { button, card, container, page } from '#app/styles/ui.css.ts'
import type { Route } from './+types/logged-out'
import { actions, centred, flushTop } from '#app/styles/layout.css.ts'

/**
 * GET /Account/loggedout: the page after logging out. A visitor whose network belongs to an
 * institution is still let in by that network, and is told so.
 */
export function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext)
  return { institution: viewer.authenticatedByIp ? (viewer.account?.name ?? null) : null }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Logged out')
export const handle = { breadcrumb: 'Logged out' }

export default function LoggedOutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${centred.narrow}`}>
        <h1 className={flushTop}>You have logged out.</h1>
        {loaderData.institution ? (
          <p>Your network still opens the collection as {loaderData.institution}.</p>
        ) : null}
        <p className={actions}>
          <Link to="/account/login" className={button.default}>
            Log in again
          </Link>
          <Link to="/" className={button.outlined}>
            Go to homepage
          </Link>
        </p>
      </section>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
