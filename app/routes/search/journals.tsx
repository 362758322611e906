import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { SearchPage } from '#app/components/search/search-page.tsx'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/journals'
import { loadSearchPage, type SearchPageData } from './search.server.ts'
import { pageCacheMiddleware } from '#app/middleware/page-cache.server.ts'

export const middleware: Route.MiddlewareFunction[] = [pageCacheMiddleware]

/** Journals and their articles, grouped by publication. */
export async function loader(args: Route.LoaderArgs) {
  return loadSearchPage(args, 'journals')
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData?.mode.title ?? 'Journals')

export const handle: RouteHandle = {
  breadcrumb: (data) => (data as SearchPageData | undefined)?.mode.title ?? 'Journals',
}

export default function JournalsRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} pathMode="journals" />
}

export const ErrorBoundary = GeneralErrorBoundary
