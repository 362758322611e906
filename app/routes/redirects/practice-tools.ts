import { redirect } from 'react-router'
import type { Route } from './+types/practice-tools'

/** /practice-tools/{slug} is an alias of /compare-jurisdictions/{slug}. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/compare-jurisdictions/${encodeURIComponent(params.slug)}`)
}

// A page module, not a resource route: its loader only redirects, but a refusal of the route (outside
// its edition, a bad link) then renders the not-found page as HTML instead of answering data.
export default function PracticeToolsRoute() {
  return null
}
