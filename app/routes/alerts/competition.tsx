import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import { AlertLanding } from './alert-pages.tsx'
import { alertLandingLoader } from './alerts.server.ts'
import type { Route } from './+types/competition'

// The landing page of the edition's alert, named by the alert (the same page at each edition's
// address: ip.tsx and ita-report.tsx re-export it).

export function loader(args: Route.LoaderArgs) {
  return alertLandingLoader(args)
}

const title = (data: unknown) => (data as { alertName?: string } | undefined)?.alertName ?? 'Alerts'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, title(loaderData))
export const handle = { breadcrumb: title }

export default function AlertLandingRoute({ loaderData }: Route.ComponentProps) {
  return <AlertLanding info={loaderData} />
}

export const ErrorBoundary = GeneralErrorBoundary
