import { Link } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { siteContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { ALERT_EDITIONS } from '#server/alerts/editions.ts'
import { button, card, container, page } from '#app/styles/ui.css.ts'
import * as styles from './alerts.css.ts'
import type { Route } from './+types/subscribe-success'

/** `?confirm=1`: a sign-up for an address that is not the viewer's own waits for its owner. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { alertName, landingPath } = ALERT_EDITIONS[context.get(siteContext).id]
  const pending = new URL(request.url).searchParams.get('confirm') === '1'
  return { alertName, landingPath, pending }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Subscribed')
export const handle = { breadcrumb: 'Subscribed' }

export default function SubscribeSuccessRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${styles.narrow}`}>
        {loaderData.pending ? (
          <>
            <h1 className={styles.title}>Check your e-mail</h1>
            <p>
              Thank you. We have sent a link to the address you gave. Open it to confirm, and{' '}
              {loaderData.alertName} will arrive with the news you chose.
            </p>
          </>
        ) : (
          <>
            <h1 className={styles.title}>You are subscribed</h1>
            <p>
              Thank you. We have sent a confirmation to your e-mail address. {loaderData.alertName}{' '}
              will arrive with the news you chose; every e-mail has a link to unsubscribe.
            </p>
          </>
        )}
        <Link to="/" className={button.default}>
          Go to homepage
        </Link>
      </section>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
