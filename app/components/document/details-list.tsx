import { Link } from 'react-router'
import * as styles from './reading.css.ts'

/** A value; `evidence` is the line of the text a fact was read from, shown under it. */
export type DetailItem = { text: string; href?: string; note?: string; evidence?: string }
export type DetailGroup = { label: string; items: DetailItem[] }

function Value({ item }: { item: DetailItem }) {
  const note = (
    <>
      {item.note ? <span className={styles.note}> ({item.note})</span> : null}
      {item.evidence ? <span className={styles.evidence}>{item.evidence}</span> : null}
    </>
  )
  if (!item.href) {
    return (
      <>
        {item.text}
        {note}
      </>
    )
  }
  const external = /^https?:/.test(item.href)
  return (
    <>
      {external ? (
        <a href={item.href} target="_blank" rel="noopener noreferrer nofollow">
          {item.text}
        </a>
      ) : (
        <Link to={item.href}>{item.text}</Link>
      )}
      {note}
    </>
  )
}

/** Labelled values as a description list; several values of one label are a list. */
export function DetailsList({
  groups,
  stacked = false,
}: {
  groups: DetailGroup[]
  stacked?: boolean
}) {
  return (
    <dl className={`${styles.details} ${stacked ? styles.detailsStacked : ''}`}>
      {groups.map((g) => (
        <div key={g.label} className={styles.detailGroup}>
          <dt className={styles.detailLabel}>{g.label}</dt>
          <dd className={styles.detailValue}>
            {g.items.length === 1 ? (
              <Value item={g.items[0]} />
            ) : (
              <ul
                className={`${styles.valueList} ${g.items.some((i) => i.note) ? styles.valueColumn : ''}`}
              >
                {g.items.map((item, i) => (
                  <li key={`${item.text}-${i}`}>
                    <Value item={item} />
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
