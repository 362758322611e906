import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/bits'
import { loadTreatyList } from './list.server.ts'
import { TreatyListPage } from './treaty-list.tsx'

/** /bits: the edition's bilateral investment treaties with their parties and dates, and the awards citing each. */
export async function loader(args: Route.LoaderArgs) {
  return loadTreatyList(args, 'bits')
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'Bilateral Investment Treaties')
export const handle: RouteHandle = { breadcrumb: 'Bilateral Investment Treaties' }

export default function BitsRoute({ loaderData }: Route.ComponentProps) {
  return <TreatyListPage data={loaderData} />
}

export const ErrorBoundary = GeneralErrorBoundary
