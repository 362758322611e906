import { data, redirect } from 'react-router'
import type { Route } from './+types/kcl-token'

/** KCL's short links: /{token} opens a search limited to the source that the token stood for. */
export const KCL_TOKEN_SOURCE = 'Competition Law in Western Europe and the USA'

export function loader({ params }: Route.LoaderArgs) {
  // A file name or a path with a dot (robots.txt, a mistyped page) is not a token.
  if (!/^[\w-]+$/.test(params.token)) throw data(null, { status: 404 })
  return redirect(`/search?${new URLSearchParams({ source: KCL_TOKEN_SOURCE })}`)
}

// A page module, not a resource route: its loader only redirects, but a refusal of the route (outside
// its edition, a bad link) then renders the not-found page as HTML instead of answering data.
export default function KclTokenRoute() {
  return null
}
