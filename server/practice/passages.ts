// Passages quoted from a document: clipped to a length, around the first search hit.
import { plainText } from '#server/compare/quote.ts'

/** Longest passage quoted (characters). */
const PASSAGE_CHARS = 420

export const clip = (text: string, from = 0) => {
  const start = Math.max(0, Math.min(from, text.length - PASSAGE_CHARS))
  const cut = text.slice(start, start + PASSAGE_CHARS)
  return `${start > 0 ? '…' : ''}${cut}${start + PASSAGE_CHARS < text.length ? '…' : ''}`
}

/** Text a passage gives before its hit's paragraph when that paragraph is short (a list item). */
const PASSAGE_LEAD = 200

/**
 * The passage of a document's body (hits marked `<mark class="hit"…>`) where the first hit
 * stands: its paragraph, after the paragraphs before it when it is short (the item of a list
 * reads with the sentence that opens the list), cut around the hit; without a hit, the opening.
 */
export function passageOf(html: string): string {
  const blocks = [...html.matchAll(/<(p|li)\b[^>]*>([\s\S]*?)<\/\1>/g)]
    .map((m) => ({ at: m.index, end: m.index + m[0].length, text: plainText(m[2]!) }))
    .filter((b) => b.text)
  if (blocks.length === 0) return clip(plainText(html))
  const hit = html.indexOf('<mark class="hit"')
  const i = Math.max(
    0,
    blocks.findIndex((b) => b.at <= hit && hit < b.end),
  )
  let first = i
  const length = (from: number) => blocks.slice(from, i + 1).reduce((n, b) => n + b.text.length, 0)
  while (first > 0 && length(first) < PASSAGE_LEAD) first--
  const before = blocks.slice(first, i).reduce((n, b) => n + b.text.length + 1, 0)
  const within =
    hit < 0 ? 0 : plainText(html.slice(blocks[i]!.at, hit).replace(/^<[^>]*>/, '')).length
  const text = blocks
    .slice(first)
    .map((b) => b.text)
    .join(' ')
  // from the start when the hit is well inside the first PASSAGE_CHARS, else shortly before it
  const at = before + within
  return clip(text, at + 80 <= PASSAGE_CHARS ? 0 : at - PASSAGE_LEAD)
}

export const withQuery = (url: string, query: string) =>
  `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({ q: query })}`
