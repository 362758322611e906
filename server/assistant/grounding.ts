// Grounding: every quotation in an answer is checked against the text it claims to quote.
// Quotations are block quotes (lines starting with "> ") and inline quotes of 20 characters or
// more in double quotes (“…” or "…"); shorter quoted words are usually terms, not quotations.
// A quotation may skip text with an ellipsis: each piece must then be found, in order.
import { foldForQuote } from '#sites/text.ts'
import type { CheckedQuote, Citation, Passage, Source } from './types.ts'

const INLINE_QUOTE = /“([^”]{20,})”|"([^"\n]{20,})"/g
const ELLIPSIS = /\s*(?:…|\.\.\.|\[\.\.\.\]|\[…\])\s*/

/** The quotations of an answer's text, in order of appearance. */
export function quotationsOf(content: string): string[] {
  const quotes: string[] = []
  const prose: string[] = []
  let block: string[] = []
  const flush = () => {
    if (block.length > 0) quotes.push(block.join('\n').trim())
    block = []
  }
  for (const line of content.split('\n')) {
    const quoted = /^\s*>\s?(.*)$/.exec(line)
    if (quoted) block.push(quoted[1])
    else {
      flush()
      prose.push(line)
    }
  }
  flush()
  for (const match of prose.join('\n').matchAll(INLINE_QUOTE))
    quotes.push((match[1] ?? match[2]).trim())
  return quotes.filter(Boolean)
}

/** Where `quote` occurs in `text` (both folded), pieces around ellipses in order; else -1. */
function findQuote(quote: string, text: string): boolean {
  const pieces = quote
    .split(ELLIPSIS)
    .map((p) => foldForQuote(p).replace(/^[\s"'(]+|[\s"',.;:)]+$/g, ''))
    .filter((p) => p.length > 0)
  if (pieces.length === 0) return false
  let from = 0
  for (const piece of pieces) {
    const at = text.indexOf(piece, from)
    if (at === -1) return false
    from = at + piece.length
  }
  return true
}

export type GroundingSource = { title: string; url: string; text: string }

/**
 * Checks each quotation against the sources' text (the passages given to the provider, then the
 * whole documents they come from) and names the source it was found in.
 */
export function checkQuotes(content: string, sources: readonly GroundingSource[]): CheckedQuote[] {
  const folded = sources.map((s) => ({
    source: { title: s.title, url: s.url },
    text: foldForQuote(s.text),
  }))
  return quotationsOf(content).map((text) => {
    const hit = folded.find((s) => findQuote(text, s.text))
    return { text, verified: hit !== undefined, source: hit?.source ?? null }
  })
}

/** Passages numbered from 1, as the provider cites them ([1], [2], …). */
export function citationsOf(passages: readonly Passage[]): Citation[] {
  return passages.map((p, i) => ({
    n: i + 1,
    title: p.heading ? `${p.title} (${p.heading})` : p.title,
    url: p.href,
  }))
}

/**
 * The documents an answer rests on: those of the passages it cites by number, or of every
 * passage when it cites none. One entry per document, in order of first use.
 */
export function sourcesOf(content: string, passages: readonly Passage[]): Source[] {
  const cited = new Set([...content.matchAll(/\[(\d{1,2})\]/g)].map((m) => Number(m[1]) - 1))
  const used = cited.size > 0 ? passages.filter((_, i) => cited.has(i)) : passages
  const seen = new Map<string, Source>()
  for (const p of used) if (!seen.has(p.url)) seen.set(p.url, { title: p.title, url: p.url })
  return [...seen.values()]
}
