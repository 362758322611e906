import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useCsrfToken } from '#app/components/csrf-input.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import type { Route } from './+types/login'
import { storeLogin } from './login-state.ts'

/**
 * /market-definitions-locator/login?returnurl=: the mini-app's login (spec 001 §4, §7.10) on top
 * of the portal's session (the guard sends a visitor without one to sign in first): the page
 * keeps the session's token and its expiry in local storage and goes back to the page asked for;
 * "Could not login!" when the browser refuses to keep them.
 */
export function loader(args: Route.LoaderArgs) {
  const { context } = args
  const asked = pageUrl(args).searchParams.get('returnurl') ?? ''
  // Only back into the mini-app: never elsewhere.
  const returnUrl =
    /^\/market-definitions-locator(?:[/?#]|$)/i.test(asked) && !asked.startsWith('//')
      ? asked
      : '/market-definitions-locator'
  const days = context.get(servicesContext).env.SESSION_DAYS
  return { returnUrl, expiry: new Date(Date.now() + days * 24 * 3600 * 1000).toISOString() }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Log in')

export default function MarketDefinitionsLogin({ loaderData }: Route.ComponentProps) {
  const { returnUrl, expiry } = loaderData
  const token = useCsrfToken()
  const navigate = useNavigate()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (token && storeLogin({ token, expiry })) void navigate(returnUrl, { replace: true })
    else setFailed(true)
  }, [token, expiry, returnUrl, navigate])
  return (
    <>
      <h1>Log in to the Market Definitions Locator</h1>
      {failed ? (
        <p role="alert">Could not login!</p>
      ) : (
        <p>
          You are signed in to the portal. <Link to={returnUrl}>Continue</Link>
        </p>
      )}
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
