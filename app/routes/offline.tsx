import { OfflineScreen } from '#app/components/error-screens.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/offline'

/** The offline screen at its own address (the shell also shows it whenever the browser is offline). */
export function loader() {
  return null
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "You're offline")
export const handle = { hideBreadcrumbs: true }

export default function OfflineRoute() {
  return <OfflineScreen />
}
