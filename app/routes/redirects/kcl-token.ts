import { data, redirect } from 'react-router'
import { KCL_TOKEN_SEARCH } from '#sites/kcl/token-search.ts'
import type { Route } from './+types/kcl-token'

/** KCL's short links: /{token} opens the search of the competition law the token stood for. */

export function loader({ params }: Route.LoaderArgs) {
  // A file name or a path with a dot (robots.txt, a mistyped page) is not a token.
  if (!/^[\w-]+$/.test(params.token)) throw data(null, { status: 404 })
  return redirect(KCL_TOKEN_SEARCH)
}

// A page module, not a resource route: its loader only redirects, but a refusal of the route (outside
// its edition, a bad link) then renders the not-found page as HTML instead of answering data.
export default function KclTokenRoute() {
  return null
}
