import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { mdlApp } from './part.ts'
import type { Route } from './+types/login'

/**
 * /market-definitions-locator/login?returnurl=: the mini-app's login (spec 001 §4, §7.10) on top
 * of the portal's session (the guard sends a visitor without one to sign in first): the page
 * keeps the session's token and its expiry in local storage and goes back to the page asked for;
 * "Could not login!" when the browser refuses to keep them.
 */
export function loader(args: Route.LoaderArgs) {
  const { context } = args
  const asked = pageUrl(args).searchParams.get('returnurl') ?? ''
  // Only back into the mini-app: never elsewhere.
  const returnUrl =
    /^\/market-definitions-locator(?:[/?#]|$)/i.test(asked) && !asked.startsWith('//')
      ? asked
      : '/market-definitions-locator'
  const days = context.get(servicesContext).env.SESSION_DAYS
  return { returnUrl, expiry: new Date(Date.now() + days * 24 * 3600 * 1000).toISOString() }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Log in')

const Screen = mdlApp.screen((part) => part.LoginScreen)

export default function MarketDefinitionsLogin(props: Route.ComponentProps) {
  return <Screen {...props} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
