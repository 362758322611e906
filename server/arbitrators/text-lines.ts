// Positions in an award's text: its non-empty lines with their 1-based numbers, the line an
// offset of the flattened body falls on, and patterns that find a name part as a whole word.
import type { Evidence } from './extract.ts'

export type Line = { n: number; text: string }

export function linesOf(text: string, limit: number): Line[] {
  const out: Line[] = []
  let n = 0
  let pos = 0
  while (pos < text.length && pos < limit) {
    const end = text.indexOf('\n', pos)
    const stop = end < 0 ? text.length : end
    n++
    const line = text.slice(pos, stop).replace(/\s+/g, ' ').trim()
    if (line) out.push({ n, text: line })
    pos = stop + 1
  }
  return out
}

/** The line a character offset of the flattened body falls on. */
export function lineAt(lines: Line[], body: string, offset: number): Line {
  const before = body.slice(0, offset)
  let chars = 0
  for (const l of lines) {
    chars += l.text.length + 1
    if (chars > before.length) return l
  }
  return lines[lines.length - 1] ?? { n: 1, text: '' }
}

export function evidenceAt(lines: Line[], body: string, offset: number): Evidence {
  const l = lineAt(lines, body, offset)
  return { line: l.n, text: l.text }
}

// Dots of titles and initials become spaces (same length, offsets stay), so that a sentence
// ends only at a real full stop: 'Claimant appointed Mr. Arthur W. Rovine', 'Professor Avv.
// Andrea Giardina'.
export function plainDots(text: string): string {
  return text.replace(
    /\b(?:Mr|Mrs|Ms|Dr|Dra|Prof|Avv|Me|Sra|Lic|Ing|St|No|Nos|Messrs|Jr|Sr|Esq|Co|Inc|Ltd|Corp|Art|para|paras|Hon|Rt|Q\.C|K\.C|P\.C|O\.C|C\.C|[A-Z])\./g,
    (m) => m.slice(0, -1) + ' ',
  )
}

/**
 * Words a line break hyphenates joined, the two characters the break took after the word (same
 * length, offsets stay): 'the Republic of Paraguay ap-' / 'pointed Justice Francisco Rezek'.
 */
export function joinedHyphens(text: string): string {
  let out = ''
  let last = 0
  for (let at = text.indexOf('-\n'); at >= 0; at = text.indexOf('-\n', at + 2)) {
    let from = at
    while (from > last && LOWER.test(text[from - 1])) from--
    let to = at + 2
    while (to < text.length && LOWER.test(text[to])) to++
    if (from === at || to === at + 2) continue
    const [a, b] = [text.slice(from, at), text.slice(at + 2, to)]
    // (a compound keeps its hyphen: 'his party-' / 'appointed arbitrator')
    out += text.slice(last, from) + (COMPOUND.test(a) ? `${a}-${b} ` : `${a}${b}  `)
    last = to
  }
  return out + text.slice(last)
}
const LOWER = /\p{Ll}/u
const COMPOUND = /^(?:party|co|non|self|ex)$/

/** A pattern for a name part: letters around it are not letters (accents included). */
export function wordRe(word: string, flags = 'gu'): RegExp {
  return new RegExp(`(?<![\\p{L}])${escape(word)}(?![\\p{L}])`, flags)
}

export function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
