// Text cleaning at ingest: the one place where OCR and encoding damage is repaired, so that
// extraction (tribunals, parties, markets), the reading view, search and the assistant all read
// the same text. Each step has one job and counts what it did (docs/quality has the figures).
//
//   cleanSourceText(raw)  raw page text (form feeds between pages) → the text a reader sees
//   cleanName(name)       titles and party names: glyphs, stripped apostrophes, stray spaces
//   cleanInline(text)     one paragraph already cut from its lines: glyphs and garbage runs
//
// Signature blocks and the lines that name the tribunal are ordinary lines and are kept: only
// lines that repeat at the top or foot of pages, page numbers and printed tables of contents go.

import { footnoteLines, notesOf } from './footnotes.ts'
import { removeDebris } from './ocr-debris.ts'
import { attachNumberColumns, NUMBER_COLUMN_LINE } from './paragraph-numbers.ts'
import { repairText } from './vocabulary.ts'

export type CleaningCounts = {
  /** Lines of a printed table of contents (dot leaders, page numbers) removed. */
  tocLines: number
  /** Running headers and footers (lines repeated at the top or foot of pages) removed. */
  runningLines: number
  /** Page numbers ('12', '- 12 -', 'Page 12 of 40') removed. */
  pageNumbers: number
  /** Words split by a line-end hyphen joined. */
  hyphenJoins: number
  /** Runs of OCR garbage or dot leaders removed from lines. */
  garbageRuns: number
  /** Characters repaired or removed: mojibake, C1 controls, missing-glyph boxes. */
  glyphRepairs: number
  /** Paragraph numbers OCR set in a column, put back on their paragraphs. */
  numbersAttached: number
  /** Footnotes taken from the page feet into the notes. */
  footnotes: number
  /** Words OCR damaged, repaired from the corpus's vocabulary. */
  wordRepairs: number
}

export function emptyCounts(): CleaningCounts {
  return {
    tocLines: 0,
    runningLines: 0,
    pageNumbers: 0,
    hyphenJoins: 0,
    garbageRuns: 0,
    glyphRepairs: 0,
    numbersAttached: 0,
    footnotes: 0,
    wordRepairs: 0,
  }
}

// ---- glyphs ---------------------------------------------------------------------------------

// Windows-1252 bytes 0x80–0x9f read as Latin-1 come out as C1 controls: map them back.
const CP1252: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
}

// Missing-glyph boxes, the replacement character, private-use glyphs of PDF fonts, zero-width
// and soft hyphens: never shown. (A box cannot be guessed back; it is removed.)
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff\ufffd\u25a1\u25af\u2610\ue000-\uf8ff]/g
// UTF-8 read as Windows-1252 or Latin-1: 'Ã©' for 'é', 'â€™' for '’'.
const MOJIBAKE =
  /[ÃÂâÅÄ][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u2013-\u203a\u20ac\u2122]+/g
const TO_CP1252_BYTE: Record<string, number> = Object.fromEntries(
  Object.entries(CP1252).map(([byte, ch]) => [ch, Number(byte)]),
)

function redecode(s: string): string | null {
  const bytes: number[] = []
  for (const ch of s) {
    const code = ch.codePointAt(0)!
    const byte = code < 0x100 ? code : TO_CP1252_BYTE[ch]
    if (byte === undefined) return null
    bytes.push(byte)
  }
  const out = Buffer.from(bytes).toString('utf8')
  return out.includes('\ufffd') ? null : out
}

/** Repairs encoding damage; `count` receives how many characters were repaired or removed. */
export function repairGlyphs(value: string, count: (n: number) => void = () => {}): string {
  let n = 0
  let s = value.replace(MOJIBAKE, (m) => {
    const fixed = redecode(m)
    if (fixed === null) return m
    n += m.length
    return fixed
  })
  // A C1 control followed by the letter it stands for was written twice (e.g. 'Po\x9ašt'): drop it.
  s = s.replace(/[\u0080-\u009f]/g, (c, offset: number) => {
    n++
    const mapped = CP1252[c.charCodeAt(0)] ?? ''
    return s[offset + 1] === mapped ? '' : mapped
  })
  s = s.replace(INVISIBLE, () => {
    n++
    return ''
  })
  count(n)
  return s
}

// ---- names ----------------------------------------------------------------------------------

