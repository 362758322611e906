// The date a decision was made (decision 240), read by the labelling conventions in
// docs/quality.md: ICSID's date of dispatch, then a stated "Date of the Award", then the date at
// the signatures, then the date under the title on the cover. A court's ruling is dated by the
// court's own lines, never by the award it reviews. Only a full day counts; no rule, no date.
import { lineAt } from './lines.ts'
import type { CaseDocumentKind, Fact, FactInput } from './types.ts'

// Month names in the languages the awards and rulings are written or translated in.
const MONTH_NAMES: string[][] = [
  ['january', 'janvier', 'enero', 'januar', 'janner', 'gennaio', 'janeiro', 'januari'],
  ['february', 'fevrier', 'febrero', 'februar', 'febbraio', 'fevereiro', 'februari'],
  ['march', 'mars', 'marzo', 'marz', 'marco', 'maart'],
  ['april', 'avril', 'abril', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'maio', 'mei'],
  ['june', 'juin', 'junio', 'juni', 'giugno', 'junho'],
  ['july', 'juillet', 'julio', 'juli', 'luglio', 'julho'],
  ['august', 'aout', 'agosto', 'augustus'],
  ['september', 'septembre', 'septiembre', 'setiembre', 'settembre', 'setembro'],
  ['october', 'octobre', 'octubre', 'oktober', 'ottobre', 'outubro'],
  ['november', 'novembre', 'noviembre', 'novembro'],
  ['december', 'decembre', 'diciembre', 'dezember', 'dicembre', 'dezembro'],
]

function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    row = next
  }
  return row[b.length]
}

/** 1–12 for a month's name, its abbreviation ('Sept', 'APR') or an OCR misreading ('Novenher'). */
function monthOf(word: string): number | undefined {
  const w = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  if (w.length < 3) return undefined
  const months = (matches: (name: string) => boolean) =>
    new Set(MONTH_NAMES.flatMap((names, i) => (names.some(matches) ? [i + 1] : [])))
  // A misreading keeps the first letters and misses at most two of a long name, or misses one
  // letter of it anywhere ('sanuary'); an abbreviation its last letter ('Apt').
  let found = months((name) => name.startsWith(w))
  if (found.size === 0)
    found = months((name) => {
      const distance = name.length >= 6 ? editDistance(w, name) : Infinity
      if (w.length === 3) return name.slice(0, 2) === w.slice(0, 2)
      return w.slice(0, 3) === name.slice(0, 3) ? distance <= 2 : distance <= 1
    })
  // A long name whose end the OCR broke keeps its first five letters ('DecemSv' is December).
  if (found.size === 0 && w.length >= 5 && w.length <= 10)
    found = months((name) => name.length > 5 && name.startsWith(w.slice(0, 5)))
  return found.size === 1 ? [...found][0] : undefined // 'jui' is June or July: no date
}

function iso(y: number, m: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, m - 1, d))
  if (y < 1950 || y > 2100 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return
  return date.toISOString().slice(0, 10)
}

// OCR reads a 1 as l, I, |, / or \\, a 0 as o, and a 5 after a 1 as S ('/S January 2001').
const DAY = String.raw`([0-3lI|/\\]?[0-9]|[0-3][lIoO|/\\]|[1|/\\]S)`
const digits = (s: string) =>
  +s
    .replace(/[lI|/\\]/g, '1')
    .replace(/[oO]/g, '0')
    .replace(/S/g, '5')
const MONTH = String.raw`([A-Za-zÀ-ÿ]{3,12})`
// A year after a month's name, a 0 or a 1 in it misread ('15 March 2o16', '4 June 20l4').
const YEAR = String.raw`(\d{4}(?!\d)|(?:19|2[0oO])[\doOlI]{2}(?![\dA-Za-z]))`
// An ordinal's letters, or the mark OCR reads them as ('23" day of January').
const ORDINAL = String.raw`(?:st|nd|rd|th|er|["'“”‘’°])?`

// Dates in words: "the twenty-fourth of June two thousand and sixteen".
const words = (s: string) => s.split(' ')
const ONES = words(
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen ' +
    'sixteen seventeen eighteen nineteen',
)
const ONETHS = words(
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth ' +
    'fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth',
)
const TENS = words('twenty thirty forty fifty sixty seventy eighty ninety')
const NUMBER_WORD = [...ONES, ...ONETHS, ...TENS, 'twentieth', 'thirtieth', 'hundred', 'thousand']
const NUMBER = NUMBER_WORD.join('|')
const IN_WORDS = String.raw`(?:${NUMBER})(?:[-\s]+(?:and\s+)?(?:${NUMBER}))*`

