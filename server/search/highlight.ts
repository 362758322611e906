import { escapeHtml } from '#server/lib/text.ts'
import type { HighlightTerm } from './query/ast.ts'
import { escapeRegExp } from '#sites/text.ts'

// Marks the words of a query in text and HTML for the reading view and chapter results. Matching
// follows the index's tokenizer (unicode61 remove_diacritics 2) closely enough for display:
// case-insensitive, accent-insensitive on Latin letters (`arbitre` marks `arbitré`, `Zürich`
// marks `Zurich`), whole words, a phrase's words separated by anything that is not a letter or
// digit, a prefix extends to the end of the word. The marked text is the original, accents kept.

const WORD = '[\\p{L}\\p{N}\\p{M}]'
/** Between a phrase's words: anything but a letter, a digit or a tag's bracket. */
const WORD_GAP = '[^\\p{L}\\p{N}\\p{M}<>]+'
/** Combining accents after a letter, for decomposed text (`e` + U+0301 for `é`). */
const ACCENTS = '[\\u0300-\\u036f]*'

export function termPattern(terms: HighlightTerm[]): RegExp | null {
  const alternatives = terms
    .map((t) => {
      const words = foldAccents(t.text)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
      if (words.length === 0) return null
      // The word-start check comes after the first letter: a pattern that starts with a
      // lookbehind scans text several times slower, and excerpts scan whole sections.
      const [firstLetter] = words[0]
      const first = letterClass(firstLetter)
      const rest = [words[0].slice(firstLetter.length), ...words.slice(1)]
        .map((w) => [...w].map((ch) => `${letterClass(ch)}${ACCENTS}`).join(''))
        .join(WORD_GAP)
      const end = t.prefix ? `${WORD}*` : `(?!${WORD})`
      const pattern = `${first}(?<!${WORD}${first})${ACCENTS}${rest}${end}`
      return { pattern, length: words.join(' ').length }
    })
    .filter((a) => a !== null)
    // The longest text first, so a phrase wins over a word it starts with.
    .sort((a, b) => b.length - a.length)
  if (alternatives.length === 0) return null
  return new RegExp(alternatives.map((a) => a.pattern).join('|'), 'giu')
}

/**
 * Base letters of the Latin letters whose accents the index removes (what NFD decomposes, as
 * FTS5's table does: not ø, ł or æ, and no Greek or Cyrillic, which unicode61 keeps apart).
 */
const LATIN_BASE = new Map<string, string>()
/** Lowercase base letter -> every precomposed letter that folds to it, in either case. */
const LATIN_VARIANTS = new Map<string, string>()
for (const [from, to] of [
  [0x00c0, 0x024f],
  [0x1e00, 0x1eff],
]) {
  for (let code = from; code <= to; code++) {
    const ch = String.fromCodePoint(code)
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '')
    if (base === ch || [...base].length !== 1) continue
    LATIN_BASE.set(ch, base)
    const key = base.toLowerCase()
    LATIN_VARIANTS.set(key, (LATIN_VARIANTS.get(key) ?? '') + ch)
  }
}

/** The text with accented Latin letters replaced by their base letters and marks removed. */
function foldAccents(text: string): string {
  return [...text.normalize('NFC')]
    .map((ch) => LATIN_BASE.get(ch) ?? ch)
    .join('')
    .replace(/\p{M}/gu, '')
}

/** A folded letter and every accented letter that folds to it (the `i` flag adds the cases). */
function letterClass(ch: string): string {
  const variants = LATIN_VARIANTS.get(ch.toLowerCase())
  return variants ? `[${escapeRegExp(ch)}${variants}]` : escapeRegExp(ch)
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
