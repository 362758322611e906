import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { card, container, muted, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { USEFUL_LINKS } from '#sites/kipl/useful-links.ts'
import type { Route } from './+types/useful-links'
import * as styles from './ip.css.ts'

/** /usefullinks (IP edition): curated external links, each opening its site in a new tab. */
export function loader() {
  return { groups: USEFUL_LINKS }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Useful Links')
export const handle: RouteHandle = { breadcrumb: 'Useful Links' }

export default function UsefulLinksRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>Useful Links</h1>
      <p className={styles.lead}>
        The offices, courts and registers of intellectual property practice. Each link opens the
        site in a new tab.
      </p>
      <div className={styles.groups}>
        {loaderData.groups.map((group, i) => (
          <section key={group.title} className={card} aria-labelledby={`links-${i}`}>
            <h2 id={`links-${i}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.title}
                    <span aria-hidden="true"> ↗</span>
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                  <p className={muted}>{link.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
