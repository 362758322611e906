// Positions in an award's text: its non-empty lines with their 1-based numbers (a sentence a page
// break cuts kept whole), the line an offset of the flattened body falls on, and patterns that
// find a name part as a whole word.
import type { Evidence } from './types.ts'

export type Line = { n: number; text: string }

export function linesOf(text: string, limit: number): Line[] {
  const pages: Paragraph[][] = [[]]
  let paragraph: Paragraph = []
  const close = () => {
    if (paragraph.length) pages[pages.length - 1].push(paragraph)
    paragraph = []
  }
  let n = 0
  let pos = 0
  while (pos < text.length && pos < limit) {
    const end = text.indexOf('\n', pos)
    const stop = end < 0 ? text.length : end
    n++
    const raw = text.slice(pos, stop)
    if (raw.includes('\f')) {
      close()
      pages.push([])
    }
    const line = raw.replace(/\s+/g, ' ').trim()
    if (line) paragraph.push({ n, text: line })
    else close()
    pos = stop + 1
  }
  close()
  const clean = pages.map(withoutRunningHeads)
  return clean.flatMap((page, i) => stitched(page, clean[i + 1] ?? []))
}
type Paragraph = Line[]

/**
 * A page's lines, with the sentence a page break cuts kept whole: the lines that carry it on
 * from the next page come before the page's footnotes and the next page's number ('the
 * Respondent appointed Professor Pierre-' / footnotes / page break / '(a)' / 'Marie Dupuy, a
 * national of France'), and leave that page. Line numbers stay those of the text.
 */
function stitched(page: Paragraph[], next: Paragraph[]): Line[] {
  let foot = page.length
  while (foot > 0 && isFootnote(page[foot - 1])) foot--
  const body = page.slice(0, foot).flat()
  let end = body.length
  while (end > 0 && isPageMark(body[end - 1])) end--
  const rest = [...body.splice(end), ...page.slice(foot).flat()]
  const last = body.at(-1)?.text
  // (prose runs on: a cover's date or name over a page break does not)
  if (!last || ENDS_SENTENCE.test(last) || !(/-$/.test(last) || last.split(' ').length >= 5))
    return [...body, ...rest]
  const lines = next.flat()
  let head = 0
  while (head < lines.length && isPageMark(lines[head])) head++
  // (a heading opens a page on its own: 'Cc. THE TRIBUNAL' / '8. By his Notice …')
  if (head === lines.length || !/^\p{L}.*\p{Ll}{2}/u.test(lines[head].text))
    return [...body, ...rest]
  let to = head
  while (to < lines.length && to < head + 8 && !ENDS_SENTENCE.test(lines[to].text)) to++
  const carried = lines.slice(head, to + 1)
  // (the next page gives up the lines it carried; its number stays first)
  const kept = new Set(carried)
  next.splice(
    0,
    next.length,
    ...next.map((p) => p.filter((l) => !kept.has(l))).filter((p) => p.length),
  )
  return [...body, ...carried, ...rest]
}

// (an initial or a title's dot ends no sentence: 'Professor David A. R.' / 'Williams')
const ENDS_SENTENCE =
  /(?<!(?:^|[\s.])(?:\p{Lu}|Mr|Mrs|Ms|Dr|Prof|No|Nos|para|paras))[.:;!?]["”’)]?$/u
// A footnote paragraph opens with its number or an OCR'd mark ('7 Energy Charter Treaty', '§
// Request, paras. 90-105'); a page's number or mark ('-18-', '(a)', '75.') has at most one letter.
const isFootnote = (p: Paragraph) =>
  p.length <= 16 &&
  (/^(?:\d{1,3}|[^\p{L}\p{N}\s]{1,3}\d{0,3})\s+\S/u.test(p[0].text) || p.every(isPageMark))
const isPageMark = (l: Line) =>
  (l.text.match(/\p{L}/gu)?.length ?? 0) <= 1 && !/^v\.?$/i.test(l.text)
// A reprint's running head, its page number beside a title in capitals ('528 ICSID REVIEW--FOREIGN
// INVESTMENT LAW JOURNAL', 'AAPL v. SRI LANKA 529').
const RUNNING_HEAD =
  /^\d{1,4}\s+[^\p{Ll}\d]+\s[^\p{Ll}\d]+$|^[^\p{Ll}\d]+\s[^\p{Ll}\d]+\s+\d{1,4}$/u
const isRunningHead = (l: Line | undefined) =>
  !!l && l.text.length >= 12 && RUNNING_HEAD.test(l.text.replace(/\sv\.?\s/g, ' '))

/** A page without the running head at its top or foot. */
function withoutRunningHeads(page: Paragraph[]): Paragraph[] {
  const lines = page.flat()
  const drop = new Set([lines[0], lines.at(-1)].filter(isRunningHead))
  return page.map((p) => p.filter((l) => !drop.has(l))).filter((p) => p.length)
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

export type Near = { anchor: RegExp; before: number; after: number }

/**
 * The matches of a costly pattern, read only around the hits of a cheap anchor every match holds
 * (a verb, a phrase): `before` characters before a hit and `after` after it, from a word's start.
 * A pattern that opens with a name would otherwise try every capitalised word of a long award.
 */
export function* matchesNear(
  text: string,
  pattern: RegExp,
  { anchor, before, after }: Near,
): Generator<RegExpExecArray> {
  const regions: Array<[number, number]> = []
  for (const hit of text.matchAll(anchor)) {
    let from = Math.max(0, hit.index - before)
    while (from > 0 && !/\s/.test(text[from - 1])) from--
    const to = Math.min(text.length, hit.index + hit[0].length + after)
    const last = regions.at(-1)
    if (last && from <= last[1]) last[1] = Math.max(last[1], to)
    else regions.push([from, to])
  }
  for (const [from, to] of regions)
    for (const m of text.slice(from, to).matchAll(pattern)) yield shifted(m, from)
}

/** A match of a slice, with its offsets those of the whole text. */
function shifted(m: RegExpExecArray, by: number): RegExpExecArray {
  m.index += by
  const moved = new Set<[number, number]>()
  const move = (r: [number, number] | undefined) => {
    if (!r || moved.has(r)) return
    r[0] += by
    r[1] += by
    moved.add(r)
  }
  if (m.indices) {
    for (const r of m.indices) move(r)
    for (const r of Object.values(m.indices.groups ?? {})) move(r)
  }
  return m
}
