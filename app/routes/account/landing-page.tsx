import { redirect } from 'react-router'
import { servicesContext } from '#app/context.ts'
import type { Route } from './+types/landing-page'

/** Out to the configured public landing page; without one, to the login page. */
export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(servicesContext)
  return redirect(env.LANDING_PAGE_URL ?? '/account/login')
}
