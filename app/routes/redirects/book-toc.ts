import { redirect } from 'react-router'
import type { Route } from './+types/book-toc'

/**
 * /book-toc?… → the document redirect, keeping the query string: the table of contents named
 * by `tocId` (or `bookTocId`, `id`) opens as a document; without one, the book list.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const id =
    url.searchParams.get('tocId') ?? url.searchParams.get('bookTocId') ?? url.searchParams.get('id')
  if (!id) return redirect(`/books${url.search}`)
  const rest = new URLSearchParams(url.search)
  for (const key of ['tocId', 'bookTocId', 'id']) rest.delete(key)
  const query = rest.toString()
  return redirect(`/document/${encodeURIComponent(id)}${query ? `?${query}` : ''}`)
}

// A page module, not a resource route: its loader only redirects, but a refusal of the route (outside
// its edition, a bad link) then renders the not-found page as HTML instead of answering data.
export default function BookTocRoute() {
  return null
}
