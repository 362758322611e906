import { Link } from 'react-router'
import * as miniApp from '#app/styles/mini-app.css.ts'

export type FilterGroup = {
  category: string
  title: string
  items: { value: string; label: string; count: number; selected: boolean; to: string }[]
}

/**
 * A mini-app's filter column (Manual IP, the Market Definitions Locator): a group per category
 * with values, each a link that adds or removes it (the chosen ones marked ✓ and current) and
 * its count. Empty groups are left out.
 */
export function MiniAppFilters({
  id,
  groups,
  linkClassName,
  removeHint = false,
}: {
  /** The id of the column's heading. */
  id: string
  groups: FilterGroup[]
  linkClassName?: string
  /** Say "(remove filter)" to a screen reader on a chosen value's link. */
  removeHint?: boolean
}) {
  return (
    <aside aria-labelledby={id}>
      <h2 id={id} className={miniApp.filterTitle}>
        Filters
      </h2>
      <div className={miniApp.filters}>
        {groups
          .filter((g) => g.items.length > 0)
          .map((g) => (
            <section
              key={g.category}
              className={miniApp.filterGroup}
              aria-labelledby={`f-${g.category}`}
            >
              <h3 id={`f-${g.category}`} className={miniApp.filterTitle}>
                {g.title}
              </h3>
              <ul className={miniApp.filterList}>
                {g.items.map((i) => (
                  <li key={i.value}>
                    <Link
                      className={linkClassName}
                      to={i.to}
                      aria-current={i.selected ? 'true' : undefined}
                    >
                      {i.selected ? <strong>✓ {i.label}</strong> : i.label}
                      {i.selected && removeHint ? (
                        <span className="visually-hidden"> (remove filter)</span>
                      ) : null}
                    </Link>{' '}
                    <span className={miniApp.count}>({i.count})</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>
    </aside>
  )
}
