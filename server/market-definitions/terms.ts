// Search terms in the locator's text: a term as a pattern, passages marked where terms match,
// and the title a document's related cases are asked by.
import { escapeRegExp } from '#sites/text.ts'
import type { SourceDocument } from './extract.ts'
import type { TextPart } from './types.ts'

/** A term as a pattern: whole words, any spacing, a trailing `*` for any ending. */
export function termPattern(term: string): RegExp {
  const words = term
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) =>
      w.endsWith('*') ? `${escapeRegExp(w.slice(0, -1))}[\\p{L}\\p{N}]*` : escapeRegExp(w),
    )
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('\\s+')}(?![\\p{L}\\p{N}])`, 'giu')
}

/** Splits text into marked and unmarked runs. */
export function markParts(text: string, patterns: RegExp[]): TextPart[] {
  const ranges: [number, number][] = []
  for (const p of patterns) {
    for (const m of text.matchAll(new RegExp(p.source, p.flags))) {
      if (m[0].length) ranges.push([m.index, m.index + m[0].length])
    }
  }
  ranges.sort((a, b) => a[0] - b[0])
  const parts: TextPart[] = []
  let at = 0
  for (const [start, end] of ranges) {
    if (start < at) continue
    if (start > at) parts.push({ text: text.slice(at, start), mark: false })
    parts.push({ text: text.slice(start, end), mark: true })
    at = end
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false })
  return parts
}

// Corporate words a related-cases title leaves out: 'Intel Corporation Inc' is asked as 'Intel'.
const CORPORATE =
  /\b(?:corp(?:oration)?|inc|ltd|limited|plc|spa|sa|sas|ag|gmbh|bv|nv|se|co|company|group|holding|holdings|international|industries|and others|others)\b\.?/gi

export function relatedTitleFor(doc: SourceDocument): string | null {
  for (const p of doc.record.parties ?? []) {
    if (/commission|council|parliament|authorit|republic|kingdom|state/i.test(p.name)) continue
    const words = p.name
      .replace(CORPORATE, ' ')
      .replace(/[^\p{L}\p{N}\s&-]/gu, ' ')
      .trim()
      .split(/\s+/)
    const title = words.slice(0, words[0]?.length >= 4 ? 1 : 2).join(' ')
    if (title.length >= 3) return title
  }
  return null
}