// Damage the source's file names carry, with the only reading each can have.
const NAME_REPAIRS: Array<[RegExp, string]> = [
  // An apostrophe stripped from a French elision: "Côte dIvoire", "Programmes dAide".
  [/\b([dlDL])([AEIOUÉH][a-zé]{2,})/g, "$1'$2"],
  // Possessive apostrophe stripped before a noun the names use: "Claimants Application".
  [/\b(Claimant|Respondent|Applicant|Tribunal|Committee|Party|State)s (?=[A-Z])/g, "$1's "],
  // A letter the PDF font did not map, read as a space: "Sá rl", "In aat".
  [/\bS[àáa] ?r ?l\b/gi, 'Sàrl'],
  [/\bIn aat\b/g, 'İnşaat'],
]

/** A title or party name as it should read: glyphs repaired, stripped apostrophes restored. */
export function cleanName(value: string): string {
  let s = repairGlyphs(value)
  for (const [re, to] of NAME_REPAIRS) s = s.replace(re, to)
  return s.replace(/\s{2,}/g, ' ').trim()
}

// ---- garbage runs ---------------------------------------------------------------------------

// A dot leader: five or more dots (spaced or not), ellipsis characters or underscores.
const DOT_LEADER = /(?:[.·•][ \t]?){5,}|…{2,}|_{5,}/
// A token is garbage when it is lower-case letters that no word looks like: one of the letters
// OCR reads dot leaders as, three times in a row ('eeee', 'ccc'), a doubled consonant before another consonant among very few
// letters ('ccscecec'), or a long string of very few letters ('cesessessessesssssnes').
// Capitalised words, digits, addresses and links are never garbage.
export function isGarbageWord(raw: string): boolean {
  // A leader's dots or a page number glued in front: '0...cccsc', ':c:cesess'.
  const token = raw.replace(/^[\d.:;,«»]+(?=[a-z])/, '')
  if (/[A-Z0-9@/]|www|https?:/.test(token)) return false
  const w = token.replace(/[^a-z]/g, '')
  if (w.length < 4 || !/^[^a-z]*[a-z][a-z.:;,]*[^a-z]*$/.test(token)) return false
  // Dot leaders read by OCR come out as 'c', 'e', 's', 'n', 't' repeated.
  if (/([cesnt])\1\1/.test(w)) return true
  const distinct = new Set(w).size
  if (distinct <= 3 && w.length >= 7 && /([^aeiouy])\1[^aeiouy]/.test(w)) return true
  return w.length >= 15 && distinct / w.length <= 0.35
}
// Tokens that carry no letters or digits of their own, or OCR debris like '0.0.0', '.0.'.
// Beside a garbage word, short runs of the letters OCR reads a leader as are part of it ('cece').
const DEBRIS =
  /^(?:[^\p{L}\p{N}]+|[\d.:]*[.:][\d.:]*[.:][\d.:]*|[.:]?[a-z]{1,2}[.:]?|[.:\d]*[cesnto.:]{1,8})$/u

/** Removes dot leaders and OCR garbage runs from one line or paragraph. */
export function stripGarbageRuns(line: string, count: (n: number) => void = () => {}): string {
  let n = 0
  let s = line.replace(new RegExp(`[ \\t]*${DOT_LEADER.source}[ \\t]*`, 'g'), () => {
    n++
    return ' '
  })
  const tokens = s.split(/(\s+)/)
  if (tokens.some((t) => isGarbageWord(t))) {
    // A run: garbage words with the debris between them.
    const words = tokens.filter((_, i) => i % 2 === 0)
    const garbage = words.map((w) => isGarbageWord(w))
    for (let i = 0; i < words.length; i++) {
      if (!garbage[i]) continue
      let a = i
      while (a > 0 && !garbage[a - 1] && DEBRIS.test(words[a - 1]) && words[a - 1] !== '') a--
      let b = i
      while (b + 1 < words.length && (garbage[b + 1] || DEBRIS.test(words[b + 1]))) b++
      for (let k = a; k <= b; k++) words[k] = ''
      n++
      i = b
    }
    s = words.filter(Boolean).join(' ')
  }
  count(n)
  return n > 0 ? s.replace(/[ \t]{2,}/g, ' ').trim() : line
}

/** One paragraph already cut from its lines: glyphs repaired and garbage runs removed. */
export function cleanInline(value: string, counts: CleaningCounts = emptyCounts()): string {
  const s = repairGlyphs(value, (n) => (counts.glyphRepairs += n))
  return stripGarbageRuns(s, (n) => (counts.garbageRuns += n))
}

/** True when a text still holds a dot leader or an OCR garbage run (the figure measured). */
export function hasNoiseRun(text: string): boolean {
  if (DOT_LEADER.test(text)) return true
  for (const token of text.split(/\s+/)) if (isGarbageWord(token)) return true
  return false
}

// ---- tables of contents -------------------------------------------------------------------

