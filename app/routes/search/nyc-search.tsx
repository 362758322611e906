import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { SearchPage } from '#app/components/search/search-page.tsx'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/nyc-search'
import { loadSearchPage, type SearchPageData } from './search.server.ts'
import { pageCacheMiddleware } from '#app/middleware/page-cache.server.ts'

export const middleware: Route.MiddlewareFunction[] = [pageCacheMiddleware]

/** The New York Convention search (legislation New York Convention, 1958 by default). */
export async function loader(args: Route.LoaderArgs) {
  return loadSearchPage(args, 'NYC')
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData?.mode.title ?? 'New York Convention Search')

export const handle: RouteHandle = {
  breadcrumb: (data) =>
    (data as SearchPageData | undefined)?.mode.title ?? 'New York Convention Search',
}

export default function NycSearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} pathMode="NYC" />
}

export const ErrorBoundary = GeneralErrorBoundary