function fromWords(words: string): number {
  let total = 0
  let n = 0
  for (const w of words.toLowerCase().split(/[-\s]+/)) {
    if (w === 'thousand') [total, n] = [total + n * 1000, 0]
    else if (w === 'hundred') n *= 100
    else if (TENS.includes(w)) n += (TENS.indexOf(w) + 2) * 10
    else if (w === 'twentieth' || w === 'thirtieth') n += w === 'twentieth' ? 20 : 30
    else n += Math.max(ONES.indexOf(w), ONETHS.indexOf(w)) + 1
  }
  return total + n
}

// Each form of a full date, and how it reads as [year, month, day].
const FORMS: [RegExp, (m: RegExpExecArray) => [number, number | undefined, number]][] = [
  [
    new RegExp(
      String.raw`(?<![\p{L}\d.-])${DAY}${ORDINAL}\.?(?: day)?(?: (?:of|de))? ?${MONTH}\.?,? (?:de )?${YEAR}`,
      'gu',
    ),
    (m) => [digits(m[3]), monthOf(m[2]), digits(m[1])],
  ],
  // A signature's "22, day of DecemSv_ 2019" or "day of De cemS i 2019": the month's letters
  // read together, the OCR's spaces and marks dropped.
  [
    new RegExp(
      String.raw`(?<![\p{L}\d.-])${DAY}${ORDINAL}[.,]? day of ((?:\p{L}+ ?){1,3}?)[_.,]* ${YEAR}`,
      'gu',
    ),
    (m) => [digits(m[3]), monthOf(m[2].replace(/ /g, '')), digits(m[1])],
  ],
  [
    new RegExp(String.raw`(?<![A-Za-zÀ-ÿ])${MONTH}\.? ?${DAY}${ORDINAL},? ${YEAR}`, 'g'),
    (m) => [digits(m[3]), monthOf(m[1]), digits(m[2])],
  ],
  [/(?<![\w.])(\d{1,2}) ?[.-] ?(\d{1,2}) ?[.-] ?(\d{4})(?!\d)/g, (m) => [+m[3], +m[2], +m[1]]],
  // '21/06/2016': day first, as outside the United States, unless the second can only be a day.
  [
    /(?<![\w./])(\d{1,2})\/(\d{1,2})\/(\d{4})(?![\d/])/g,
    (m) => (+m[2] > 12 ? [+m[3], +m[1], +m[2]] : [+m[3], +m[2], +m[1]]),
  ],
  [/(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g, (m) => [+m[1], +m[2], +m[3]]],
  [
    new RegExp(String.raw`\b(${IN_WORDS})(?: day)? of ${MONTH},? (\d{4}|${IN_WORDS})\b`, 'gi'),
    (m) => [/^\d/.test(m[3]) ? +m[3] : fromWords(m[3]), monthOf(m[2]), fromWords(m[1])],
  ],
]

type DateMatch = { iso: string; index: number; end: number }

/** Every full date in `text` ('12 March 2019', 'June 26, 2003', '01.02.2010'), in order. */
export function datesIn(text: string): DateMatch[] {
  // Runs of spaces read as one; `origin` maps each offset of the flattened text back to `text`.
  let flat = ''
  const origin: number[] = []
  for (let i = 0; i < text.length; i++) {
    const space = text[i] !== '\n' && /\s/.test(text[i])
    if (space && flat.endsWith(' ')) continue
    flat += space ? ' ' : text[i]
    origin.push(i)
  }
  origin.push(text.length)
  const found: DateMatch[] = []
  for (const [form, read] of FORMS) {
    for (const m of flat.matchAll(form)) {
      const [y, mo, d] = read(m as RegExpExecArray)
      const date = mo ? iso(y, mo, d) : undefined
      if (date)
        found.push({
          iso: date,
          index: origin[m.index],
          end: origin[m.index + m[0].length - 1] + 1,
        })
    }
  }
  // Two forms may read one date ('22nd day of May 2019'): it counts once.
  return found
    .sort((a, b) => a.index - b.index)
    .filter((d, i, all) => i === 0 || d.index !== all[i - 1].index)
}

function fact(text: string, offset: number, value: string, rule: string): Fact {
  return { value, rule, evidence: lineAt(text, offset) }
}

/** A stretch of the text: where a rule looks (the tail, the cover). */
type Span = { from: number; to: number }

/** The date that starts within `reach` characters after each match of `label` in `span`. */
function afterLabel(text: string, span: Span, label: RegExp, reach: number, rule: string) {
  const facts: Fact[] = []
  for (const m of text.slice(span.from, span.to).matchAll(label)) {
    const from = span.from + m.index + m[0].length
    const date = datesIn(text.slice(from, from + reach + 40)).find((d) => d.index <= reach)
    if (date) facts.push(fact(text, from + date.index, date.iso, rule))
  }
  return facts
}

// A place or the case number before the date: "Lausanne, le 17 octobre 2017", "Buenos Aires, 30
// October 2018.", "PCA Case No. 2012-17 1 June 2016".
const PLACE = /^(?:(?:[A-Z][\p{L},.'-]*\s*){0,4}(?:le\s*)?|(?:[A-Z]+ )?Case No\.? ?[\w/.-]+)$/u

/**
 * Lines that are a date alone, or a place and a date: how signatures and covers are dated. A
 * court may head its ruling with the date and then the place ('7 September 2020 Kyiv').
 */
function datedLines(text: string, span: Span, rule: string, placeAfter = false): Fact[] {
  const facts: Fact[] = []
  let offset = span.from
  let previous = ''
  for (const line of text.slice(span.from, span.to).split('\n')) {
    if (!line.trim()) {
      offset += line.length + 1
      continue
    }
    const date = datesIn(line).at(-1)
    // A date in brackets under the title reads as one alone: '(13 September 2004)'.
    const before = line
      .slice(0, date?.index)
      .replace(/[([]\s*$/, '')
      .trim()
    // A line after one that breaks off mid-sentence ("… both dated") is the sentence's end, a
    // blank line (a page's break) between them or not.
    const continues = /(?:^|\s)[a-z][\w'-]*\s*$|,\s*$/.test(previous)
    const after = line.slice(date?.end)
    const alone =
      /^[\s.,)\]]*$/.test(after) ||
      (placeAfter && !before && /^,?\s*\p{Lu}[\p{L}-]+\s*$/u.test(after))
    if (date && alone && PLACE.test(before) && !continues)
      facts.push(fact(text, offset + date.index, date.iso, rule))
    offset += line.length + 1
    previous = line
  }
  return facts
}

// A cover label, so "Date" with a capital: prose about "the date of dispatch" of another award
// does not count.
const DISPATCH =
  /\b(?:Date (?:of )?(?:[Dd]ispatch|[Ss]ent)|DATE (?:OF )?(?:DISPATCH|SENT))(?: to (?:the )?[Pp]arties| TO (?:THE )?PARTIES)?\s*[:.]?|\bFecha de env[ií]o a las [Pp]artes\s*:?/g
// A label, so "Date" with a capital: "… within 30 days of the\ndate of this decision" is prose.
const DATE_OF_AWARD =
  /^[^\S\n]*(?:Date of (?:the |this )?(?:(?:[Aa]rbitral|[Ff]inal|[Pp]artial|[Ii]nterim) )*(?:[Aa]ward|[Dd]ecision|[Oo]rder)|DATE OF (?:THE |THIS )?(?:(?:ARBITRAL|FINAL|PARTIAL|INTERIM) )*(?:AWARD|DECISION|ORDER))\b[^\S\n]*[:.]?/gm
// A US appellate court's "FILED" stamp may carry a revision's date first; the first filing's is
// the opinion's. A Swedish court's ruling is dated when "sent for dispatch".
const COURT_DATED =
  /\b(?:Decided|DECIDED|Date of (?:[Jj]udgment|[Dd]ecision|[Oo]rder))\b:?|\bpronounced\b[^\n\d]{0,60}?\bon\b|^[^\S\n]*FILED\s*(?:Revised\b[^\n]*\n\s*)?|\bL[aä]mnat f[oö]r expediering\b/gm
// A neutral citation with the judgment's date: '[2017] EWHC 1430 (Comm) (15 June 2017)'.
const NEUTRAL_CITATION =
  /\[(?:19|20)\d{2}\]\s+(?:UKSC|UKPC|EWCA|EWHC)[^\n(]{0,24}(?:\(\w+\)\s*)?\(/g

// Where an appended individual opinion starts: the award's own signatures come before it.
const APPENDED_OPINION =
  /^[^\S\n]*(?:(?:partial(?:ly)? )?(?:dissenting|dissident|separate|concurring|individual) opinion|statement of dissent)(?:\s+(?:of|by|to|from)\b[^)\n]{0,90})?[^\S\n]*$/gim

/** The document's own text: an award without the opinion appended to it, or that opinion. */
function ownText(text: string, kind: CaseDocumentKind): Span {
  const appended = [...text.matchAll(APPENDED_OPINION)].filter((m) => m.index > text.length / 2)
  if (appended.length === 0) return { from: 0, to: text.length }
  if (kind === 'opinion') return { from: appended.at(-1)!.index, to: text.length }
  return { from: 0, to: appended[0].index }
}

// The labels of a signature block: "Dated:", "Date:", "Done at … on", "Made in …", "this … day of".
const SIGNED =
  /\b(?:Dated|DATED)(?![a-z])(?!\s+as\s+of)[:.,]?|^[^\S\n]*(?:Date|DATE|Dare)(?:\s*[:.,)]|(?=\s+\d))|\b(?:Done|DONE|Made|Signed|SIGNED|Fait)\s+(?:at|in|by|on|this|à)\b[^\n\d]{0,60}?|\bthis[ _]+(?:the )?(?=[\w\\|/-]+["'”’]?,? day of)|\bsigned\b[^\n\d]{0,40}?\bas of\b|\b(?:issued|rendered)\s+(?:at|in)\b[^\d]{0,80}?\bon(?![a-z])|\b(?:This|The present) (?:order|judgment|decision|award) was (?:pronounced|delivered|rendered|made|given)\b/gm
/** The signature date: the last one in the tail of the document's own text. */
function signatureDate(text: string, own: Span): Fact | undefined {
  const size = own.to - own.from
  const tail = {
    from: own.to - Math.floor(Math.min(size / 2, Math.max(6000, size / 10))),
    to: own.to,
  }
  // A date the signatures name as one outranks a place and a date (a later certificate's).
  return (
    afterLabel(text, tail, SIGNED, 70, 'signature').at(-1) ??
    datedLines(text, tail, 'signature').at(-1)
  )
}

// What names a document of each kind in its heading ("Award of the Tribunal of September 1, 2000").
const KIND_WORD: Partial<Record<CaseDocumentKind, string>> = {
  award: 'Award',
  decision: 'Decision',
  'procedural-order': 'Order',
  'court-judgment': '(?:Judgment|Decision|Order|Opinion)',
}

/** The date under the title: "Date: 25 July 2012", a date alone, "Award … dated 14 August 2015". */
function coverDate(text: string, own: Span, kind: CaseDocumentKind): Fact | undefined {
  const cover = {
    from: own.from,
    to: own.from + text.slice(own.from).split('\n', 60).join('\n').length,
  }
  const word = KIND_WORD[kind]
  // "Corrections to the Award of 24 March 2016" and "Reconsideration of the Tribunal's Decision
  // of 10 March 2014" name an earlier document, not this one.
  const named = String.raw`(?<!\b(?:to|on|for|against)\s+the\s+|\bof\s+the\s+\w+['’]s\s+)\b${word}(?: of the \w+)?\s+(?:of|dated)\b`
  const heading = new RegExp(named, 'gi')
  return [
    ...(word ? afterLabel(text, cover, heading, 3, 'cover') : []),
    ...afterLabel(text, cover, /^[^\S\n]*Date\b\s*:?/gm, 3, 'cover'),
    // "Decision on Track 1B" / "dated 12 March 2015".
    ...afterLabel(text, cover, /^[^\S\n]*(?:dated|Dated|DATED)\b/gm, 3, 'cover'),
    ...datedLines(text, cover, 'cover', kind === 'court-judgment'),
  ].sort((a, b) => a.evidence.line - b.evidence.line)[0]
}

export function decisionDate(input: FactInput, kind: CaseDocumentKind): Fact | undefined {
  const text = input.text
  const own = ownText(text, kind)
  if (kind === 'court-judgment') {
    const compact = /\bDATE:\s*((?:19|20)\d{2})(\d{2})(\d{2})\b/.exec(text)
    const date = compact && iso(+compact[1], +compact[2], +compact[3])
    if (compact && date) return fact(text, compact.index, date, 'court-dated')
    // The English courts' heading: "Date: 02/03/2006", day first.
    const english = /^[^\S\n]*Date: (\d{2})\/(\d{2})\/((?:19|20)\d{2})\b/m.exec(text.slice(0, 3000))
    const day =
      english && /Royal Courts of Justice|\b(?:EWHC|EWCA|UKSC)\b/.test(text.slice(0, 3000))
    const englishDate = day && iso(+english[3], +english[2], +english[1])
    if (english && englishDate) return fact(text, english.index, englishDate, 'court-dated')
    const decided =
      afterLabel(text, own, COURT_DATED, 20, 'court-dated')[0] ??
      afterLabel(text, { from: 0, to: 3000 }, NEUTRAL_CITATION, 3, 'court-dated')[0]
    if (decided) return decided
  }
  // A court's ruling or a party's filing may quote the award's dates; they are not its own.
  const awardDates = kind !== 'court-judgment' && kind !== 'submission'
  return (
    (awardDates ? afterLabel(text, own, DISPATCH, 80, 'dispatch')[0] : undefined) ??
    (awardDates ? afterLabel(text, own, DATE_OF_AWARD, 60, 'date-of-award')[0] : undefined) ??
    signatureDate(text, own) ??
    coverDate(text, own, kind)
  )
}
