import { redirect } from 'react-router'
import type { Route } from './+types/quickanswers'

/** /quickanswers/{slug} is the older name of /compare-jurisdictions/{slug}. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/compare-jurisdictions/${encodeURIComponent(params.slug)}`, 301)
}

// A page module, not a resource route: its loader only redirects, but a refusal of the route (outside
// its edition, a bad link) then renders the not-found page as HTML instead of answering data.
export default function QuickAnswersRoute() {
  return null
}
