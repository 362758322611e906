import { Link, Outlet } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { container, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import * as styles from './manual-ip.css.ts'
import { MIP_FAVOURITES, MIP_HOME, MIP_SEARCH } from './params.ts'

/**
 * /manual-ip: the mini-app's frame (spec 001 §2.7). Its code is its own part (mip-app), loaded
 * on the first visit to one of its addresses.
 */
export function loader() {
  return null
}

export const handle: RouteHandle = { breadcrumb: 'Manual IP' }

export default function ManualIpLayout() {
  return (
    <div className={`${container} ${page}`}>
      <header className={styles.appHeader}>
        <p className={styles.appTitle}>
          <Link to={MIP_HOME}>Manual IP</Link>
        </p>
        <nav aria-label="Manual IP" className={styles.appNav}>
          <Link to={MIP_HOME}>Compare</Link>
          <Link to={MIP_SEARCH}>Search</Link>
          <Link to={MIP_FAVOURITES}>Favourites</Link>
        </nav>
      </header>
      <Outlet />
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
