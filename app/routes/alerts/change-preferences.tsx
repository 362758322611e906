import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import { PreferencesPage } from './alert-pages.tsx'
import { preferencesAction, preferencesLoader } from './alerts.server.ts'
import type { Route } from './+types/change-preferences'

// The alert's preferences (the same page at the IP edition's address: ip-change-preferences.tsx
// re-exports it).

export function loader(args: Route.LoaderArgs) {
  return preferencesLoader(args)
}

export function action(args: Route.ActionArgs) {
  return preferencesAction(args)
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Alert preferences')
export const handle = { breadcrumb: 'Alert preferences' }

export default function ChangePreferencesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PreferencesPage info={loaderData} failure={actionData} />
}

export const ErrorBoundary = GeneralErrorBoundary
