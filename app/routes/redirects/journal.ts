import { data, redirect } from 'react-router'
import type { Route } from './+types/journal'

/** /journal?title={id} → /document/{id} (spec). */
export function loader({ request }: Route.LoaderArgs) {
  const title = new URL(request.url).searchParams.get('title')?.trim()
  if (!title) throw data({ message: 'The journal address needs a title, e.g. /journal?title=…' }, { status: 400 })
  return redirect(`/document/${encodeURIComponent(title)}`)
}
