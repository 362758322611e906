import { useEffect } from 'react'
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router'
import {
  MessageScreen,
  NoEditionSubscriptionScreen,
  NotFoundScreen,
  NotInSubscriptionScreen,
  SomethingWentWrongScreen,
} from './error-screens.tsx'
import { wrappedPre } from '#app/styles/layout.css.ts'
import { useRequestId } from './request-id.tsx'

/** The heading (and page title) of the screen an error shows. */
export function errorTitle(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return 'Page not found'
    if (error.status === 403 && error.data?.reason === 'not-in-subscription')
      return 'Not in your subscription'
    if (error.status === 403 && error.data?.reason === 'no-edition-subscription')
      return 'Not in your subscription'
    if (error.status === 403) return 'Not allowed'
    if (error.status === 400) return 'Please check your request'
  }
  return 'Something went wrong'
}

/**
 * A server error, or a method the address does not take (405), moves the browser on to the
 * spec's /error500 page (000 §8; a new history entry, so its Reload page button goes back to the
 * page that failed and tries it again). Without JavaScript the failing address shows the same
 * screen with its status. Bad input (400) stays on its page with a message that says what is
 * wrong, so nothing typed is lost (docs/decisions/246).
 */
function useServerErrorPage(serverError: boolean) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const requestId = useRequestId()
  useEffect(() => {
    if (serverError && pathname.toLowerCase() !== '/error500')
      void navigate(requestId ? `/error500?ref=${requestId}` : '/error500')
  }, [serverError, pathname, navigate, requestId])
}

/**
 * One boundary for every route: expected failures arrive as responses with a status and an
 * optional `{ message }`; anything else is the "Something went wrong" screen (stack only in dev).
 */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  useServerErrorPage(!isRouteErrorResponse(error) || error.status >= 500 || error.status === 405)
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data?.message === 'string' ? error.data.message : null
    if (error.status === 404) return <NotFoundScreen />
    if (error.status === 403 && error.data?.reason === 'not-in-subscription')
      return <NotInSubscriptionScreen />
    if (error.status === 403 && error.data?.reason === 'no-edition-subscription') {
      const shell = error.data.shell as { site?: { name: string } } | undefined
      return (
        <NoEditionSubscriptionScreen
          siteName={shell?.site?.name ?? 'this edition'}
          editions={(error.data.editions as { name: string; url: string }[] | undefined) ?? []}
        />
      )
    }
    if (error.status === 403)
      return <MessageScreen title="Not allowed" message={message ?? 'You cannot do this.'} />
    if (error.status === 400)
      return (
        <MessageScreen
          title="Please check your request"
          message={message ?? 'The request was not valid.'}
        />
      )
  }
  return (
    <>
      <SomethingWentWrongScreen />
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className={wrappedPre}>{error.stack}</pre>
      ) : null}
    </>
  )
}
