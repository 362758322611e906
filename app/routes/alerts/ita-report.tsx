import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import { AlertLanding } from './alert-pages.tsx'
import { alertLandingLoader } from './alerts.server.ts'
import type { Route } from './+types/ita-report'

export function loader(args: Route.LoaderArgs) {
  return alertLandingLoader(args)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'ITA Arbitration Report')
export const handle = { breadcrumb: 'ITA Arbitration Report' }

export default function ItaReportRoute({ loaderData }: Route.ComponentProps) {
  return <AlertLanding info={loaderData} />
}

export const ErrorBoundary = GeneralErrorBoundary
