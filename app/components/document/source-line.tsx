import * as styles from './reading.css.ts'

/** Where a text comes from, in one line, with the details on demand (decision 112). */
export function SourceLine({ source }: { source: { line: string; details: string[] } }) {
  if (!source.details.length) return <p className={styles.provenance}>Source: {source.line}</p>
  return (
    <details className={styles.provenance}>
      <summary>Source: {source.line}</summary>
      {source.details.map((d) => (
        <p key={d} className={styles.provenanceDetail}>
          {d}
        </p>
      ))}
    </details>
  )
}
