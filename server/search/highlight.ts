import { escapeHtml } from '#server/content/text/html.ts'
import type { HighlightTerm } from './query/ast.ts'

// Marks the words of a query in text and HTML for the reading view and chapter results. Matching
// follows the index's tokenizer closely enough for display: case-insensitive, whole words, a
// phrase's words separated by anything that is not a letter or digit, a prefix extends to the end
// of the word. (Accent folding, which the index does, is not reproduced here.)

const WORD = '[\\p{L}\\p{N}]'

export function termPattern(terms: HighlightTerm[]): RegExp | null {
  const alternatives = terms
    .map((t) => {
      const words = t.text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
      if (words.length === 0) return ''
      const body = words.map(escapeRegExp).join(`[^\\p{L}\\p{N}<>]+`)
      return `(?<!${WORD})${body}${t.prefix ? `${WORD}*` : `(?!${WORD})`}`
    })
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
  if (alternatives.length === 0) return null
  return new RegExp(alternatives.join('|'), 'giu')
}

/**
 * Wraps every hit in the HTML's text (never inside tags or character references) in
 * <mark class="hit" id="hit-N">, numbering from 1.
 */
export function highlightHtml(
  html: string,
  terms: HighlightTerm[],
): { html: string; count: number } {
  const pattern = termPattern(terms)
  if (!pattern) return { html, count: 0 }
  let count = 0
  const out = html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) return part
      return part
        .split(/(&[#a-zA-Z0-9]+;)/)
        .map((text) =>
          text.startsWith('&')
            ? text
            : text.replace(pattern, (m) => `<mark class="hit" id="hit-${++count}">${m}</mark>`),
        )
        .join('')
    })
    .join('')
  return { html: out, count }
}

/** Number of hits in plain text. */
export function countHits(text: string, terms: HighlightTerm[]): number {
  const pattern = termPattern(terms)
  return pattern ? (text.match(pattern)?.length ?? 0) : 0
}

/** Escapes a snippet whose hits are delimited by the two marker characters, then marks them. */
export function markSnippet(snippet: string, open: string, close: string): string {
  const flat = snippet.replace(/\s+/g, ' ').trim()
  return escapeHtml(flat).split(open).join('<mark>').split(close).join('</mark>')
}

/** A plain-text excerpt cut at a word boundary. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * An excerpt of about `maxChars` characters around the densest cluster of hits, HTML-escaped,
 * hits wrapped in <mark>; '' when the text has no hit.
 */
export function excerptAround(text: string, terms: HighlightTerm[], maxChars: number): string {
  const pattern = termPattern(terms)
  if (!pattern) return ''
  const flat = text.replace(/\s+/g, ' ').trim()
  const hits = [...flat.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length])
  if (hits.length === 0) return ''
  // The window starting a little before hit i that holds the most hits.
  let best = 0
  let bestCount = 0
  for (let i = 0, j = 0; i < hits.length; i++) {
    while (j < hits.length && hits[j][1] <= hits[i][0] + maxChars * 0.8) j++
    if (j - i > bestCount) [best, bestCount] = [i, j - i]
  }
  let start = Math.max(0, hits[best][0] - Math.floor(maxChars * 0.2))
  if (start > 0) start = flat.indexOf(' ', start) + 1 || start
  let end = Math.min(flat.length, start + maxChars)
  if (end < flat.length)
    end = flat.lastIndexOf(' ', end) > hits[best][1] ? flat.lastIndexOf(' ', end) : end
  let out = ''
  let at = start
  for (const [s, e] of hits) {
    if (s < start || e > end) continue
    out += `${escapeHtml(flat.slice(at, s))}<mark>${escapeHtml(flat.slice(s, e))}</mark>`
    at = e
  }
  out += escapeHtml(flat.slice(at, end))
  return `${start > 0 ? '…' : ''}${out}${end < flat.length ? '…' : ''}`
}
