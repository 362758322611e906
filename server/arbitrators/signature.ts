// The tribunal as it signs: at the end of an award each member's name stands above their
// function ('Prof. Gabrielle Kaufmann-Kohler' / 'President of the Tribunal'), often two to a line
// ('Prof. Joongi Kim Ms Tinuade Oyekunle' / 'Committee Member Committee Member'); who signs 'For
// and on behalf of the Tribunal' presides. Read where the cover page names no one, and to find a
// president the cover page leaves without a function.
import { MEMBER_SPLIT, parseMemberLine, type Candidate } from './cover.ts'
import { fold } from './names.ts'
import type { Line } from './text-lines.ts'

// The signature block is in the last pages.
const TAIL_CHARS = 6_000

const FUNCTION =
  /(president(?: of the (?:arbitral )?(?:tribunal|(?:ad hoc )?committees?))?|presiding(?: arbitrator)?|(?:for and )?on behalf of the (?:arbitral )?tribunal|chair(?:man|person)?(?: of the (?:arbitral )?tribunal)?|sole arbitrator|emergency arbitrator|co-?\s?arbitrator|arbitrator|member(?: of the (?:ad hoc )?committees?)?|committee member)/i
// A line of functions only, one per signature on the line.
const FUNCTION_LINE = new RegExp(
  `^(?:\\[?signed\\]?\\s*)?${FUNCTION.source}(?:\\s*[,;]?\\s+${FUNCTION.source})*\\s*\\.?$`,
  'i',
)
// Signatures, dates and OCR specks between a name and its function.
const NOISE = /^(?:\[?\s*sign(?:ed|ature)\s*\]?|\(s\)|date[ds]?\b.*|\W{0,6}|.{1,3})$/i

/** The last lines of a text up to `end`, numbered as in the whole text. */
function tailLines(text: string, end: number): Line[] {
  const from = Math.max(0, end - TAIL_CHARS)
  let n = text.slice(0, from).split('\n').length - 1
  const out: Line[] = []
  for (const raw of text.slice(from, end).split('\n')) {
    n++
    const t = raw.replace(/\s+/g, ' ').trim()
    if (t) out.push({ n, text: t })
  }
  // The first line may be cut: it is never a signature.
  return from > 0 ? out.slice(1) : out
}

const parse = (text: string, line: Line) =>
  parseMemberLine(text, line, { strict: true, capitals: true })

/** The names of one line: as many as the functions under them, or none. */
function namesOn(line: Line, count: number, earlier: () => string): Candidate[] {
  const text = line.text.replace(/\(s\)|\[signed\]/gi, ';')
  const parts = text
    .split(MEMBER_SPLIT)
    .map((p) => p?.trim())
    .filter((p): p is string => !!p)
  if (parts.length !== count) return count > 1 ? splitNames(text, count, line, earlier) : []
  const out = parts.map((p) => parse(p, line))
  return out.every((c): c is Candidate => !!c) ? out : []
}

const INITIAL = /^\p{Lu}\.?$/u

/**
 * Names run together with single spaces ('ARMAND DEMESTRAL CAROLYN B. LAMM' over 'Member
 * Member'): the one way of cutting the words into that many names where each reads as a name,
 * preferring names the text wrote earlier and cuts that do not start a name with an initial.
 */
function splitNames(text: string, count: number, line: Line, earlier: () => string): Candidate[] {
  const words = text.split(/\s+/).filter(Boolean)
  if (words.length > 16) return []
  let best: { score: number; names: Candidate[] } | undefined
  let tied = false
  const cut = (from: number, left: number, names: Candidate[], score: number): void => {
    if (left === 1) {
      const c = parse(words.slice(from).join(' '), line)
      if (!c) return
      const total = score + scoreOf(c, words[from])
      if (best && total === best.score) tied = true
      if (!best || total > best.score) {
        best = { score: total, names: [...names, c] }
        tied = false
      }
      return
    }
    for (let to = from + 2; to <= words.length - 2 * (left - 1); to++) {
      const c = parse(words.slice(from, to).join(' '), line)
      if (c) cut(to, left - 1, [...names, c], score + scoreOf(c, words[from]))
    }
  }
  const scoreOf = (c: Candidate, first: string) =>
    (earlier().includes(` ${fold(c.name)} `) ? 2 : 0) - (INITIAL.test(first) ? 1 : 0)
  cut(0, count, [], 0)
  return best && !tied ? best.names : []
}

// The head of an opinion appended after the award ('Dissent of Hans Smit, Arbitrator',
// 'SEPARATE OPINION OF …'): the award's own signatures are above it.
const APPENDED_OPINION =
  /\b(?:dissent(?:ing)?(?:\s+opinion)?|separate\s+opinion|concurring\s+opinion)\s+(?:of|by)\b|^(?:dissenting|separate|concurring)\s+opinion$/gim

