import { Link } from 'react-router'
import { SaveSearchForm } from '#app/components/favorites/save-search-form.tsx'
import { useRootData } from '#app/utils/use-root-data.ts'
import { ManualIpWithinSearch } from '#app/routes/manual-ip/within-search.tsx'
import type { SearchPageData } from '#app/routes/search/search.server.ts'
import { PAGE_SIZES, type PathMode } from '#sites/search/modes.ts'
import { searchHref } from '#sites/search/search-params.ts'
import { defaultState } from '#sites/search/search-state.ts'
import { withChanges, type SearchState } from '#sites/search/search-state.ts'
import { container, page } from '#app/styles/ui.css.ts'
import { FilterPanel } from './filter-panel.tsx'
import { ResultList } from './result-list.tsx'
import * as styles from './search.css.ts'
import { SearchTermsBar } from './search-terms-bar.tsx'

/**
 * Every search screen (search, awards, NYC, books, journals, new content and the /search
 * presets): the state is the URL, each control is a link or a GET form.
 */
export function SearchPage({ data, pathMode }: { data: SearchPageData; pathMode: PathMode }) {
  const { state, mode, results } = data
  const root = useRootData()
  const canSave = Boolean(root?.viewer.signedIn && root.links.favorites)
  return (
    <div className={`${container} ${page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{mode.title}</h1>
        <ReadMore text={mode.description} />
      </header>

      <SearchTermsBar data={data} pathMode={pathMode} />

      <div className={styles.toolbar}>
        <p className={styles.count} role="status" aria-live="polite">
          {results
            ? resultCount(results.total, results.start, results.hits.length, state.groupByCase)
            : null}
        </p>
        {/* A listing of what the edition holds none of yet has nothing to narrow. */}
        {results?.total === 0 && data.href === searchHref(defaultState(state.mode)) ? null : (
          <FilterPanel data={data} pathMode={pathMode} />
        )}
        {canSave || (results && results.total > 0) ? (
          // A phone shows these behind one toggle, so the first result fits the first screen.
          <details className={styles.tools}>
            <summary className={styles.toolsToggle}>
              Sort and view <span aria-hidden="true">▾</span>
            </summary>
            <div className={styles.toolsBody}>
              {canSave ? <SaveSearchForm url={data.href} /> : null}
              {results && results.total > 0 ? (
                <>
                  <SortMenu data={data} />
                  <PageSize state={state} />
                  <ExcerptSwitch state={state} />
                  {mode.groupsByCase ? <GroupSwitch state={state} /> : null}
                </>
              ) : null}
            </div>
          </details>
        ) : null}
      </div>

      {data.notice ? (
        <p className={styles.notice} role="alert">
          {data.notice}
        </p>
      ) : null}

      {data.manualIpOffered && data.state.manualIp && data.state.q ? (
        <ManualIpWithinSearch found={data.manualIp} />
      ) : null}

      <ResultList data={data} />
    </div>
  )
}

function resultCount(total: number, start: number, shown: number, byCase: boolean): string {
  if (total === 0) return 'No results'
  const n = (v: number) => v.toLocaleString('en-GB')
  // Grouped, a row is a case (or a document outside any).
  const [one, many] = byCase ? ['case', 'cases'] : ['result', 'results']
  if (total === 1) return `1 ${one}`
  const range = shown === 1 ? n(start + 1) : `${n(start + 1)}–${n(start + shown)}`
  return `${range} of ${n(total)} ${many}`
}

/** The description, cut after its first sentence with Read more / Read less (works without JS). */
function ReadMore({ text }: { text: string }) {
  const cut = text.indexOf('. ')
  if (cut === -1 || text.length < 160) return <p className={styles.description}>{text}</p>
  return (
    <div className={styles.description}>
      {text.slice(0, cut + 1)}{' '}
      <details className={styles.readMore}>
        <summary className={styles.readMoreSummary}>
          <span className="more">Read more</span>
          <span className="less">Read less</span>
        </summary>
        {text.slice(cut + 2)}
      </details>
    </div>
  )
}

function SortMenu({ data }: { data: SearchPageData }) {
  const { state, results, sortOptions } = data
  if (!results) return null
  const current =
    sortOptions.find((o) => o.sortBy === results.sortBy && o.sortOrder === results.sortOrder) ??
    null
  return (
    <details className={styles.menu}>
      <summary className={styles.menuSummary}>
        Sort: {current?.label ?? 'Relevance'} <span aria-hidden="true">▾</span>
      </summary>
      <ul className={styles.menuList}>
        {sortOptions.map((o) => {
          const active = o === current
          return (
            <li key={o.label}>
              <Link
                className={styles.menuLink}
                aria-current={active ? 'true' : undefined}
                to={searchHref(withChanges(state, { sortBy: o.sortBy, sortOrder: o.sortOrder }))}
                preventScrollReset
              >
                {o.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </details>
  )
}

function PageSize({ state }: { state: SearchState }) {
  return (
    <nav aria-label="Results per page" className={styles.segmented}>
      <span>Per page:</span>
      {PAGE_SIZES.map((size) => (
        <Link
          key={size}
          className={styles.segment}
          aria-current={state.resultsPerPage === size ? 'true' : undefined}
          to={searchHref(withChanges(state, { resultsPerPage: size }))}
          preventScrollReset
        >
          {size}
        </Link>
      ))}
    </nav>
  )
}

/** One row per document, or per case with its other documents beneath (decision 253). */
function GroupSwitch({ state }: { state: SearchState }) {
  return (
    <nav aria-label="Rows" className={styles.segmented}>
      <span>Rows:</span>
      {[false, true].map((groupByCase) => (
        <Link
          key={String(groupByCase)}
          className={styles.segment}
          aria-current={state.groupByCase === groupByCase ? 'true' : undefined}
          to={searchHref(withChanges(state, { groupByCase }))}
          preventScrollReset
        >
          {groupByCase ? 'One per case' : 'Every document'}
        </Link>
      ))}
    </nav>
  )
}

function ExcerptSwitch({ state }: { state: SearchState }) {
  return (
    <nav aria-label="Excerpt length" className={styles.segmented}>
      <span>Excerpt:</span>
      {(['short', 'long'] as const).map((excerpt) => (
        <Link
          key={excerpt}
          className={styles.segment}
          aria-current={state.excerpt === excerpt ? 'true' : undefined}
          to={searchHref(withChanges(state, { excerpt }))}
          preventScrollReset
        >
          {excerpt === 'short' ? 'Short' : 'Long'}
        </Link>
      ))}
    </nav>
  )
}
