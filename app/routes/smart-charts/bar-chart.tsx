import { scaleBand, scaleLinear } from 'd3-scale'
import type { Chart } from '#server/charts/service.ts'
import * as styles from './smart-charts.css.ts'

const WIDTH = 640

/**
 * A chart drawn on the server as SVG (d3-scale computes the geometry, React writes the
 * elements), so it shows and its bars link without JavaScript. Years stand as columns in time
 * order; other values lie as bars, largest first, each with its label and count. Every bar with
 * documents is a link to the search that lists them.
 */
export function BarChart({ chart, titleId }: { chart: Chart; titleId: string }) {
  // Drawn no narrower than its labels can be read (12 px at 640 → 11 px and more): a narrower
  // column scrolls the chart sideways.
  return (
    <div className={styles.chartScroll}>
      {chart.kind === 'year' ? (
        <Columns chart={chart} titleId={titleId} />
      ) : (
        <Bars chart={chart} titleId={titleId} />
      )}
    </div>
  )
}

function barName(chart: Chart, label: string, count: number) {
  return `${label}: ${count} ${chart.unit}`
}

function Columns({ chart, titleId }: { chart: Chart; titleId: string }) {
  const margin = { top: 12, right: 8, bottom: 28, left: 40 }
  const height = 240
  const x = scaleBand<string>()
    .domain(chart.bars.map((b) => b.label))
    .range([margin.left, WIDTH - margin.right])
    .padding(0.15)
  const y = scaleLinear()
    .domain([0, Math.max(1, ...chart.bars.map((b) => b.count))])
    .nice()
    .range([height - margin.bottom, margin.top])
  const ticks = y.ticks(4).filter((t) => Number.isInteger(t))
  // at most about ten year labels under the columns
  const every = Math.max(1, Math.ceil(chart.bars.length / 10))
  return (
    <svg
      className={styles.svg}
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="group"
      aria-labelledby={titleId}
    >
      {ticks.map((t) => (
        <g key={t} aria-hidden="true">
          <line
            className={styles.grid}
            x1={margin.left}
            x2={WIDTH - margin.right}
            y1={y(t)}
            y2={y(t)}
          />
          <text
            className={styles.axisText}
            x={margin.left - 6}
            y={y(t)}
            dy="0.32em"
            textAnchor="end"
          >
            {t}
          </text>
        </g>
      ))}
      {chart.bars.map((b, i) => {
        const left = x(b.label) ?? 0
        const rect = (
          <rect
            className={styles.bar}
            x={left}
            y={y(b.count)}
            width={x.bandwidth()}
            height={Math.max(0, y(0) - y(b.count))}
          />
        )
        return (
          <g key={b.label}>
            {b.count > 0 ? (
              <a
                href={b.href}
                className={styles.barLink}
                aria-label={barName(chart, b.label, b.count)}
              >
                <title>{barName(chart, b.label, b.count)}</title>
                {rect}
              </a>
            ) : null}
            {i % every === 0 ? (
              <text
                className={styles.axisText}
                x={left + x.bandwidth() / 2}
                y={height - margin.bottom + 16}
                textAnchor="middle"
                aria-hidden="true"
              >
                {b.label}
              </text>
            ) : null}
          </g>
        )
      })}
    </svg>
  )
}

function Bars({ chart, titleId }: { chart: Chart; titleId: string }) {
  const row = 40
  const height = chart.bars.length * row + 4
  const x = scaleLinear()
    .domain([0, Math.max(1, ...chart.bars.map((b) => b.count))])
    .range([0, WIDTH - 56])
  return (
    <svg
      className={styles.svg}
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="group"
      aria-labelledby={titleId}
    >
      {chart.bars.map((b, i) => {
        const top = i * row
        return (
          <g key={b.label}>
            <text className={styles.labelText} x={0} y={top + 13} aria-hidden="true">
              {b.label.length > 80 ? `${b.label.slice(0, 79)}…` : b.label}
            </text>
            <a
              href={b.href}
              className={styles.barLink}
              aria-label={barName(chart, b.label, b.count)}
            >
              <title>{barName(chart, b.label, b.count)}</title>
              <rect
                className={styles.bar}
                x={0}
                y={top + 19}
                width={Math.max(2, x(b.count))}
                height={16}
              />
            </a>
            <text
              className={styles.countText}
              x={Math.max(2, x(b.count)) + 6}
              y={top + 31}
              aria-hidden="true"
            >
              {b.count}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
