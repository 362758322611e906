import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import { mdlApp } from './part.ts'
import type { Route } from './+types/logout'

/**
 * /market-definitions-locator/logout: clears the mini-app's login state (token and expiry) and
 * offers to log out of the portal too (spec 001 §7.10: logout goes to /account/logout).
 */
export function loader() {
  return null
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Log out')

const Screen = mdlApp.screen((part) => part.LogoutScreen)

export default function MarketDefinitionsLogout(props: Route.ComponentProps) {
  return <Screen {...props} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
