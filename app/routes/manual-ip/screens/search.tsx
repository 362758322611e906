import { useNavigation } from 'react-router'
import { NumberedPager } from '#app/components/numbered-pager.tsx'
import { MIP_PAGE_SIZE } from '#sites/tools/manual-ip.ts'
import type { Route } from '../+types/search'
import * as styles from '../manual-ip.css.ts'
import * as miniApp from '#app/styles/mini-app.css.ts'
import { MIP_SEARCH, serializeSearch } from '../params.ts'
import { Entry, QueryForm } from '../parts.tsx'
import { MiniAppFilters } from '#app/components/mini-app-filters.tsx'

const FILTER_TITLES = { country: 'Office', right: 'Right', topic: 'Topic' } as const

export function SearchScreen({ loaderData }: Route.ComponentProps) {
  const { state, error, result, here } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'loading' && navigation.location.pathname === MIP_SEARCH
  return (
    <>
      <h1>Search Manual IP</h1>
      <QueryForm q={state.q} error={error} />
      {result ? (
        <div className={styles.layout}>
          <MiniAppFilters
            id="mip-filters"
            removeHint
            groups={result.filters.map((f) => ({
              category: f.category,
              title: FILTER_TITLES[f.category],
              items: f.items,
            }))}
          />
          <section
            aria-labelledby="mip-results"
            className={busy ? styles.pending : undefined}
            aria-busy={busy || undefined}
          >
            <h2 id="mip-results" className={miniApp.filterTitle}>
              {result.total === 0
                ? 'No entries found'
                : `${(state.page - 1) * MIP_PAGE_SIZE + 1}–${Math.min(result.total, state.page * MIP_PAGE_SIZE)} of ${result.total} entries`}
            </h2>
            {result.total === 0 ? (
              <p>Try removing a filter or a word.</p>
            ) : (
              <ol className={miniApp.hits}>
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
