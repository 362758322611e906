import { Link } from 'react-router'
import { container } from '#app/styles/ui.css.ts'
import * as styles from './shell.css.ts'

export type Crumb = {
  displayText: string
  href: string
  type: 'HOME' | 'MENUITEM' | 'overview' | 'result'
}

/** All but the last crumb are links; the last is plain text (spec). */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length < 2) return null
  return (
    <nav aria-label="Breadcrumb" className={container}>
      <ol className={styles.crumbs}>
        {crumbs.map((crumb, i) => (
          <li key={crumb.href + i} className={styles.crumb}>
            {i < crumbs.length - 1 ? (
              <Link to={crumb.href}>{crumb.displayText}</Link>
            ) : (
              <span aria-current="page">{crumb.displayText}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
