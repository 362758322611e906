import { data } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/not-found'

/** Any path no edition knows: the page-not-found screen with a real 404 status. */
export function loader() {
  throw data(null, { status: 404 })
}

export function action() {
  throw data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Page not found')

export default function NotFoundRoute() {
  return null
}

export const ErrorBoundary = GeneralErrorBoundary
