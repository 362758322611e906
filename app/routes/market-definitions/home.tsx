import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import { formatMdlTerm } from '#sites/tools/market-definitions.ts'
import { mdlApp } from './part.ts'
import type { Route } from './+types/home'
import { marketDefinitions } from './mdl.server.ts'
import { SEARCH_PATH } from './params.ts'

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

const Screen = mdlApp.screen((part) => part.HomeScreen)

export default function MarketDefinitionsHome(props: Route.ComponentProps) {
  return <Screen {...props} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
