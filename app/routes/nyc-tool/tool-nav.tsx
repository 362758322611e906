import { NavLink } from 'react-router'
import type { OverviewCrumb } from '#app/utils/breadcrumbs.ts'
import * as styles from '../treaties/treaties.css.ts'

/** The tool's start page: the overview crumb of its other views. */
export const NYC_OVERVIEW: OverviewCrumb = {
  displayText: 'New York Convention Tool',
  href: '/nyctool',
}

/** The tool's views, as links (the current one marked). */
export function ToolNav() {
  const links = [
    { to: '/nyctool', label: 'Overview', end: true },
    { to: '/nyctool/provision', label: 'By provision', end: false },
    { to: '/nyctool/jurisdiction', label: 'By jurisdiction', end: false },
    { to: '/nyctool/topic', label: 'By topic', end: false },
    { to: '/nycsearch', label: 'Search', end: false },
  ]
  return (
    <nav aria-label="New York Convention tool">
      <ul className={styles.toolNav}>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
