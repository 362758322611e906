import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { SearchPage } from '#app/components/search/search-page.tsx'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/awards'
import { loadSearchPage, type SearchPageData } from './search.server.ts'
import { pageCacheMiddleware } from '#app/middleware/page-cache.server.ts'

export const middleware: Route.MiddlewareFunction[] = [pageCacheMiddleware]

/** Cases and awards (the awards mode: type Awards by default). */
export async function loader(args: Route.LoaderArgs) {
  return loadSearchPage(args, 'awards')
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData?.mode.title ?? 'Cases & Awards')

export const handle: RouteHandle = {
  breadcrumb: (data) => (data as SearchPageData | undefined)?.mode.title ?? 'Cases & Awards',
}

export default function AwardsRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} pathMode="awards" />
}

export const ErrorBoundary = GeneralErrorBoundary
