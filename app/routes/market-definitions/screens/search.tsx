import { Form, Link } from 'react-router'
import { NumberedPager } from '#app/components/numbered-pager.tsx'
import { button } from '#app/styles/ui.css.ts'
import { MDL_SORTS, type MdlSort } from '#sites/tools/market-definitions.ts'
import type { Route } from '../+types/search'
import * as styles from '../market-definitions.css.ts'
import * as miniApp from '#app/styles/mini-app.css.ts'
import {
  clearFilters,
  filterParam,
  PAGE_SIZES,
  serializeMdlParams,
  sortBy,
  toggleFilter,
  type MdlSearchState,
} from '../params.ts'
import { DocumentLink, Passage, QueryForm } from '../parts.tsx'
import { MiniAppFilters } from '#app/components/mini-app-filters.tsx'
import { formatDay } from '#sites/dates.ts'

const SORT_LABELS: Record<MdlSort, string> = {
  date: 'Date',
  relevance: 'Relevance',
  title: 'Title',
}

export function SearchScreen({ loaderData }: Route.ComponentProps) {
  const { state, error, result } = loaderData
  return (
    <>
      <h1>Search market definitions</h1>
      <QueryForm q={state.q} error={error} />
      {state.filters.length ? (
        <ul className={styles.pills} aria-label="Selected filters">
          {state.filters.map((f) => (
            <li key={`${f.category}:${f.value}`}>
              <Link className={styles.pill} to={toggleFilter(state, f)}>
                {f.category}: {f.value} <span aria-hidden="true">×</span>
                <span className="visually-hidden"> (remove)</span>
              </Link>
            </li>
          ))}
          <li>
            <Link to={clearFilters(state)}>Clear all filters</Link>
          </li>
        </ul>
      ) : null}
      {result ? <Results state={state} result={result} /> : null}
    </>
  )
}

type Result = NonNullable<Route.ComponentProps['loaderData']['result']>

function Results({ state, result }: { state: MdlSearchState; result: Result }) {
  const first = result.TotalHits === 0 ? 0 : (state.page - 1) * state.size + 1
  const last = Math.min(result.TotalHits, state.page * state.size)
  return (
    <div className={styles.layout}>
      <MiniAppFilters
        id="mdl-filters"
        linkClassName={styles.filterLink}
        groups={result.Filters.map((f) => ({
          category: f.category,
          title: f.category,
          items: f.items.map((i) => ({
            ...i,
            label: i.value,
            to: toggleFilter(state, { category: f.category, value: i.value }),
          })),
        }))}
      />
      <section aria-labelledby="mdl-results">
        <div className={styles.toolbar}>
          <h2 id="mdl-results" className={miniApp.filterTitle}>
            {result.TotalHits === 0
              ? 'No documents found'
              : `${first}–${last} of ${result.TotalHits} documents`}
          </h2>
          <nav aria-label="Sort" className={miniApp.appNav}>
            <span>Sort by:</span>
            {MDL_SORTS.map((s) => (
              <Link
                key={s}
                to={sortBy(state, s)}
                aria-current={state.sort === s ? 'true' : undefined}
              >
                {SORT_LABELS[s]}
                {state.sort === s
                  ? state.order === 'desc'
                    ? ' ↓ (descending)'
                    : ' ↑ (ascending)'
                  : ''}
              </Link>
            ))}
          </nav>
          <Form method="get" className={miniApp.appNav}>
            {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
            {state.filters.map((f) => (
              <input
                key={`${f.category}:${f.value}`}
                type="hidden"
                name="f"
                value={filterParam(f)}
              />
            ))}
            {state.sort !== 'date' ? <input type="hidden" name="sort" value={state.sort} /> : null}
            {state.order !== 'desc' ? (
              <input type="hidden" name="order" value={state.order} />
            ) : null}
            <label htmlFor="mdl-size">Per page</label>
            <select id="mdl-size" name="size" defaultValue={String(state.size)}>
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <button type="submit" className={button.outlined}>
              Apply
            </button>
          </Form>
        </div>
        {result.TotalHits === 0 ? (
          <p>Try removing the applied filters or other terms.</p>
        ) : (
          <Form method="get" action="/market-definitions-locator/email">
            {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
            <ol className={miniApp.hits} start={first}>
              {result.Hits.map((h) => (
                <li key={h.id} className={styles.hit} id={`hit-${h.id}`}>
                  <div className={styles.hitHead}>
                    <input
                      type="checkbox"
                      name="id"
                      value={h.id}
                      id={`select-${h.id}`}
                      aria-label={`Select ${h.title}`}
                    />
                    <h3 className={styles.hitTitle}>
                      <DocumentLink id={h.id} q={state.q}>
                        {h.title}
                      </DocumentLink>
                    </h3>
                  </div>
                  <p className={styles.meta}>
                    {h.type}
                    {h.date ? ` · ${formatDay(h.date)}` : ''}
                    {h.caseNumbers.length ? ` · ${h.caseNumbers.join(', ')}` : ''}
                  </p>
                  {h.definitions.length ? (
                    <dl className={styles.definitions}>
                      {h.definitions.map((d, i) => (
                        <div key={i}>
                          <dt className={styles.definitionValue}>
                            {d.category}: {d.value}
                          </dt>
                          <dd className={styles.definition}>
                            <Passage parts={d.passage} /> <Link to={d.url}>In the document</Link>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                </li>
              ))}
            </ol>
            <p>
              <button type="submit" className={button.default}>
                E-mail selected documents
              </button>
            </p>
          </Form>
        )}
        <NumberedPager
          current={state.page}
          pages={result.pages}
          href={(page) => serializeMdlParams({ ...state, page })}
          label="Pages"
        />
      </section>
    </div>
  )
}
