import { useEffect, useRef } from 'react'
import { Form, Link, useSubmit } from 'react-router'
import type { DevelopmentsResult, TopicFilterItem } from '#server/home/developments.ts'
import { button, card, input, muted } from '#app/styles/ui.css.ts'
import type { DevelopmentsParams } from './developments-params.ts'
import { formatDay } from '#sites/dates.ts'
import * as styles from './recent-developments.css.ts'
import { SampleMark } from '#app/components/sample-mark.tsx'

const ANCHOR = 'recent-developments'

/**
 * Recent developments with the legal filter workflow (spec 001 §4): a workflow activates its
 * topics, a convention its jurisdictions (None clears), continents their jurisdictions. A GET
 * form, so it works without JavaScript; with it, choosing a workflow or convention applies at
 * once.
 */
export function RecentDevelopments({
  developments,
  selection,
  path = '/',
}: {
  developments: DevelopmentsResult
  selection: DevelopmentsParams
  /** The page the filters apply to (the home page, /jurisdictions). */
  path?: string
}) {
  const submit = useSubmit()
  const { facetFilters: f } = developments
  const activeJurisdictions = f.jurisdictionsFilter.filterItems.filter((j) => j.active).length
  const applyNow = (event: React.ChangeEvent<HTMLSelectElement>) =>
    submit(event.currentTarget.form, { preventScrollReset: true, replace: true })

  return (
    <section className={card} aria-labelledby={`${ANCHOR}-heading`} id={ANCHOR}>
      <h2 id={`${ANCHOR}-heading`} className={styles.title}>
        Recent developments
      </h2>
      <div className={styles.body}>
        <Form
          method="get"
          action={`${path}#${ANCHOR}`}
          preventScrollReset
          className={styles.filters}
          aria-label="Filter recent developments"
        >
          <div className={styles.selects}>
            <label className={styles.field}>
              <span>Workflow</span>
              <select
                name="workflow"
                className={input}
                defaultValue={selection.workflow ?? ''}
                onChange={applyNow}
              >
                <option value="">All workflows</option>
                {f.workflowsFilter.filterItems.map((w) => (
                  <option key={w.name} value={w.name}>
                    {w.name}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              <span>Convention</span>
              <select
                name="convention"
                className={input}
                defaultValue={selection.convention ?? 'None'}
                onChange={applyNow}
              >
                <option value="None">None</option>
                {f.conventionsFilter.filterItems.map((c) => (
                  <option key={c.displayName} value={c.displayName}>
                    {c.displayName}
                  </option>
                ))}
              </select>
            </label>
          </div>

          <fieldset className={styles.fieldset}>
            <legend>Continents</legend>
            <div className={styles.checks}>
              {f.continentsFilter.filterItems.map((c) => (
                <label key={c.name} className={styles.check}>
                  <input
                    type="checkbox"
                    name="continent"
                    value={c.name}
                    defaultChecked={c.active}
                  />
                  {c.name}
                </label>
              ))}
            </div>
          </fieldset>

          <details className={styles.accordion} open={selection.jurisdictions.length > 0}>
            <summary>
              Jurisdictions{activeJurisdictions > 0 ? ` (${activeJurisdictions} active)` : ''}
            </summary>
            <div className={styles.checks}>
              {f.jurisdictionsFilter.filterItems.map((j) => (
                <label key={j.landCode} className={styles.check}>
                  <input
                    type="checkbox"
                    name="jurisdiction"
                    value={j.landCode}
                    defaultChecked={selection.jurisdictions.includes(j.landCode)}
                  />
                  {j.displayName}
                  {j.active && !selection.jurisdictions.includes(j.landCode) ? (
                    <span className={styles.implied}> (applied)</span>
                  ) : null}
                </label>
              ))}
            </div>
          </details>

          <details className={styles.accordion} open>
            <summary>Topics</summary>
            <TopicTree items={f.topicsFilter.filterItems} chosen={selection.topics} />
          </details>

          <div className={styles.actions}>
            <button type="submit" className={button.default}>
              Apply filters
            </button>
            {developments.filtered ? (
              <Link to={`${path}#${ANCHOR}`} preventScrollReset className={button.text}>
                Clear all
              </Link>
            ) : null}
          </div>
        </Form>

        {developments.recentDevelopments.length === 0 ? (
          <div className={styles.placeholder} role="status">
            <h3 className={styles.placeholderTitle}>No results found</h3>
            <p className={muted}>Try removing the applied filters</p>
          </div>
        ) : (
          <ul className={styles.results} aria-label="Recent developments">
            {developments.recentDevelopments.map((d) => (
              <li key={d.id} className={styles.result}>
                <h3 className={styles.resultTitle}>
                  {d.title}
                  {d.sample ? <SampleMark /> : null}
                </h3>
                <p className={styles.abstract}>{d.abstract}</p>
                <span className={muted}>
                  {[d.jurisdictions.join(', '), formatDay(d.publishedDate)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function TopicTree({ items, chosen }: { items: TopicFilterItem[]; chosen: string[] }) {
  return (
    <ul className={styles.tree}>
      {items.map((item) => (
        <li key={item.name}>
          <TopicCheckbox item={item} chosen={chosen} />
          {item.childs.length > 0 && item.expanded ? (
            <TopicTree items={item.childs} chosen={chosen} />
          ) : null}
          {item.childs.length > 0 && !item.expanded ? (
            <details className={styles.collapsed}>
              <summary>
                <span className="visually-hidden">Show the topics of {item.displayName}</span>
              </summary>
              <TopicTree items={item.childs} chosen={chosen} />
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

function TopicCheckbox({ item, chosen }: { item: TopicFilterItem; chosen: string[] }) {
  const ref = useRef<HTMLInputElement>(null)
  // Chosen here or through a chosen parent; a workflow's topics are shown as applied instead, so
  // choosing another workflow does not keep the previous one's topics.
  const picked = chosen.some((c) => c === item.name || item.name.startsWith(`${c}>`))
  const half = !picked && item.state === 'half'
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = half
  }, [half])
  return (
    <label className={styles.check}>
      <input ref={ref} type="checkbox" name="topic" value={item.name} defaultChecked={picked} />
      {item.displayName}
      {item.active && !picked ? <span className={styles.implied}> (applied)</span> : null}
      {item.workflow.length > 0 && item.childs.length === 0 ? (
        <span className={styles.implied}> · {item.workflow.join(', ')}</span>
      ) : null}
    </label>
  )
}
