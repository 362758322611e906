import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/conventions'
import { loadTreatyList } from './list.server.ts'
import { TreatyListPage } from './treaty-list.tsx'

/** /conventions: the edition's conventions with their parties and dates, and the awards citing each. */
export async function loader(args: Route.LoaderArgs) {
  return loadTreatyList(args, 'conventions')
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Conventions')
export const handle: RouteHandle = { breadcrumb: 'Conventions' }

export default function ConventionsRoute({ loaderData }: Route.ComponentProps) {
  return <TreatyListPage data={loaderData} />
}

export const ErrorBoundary = GeneralErrorBoundary
