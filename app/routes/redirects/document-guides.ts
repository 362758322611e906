import { redirect } from 'react-router'

export function loader() {
  return redirect('/templates-and-examples')
}
