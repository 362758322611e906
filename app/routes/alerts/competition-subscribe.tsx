import { retryAfterHeaders } from '#app/utils/rate-limit.server.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import { SubscribePage } from './alert-pages.tsx'
import { subscribeAction, subscribeLoader } from './alerts.server.ts'
import type { Route } from './+types/competition-subscribe'

// The alert's sign-up page (the same page at each edition's address: ip-subscribe.tsx and
// ita-report-subscribe.tsx re-export it).

export function loader(args: Route.LoaderArgs) {
  return subscribeLoader(args)
}

export function action(args: Route.ActionArgs) {
  return subscribeAction(args)
}

/** The 429's `Retry-After` reaches the browser only through this export. */
export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Subscribe')
export const handle = { breadcrumb: 'Subscribe' }

export default function AlertSubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscribePage info={loaderData} failure={actionData} />
}

export const ErrorBoundary = GeneralErrorBoundary
