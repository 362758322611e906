import { useEffect, useState } from 'react'
import { Link, Outlet, useLocation } from 'react-router'
import { useRootData } from '#app/utils/use-root-data.ts'
import { container, page } from '#app/styles/ui.css.ts'
import { loginState } from '../login-state.ts'
import * as miniApp from '#app/styles/mini-app.css.ts'

/**
 * The mini-app's frame: its title, its menu (with Log in or Log out) and the screen. A viewer
 * signed in to the portal is signed in here too: Log in is offered only to one who is not.
 */
export function FrameScreen() {
  const location = useLocation()
  const root = useRootData()
  const [tokenHeld, setTokenHeld] = useState<boolean | null>(null)
  useEffect(() => setTokenHeld(loginState() !== null), [location.key])
  const loggedIn = Boolean(root?.viewer.signedIn) || tokenHeld
  const here = `${location.pathname}${location.search}`
  return (
    <div className={`${container} ${page}`}>
      <header className={miniApp.appHeader}>
        <p className={miniApp.appTitle}>
          <Link to="/market-definitions-locator">Market Definitions Locator</Link>
        </p>
        <nav aria-label="Market Definitions Locator" className={miniApp.appNav}>
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
