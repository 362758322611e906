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
                <ShareBar
                  share={b.count / max}
                  className={styles.barTrack}
                  fill={b.muted ? 'muted' : 'brand'}
                />
                <span className={styles.barCount}>{b.count}</span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * A bar filled to `share` (0 to 1), drawn as an SVG whose rectangle's width is an attribute, so
 * the page needs no inline style (the Content-Security-Policy allows none).
 */
export function ShareBar({
  share,
  className,
  fill = 'brand',
}: {
  share: number
  className: string
  fill?: keyof typeof styles.barFill
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 100 1"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect className={styles.barFill[fill]} width={Math.round(share * 1000) / 10} height="1" />
    </svg>
  )
}
