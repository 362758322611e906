// Paragraph numbers the OCR set apart from their text. Many scanned awards print the numbers in
// a margin, and the OCR reads them as a column at the top of the page ('119.', '120.', or
// stacked as '119. 120.'), apart from the paragraphs they number. Each page's column is put back
// on the first line of its paragraph when the page's paragraph starts can be read: the k-th
// paragraph that starts on the page takes the k-th number. When they cannot (more or fewer
// starts than numbers), the column stays where it stands, so the anchors still open the page.
import { looksLikeProseHeading } from './html.ts'

/** A line that is only paragraph numbers: '119.', '119. 120.'. */
export const NUMBER_COLUMN_LINE = /^\s*(?:\d{1,4}\.\s*)+$/

const numbersOf = (line: string) => [...line.matchAll(/\d{1,4}/g)].map((m) => Number(m[0]))

// A sentence ends: '.', '?' or '!', then closing quotes, brackets or a footnote mark OCR read
// as a symbol ('effects.**', 'Contract”.’*').
const ENDS_SENTENCE = /[.?!]["'”’)\]*®°'’]*\d{0,3}\s*$/
// A lead-in (':' or ';'): what follows may be a new paragraph or a quotation inside this one.
const ENDS_LEAD_IN = /[:;]["'”’)\]*]*\s*$/
// A paragraph's first line: a capital, a quotation mark or an opening bracket.
const OPENS = /^\s*["“‘'([]?\p{Lu}/u
// A citation's abbreviation ending a line does not end its sentence: 'v.', 'No.', 'para.'.
const ABBREVIATION =
  /\b(?:v|vs|No|Nos|para|paras|Art|Arts|p|pp|cf|e\.g|i\.e|et al|Inc|Co|Ltd|Dr|Mr|Mrs|Ms|Prof|St|Sec|Ch)\.$/

// A start's previous line: how full it is (a paragraph's last line seldom fills the measure).
type Start = { line: number; strong: boolean; fill: number }

/**
 * Re-attaches the number columns of each page to their paragraphs. `pages` are the line
 * indexes of each page in order; lines are edited in place (a number line becomes empty).
 * Returns how many numbers were re-attached.
 */
export function attachNumberColumns(lines: string[], pages: number[][]): number {
  let attached = 0
  // The last line of text before this page, to tell a paragraph continued across the break.
  let before = ''
  for (const page of pages) {
    const filled = page.filter((i) => lines[i].trim())
    // The column stands above the page's text (or below it); a number line among the text
    // is something else ('484.' ending a note, a year).
    const top = filled.findIndex((i) => !NUMBER_COLUMN_LINE.test(lines[i]))
    const bottom = filled.findLastIndex((i) => !NUMBER_COLUMN_LINE.test(lines[i]))
    const column = top > 0 ? filled.slice(0, top) : top === -1 ? [] : filled.slice(bottom + 1)
    const numbers = column.flatMap((i) => numbersOf(lines[i]))
    const text = filled.filter((i) => !column.includes(i))
    if (numbers.length > 0 && consecutive(numbers)) {
      const starts = paragraphStarts(lines, text, before)
      const chosen = choose(starts, numbers.length)
      if (chosen) {
        chosen.forEach((s, k) => {
          lines[s.line] = `${numbers[k]}. ${lines[s.line].trimStart()}`
        })
        for (const i of column) lines[i] = ''
        attached += numbers.length
      }
    }
    const last = text.filter((i) => !isHeading(lines[i].trim())).at(-1)
    if (last !== undefined) before = lines[last]
  }
  return attached
}

/**
 * The k starts that take the k numbers: the strong ones (after a full stop or a heading), then
 * the weak ones, and where there are more than numbers, those after the shortest lines.
 */
function choose(starts: Start[], k: number): Start[] | null {
  const strong = starts.filter((s) => s.strong)
  const pool = strong.length >= k ? strong : starts
  // Far more starts than numbers: the OCR lost most of the column, and which start a number
  // belongs to cannot be told.
  if (pool.length < k || pool.length > k + Math.max(2, k / 2)) return null
  return [...pool]
    .sort((a, b) => a.fill - b.fill)
    .slice(0, k)
    .sort((a, b) => a.line - b.line)
}

// A numbered title in sentence case: '13 Constant Protection and Security', '1.2 Fair and
// Equitable Treatment'.
const NUMBERED_TITLE = /^(?:\d{1,2}(?:\.\d{1,2})*\.?|[A-H]\.|[IVX]{1,5}\.)\s+\p{Lu}[^.:;,]{2,80}$/u

function isHeading(line: string): boolean {
  return looksLikeProseHeading(line) || NUMBERED_TITLE.test(line)
}

function consecutive(numbers: number[]): boolean {
  return numbers.every((n, k) => k === 0 || n === numbers[k - 1] + 1)
}

/** The lines of a page where a paragraph starts; weak after a lead-in (it may be a quotation). */
function paragraphStarts(lines: string[], text: number[], before: string): Start[] {
  const starts: Start[] = []
  const lengths = text.map((i) => lines[i].trim().length).sort((a, b) => a - b)
  // The measure: the length most full lines of the page reach.
  const measure = Math.max(40, lengths[Math.floor(lengths.length * 0.8)] ?? 0)
  let prev = before
  let prevHeading = !before
  for (const i of text) {
    const line = lines[i].trim()
    if (isHeading(line)) {
      prevHeading = true
      prev = line
      continue
    }
    // 'Exhibit' or 'Exhibit R-89.' beside the text is a margin note, not a paragraph.
    if (OPENS.test(line) && !/^\d/.test(line) && line.split(/\s+/).length >= 4) {
      const fill = prevHeading ? 0 : prev.length / measure
      if (prevHeading || (ENDS_SENTENCE.test(prev) && !ABBREVIATION.test(prev)))
        starts.push({ line: i, strong: true, fill })
      else if (ENDS_LEAD_IN.test(prev)) starts.push({ line: i, strong: false, fill })
    }
    prevHeading = false
    prev = line
  }
  return starts
}
