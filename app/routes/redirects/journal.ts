import { data, redirect } from 'react-router'
import type { Route } from './+types/journal'

/** /journal?title={id} → /document/{id} (spec). */
export function loader({ request }: Route.LoaderArgs) {
  const title = new URL(request.url).searchParams.get('title')?.trim()
  if (!title)
    throw data(
      { message: 'The journal address needs a title, e.g. /journal?title=…' },
      { status: 400 },
    )
  return redirect(`/document/${encodeURIComponent(title)}`)
}

// A page module, not a resource route: its loader only redirects, but a refusal of the route (outside
// its edition, a bad link) then renders the not-found page as HTML instead of answering data.
export default function JournalRoute() {
  return null
}
