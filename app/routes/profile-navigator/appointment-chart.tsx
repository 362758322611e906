import * as styles from './profile-navigator.css.ts'

export type AppointmentBar = { label: string; count: number }

const WIDTH = 520
const LABEL = 210
const ROW = 30
const BAR = 18

/**
 * How often a person was appointed by claimants, by respondents, as president or as sole
 * arbitrator: plain SVG bars with their counts written beside them, one description for
 * assistive technology.
 */
export function AppointmentChart({ bars, title }: { bars: AppointmentBar[]; title: string }) {
  const max = Math.max(1, ...bars.map((b) => b.count))
  const room = WIDTH - LABEL - 40
  const summary = bars.map((b) => `${b.label}: ${b.count}`).join('; ')
  return (
    <figure className={styles.figure}>
      <figcaption className="visually-hidden">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${bars.length * ROW}`}
        className={styles.chart}
        role="img"
        aria-label={`${title}. ${summary}.`}
      >
        {bars.map((b, i) => {
          const y = i * ROW
          const width = Math.round((b.count / max) * room)
          return (
            <g key={b.label}>
              <text x={0} y={y + ROW / 2 + 4} className={styles.chartText}>
                {b.label}
              </text>
              <rect
                x={LABEL}
                y={y + (ROW - BAR) / 2}
                width={room}
                height={BAR}
                className={styles.barTrack}
              />
              <rect
                x={LABEL}
                y={y + (ROW - BAR) / 2}
                width={width}
                height={BAR}
                className={styles.bar}
              />
              <text x={LABEL + width + 6} y={y + ROW / 2 + 4} className={styles.chartText}>
                {b.count}
              </text>
            </g>
          )
        })}
      </svg>
    </figure>
  )
}
