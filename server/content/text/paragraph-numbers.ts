// Paragraph numbers the OCR set apart from their text. Many scanned awards print the numbers in
// a margin, and the OCR reads them as a column at the top of the page ('119.', '120.', or
// stacked as '119. 120.'), apart from the paragraphs they number. Each page's column is put back
// on the first line of its paragraph when the page's paragraph starts can be read: the k-th
// paragraph that starts on the page takes the k-th number. When they cannot (more or fewer
// starts than numbers), the column stays where it stands, so the anchors still open the page.
import { looksLikeProseHeading } from './html.ts'

/** A line that is only paragraph numbers: '119.', '119. 120.'. */
export const NUMBER_COLUMN_LINE = /^\s*(?:\d{1,4}\.\s*)+$/
// A column's number as OCR may misread it: a comma for the point ('49,'), letters for digits
// ('Si.' for 51, 'Al.' for 41). Read so only inside a column of true numbers, in sequence.
const MISREAD_COLUMN_LINE = /^\s*(?:[\dIlOSAi|]{1,4}[.,]\s*)+$/
const DIGIT_FOR: Record<string, string> = {
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  O: '0',
  S: '5',
  A: '4',
}

const numbersOf = (line: string) =>
  [...line.matchAll(/[\dIlOSAi|]{1,4}(?=[.,])/g)].map((m) =>
    Number(m[0].replace(/[IlOSAi|]/g, (c) => DIGIT_FOR[c])),
  )