const TOC_TITLE = /^(?:table of contents|contents|index|summary of contents)\s*:?$/i
// An entry: text, a dot leader or spaces, then a page number (or roman page number).
const TOC_ENTRY = /\S.*(?:(?:[.·•…_][ \t]?){3,}.*|\s)(?:\d{1,4}|[ivxlc]{1,6})\s*$/i
const ENTRY_WITH_LEADER = new RegExp(`${DOT_LEADER.source}.*$`)
// A bare enumerator OCR splits from its entry: 'IV.', 'Il.', 'a)', 'A.'.
const ENUMERATOR = /^(?:[IVXLCl1]{1,6}|[A-Za-z]|\d{1,3})[.)]?$/

// Share of the longer words that start with a capital: titles are capitalised, prose is not.
function capitalised(line: string): number {
  const words = line.split(/\s+/).filter((w) => /^\p{L}{4,}/u.test(w))
  if (words.length === 0) return 0
  return words.filter((w) => /^\p{Lu}/u.test(w)).length / words.length
}

// A title line of a contents list: a numbered, capitalised or upper-case title, not a sentence.
function titleLike(line: string): boolean {
  if (
    /[.;:]$/.test(line) &&
    !/\.{2,}$/.test(line) &&
    !/^(?:[IVX]+|[A-Za-z]|\d{1,2})[.)]\s/.test(line)
  )
    return false
  return (
    /^(?:[IVX]+|[A-Za-z]|\d{1,2})[.)]\s/.test(line) ||
    capitalised(line) >= 0.5 ||
    /^[^a-z]*$/.test(line)
  )
}

function isTocEntry(line: string): boolean {
  if (ENTRY_WITH_LEADER.test(line) && /\d\s*$|[.…_]\s*$/.test(line)) return true
  if (line.length > 120 || !TOC_ENTRY.test(line) || /[,;]\s*\d{1,4}$/.test(line)) return false
  // Without a leader, the entry is a title ending in a page number, not a year or a sentence.
  if (/\b(?:1[89]|20)\d{2}\s*$/.test(line)) return false
  return titleLike(line.replace(/\s*(?:\d{1,4}|[ivxlc]{1,6})\s*$/i, ''))
}

/**
 * Marks the lines of printed tables of contents: a block opened by a 'Table of contents' line
 * or by two entries in a row, running while the lines are entries, enumerators or short titles
 * that an entry follows closely; and any stray line with a dot leader and a page number.
 */
function tableOfContentsLines(lines: string[]): Set<number> {
  const drop = new Set<number>()
  const next = (from: number, n: number) => {
    const out: number[] = []
    for (let j = from; j < lines.length && out.length < n; j++) if (lines[j].trim()) out.push(j)
    return out
  }
  let i = 0
  while (i < lines.length) {
    const line = lines[i].trim()
    const ahead = next(i + 1, 3)
    const opens =
      TOC_TITLE.test(line) ||
      (isTocEntry(line) && ahead.slice(0, 2).some((j) => isTocEntry(lines[j].trim())))
    if (!opens) {
      if (line && ENTRY_WITH_LEADER.test(line) && /\d\s*$/.test(line)) drop.add(i)
      i++
      continue
    }
    let j = i
    let last = i
    while (j < lines.length) {
      const l = lines[j].trim()
      const soon = next(j + 1, 3).some((k) => isTocEntry(lines[k].trim()))
      const inBlock =
        !l ||
        j === i ||
        isTocEntry(l) ||
        ((ENUMERATOR.test(l) || (l.length <= 100 && titleLike(l))) && soon)
      if (!inBlock) break
      if (l) last = j
      j++
    }
    // Enumerators OCR split from the entries stand just before the list ('IV.', 'VI.').
    let first = i
    for (let k = i - 1; k >= 0 && k >= i - 30; k--) {
      const l = lines[k].trim()
      if (l && !ENUMERATOR.test(l)) break
      if (l) first = k
    }
    for (let k = first; k <= last; k++) if (lines[k].trim()) drop.add(k)
    i = last + 1
  }
  return drop
}

// ---- pages: running headers, footers, page numbers ----------------------------------------

const PAGE_NUMBER =
  /^(?:[-–—]\s*)?(?:page\s+)?(?:\d{1,4}|[ivxlc]{1,6})(?:\s+of\s+\d{1,4}|\s*\/\s*\d{1,4})?(?:\s*[-–—])?$/i

function pageKey(line: string): string {
  return line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim()
}

