import { redirect } from 'react-router'

export function loader() {
  return redirect('/compare-jurisdictions/merger-thresholds')
}
