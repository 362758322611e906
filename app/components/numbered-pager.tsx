import { Link } from 'react-router'
import { pagerItems } from '#app/search/pager.ts'
import * as styles from './numbered-pager.css.ts'

/**
 * A numbered pager of plain links (spec 000 §9): previous, the pages around the current one with
 * gaps, next. Works without JavaScript; `label` names the navigation ("Case pages"), `unit` what
 * a step moves by ("Next cases"; "page" unless said).
 */
export function NumberedPager({
  current,
  pages,
  href,
  label,
  unit = 'page',
  prefetch,
  preventScrollReset,
  className,
}: {
  current: number
  pages: number
  href: (page: number) => string
  label: string
  unit?: string
  prefetch?: 'intent'
  /** Keep the scroll position (a pager inside a long page, such as a profile's cases). */
  preventScrollReset?: boolean
  className?: string
}) {
  const items = pagerItems(current, pages)
  if (items.length === 0) return null
  return (
    <nav className={className ?? styles.pager} aria-label={label}>
      <ul className={styles.pagerList}>
        {current > 1 ? (
          <li>
            <Link
              className={styles.pagerLink.page}
              to={href(current - 1)}
              prefetch={prefetch}
              preventScrollReset={preventScrollReset}
              rel="prev"
            >
              ‹ <span className="visually-hidden">Previous {unit}</span>
            </Link>
          </li>
        ) : null}
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={styles.pagerLink.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                className={item.page === current ? styles.pagerLink.current : styles.pagerLink.page}
                to={href(item.page)}
                aria-current={item.page === current ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
                prefetch={prefetch}
                preventScrollReset={preventScrollReset}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        {current < pages ? (
          <li>
            <Link
              className={styles.pagerLink.page}
              to={href(current + 1)}
              prefetch={prefetch}
              preventScrollReset={preventScrollReset}
              rel="next"
            >
              › <span className="visually-hidden">Next {unit}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
