import { Link, Outlet } from 'react-router'
import { container, page } from '#app/styles/ui.css.ts'
import * as miniApp from '#app/styles/mini-app.css.ts'
import { MIP_FAVOURITES, MIP_HOME, MIP_SEARCH } from '../params.ts'

/** The mini-app's frame: its title, its menu and the screen. */
export function FrameScreen() {
  return (
    <div className={`${container} ${page}`}>
      <header className={miniApp.appHeader}>
        <p className={miniApp.appTitle}>
          <Link to={MIP_HOME}>Manual IP</Link>
        </p>
        <nav aria-label="Manual IP" className={miniApp.appNav}>
          <Link to={MIP_HOME}>Compare</Link>
          <Link to={MIP_SEARCH}>Search</Link>
          <Link to={MIP_FAVOURITES}>Favourites</Link>
        </nav>
      </header>
      <Outlet />
    </div>
  )
}
