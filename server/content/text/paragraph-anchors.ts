// Pinpoint anchors: each numbered paragraph of a text gets `id="para-N"`, N as the text numbers
// it ('12.', '[12]' in a court's margin, '3.12' in a text numbered by part, '12' standing alone
// before its paragraph in a judgment of the Court of Justice), so that a lawyer's
// '¶ 460' opens on paragraph 460 (decision 242).
import type { Section } from '../model.ts'

// A numbered paragraph is a pinpoint when its number follows the last one closely: footnote
// numbers and list items that restart at 1 are not.
const MAX_GAP = 10
// A paragraph number as OCR may read it: '157.', or 'IS7.' with letters for digits.
const DIGITS = String.raw`[\dIlO|S]{1,4}`
const PLAIN = new RegExp(String.raw`<p>(${DIGITS})\.(\s|<\/p>)`, 'g')
const BRACKETED = new RegExp(String.raw`<p>\[(${DIGITS})\](\s|<\/p>)`, 'g')
const DECIMAL = /<p>(\d{1,2})\.(\d{1,3})\.?(\s|<\/p>)/g
// A number standing alone before its paragraph, as the Court of Justice's texts give it.
const BARE = /<p>(\d{1,4})(<\/p>)/g

const misread = (token: string) =>
  Number(token.replace(/[Il|]/g, '1').replace(/O/g, '0').replace(/S/g, '5'))

const count = (sections: Section[], re: RegExp) =>
  sections.reduce((n, s) => n + (s.html.match(re)?.length ?? 0), 0)

/** The sections with their numbered paragraphs anchored, in the scheme that anchors most. */
export function anchorParagraphs(sections: Section[]): Section[] {
  const anchors = (ss: Section[]) => count(ss, /<p id="para-/g)
  let best = anchorNumbers(sections, PLAIN, (n) => `${n}.`)
  for (const other of [
    () => anchorNumbers(sections, BRACKETED, (n) => `[${n}]`),
    () => anchorNumbers(sections, BARE, (n) => `${n}`),
    () => anchorDecimal(sections),
  ]) {
    const candidate = other()
    if (anchors(candidate) > anchors(best)) best = candidate
  }
  return best
}

/**
 * Numbers in sequence are anchored (the first of a number only). A number the OCR set apart
 * from its paragraph (`<p>21.</p>`) is anchored where it stands, on the paragraph's page. A
 * sequence starts at a low number, or at any number the next two follow closely (a text whose
 * first numbers the OCR lost, or a stretch after numbers left apart). A number OCR misread
 * ('IS7.') is read back only as the next one; a number OCR lost is found by inferLost.
 */
function anchorNumbers(
  sections: Section[],
  pattern: RegExp,
  written: (n: number) => string,
): Section[] {
  const numbers = sections.flatMap((s) =>
    [...s.html.matchAll(pattern)].map((m) => (/^\d+$/.test(m[1]) ? Number(m[1]) : NaN)),
  )
  const follows = (a: number, b: number | undefined) => b !== undefined && b > a && b <= a + MAX_GAP
  // How many numbers after index `from` go on closely from `v`, one after the other.
  const run = (from: number, v: number) => {
    let k = 0
    for (let i = from + 1; i < numbers.length; i++)
      if (follows(v, numbers[i])) {
        v = numbers[i]
        k++
      }
    return k
  }
  let last = 0
  let at = -1
  const seen = new Set<number>()
  const numbered = sections.map((s) => {
    const html = s.html.replace(pattern, (m, token: string, after: string) => {
      at += 1
      const exact = /^\d+$/.test(token)
      if (!exact && !/\d/.test(token)) return m // 'I.', 'S.': a heading's letter
      const n = exact ? Number(token) : misread(token)
      if (!exact && n !== last + 1) return m
      // A jump is taken when the sequence it starts runs at least as far as the one it leaves:
      // a judgment quoting another's paragraphs ('597.', '598.', '600.') goes on from where it
      // was, and a list that restarts at 1 after the text (an annex) does not hold it back.
      const starts =
        follows(n, numbers[at + 1]) &&
        follows(numbers[at + 1], numbers[at + 2]) &&
        run(at, n) >= run(at, last)
      if (seen.has(n) || n <= last || (n > last + MAX_GAP && !starts)) return m
      last = n
      seen.add(n)
      return `<p id="para-${n}">${written(n)}${after}`
    })
    return html === s.html ? s : { ...s, html }
  })
  return numbered.map((s) => inferLost(s, seen))
}

// A paragraph's own start: a capital (or an opening quotation mark or bracket before one).
const OPENS = /^["“‘([]?\p{Lu}/u

/**
 * A number OCR lost: paragraph N is unnumbered but N − 1 and N + 1 are anchored. Its start is the last paragraph before N + 1 that opens like one; the paragraphs
 * between go on in lower case (the OCR cut a paragraph into lines), and one after a lead-in
 * (':') is a quotation inside the paragraph, not its start.
 */
function inferLost(section: Section, seen: Set<number>): Section {
  const parts = section.html.split(/(?=<p[ >])/)
  let changed = false
  for (let i = 0; i < parts.length; i++) {
    const next = /^<p id="para-(\d+)">/.exec(parts[i])
    if (!next) continue
    const n = Number(next[1]) - 1
    if (n < 2 || seen.has(n) || !seen.has(n - 1)) continue
    for (let j = i - 1; j >= 0; j--) {
      const m = /^<p>([^<]*)<\/p>/.exec(parts[j])
      if (!m) break // an anchored paragraph, a list or a heading: no start between
      const text = m[1].trimStart()
      if (/^\d/.test(text)) break
      const leadIn = j > 0 && /:\s*<\/p>\s*$/.test(parts[j - 1])
      if (!OPENS.test(text) || leadIn) continue
      parts[j] = parts[j].replace(/^<p>/, `<p id="para-${n}">`)
      seen.add(n)
      changed = true
      break
    }
  }
  return changed ? { ...section, html: parts.join('') } : section
}

/** '3.12': anchored in order, part by part. */
function anchorDecimal(sections: Section[]): Section[] {
  let last: [number, number] = [0, 0]
  const seen = new Set<string>()
  return sections.map((s) => {
    const html = s.html.replace(DECIMAL, (m, a: string, b: string, after: string) => {
      const key: [number, number] = [Number(a), Number(b)]
      const later = key[0] > last[0] || (key[0] === last[0] && key[1] > last[1])
      const id = `${key[0]}.${key[1]}`
      if (!later || seen.has(id) || key[0] > last[0] + 2) return m
      last = key
      seen.add(id)
      return `<p id="para-${id}">${a}.${b}${after}`
    })
    return html === s.html ? s : { ...s, html }
  })
}
