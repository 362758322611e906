import * as styles from './organizations.css.ts'

export type Bar = { label: string; count: number; muted?: boolean }

/**
 * A small bar chart whose rows are a table: each row's label is its header cell, the count is
 * written beside its bar, so assistive technology reads a plain table and a phone keeps the
 * text at its own size (an SVG scaled to fit would shrink it). The bars are decoration.
 */
export function BarTable({
  bars,
  labelledBy,
  labelHeader,
  countHeader,
}: {
  bars: Bar[]
  /** Id of the heading that names the chart. */
  labelledBy: string
  labelHeader: string
  countHeader: string
}) {
  const max = Math.max(1, ...bars.map((b) => b.count))
  return (
    <table className={styles.bars} aria-labelledby={labelledBy}>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col">{countHeader}</th>
        </tr>
      </thead>
      <tbody>
        {bars.map((b) => (
          <tr key={b.label}>
            <th scope="row" className={styles.barLabel}>
              {b.label}
            </th>
            <td className={styles.barCell}>
              <span className={styles.barRow}>
                <span className={styles.barTrack} aria-hidden="true">
                  <span
                    className={b.muted ? styles.barFill.muted : styles.barFill.brand}
                    style={{ width: `${(b.count / max) * 100}%` }}
                  />
                </span>
                <span className={styles.barCount}>{b.count}</span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
