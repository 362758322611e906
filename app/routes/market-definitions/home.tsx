import { Link } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { card } from '#app/styles/ui.css.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { formatMdlTerm } from '#sites/tools/market-definitions.ts'
import type { Route } from './+types/home'
import { marketDefinitions } from './mdl.server.ts'
import * as styles from './market-definitions.css.ts'
import { SEARCH_PATH } from './params.ts'
import { QueryForm } from './parts.tsx'

/**
 * /market-definitions-locator: how the European Commission and the EU Court of Justice defined
 * relevant markets. The search box, and the most frequent values of each category to start from.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const all = await marketDefinitions(context).search({
    Query: [],
    Start: 0,
    PageSize: 1,
    SortBy: 'date',
    SortOrder: 'desc',
    DateType: 'relevant-date',
  })
  return {
    total: all.TotalHits,
    categories: all.Filters.filter((f) => f.items.length > 0).map((f) => ({
      category: f.category,
      items: f.items.slice(0, 6).map((i) => ({
        value: i.value,
        count: i.count,
        to: `${SEARCH_PATH}?q=${encodeURIComponent(formatMdlTerm(f.category, i.value))}`,
      })),
    })),
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'Market Definitions Locator')

export default function MarketDefinitionsHome({ loaderData }: Route.ComponentProps) {
  const { total, categories } = loaderData
  return (
    <>
      <h1>Find how relevant markets were defined</h1>
      <p className={styles.lead}>
        The product and geographic markets named in {total} Commission antitrust and cartel cases
        and competition judgments of the EU Court of Justice, each with the passage it was read
        from, and the cases’ remedies, phases, dates, legislation, parties and sectors.
      </p>
      <QueryForm q="" />
      <h2>Start from a category</h2>
      <div className={styles.categoryGrid}>
        {categories.map((c) => (
          <section key={c.category} className={card} aria-labelledby={`cat-${c.category}`}>
            <h3 id={`cat-${c.category}`} className={styles.filterTitle}>
              {c.category}
            </h3>
            <ul className={styles.filterList}>
              {c.items.map((i) => (
                <li key={i.value}>
                  <Link to={i.to} className={styles.filterLink}>
                    {i.value}
                  </Link>{' '}
                  <span className={styles.count}>({i.count})</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
