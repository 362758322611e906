import * as styles from './profile-navigator.css.ts'

export type AppointmentBar = { label: string; count: number }

/**
 * How often a person was appointed by claimants, by respondents, as president or as sole
 * arbitrator: a row per role with its label, a bar and its count, one description for assistive
 * technology. The labels are text of the page, at its size on any screen (an SVG scaled to a
 * phone's width would shrink them); only the bars are drawn.
 */
export function AppointmentChart({ bars, title }: { bars: AppointmentBar[]; title: string }) {
  const max = Math.max(1, ...bars.map((b) => b.count))
  const summary = bars.map((b) => `${b.label}: ${b.count}`).join('; ')
  return (
    <figure className={styles.figure}>
      <figcaption className="visually-hidden">{title}</figcaption>
      <div role="img" aria-label={`${title}. ${summary}.`} className={styles.chart}>
        {bars.map((b) => (
          <div key={b.label} className={styles.chartRow}>
            <span>{b.label}</span>
            <svg
              className={styles.barTrack}
              viewBox="0 0 100 1"
              preserveAspectRatio="none"
              aria-hidden="true"
              focusable="false"
            >
              <rect
                className={styles.bar}
                width={Math.round((b.count / max) * 1000) / 10}
                height="1"
              />
            </svg>
            <span className={styles.chartCount}>{b.count}</span>
          </div>
        ))}
      </div>
    </figure>
  )
}
