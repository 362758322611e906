import { Link } from 'react-router'
import { SampleMark } from '#app/components/sample-mark.tsx'
import * as styles from './within-search.css.ts'

type WithinSearch = {
  total: number
  href: string
  hits: {
    id: string
    heading: string
    citation: string
    excerpt: string
    sample: boolean
    href: string
  }[]
}

/** The main search's Manual IP section, when 'Search within Manual IP' is on. */
export function ManualIpWithinSearch({ found }: { found: WithinSearch | null }) {
  return (
    <section className={styles.within} aria-labelledby="within-manual-ip">
      <h2 id="within-manual-ip" className={styles.title}>
        In Manual IP:{' '}
        {found && found.total > 0
          ? `${found.total} ${found.total === 1 ? 'entry' : 'entries'}`
          : 'no entries for these words'}
      </h2>
      {found && found.total > 0 ? (
        <>
          <ul className={styles.list}>
            {found.hits.map((h) => (
              <li key={h.id}>
                <Link to={h.href}>{h.heading}</Link>{' '}
                <span className={styles.muted}>({h.citation})</span>
                {h.sample ? <SampleMark /> : null}
                <br />
                <span className={styles.excerpt}>{h.excerpt}</span>
              </li>
            ))}
          </ul>
          <p className={styles.more}>
            <Link to={found.href}>All Manual IP entries for these words</Link>
          </p>
        </>
      ) : null}
    </section>
  )
}
