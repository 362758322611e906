import { createHash } from 'node:crypto'

// URL-safe slug: ASCII letters and digits separated by single dashes.
export function slugify(value: string, max = 80): string {
  const slug = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug.slice(0, max).replace(/-+$/g, '') || 'x'
}

// Short stable hash of a string (hex).
export function shortHash(value: string, length = 8): string {
  return createHash('sha1').update(value).digest('hex').slice(0, length)
}
