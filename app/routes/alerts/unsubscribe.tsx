import { Form, Link } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import { button, card, container, fieldError, page } from '#app/styles/ui.css.ts'
import { unsubscribeAction, unsubscribeLoader } from './alerts.server.ts'
import * as styles from './alerts.css.ts'
import type { Route } from './+types/unsubscribe'

/**
 * /unsubscribe?token=… (the link in every alert e-mail): confirms with one button, without
 * signing in. The change happens on POST, so mail scanners that open links unsubscribe no one.
 */
export function loader(args: Route.LoaderArgs) {
  return unsubscribeLoader(args)
}

export function action(args: Route.ActionArgs) {
  return unsubscribeAction(args)
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Unsubscribe')
export const handle = { breadcrumb: 'Unsubscribe' }

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${styles.narrow}`}>
        {loaderData.state === 'confirm' ? (
          <>
            <h1 className={styles.title}>Unsubscribe</h1>
            <p>
              Stop sending {loaderData.alertName} to <strong>{loaderData.email}</strong>?
            </p>
            {actionData && !actionData.ok ? <p className={fieldError}>{actionData.error}</p> : null}
            <Form method="post">
              <CsrfInput />
              <input type="hidden" name="token" value={loaderData.token} />
              <button type="submit" className={button.default}>
                Unsubscribe
              </button>
            </Form>
          </>
        ) : loaderData.state === 'done' || loaderData.state === 'already' ? (
          <>
            <h1 className={styles.title}>You are unsubscribed</h1>
            <p>
              You will not receive these alert e-mails any more. You can subscribe again at any
              time.
            </p>
            <Link to="/" className={button.default}>
              Go to homepage
            </Link>
          </>
        ) : (
          <>
            <h1 className={styles.title}>Unsubscribe</h1>
            <p>
              Use the unsubscribe link in any of your alert e-mails, or sign in and change your
              alert preferences.
            </p>
          </>
        )}
      </section>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
