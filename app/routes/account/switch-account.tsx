import { redirect } from 'react-router'

/** The switch-account page is the login page, titled for switching. */
export function loader() {
  return redirect('/account/login?switch=1')
}
