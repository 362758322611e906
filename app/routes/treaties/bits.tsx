import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/bits'
import { loadInvokedTreaties, loadTreatyList } from './list.server.ts'
import { TreatyListPage } from './treaty-list.tsx'

/**
 * /bits: the edition's bilateral investment treaties with their parties and dates, and the awards
 * citing each; then every bilateral treaty a case of the collection was brought under.
 */
export async function loader(args: Route.LoaderArgs) {
  const [list, invoked] = await Promise.all([
    loadTreatyList(args, 'bits'),
    loadInvokedTreaties(args),
  ])
  return { ...list, invoked }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'Bilateral Investment Treaties')
export const handle: RouteHandle = { breadcrumb: 'Bilateral Investment Treaties' }

export default function BitsRoute({ loaderData }: Route.ComponentProps) {
  return <TreatyListPage data={loaderData} invoked={loaderData.invoked} />
}

export const ErrorBoundary = GeneralErrorBoundary
