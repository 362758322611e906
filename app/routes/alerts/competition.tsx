import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import { AlertLanding } from './alert-pages.tsx'
import { alertLandingLoader } from './alerts.server.ts'
import type { Route } from './+types/competition'

export function loader(args: Route.LoaderArgs) {
  return alertLandingLoader(args)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'Competition Law News Alerts')
export const handle = { breadcrumb: 'Competition Law News Alerts' }

export default function CompetitionAlertsRoute({ loaderData }: Route.ComponentProps) {
  return <AlertLanding info={loaderData} />
}

export const ErrorBoundary = GeneralErrorBoundary
