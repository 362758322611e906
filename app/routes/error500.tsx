import { SomethingWentWrongScreen } from '#app/components/error-screens.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/error500'

export function loader() {
  return null
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Something went wrong')
export const handle = { hideBreadcrumbs: true }

export default function Error500Route() {
  return <SomethingWentWrongScreen />
}