/** Members named in the signature block with their functions, last block first. */
export function signatureMembers(text: string): Candidate[] {
  const own = signedBefore(text, text.length)
  if (own.length) return own
  // (in the text's latter part: its first pages cite earlier opinions)
  const from = Math.floor(text.length * 0.3)
  for (const m of text.slice(from).matchAll(APPENDED_OPINION)) {
    const signed = signedBefore(text, from + m.index)
    if (!signed.length) continue
    // (its author, whom the majority's block leaves out: 'Dissent of Hans Smit, Arbitrator')
    const head = /^\s+([^,\n]{4,60})/.exec(text.slice(from + m.index + m[0].length))
    const at = text.slice(0, from + m.index).split('\n').length
    const author = head && parse(head[1], { n: at, text: head[1] })
    if (author && signed.length < 3 && !signed.some((c) => fold(c.name) === fold(author.name)))
      signed.push({ ...author, note: 'Arbitrator' })
    return signed
  }
  return []
}

function signedBefore(text: string, end: number): Candidate[] {
  const lines = tailLines(text, end)
  let folded: string | undefined
  const earlier = () => (folded ??= ` ${fold(text.slice(0, Math.max(0, end - TAIL_CHARS)))} `)
  const out: Candidate[] = [...signedInline(text, lines), ...namedUnderHeading(lines, earlier)]
  for (let i = lines.length - 1; i > 0; i--) {
    if (!FUNCTION_LINE.test(lines[i].text)) continue
    const functions = [...lines[i].text.matchAll(new RegExp(FUNCTION.source, 'gi'))].map(
      (m) => m[1],
    )
    // The name line is just above, past signatures and dates.
    for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
      if (NOISE.test(lines[j].text)) continue
      const names = namesOn(lines[j], functions.length, earlier)
      names.forEach((c, k) => {
        if (!out.some((o) => o.name === c.name))
          out.push({ ...c, note: /behalf/i.test(functions[k]) ? 'President' : functions[k] })
      })
      break
    }
  }
  // A president alone over a function line: the co-arbitrators may sign by bare names.
  if (out.length === 1 && PRESIDES.test(out[0].note ?? ''))
    return [out[0], ...bareNamesNear(text, lines, out[0])]
  return out
}

// 'Professor Jeswald W. Salacuse, President' on a line of its own, post-nominals before the
// function ('Griffin B. Bell, Esq., Arbitrator'), and the line's end OCR read twice ('Edward C.
// Chiasson, Q.C., Chairman Chiasson, Q.C., Chairman').
const INLINE = new RegExp(
  `^(?<name>[^,]{4,60})(?:,\\s*(?:Q\\.?\\s?C|K\\.?\\s?C|S\\.?\\s?C|Esq)\\.?)*,\\s*(?<fn>${FUNCTION.source})\\.?(?:\\s+[^,]{2,40}(?:,\\s*[^,]{1,8})*,\\s*\\k<fn>\\.?)?$`,
  'i',
)
// ('Presiding Arbitrator M.Z. Pak': the presiding function before the name)
const INLINE_FIRST =
  /^(?<fn>presiding arbitrator|(?:president|chair(?:man|person)?) of the (?:arbitral )?tribunal)\s*:?\s+(?<name>\p{Lu}[^,]{3,60})$/iu
const SIGNED = /^\[?\s*sign(?:ed|ature)\s*\]?$/i

/**
 * Members who sign with their function after their name on one line, under or above a
 * '[Signature]' line, or two such lines near each other: in prose a name and its function
 * share a sentence.
 */
function signedInline(text: string, lines: Line[]): Candidate[] {
  const found: Array<{ at: number; c: Candidate }> = []
  lines.forEach((line, at) => {
    const m = INLINE.exec(line.text) ?? INLINE_FIRST.exec(line.text)
    const c = m?.groups && parse(m.groups.name, line)
    if (c)
      found.push({
        at,
        c: { ...c, note: /behalf/i.test(m.groups!.fn) ? 'President' : m.groups!.fn },
      })
  })
  const signed = (at: number) =>
    [at - 1, at + 1].some((k) => lines[k] && SIGNED.test(lines[k].text))
  const out = found
    .filter(({ at }, k) => signed(at) || found.some((o, j) => j !== k && Math.abs(o.at - at) <= 6))
    .map(({ c }) => c)
  if (out.length || found.length !== 1 || !PRESIDES.test(found[0].c.note ?? '')) return out
  const near = bareNamesNear(text, lines, found[0].c)
  return near.length ? [found[0].c, ...near] : []
}

