import { Link } from 'react-router'
import { pagerItems } from '#app/search/pager.ts'
import * as styles from './treaties.css.ts'

/** A numbered pager of plain links (spec 000 §9); `label` names what is paged. */
export function Pager({
  current,
  pages,
  href,
  label,
}: {
  current: number
  pages: number
  href: (page: number) => string
  label: string
}) {
  const items = pagerItems(current, pages)
  if (items.length === 0) return null
  return (
    <nav className={styles.pager} aria-label={`${label} pages`}>
      <ul className={styles.pagerList}>
        {current > 1 ? (
          <li>
            <Link className={styles.pagerLink.page} to={href(current - 1)} rel="prev">
              ‹ <span className="visually-hidden">Previous page</span>
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
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        {current < pages ? (
          <li>
            <Link className={styles.pagerLink.page} to={href(current + 1)} rel="next">
              › <span className="visually-hidden">Next page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
