import { redirect } from 'react-router'
import type { Route } from './+types/practice-tools'

/** /practice-tools/{slug} is an alias of /compare-jurisdictions/{slug}. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/compare-jurisdictions/${encodeURIComponent(params.slug)}`)
}
