import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { SearchPage } from '#app/components/search/search-page.tsx'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/new-content'
import { loadSearchPage, type SearchPageData } from './search.server.ts'
import { pageCacheMiddleware } from '#app/middleware/page-cache.server.ts'

export const middleware: Route.MiddlewareFunction[] = [pageCacheMiddleware]

/** Documents newly added to the collection. */
export async function loader(args: Route.LoaderArgs) {
  return loadSearchPage(args, 'new content')
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData?.mode.title ?? 'New Content')

export const handle: RouteHandle = {
  breadcrumb: (data) => (data as SearchPageData | undefined)?.mode.title ?? 'New Content',
}

export default function NewContentRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} pathMode="new content" />
}

export const ErrorBoundary = GeneralErrorBoundary
