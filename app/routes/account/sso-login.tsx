import { redirect } from 'react-router'
import { safeRedirect } from '#app/utils/safe-redirect.ts'
import type { Route } from './+types/sso-login'

/**
 * /account/ssologin: the login with the page to return to and the `waf` parameter when there is
 * one. Institutions signed in by IP range never get here (the guard lets them through).
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const next = new URLSearchParams({
    returnUrl: safeRedirect(url.searchParams.get('returnUrl') ?? url.searchParams.get('returnurl')),
  })
  const waf = url.searchParams.get('waf')
  if (waf) next.set('waf', waf)
  return redirect(`/account/login?${next}`)
}
