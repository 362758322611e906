import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { SearchPage } from '#app/components/search/search-page.tsx'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/page'
import { loadSearchPage, type SearchPageData } from './search.server.ts'
import { pageCacheMiddleware } from '#app/middleware/page-cache.server.ts'

export const middleware: Route.MiddlewareFunction[] = [pageCacheMiddleware]

/** The search page: every document of the edition, and the mode presets of /search (mode=…). */
export async function loader(args: Route.LoaderArgs) {
  return loadSearchPage(args, 'default')
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData?.mode.title ?? 'Search')

export const handle: RouteHandle = {
  breadcrumb: (data) => (data as SearchPageData | undefined)?.mode.title ?? 'Search',
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} pathMode="default" />
}

export const ErrorBoundary = GeneralErrorBoundary
