// Runs of OCR debris in scanned text: what the OCR made of a logo, a stamp, a table's rules or
// a margin ('o> OmMmMOOD> go', 'S! PHBL'). A debris token mixes case inside a word more than a
// name does ('OmMmMOOD') or has a symbol inside or against its letters ('o>'); a run is such
// tokens with the one- and two-letter fragments and stray marks beside them. Runs are removed:
// they carry no words a reader could quote. The same test counts the runs left (docs/quality).

// Short words a fragment is not.
const SHORT_WORDS = new Set(
  'a an as at be by do go he if in is it me my no of on or so to up us we am id ie eg v vs'.split(
    ' ',
  ),
)

/** A token no language writes: mixed case inside a word, or a symbol inside or against it. */
export function isDebrisToken(token: string): boolean {
  if (/\p{L}[<>{}|\\^~=®©°¢¥¶]+\p{L}|^\p{L}{1,12}[<>]$|^[<>]\p{L}+$/u.test(token)) return true
  const letters = token.replace(/[^\p{L}]/gu, '')
  if (letters.length > 20 || /\d/.test(token)) return false
  // 'McDonald', 'ExxonMobil' switch once; 'OmMmMOOD' twice.
  return (letters.match(/\p{Ll}\p{Lu}/gu)?.length ?? 0) >= 2
}

// A fragment: one or two letters that are no short word, or marks without letters or digits.
function isFragment(token: string): boolean {
  const letters = token.replace(/[^\p{L}]/gu, '')
  if (!letters) return !/[\p{N}&§–—-]/u.test(token)
  return letters.length <= 2 && !/\d/.test(token) && !SHORT_WORDS.has(letters.toLowerCase())
}

/** The debris runs of a text, each as it stands (what the quality figures count). */
export function debrisRuns(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean)
  return runs(words).map(([a, b]) => words.slice(a, b + 1).join(' '))
}

function runs(words: string[]): Array<[number, number]> {
  const found: Array<[number, number]> = []
  for (let i = 0; i < words.length; i++) {
    if (!isDebrisToken(words[i])) continue
    let a = i
    while (a > 0 && isFragment(words[a - 1])) a--
    let b = i
    while (b + 1 < words.length && (isDebrisToken(words[b + 1]) || isFragment(words[b + 1]))) b++
    found.push([a, b])
    i = b
  }
  return found
}

// Small capitals read as a mix of cases: 'DaTE', 'FLooR'. Mostly capitals with a capital after a
// small letter, four letters or more ('PwC' and 'McDonald' are left as they are).
const SMALL_CAPS = /(?<![\p{L}\d])(?=\p{L}*\p{Ll}\p{Lu})\p{L}{4,}(?![\p{L}\d])/gu

function smallCapsRead(word: string): string {
  const upper = word.replace(/\P{Lu}/gu, '').length
  return upper >= word.length / 2 ? word.toUpperCase() : word
}

/**
 * One line without its debris runs, stray marks after punctuation ('million.®') and small
 * capitals read as mixed case.
 */
export function removeDebris(line: string, count: (n: number) => void = () => {}): string {
  const marks = line
    .replace(/([.,;:!?”’"])[®©°¤]+(?=\s|$)/g, '$1')
    .replace(/(\p{L})_(?=\p{L})/gu, '$1 ')
    .replace(SMALL_CAPS, smallCapsRead)
  const words = marks.split(/\s+/).filter(Boolean)
  const found = runs(words)
  count(found.length)
  if (found.length === 0) return marks === line ? line : marks
  for (const [a, b] of found) for (let k = a; k <= b; k++) words[k] = ''
  return words.filter(Boolean).join(' ')
}
