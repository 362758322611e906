/**
 * Where an old document URL (/commonui/*, /book-toc.aspx/*, /document.aspx/*) now lives (spec):
 * a path naming books → /books, journals → /journals, a book or document → /document/{id},
 * the id being the `id` query parameter or else the last path segment.
 */
export function mapOldUrl(url: URL): string {
  const path = safeDecode(url.pathname).toLowerCase()
  const id = url.searchParams.get('id') ?? lastSegment(url.pathname)
  if (path.includes('journals')) return '/journals'
  if (path.includes('books')) return '/books'
  if (/document|book(?!s)/.test(path) && id) return `/document/${encodeURIComponent(id)}`
  return '/'
}

function lastSegment(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean)
  if (segments.length < 2) return null // only the prefix itself (e.g. /document.aspx)
  return safeDecode(segments[segments.length - 1]).replace(/\.aspx$/i, '') || null
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
