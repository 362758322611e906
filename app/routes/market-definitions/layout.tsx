import { useEffect, useState } from 'react'
import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteError } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { button, container, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { MDL_PART } from '#sites/tools/market-definitions.ts'
import { loginState, partLoadError } from './login-state.ts'
import * as styles from './market-definitions.css.ts'

/**
 * /market-definitions-locator: the mini-app's frame (spec 001 §2.7). Its code is its own part,
 * loaded on the first visit to one of its addresses; a part that fails to load shows the load
 * error naming the part and the reason, with a Reload.
 */
export function loader() {
  return null
}

export const handle: RouteHandle = { breadcrumb: 'Market Definitions Locator' }

export default function MarketDefinitionsLayout() {
  const location = useLocation()
  const [loggedIn, setLoggedIn] = useState<boolean | null>(null)
  useEffect(() => setLoggedIn(loginState() !== null), [location.key])
  const here = `${location.pathname}${location.search}`
  return (
    <div className={`${container} ${page}`}>
      <header className={styles.appHeader}>
        <p className={styles.appTitle}>
          <Link to="/market-definitions-locator">Market Definitions Locator</Link>
        </p>
        <nav aria-label="Market Definitions Locator" className={styles.appNav}>
          <Link to="/market-definitions-locator/search">All definitions</Link>
          {loggedIn === false ? (
            <Link to={`/market-definitions-locator/login?returnurl=${encodeURIComponent(here)}`}>
              Log in
            </Link>
          ) : (
            <Link to="/market-definitions-locator/logout">Log out</Link>
          )}
        </nav>
      </header>
      <Outlet />
    </div>
  )
}

/** The spec's load error (001 §1) when the part's code or styles failed; else the usual screens. */
export function ErrorBoundary() {
  const error = useRouteError()
  const failed = !isRouteErrorResponse(error) ? partLoadError(error, MDL_PART) : null
  if (!failed) return <GeneralErrorBoundary />
  return (
    <div className={`${container} ${page} ${styles.loadError}`} role="alert">
      <h1>The Market Definitions Locator could not be loaded</h1>
      <p>
        Part <code>{failed.part}</code> did not load ({failed.reason}).
        {failed.code ? (
          <>
            {' '}
            Code <code>{failed.code}</code>.
          </>
        ) : null}
      </p>
      <button type="button" className={button.default} onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  )
}