/**
 * One president signing with the function, the co-arbitrators' bare names under it past their
 * signatures ('Sir Anthony Mason, President' / '( Lhsrrsn /' / 'Judge Abner J. Mikva') or, where
 * none are under it, above it ('John Beechey Rodrigo Oreamuno' / 'Albert Jan van den Berg,' /
 * 'Presiding Arbitrator'). A name is a member's where it has a title or the text wrote it
 * earlier: a signature OCR read as words ('Polen Khe Te Code') has neither.
 */
function bareNamesNear(text: string, lines: Line[], president: Candidate): Candidate[] {
  // What the text wrote before the signature block (which, in a short text, is in the tail).
  let folded: string | undefined
  const earlier = () =>
    (folded ??= ` ${fold(
      text
        .split('\n')
        .slice(0, Math.max(0, president.line.n - 8))
        .join('\n'),
    )} `)
  const known = (c: Candidate | null) => !!c && earlier().includes(` ${fold(c.name)} `)
  const member = (c: Candidate | null) => !!c && (TITLED.test(c.line.text) || known(c))
  const at = lines.findIndex((l) => l.n === president.line.n)
  const walk = (step: 1 | -1): Candidate[] => {
    const found: Candidate[] = []
    for (let k = at + step, specks = 0; k >= 0 && k < lines.length && found.length < 2; k += step) {
      // Two to a line where the text wrote both earlier ('Professor Peter Behrens L. Yves Fortier').
      const two = namesOn(lines[k], 2, earlier)
      const one = parse(lines[k].text, lines[k])
      const on = two.length && two.every(known) ? two : member(one) ? [one!] : undefined
      if (on) found.push(...on)
      else if (lines[k].text.length <= 24 && ++specks <= 3) continue
      else break
    }
    return found.filter((c) => fold(c.name) !== fold(president.name))
  }
  const below = walk(1)
  return below.length ? below : walk(-1)
}

const TITLED = /^(?:the\s+)?(?:judge|justice|professor|prof|dr|sir|dame|mr|ms|mrs|hon|me)\b\.?/i
const PRESIDES = /presid|chair|behalf/i

// 'The Arbitral Tribunal:' over the signatures, OCR damage and all ('The ArbiteehTribunal:'),
// 'Signed:', the date line they follow ('Dated this 12th day of May 2000'), or the copy list
// closing the Chairman's letter on a challenge, which the members receive ('cc (by email, with
// attachment):', OCR's 'ce').
const TRIBUNAL_HEADING =
  /^(?:(?:for\s+)?the\s+(?:\p{L}+\s*)?tribunal\s*:?|signed\s*:|dated\s+this\b.*|c[ce]\b[^:]{0,40}:)$/iu
// 'THE EMERGENCY ARBITRATOR' over one name, OCR damage and all ('EMMERGENCY', 'Soje Arfiitrator').
const SOLE_HEADING = /^(?:the\s+)?(?:s[o0]\p{L}e|e\p{L}{1,3}rgency)\s+ar\p{L}{3,6}t[o0]r\s*:?$/iu

/**
 * The names under a closing 'The Arbitral Tribunal:' or 'Dated this … day of …', without
 * functions, one or two to a line ('Hon. Charles Brower Hon Andrew Rogers QC' / 'Kenneth
 * Rokison'), past a few signature specks before and between them ('Cnerles a. Pret Ce',
 * 'Unnten, Breve uy :').
 */
function namedUnderHeading(lines: Line[], earlier: () => string): Candidate[] {
  for (let i = lines.length - 2; i >= 0; i--) {
    if (SOLE_HEADING.test(lines[i].text)) {
      const name = lines
        .slice(i + 1, i + 4)
        .map((l) => parse(l.text, l))
        .find(Boolean)
      if (name && lines.length - i <= 8) return [{ ...name, note: 'sole arbitrator' }]
      continue
    }
    if (!TRIBUNAL_HEADING.test(lines[i].text)) continue
    const names: Candidate[] = []
    let specks = 0
    for (let j = i + 1; j < lines.length && names.length < 5; j++) {
      const line = lines[j]
      // (names of which the text wrote one earlier are two, though one long name could read
      // them: 'Bryan P Schwartz Edward C Chiasson')
      const known = (cs: Candidate[]) => cs.some((c) => earlier().includes(` ${fold(c.name)} `))
      const split = [2, 3].map((count) => namesOn(line, count, earlier))
      const on = (split.find((cs) => cs.length > 0 && known(cs)) ??
        [[parse(line.text, line)], ...split].find((cs) => cs.length > 0 && cs.every(Boolean))) as
        Candidate[] | undefined
      if (on) names.push(...on)
      else if (line.text.length <= 24 && ++specks <= 3) continue
      else break
    }
    return names.length >= 2 && names.length <= 5 ? names : []
  }
  return []
}