/** Line numbers of running headers and footers and of page numbers, per page edge. */
function pageFurniture(
  pages: Array<{ start: number; lines: string[] }>,
  counts: CleaningCounts,
): Set<number> {
  const drop = new Set<number>()
  // A column of paragraph numbers is not the page's edge: the page number may sit below it.
  const edges = (lines: string[]) => {
    const filled = lines
      .map((l, i) => [l.trim(), i] as const)
      .filter(([l]) => l && !NUMBER_COLUMN_LINE.test(l))
    // (On a short page the top and foot overlap: each line once.)
    return [...new Set([...filled.slice(0, 5), ...filled.slice(-3)])]
  }
  const seen = new Map<string, number>()
  for (const p of pages) {
    const keys = new Set(edges(p.lines).map(([l]) => pageKey(l)))
    for (const k of keys) seen.set(k, (seen.get(k) ?? 0) + 1)
  }
  const minRepeats = Math.max(3, Math.ceil(pages.length * 0.25))
  for (const p of pages) {
    for (const [l, i] of edges(p.lines)) {
      if (PAGE_NUMBER.test(l)) {
        drop.add(p.start + i)
        counts.pageNumbers++
      } else if (
        (seen.get(pageKey(l)) ?? 0) >= minRepeats &&
        l.replace(/[^\p{L}]/gu, '').length >= 4 &&
        !ENUMERATOR.test(l) &&
        !/^\d{1,4}\.$/.test(l)
      ) {
        drop.add(p.start + i)
        counts.runningLines++
      }
    }
  }
  return drop
}

// ---- the stage ----------------------------------------------------------------------------

/**
 * The cleaning stage: page text as a source gives it (form feeds between pages, hard-wrapped
 * lines) → the text extraction reads and the reader sees. Line structure is kept (one output
 * line per kept input line), so the paragraph builder and line evidence work on it as before.
 */
export function cleanSourceText(
  raw: string,
  onRepair: (seen: string, repaired: string) => void = () => {},
): {
  text: string
  /** The page feet's notes, in page order, each starting with its mark as read. */
  notes: string[]
  counts: CleaningCounts
} {
  const counts = emptyCounts()
  const repaired = repairGlyphs(raw, (n) => (counts.glyphRepairs += n))
  const pages: Array<{ start: number; lines: string[] }> = []
  const lines: string[] = []
  for (const page of repaired.split('\f')) {
    const pageLines = page.split('\n')
    pages.push({ start: lines.length, lines: pageLines })
    lines.push(...pageLines)
  }
  const furniture = pages.length >= 3 ? pageFurniture(pages, counts) : new Set<number>()
  const toc = tableOfContentsLines(lines.map((l, i) => (furniture.has(i) ? '' : l)))
  counts.tocLines = toc.size
  const kept: string[] = []
  const keptPages: number[][] = pages.map(() => [])
  let page = 0
  for (let i = 0; i < lines.length; i++) {
    while (page + 1 < pages.length && i >= pages[page + 1].start) page++
    if (furniture.has(i) || toc.has(i)) continue
    const raw = lines[i].replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ')
    const line = removeDebris(
      stripGarbageRuns(raw, (n) => (counts.garbageRuns += n)),
      (n) => (counts.garbageRuns += n),
    )
    // A line of nothing but stray marks ('| . ,') carries nothing.
    if (line.trim() && !/[\p{L}\p{N}§]/u.test(line)) continue
    keptPages[page].push(kept.length)
    kept.push(line)
  }
  // A page's notes leave its text first, so that they are not read as paragraphs.
  const notes: string[] = []
  // The cover has no notes: its foot is the addresses of counsel and the date of dispatch.
  for (const page of keptPages.slice(1)) {
    const zone = footnoteLines(
      kept,
      page.filter((i) => kept[i].trim()),
    )
    notes.push(...notesOf(zone.map((i) => kept[i])))
    for (const i of zone) kept[i] = ''
  }
  counts.footnotes = notes.length
  counts.numbersAttached = attachNumberColumns(kept, keptPages)
  // Words split by a line-end hyphen: 'arbi-' + 'tration' → 'arbitration' on the first line.
  for (let i = 0; i < kept.length - 1; i++) {
    const m = /(\p{Ll}{2,})-\s*$/u.exec(kept[i])
    if (!m) continue
    let j = i + 1
    while (j < kept.length && !kept[j].trim() && j - i <= 2) j++
    const nextLine = kept[j]?.trimStart() ?? ''
    const w = /^(\p{Ll}+)([.,;:)’”'"]*)(\s+|$)/u.exec(nextLine)
    if (!w) continue
    kept[i] = kept[i].slice(0, m.index) + m[1] + w[1] + w[2]
    kept[j] = nextLine.slice(w[0].length)
    counts.hyphenJoins++
  }
  const onWord = (seen: string, word: string) => {
    counts.wordRepairs++
    onRepair(seen, word)
  }
  return {
    text: repairText(kept, onWord).join('\n'),
    notes: repairText(notes, onWord),
    counts,
  }
}
