import { createHash } from 'node:crypto'

// The server's text helpers: HTML escaping, slugs and short hashes. Those the pages need too
// (folding for comparison, regular-expression escaping) are isomorphic, in sites/text.ts.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text as HTML text or attribute value: the five characters that could open markup escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c])
}

/** URL-safe slug: ASCII letters and digits separated by single dashes, at most `max` long. */
export function slugify(value: string, max = 80): string {
  const slug = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug.slice(0, max).replace(/-+$/g, '') || 'x'
}

/** Short stable hash of a string (hex). */
export function shortHash(value: string, length = 8): string {
  return createHash('sha1').update(value).digest('hex').slice(0, length)
}
