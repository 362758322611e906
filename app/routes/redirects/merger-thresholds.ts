import { redirect } from 'react-router'

export function loader() {
  return redirect('/compare-jurisdictions/merger-thresholds')
}

// A page module, not a resource route: its loader only redirects, but a refusal of the route (outside
// its edition, a bad link) then renders the not-found page as HTML instead of answering data.
export default function MergerThresholdsRoute() {
  return null
}
