import { Link } from 'react-router'
import { formatDay } from '#sites/dates.ts'
import * as styles from './treaties.css.ts'

export type CitationItem = {
  docId: string
  title: string
  url: string
  type: string
  date: string | null
  /** Escaped text with the citing words in <mark> (the search engine's excerpt). */
  passage: string
}

/** Documents of the collection, each with the passage that cites or applies a text. */
export function CitationList({
  items,
  headingLevel = 3,
}: {
  items: CitationItem[]
  headingLevel?: 3 | 4
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <ol className={styles.list}>
      {items.map((c) => (
        <li key={c.docId} className={styles.citation}>
          <Heading className={styles.citationTitle}>
            <Link to={c.url}>{c.title}</Link>
          </Heading>
          <p className={styles.citationMeta}>
            {c.type}
            {c.date ? `, ${formatDay(c.date)}` : ''}
          </p>
          <blockquote
            className={styles.passage}
            data-quote
            dangerouslySetInnerHTML={{ __html: c.passage }}
          />
        </li>
      ))}
    </ol>
  )
}
