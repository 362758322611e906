import * as styles from './graph.css.ts'

const WIDTH = 560
const NODE_W = 190
const NODE_H = 32
const ROW = 46
const MAX_CHARS = 26

const short = (name: string) =>
  name.length > MAX_CHARS ? `${name.slice(0, MAX_CHARS - 1).trimEnd()}…` : name

/**
 * The selections as a small graph: the left-hand one joined to each right-hand one by a line as
 * thick as the number of cases that connect them (dashed where none does). Plain SVG; the table
 * below it carries the same facts as text, and the figure has one description for assistive
 * technology.
 */
export function RelationshipGraph({
  left,
  right,
}: {
  left: string
  right: Array<{ name: string; cases: number }>
}) {
  const height = Math.max(1, right.length) * ROW
  const leftY = height / 2
  const summary = right
    .map((r) => `${r.name}: ${r.cases} ${r.cases === 1 ? 'case' : 'cases'}`)
    .join('; ')
  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        className={styles.graph}
        role="img"
        aria-label={`Cases connecting ${left} with each selection. ${summary}.`}
      >
        {right.map((r, i) => {
          const y = i * ROW + ROW / 2
          const x1 = NODE_W
          const x2 = WIDTH - NODE_W
          return (
            <g key={r.name}>
              <line
                x1={x1}
                y1={leftY}
                x2={x2}
                y2={y}
                className={r.cases ? styles.edge : styles.noEdge}
                strokeWidth={r.cases ? 1 + Math.min(r.cases, 6) : 1.5}
              />
              <text
                x={(x1 + x2) / 2}
                y={(leftY + y) / 2 - 5}
                textAnchor="middle"
                className={styles.edgeLabel}
              >
                {r.cases} {r.cases === 1 ? 'case' : 'cases'}
              </text>
              <rect
                x={WIDTH - NODE_W}
                y={y - NODE_H / 2}
                width={NODE_W}
                height={NODE_H}
                rx={6}
                className={styles.node}
              />
              <text x={WIDTH - NODE_W + 10} y={y + 5} className={styles.nodeText}>
                <title>{r.name}</title>
                {short(r.name)}
              </text>
            </g>
          )
        })}
        <rect
          x={0}
          y={leftY - NODE_H / 2}
          width={NODE_W}
          height={NODE_H}
          rx={6}
          className={styles.leftNode}
        />
        <text x={10} y={leftY + 5} className={styles.leftText}>
          <title>{left}</title>
          {short(left)}
        </text>
      </svg>
    </figure>
  )
}
