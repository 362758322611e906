import { redirect } from 'react-router'
import type { Route } from './+types/quickanswers'

/** /quickanswers/{slug} is the older name of /compare-jurisdictions/{slug}. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/compare-jurisdictions/${encodeURIComponent(params.slug)}`, 301)
}
