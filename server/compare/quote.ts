// Quoting a provision's text: whole sentences and paragraphs within a length, and a passage's
// plain text.

// The end of a sentence: a full stop, question mark, semicolon or colon before a space, unless the
// full stop closes a number or an abbreviation ('Art.', 'No.', 'U.S.', 'e.g.', '1.', '(a).').
const SENTENCE_END =
  /(?<!\b(?:[A-Za-z]|Art|Arts|No|Nos|para|paras|Sec|sec|seq|e\.g|i\.e|etc|U\.S|Abs|Nr|Satz|vgl|bzw|z\.B|ch|pp|Pub|Stat)\.)(?<!\b\d+\.)[.;:?!](?=\s)/g

/** The longest run of whole sentences of `text` within `max` characters (at least one sentence). */
export function wholeSentences(text: string, max: number): string {
  if (text.length <= max) return text
  let cut = -1
  for (const m of text.matchAll(SENTENCE_END)) {
    const end = (m.index ?? 0) + 1
    if (end > max && cut > 0) break
    cut = end
    if (end > max) break
  }
  return cut > 0 ? text.slice(0, cut) : text
}

/**
 * A quote of at most about `max` characters: whole paragraphs, then the whole sentences of the
 * paragraph that would overflow; '…' marks where the provision goes on. Never cut mid-word.
 */
export function quoteParagraphs(paragraphs: readonly string[], max: number): string[] {
  const out: string[] = []
  let size = 0
  for (const p of paragraphs) {
    const text = p.trim()
    if (!text) continue
    if (size + text.length <= max) {
      out.push(text)
      size += text.length
      continue
    }
    const part = wholeSentences(text, Math.max(max - size, 0))
    if (out.length === 0 || part.length <= max - size) {
      out.push(part === text ? part : `${part} …`)
    } else out.push('…')
    break
  }
  return out
}

/** A passage's text: tags dropped, the entities the index escapes read back. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(
      /&(amp|lt|gt|quot|#39|#x27);/g,
      (_, e: string) =>
        ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e] ?? '',
    )
    .replace(/\s+/g, ' ')
    .trim()
}