// A sentence ends: '.', '?' or '!', then closing quotes, brackets or a footnote mark OCR read
// as a symbol or set apart ('effects.**', 'Contract”.’*', 'discretion.'™', 'litigation. 65').
const ENDS_SENTENCE = /[.?!]["'”’)\]]*(?:\s?[\d*®°'’™»!”"†‡§^]{1,3})?\s*$/
// The footnote mark a line ends with, to see the word before it.
const TRAILING_MARK = /["'”’)\]]*(?:\s?[\d*®°'’™»!”"†‡§^]{1,3})?\s*$/
// A lead-in (':' or ';'): what follows may be a new paragraph or a quotation inside this one.
const ENDS_LEAD_IN = /[:;]["'”’)\]*]*\s*$/
// A paragraph's first line: a capital, or an opening bracket before one. A line that opens on
// a quotation mark is a quotation inside a paragraph (not one paragraph in 400 opens so).
const OPENS = /^\s*[([]?\p{Lu}/u
// A citation's abbreviation ending a line does not end its sentence: 'v.', 'No.', 'para.'.
const ABBREVIATION =
  /\b(?:v|vs|No|Nos|para|paras|Art|Arts|p|pp|cf|e\.g|i\.e|et al|Inc|Co|Ltd|Dr|Mr|Mrs|Ms|Prof|St|Sec|Ch)\.$/

// A start's previous line: how full it is (a paragraph's last line seldom fills the measure).
// How sure the start is: 0 after a full stop or a heading, 1 after a lead-in, 2 after a short
// line that ends no sentence (a heading in sentence case, a table's last row).
type Start = { line: number; rank: 0 | 1 | 2; fill: number }
// A line that goes on: it ends on a comma, a dash or a word that needs the next.
const GOES_ON =
  /(?:[,\-–—(]|\b(?:of|and|or|the|a|an|to|in|for|by|with|that|on|at|from|as|is|are|was|be|its|their|which))\s*$/i
// A short line is under this share of the measure; a full one reaches this share.
const SHORT = 0.6
const FULL = 0.9
// A title the heading rule does not see: enumerated ('b. The Second Waiver is consistent with
// Article 1121', '(iii) The Washington Litigation') or in title case, with no full stop.
const ENUMERATED_TITLE = /^(?:\(?[a-z]\)|[a-z]\.|\(\d{1,2}\)|\(?[ivx]{1,5}\))\s*\p{Lu}[^.;:]*$/u
const titleCase = (line: string) => {
  const words = line.split(/\s+/).filter((w) => /^\p{L}{4,}/u.test(w))
  return words.length >= 2 && words.every((w) => /^\p{Lu}/u.test(w)) && !/[.;:,]$/.test(line)
}
// A part's enumerator opens a heading, whatever follows it: 'IB. Jurisdictional objection …',
// 'IA.2.b. Interpretation of Article 1119: …' (OCR also reads I as T or L).
const PART_ENUMERATOR = /^(?:[IVX]{1,4}[A-H]?\.|[TL][A-H]\.|[A-H]\.\d)(?:\d{1,2}\.)*(?:[a-z]\.)?\s/
// Not a paragraph's start: a transcript's question or answer ('Q. Now, …', 'A. Yes, …') and a
// note whose mark the OCR lost ('Counter-Memorial, ¶ 246. The Claimants …').
const NO_START = /^(?:[QA]\.\s|[\p{L}\s’'-]{2,40},\s*(?:[{¶]|paras?\.?\s*\d|ff\b))/u

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
    // is something else ('484.' ending a note, a year). Read with its misread numbers when
    // they keep the sequence, else only its true numbers.
    const strict = columnOf(lines, filled)
    const column = [columnOf(lines, filled, MISREAD_COLUMN_LINE), strict].find(
      (c) => c.length > 0 && isSequence(lines, c),
    )
    const text = filled.filter((i) => !(column ?? strict).includes(i))
    if (column) {
      const numbers = column.flatMap((i) => numbersOf(lines[i]))
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
 * The k starts that take the k numbers: the surest that are enough (after a full stop or a
 * heading, then after a lead-in, then after a short line), and where there are more than
 * numbers, those after the shortest lines, when the others follow full lines.
 */
function choose(starts: Start[], k: number): Start[] | null {
  // The surest starts that are enough.
  const pool =
    [0, 1, 2].map((r) => starts.filter((s) => s.rank <= r)).find((p) => p.length >= k) ?? starts
  // Far more starts than numbers: the OCR lost most of the column, and which start a number
  // belongs to cannot be told.
  if (pool.length < k || pool.length > k + Math.max(2, k / 2)) return null
  const sorted = [...pool].sort((a, b) => a.fill - b.fill)
  // A start left without a number must follow a full line (a sentence that ended where the
  // line did, inside a paragraph); after a shorter one it is a paragraph's own, and which
  // paragraph lost its number cannot be told.
  if (sorted.slice(k).some((s) => s.fill < FULL)) return null
  return sorted.slice(0, k).sort((a, b) => a.line - b.line)
}

// A numbered title in sentence case: '13 Constant Protection and Security', '1.2 Fair and
// Equitable Treatment'.
const NUMBERED_TITLE = /^(?:\d{1,2}(?:\.\d{1,2})*\.?|[A-H]\.|[IVX]{1,5}\.)\s+\p{Lu}[^.:;,]{2,80}$/u

function isHeading(line: string): boolean {
  return looksLikeProseHeading(line) || NUMBERED_TITLE.test(line)
}

/** The lines of a page's number column, above its text or else below it. */
function columnOf(lines: string[], filled: number[], line = NUMBER_COLUMN_LINE): number[] {
  const top = filled.findIndex((i) => !line.test(lines[i]))
  const bottom = filled.findLastIndex((i) => !line.test(lines[i]))
  return top > 0 ? filled.slice(0, top) : top === -1 ? [] : filled.slice(bottom + 1)
}

/** Numbers in sequence, most of the lines true numbers ('I.' alone is a heading, not 1). */
function isSequence(lines: string[], column: number[]): boolean {
  const numbers = column.flatMap((i) => numbersOf(lines[i]))
  const sure = column.filter((i) => NUMBER_COLUMN_LINE.test(lines[i])).length
  return sure * 2 >= column.length && numbers.every((n, k) => k === 0 || n === numbers[k - 1] + 1)
}

/** The lines of a page where a paragraph starts, ranked by how sure each is. */
function paragraphStarts(lines: string[], text: number[], before: string): Start[] {
  const starts: Start[] = []
  const lengths = text.map((i) => lines[i].trim().length).sort((a, b) => a - b)
  // The measure: the length most full lines of the page reach.
  const measure = Math.max(40, lengths[Math.floor(lengths.length * 0.8)] ?? 0)
  let prev = before
  let prevHeading = !before
  for (const [k, i] of text.entries()) {
    const line = lines[i].trim()
    // A short line that ends no sentence before a line that opens like a paragraph is a title
    // ('Pawlowski AG has its “seat” in Switzerland'): a paragraph's one line ends on a stop.
    const title =
      OPENS.test(line) &&
      line.length < measure * SHORT &&
      !/[.?!:;,"”’)\]]\s*$/.test(line) &&
      !GOES_ON.test(line) &&
      OPENS.test(lines[text[k + 1]]?.trim() ?? '')
    if (isHeading(line) || PART_ENUMERATOR.test(line) || title) {
      prevHeading = true
      prev = line
      continue
    }
    // 'Exhibit' or 'Exhibit R-89.' beside the text is a margin note, not a paragraph.
    if (
      OPENS.test(line) &&
      !/^\d/.test(line) &&
      !NO_START.test(line) &&
      line.split(/\s+/).length >= 4
    ) {
      const fill = prevHeading ? 0 : prev.length / measure
      const ends = ENDS_SENTENCE.test(prev) && !ABBREVIATION.test(prev.replace(TRAILING_MARK, ''))
      if (prevHeading || ends) starts.push({ line: i, rank: 0, fill })
      else if (ENDS_LEAD_IN.test(prev)) starts.push({ line: i, rank: 1, fill })
      else if (
        !GOES_ON.test(prev) &&
        (fill < SHORT || ENUMERATED_TITLE.test(prev) || titleCase(prev))
      )
        starts.push({ line: i, rank: 2, fill })
    }
    prevHeading = false
    prev = line
  }
  return starts
}
