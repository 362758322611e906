/**
 * Same-origin redirects only: a path starting with one "/" (not "//" or "/\", which browsers
 * treat as another host), without control characters, before and after its dot segments are
 * resolved. Anything else falls back.
 */
export function safeRedirect(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || !to) return fallback
  const value = to.trim()
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback
  try {
    const url = new URL(value, 'http://same.origin')
    if (url.host !== 'same.origin') return fallback
    // Dot segments collapse on parsing ('/.//evil.example' → '//evil.example'): check the result too.
    const path = url.pathname + url.search + url.hash
    return path.startsWith('//') || path.startsWith('/\\') ? fallback : path
  } catch {
    return fallback
  }
}
