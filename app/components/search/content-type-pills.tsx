import { Link } from 'react-router'
import type { SearchPageData } from '#app/routes/search/search.server.ts'
import { searchHref } from '#sites/search/search-params.ts'
import { selectionOf, withFacet, withoutFilters } from '#sites/search/search-state.ts'
import * as styles from './search.css.ts'

/** Content-type pills with All results (spec 001 §2.8), along the bottom of the bar. */
export function ContentTypePills({ data }: { data: SearchPageData }) {
  const { state, contentTypes } = data
  if (contentTypes.items.length === 0) return null
  const current = selectionOf(state, contentTypes.facet).values
  const all = searchHref(withoutFilters(state))
  const noFilters = all === data.href
  return (
    <nav aria-label="Content types">
      <ul className={styles.typePills}>
        <li>
          <Link to={all} className={styles.typePill} aria-current={noFilters ? 'true' : undefined}>
            All results
          </Link>
        </li>
        {contentTypes.items.map((item) => {
          const active = current.length === 1 && current[0] === item.value
          // A type the results hold none of is no choice (the Books screen before any book).
          if (item.count === 0 && !active) return null
          const to = searchHref(
            withFacet(state, contentTypes.facet, { values: [item.value], op: 'OR' }),
          )
          return (
            <li key={item.value}>
              <Link to={to} className={styles.typePill} aria-current={active ? 'true' : undefined}>
                {item.label} <span aria-hidden="true">({item.count.toLocaleString('en-GB')})</span>
                <span className="visually-hidden">, {item.count} results</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
