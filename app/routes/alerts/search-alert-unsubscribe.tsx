import { data, Form, Link } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { button, card, container, page } from '#app/styles/ui.css.ts'
import type { Route } from './+types/search-alert-unsubscribe'
import { readForm } from '#app/utils/form-body.server.ts'
import { centred, flushTop } from '#app/styles/layout.css.ts'

// The token is in the address: it must not leave in a Referer header to another site.
export const headers: Route.HeadersFunction = () => ({ 'Referrer-Policy': 'same-origin' })

/**
 * The link of a saved search's alert e-mail. Opening it asks to confirm (a mail scanner that
 * follows links must not end the alert); confirming ends that alert alone, without signing in.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token')?.slice(0, 200) ?? '' }
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = String((await readForm(request)).get('token') ?? '')
  const ended = await context.get(servicesContext).searchAlerts.unsubscribe(token)
  if (!ended) {
    return data(
      {
        done: false as const,
        message:
          'This link is not valid, or the alert has ended already. Your saved searches and their alerts are listed in your favourites.',
      },
      { status: 400 },
    )
  }
  return { done: true as const, message: `You will get no more e-mails for “${ended.name}”.` }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Stop a search alert')
export const handle = { breadcrumb: 'Stop a search alert' }

export default function SearchAlertUnsubscribeRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${centred.medium}`}>
        <h1 className={flushTop}>
          {actionData?.done ? 'The alert has stopped' : 'Stop a search alert'}
        </h1>
        {actionData ? (
          <p role={actionData.done ? 'status' : 'alert'}>{actionData.message}</p>
        ) : (
          <>
            <p>
              Stop the e-mails about new documents for this saved search? The search stays saved.
            </p>
            <Form method="post">
              <CsrfInput />
              <input type="hidden" name="token" value={loaderData.token} />
              <button type="submit" className={button.default}>
                Stop the alert
              </button>
            </Form>
          </>
        )}
        <p>
          <Link to="/favorites?view=searches">Your saved searches</Link>
        </p>
      </section>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
