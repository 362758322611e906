import type { DateFilterView } from '#app/routes/search/filter-views.server.ts'
import { toIsoDate } from '#sites/search/search-params.ts'
import * as styles from './filter-panel.css.ts'

const DATE_OPS = [
  { value: 'on', label: 'On' },
  { value: 'after', label: 'After' },
  { value: 'before', label: 'Before' },
  { value: 'between', label: 'Between' },
] as const

/** Periods and the precise period with On / After / Before / Between (spec 000 §4). */
export function DateSection({ date }: { date: DateFilterView }) {
  const single = date.op === 'before' ? date.to : date.from
  return (
    <details className={styles.section} open={date.period !== -1} data-facet="date">
      <summary className={styles.sectionSummary}>{date.name}</summary>
      <div className={styles.sectionBody}>
        <fieldset className={styles.plainFieldset}>
          <legend className="visually-hidden">Time period</legend>
          <ul className={styles.itemList}>
            {date.options.map((o) => {
              const id = `date-period-${o.value}`
              return (
                <li
                  key={o.value}
                  className={`${styles.item} ${o.disabled ? styles.disabledItem : ''}`}
                >
                  <input
                    id={id}
                    type="radio"
                    name="datePeriod"
                    value={o.value}
                    defaultChecked={date.period === o.value}
                    key={`${o.value}-${date.period}`}
                    disabled={o.disabled}
                    className={styles.checkbox}
                  />
                  <label htmlFor={id} className={styles.itemLabel}>
                    {o.label}
                  </label>
                  {o.count !== null ? (
                    <span className={styles.itemCount}>{o.count.toLocaleString('en-GB')}</span>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </fieldset>
        <div className={styles.dateCustom}>
          <fieldset className={styles.dateOps}>
            <legend className="visually-hidden">Precise period</legend>
            {DATE_OPS.map((o) => (
              <span key={o.value} className={styles.item}>
                <input
                  id={`date-op-${o.value}`}
                  type="radio"
                  name="dateOp"
                  value={o.value}
                  defaultChecked={date.op === o.value}
                  key={`${o.value}-${date.op}`}
                  className={styles.checkbox}
                />
                <label htmlFor={`date-op-${o.value}`}>{o.label}</label>
              </span>
            ))}
          </fieldset>
          <div className={styles.singleDate}>
            <label htmlFor="date-single">Date</label>
            <input
              id="date-single"
              type="date"
              name="date"
              defaultValue={toIsoDate(single)}
              key={`single-${single}`}
              className={styles.filterSearch}
            />
          </div>
          <div className={styles.betweenDates}>
            <label htmlFor="date-from">From</label>
            <input
              id="date-from"
              type="date"
              name="dateFrom"
              defaultValue={toIsoDate(date.from)}
              key={`from-${date.from}`}
              className={styles.filterSearch}
            />
            <label htmlFor="date-to">To</label>
            <input
              id="date-to"
              type="date"
              name="dateTo"
              defaultValue={toIsoDate(date.to)}
              key={`to-${date.to}`}
              className={styles.filterSearch}
            />
          </div>
          <p className={styles.hint}>Apply filters to use the dates.</p>
        </div>
      </div>
    </details>
  )
}
