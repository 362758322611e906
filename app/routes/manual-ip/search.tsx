import { data, Link, redirect, useNavigation } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { NumberedPager } from '#app/components/numbered-pager.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { isMipQueryError, MIP_PAGE_SIZE } from '#sites/tools/manual-ip.ts'
import type { Route } from './+types/search'
import { entryView, manualIp, starredIds } from './mip.server.ts'
import * as styles from './manual-ip.css.ts'
import { MIP_SEARCH, parseSearchParams, serializeSearch, toggleFilter } from './params.ts'
import { Entry, QueryForm } from './parts.tsx'

/**
 * /manual-ip/search?q=&page=: the entries holding every word of `q`, narrowed by its
 * `category:value` filters, 10 a page, with each filter's values and counts as links. A query
 * the syntax refuses (an unknown category lists the categories) is answered with a 400.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args
  const url = pageUrl(args)
  const state = parseSearchParams(url.searchParams)
  const canonical = serializeSearch(state)
  if (url.search && canonical !== `${url.pathname}?${url.searchParams}`) throw redirect(canonical)
  const mip = manualIp(context)
  try {
    const [result, starred] = await Promise.all([
      mip.search({
        query: state.q,
        start: (state.page - 1) * MIP_PAGE_SIZE,
        pageSize: MIP_PAGE_SIZE,
      }),
      starredIds(context),
    ])
    const pages = Math.max(1, Math.ceil(result.total / MIP_PAGE_SIZE))
    if (state.page > pages) throw redirect(serializeSearch({ ...state, page: pages }))
    return {
      state,
      here: serializeSearch(state),
      error: null,
      result: {
        total: result.total,
        pages,
        hits: result.hits.map((e) => entryView(e, starred)),
        filters: result.filters.map((f) => ({
          category: f.category,
          items: f.items.map((i) => ({
            ...i,
            to: toggleFilter(result.query, f.category, i.value),
          })),
        })),
      },
    }
  } catch (error) {
    if (!isMipQueryError(error)) throw error
    return data(
      { state, here: serializeSearch(state), error: { message: error.message }, result: null },
      { status: 400 },
    )
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'Search Manual IP: IP prosecution information')

const FILTER_TITLES = { country: 'Office', right: 'Right', topic: 'Topic' } as const

export default function ManualIpSearch({ loaderData }: Route.ComponentProps) {
  const { state, error, result, here } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'loading' && navigation.location.pathname === MIP_SEARCH
  return (
    <>
      <h1>Search Manual IP</h1>
      <QueryForm q={state.q} error={error} />
      {result ? (
        <div className={styles.layout}>
          <aside aria-labelledby="mip-filters">
            <h2 id="mip-filters" className={styles.filterTitle}>
              Filters
            </h2>
            <div className={styles.filters}>
              {result.filters
                .filter((f) => f.items.length > 0)
                .map((f) => (
                  <section
                    key={f.category}
                    className={styles.filterGroup}
                    aria-labelledby={`f-${f.category}`}
                  >
                    <h3 id={`f-${f.category}`} className={styles.filterTitle}>
                      {FILTER_TITLES[f.category]}
                    </h3>
                    <ul className={styles.filterList}>
                      {f.items.map((i) => (
                        <li key={i.value}>
                          <Link to={i.to} aria-current={i.selected ? 'true' : undefined}>
                            {i.selected ? <strong>✓ {i.label}</strong> : i.label}
                            {i.selected ? (
                              <span className="visually-hidden"> (remove filter)</span>
                            ) : null}
                          </Link>{' '}
                          <span className={styles.count}>({i.count})</span>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
            </div>
          </aside>
          <section
            aria-labelledby="mip-results"
            className={busy ? styles.pending : undefined}
            aria-busy={busy || undefined}
          >
            <h2 id="mip-results" className={styles.filterTitle}>
              {result.total === 0
                ? 'No entries found'
                : `${(state.page - 1) * MIP_PAGE_SIZE + 1}–${Math.min(result.total, state.page * MIP_PAGE_SIZE)} of ${result.total} entries`}
            </h2>
            {result.total === 0 ? (
              <p>Try removing a filter or a word.</p>
            ) : (
              <ol className={styles.hits}>
                {result.hits.map((h) => (
                  <li key={h.id} className={styles.cell}>
                    <Entry
                      entry={h}
                      returnTo={here}
                      heading={
                        <h3 className={styles.entryHead}>
                          {h.countryName} · {h.rightLabel} · {h.topicLabel}
                        </h3>
                      }
                    />
                  </li>
                ))}
              </ol>
            )}
            <NumberedPager
              current={state.page}
              pages={result.pages}
              href={(page) => serializeSearch({ ...state, page })}
              label="Result pages"
            />
          </section>
        </div>
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
