import { Link } from 'react-router'
import { formatDay } from '#sites/dates.ts'
import { muted } from '#app/styles/ui.css.ts'
import type { Authority, Decisions } from '#server/practice/insights-types.ts'
import * as styles from './practical-insights.css.ts'

/** Documents of the collection, each with its passage on the topic and a link that opens it there. */
export function AuthorityList({ items }: { items: Authority[] }) {
  return (
    <ul className={styles.authorities}>
      {items.map((a) => (
        <li key={a.id}>
          <Link to={a.url} className={styles.noteTitle}>
            {a.title}
          </Link>{' '}
          <span className={muted}>
            {[a.type, a.date ? formatDay(a.date) : null].filter(Boolean).join(' · ')}
          </span>
          {a.passage ? <blockquote className={styles.passage}>{a.passage}</blockquote> : null}
        </li>
      ))}
    </ul>
  )
}

/** The awards and decisions a search finds on a topic, with a link to all of them. */
export function Passages({ decisions, none }: { decisions: Decisions; none: string }) {
  if (decisions.items.length === 0) return <p className={muted}>{none}</p>
  return (
    <>
      <AuthorityList items={decisions.items} />
      <p className={styles.meta}>
        <Link to={decisions.searchUrl}>
          All {decisions.total.toLocaleString('en-GB')} in the search
        </Link>
      </p>
    </>
  )
}
