// Who sat, who appointed them, who pleaded: read from an award's own text. The cover page names
// the tribunal (or annulment committee) and often each member's function; the procedural
// history says which party appointed whom and, often, each member's nationality; the
// appearances list names counsel and their firms per side. Every fact keeps the line it was read
// from (1-based line of the document text) as evidence.
import { appointmentOf } from './appointment-history.ts'
import { chosenUnderName, labelledMembers, type LabelledLeft } from './appointment.ts'
import {
  challengedMembers,
  decidingMembers,
  disqualifiedNames,
  explainingMembers,
  isDisqualified,
} from './challenged.ts'
import { counselOf } from './counsel.ts'
import { coverTribunal, opinionAuthor, sentenceTribunal, type Candidate } from './cover.ts'
import { cleanPersonName, fold, fullerName, looksLikePersonName, personKey } from './names.ts'
import { countryOf } from './nationality.ts'
import { signatureMembers } from './signature.ts'
import { departureOf, leftTheTribunal, sentenceOf, type Left } from './left-the-tribunal.ts'
import { sameSurname, surnameOf } from './surnames.ts'
import { joinedHyphens, lineAt, linesOf, plainDots, wordRe, type Line } from './text-lines.ts'
import type {
  AwardExtraction,
  AwardInput,
  DepartedMember,
  Evidence,
  TribunalMember,
  TribunalRole,
} from './types.ts'

// The cover page is in the first pages; the constitution of the tribunal within the first part.
const COVER_CHARS = 14_000
const BODY_CHARS = 600_000

const NATIONALITY =
  /^[^.;]{0,60}?(?:\ba national of (?:the )?([A-Z][\p{L}]+(?: (?:and )?[A-Z][\p{L}]+){0,3})|\ban? ([A-Z][\p{L}]+) national\b|\(([A-Z][a-z]+(?:\/[A-Z][a-z]+)?)\))/u

function nationalityOf(member: Candidate, body: string): string | undefined {
  const surname = surnameOf(member.name)
  const re = wordRe(surname)
  let m: RegExpExecArray | null
  while ((m = re.exec(body))) {
    const after = body.slice(m.index + surname.length, m.index + surname.length + 90)
    const n = NATIONALITY.exec(after)
    if (n) {
      // Only a country: 'Claimant', 'Tribunal' or an OCR cut after a bracket is not one.
      const country = countryOf((n[1] ?? n[2] ?? n[3]).replace(/\s+and\s*$/, ''))
      if (country) return country
    }
  }
  return undefined
}

const RULES: Array<[RegExp, string]> = [
  [
    /ICSID\s+(?:\(?AF\)?\s+)?Additional Facility|Additional Facility Rules|ARB\s*\(AF\)/i,
    'ICSID Additional Facility Rules',
  ],
  [
    /UNCITRAL(?: Arbitration)? Rules|Arbitration Rules of the United Nations Commission on International Trade Law/i,
    'UNCITRAL Arbitration Rules',
  ],
  [
    /\bSCC\b(?: Arbitration)? Rules|Rules of the Arbitration Institute of the Stockholm/i,
    'SCC Arbitration Rules',
  ],
  [
    /\bICC\b(?: Rules of Arbitration| Arbitration Rules)|Rules of Arbitration of the (?:ICC|International Chamber)/i,
    'ICC Rules of Arbitration',
  ],
  [/\bLCIA\b(?: Arbitration)? Rules/i, 'LCIA Arbitration Rules'],
  [
    /ICSID Arbitration Rules?|ICSID Convention|ICSID Case No\.?\s*ARB\//i,
    'ICSID Arbitration Rules',
  ],
]

function rulesOf(head: string): string | undefined {
  let best: { at: number; name: string } | undefined
  for (const [re, name] of RULES) {
    const m = re.exec(head)
    if (m && (!best || m.index < best.at)) best = { at: m.index, name }
  }
  return best?.name
}

const PRESIDES = /presid|chair/i
const SOLE = /\b(?:sole|emergency)\b/i

function roleOf(c: Candidate, committee: boolean, solo: boolean): TribunalRole | null {
  const note = (c.note ?? '').toLowerCase()
  const presides = /presid|chair/.test(note) && !/vice/.test(note)
  if (committee) return presides ? 'committee-president' : 'committee-member'
  if (solo || /sole|emergency/.test(note)) return 'sole-arbitrator'
  if (presides) return 'president'
  return null
}

/** Everything one award's text says about its tribunal, counsel and rules. */
export function extractAward(input: AwardInput): AwardExtraction {
  const text = input.text ?? ''
  const cover = linesOf(text, COVER_CHARS)
  const bodyLines = linesOf(text, BODY_CHARS)
  const raw = bodyLines.map((l) => l.text).join('\n')
  const body = joinedHyphens(plainDots(raw))
  let { members, committee } = coverTribunal(cover, input.annulment)
  // Members the text says left the tribunal: kept apart, with the sentence that says so.
  const labelledLeft: LabelledLeft[] = []
  const labelled = labelledMembers(body, raw, bodyLines, input, labelledLeft)
  const gone: Array<{ c: Candidate; evidence: Evidence; status: Left['status'] }> =
    labelledLeft.map((l) => ({ c: l, ...saidToLeave(l.left, body, raw, bodyLines) }))
  /** The candidates still on the tribunal, those who left it to `gone` (read from their passage). */
  const staying = (candidates: Candidate[]) =>
    candidates.filter((c) => {
      const passage = passageAt(bodyLines, c.line)
      const left = departureOf(c.name, passage.body)
      if (left) gone.push({ c, ...saidToLeave(left, passage.body, passage.raw, passage.lines) })
      return !left
    })
  // The sentence that composes the tribunal, where the cover names no one or fewer: a list
  // broken over lines ('… and Professor Dr. Rolf' / 'Knieper (appointed by …)') loses a member.
  const composed = sentenceTribunal(body, raw, bodyLines, input.annulment)
  if (
    composed.length > members.length &&
    members.every((m) => composed.some((c) => sameSurname(c.name, m.name)))
  )
    members = staying(composed)
  // A cover that names only some of them (a challenge's title): the sentence's others who still
  // sit join them, up to a tribunal of three.
  else if (
    !committee &&
    members.length < 3 &&
    composed.some((c) => members.some((m) => sameSurname(c.name, m.name)))
  ) {
    const others = staying(
      composed.filter((c) => !members.some((m) => sameSurname(m.name, c.name))),
    )
    if (members.length + others.length <= 3) members.push(...others)
  }
  // The member a decision on a challenge is about, whom its title names.
  const challenged = challengedMembers(cover, text).filter(
    (c) => !members.some((m) => sameSurname(m.name, c.name)),
  )
  members.push(...challenged)
  const same = (a: Candidate) => (b: Candidate) => personKey(a.name) === personKey(b.name)
  // Members the procedural history names with their function fill a partial cover page; the
  // history's spelling replaces the title's ('Kaufinann-Kohler' in an outcome OCR damaged).
  // (one president: the history names also the one a proposal or another tribunal had)
  const presiding = (c: Candidate) =>
    PRESIDES.test(c.note ?? '') || labelled.some((l) => l.presides && same(l)(c))
  if (labelled.length >= 2 && labelled.length > members.length && !committee)
    for (const l of labelled) {
      const titled = members.findIndex((m) => challenged.includes(m) && sameSurname(m.name, l.name))
      if (titled >= 0) {
        // (the fuller of two clean spellings: 'Stanimir A. Alexandrov' over 'Stanimir Alexandrov')
        const title = members[titled].name
        const fuller =
          fold(surnameOf(title)) === fold(surnameOf(l.name)) &&
          title.split(' ').length > l.name.split(' ').length
        members[titled] = fuller ? { ...l, name: title } : l
      } else if (!members.some(same(l)) && !(l.presides && members.some(presiding))) members.push(l)
    }
  // A cover that lost a member's line: the member the history says a party appointed.
  if (members.length >= 1 && members.length < 3 && !committee)
    for (const l of labelled)
      if (l.side && members.length < 3 && !members.some((m) => sameSurname(m.name, l.name)))
        members.push(l)
  // The signature block: the tribunal where nothing else names it, a president where the
  // cover page gives no function.
  const signed = signatureMembers(text)
  if (
    members.length === 0 &&
    (signed.length >= 2 ||
      signed.some((c) => PRESIDES.test(c.note ?? '') || SOLE.test(c.note ?? '')))
  )
    members = signed
  // A signature block that names every member the cover page does, and more: the cover page
  // lost a line.
  else if (
    members.length >= 1 &&
    signed.length > members.length &&
    signed.length <= 3 &&
    members.every((m) => signed.some((s) => sameSurname(s.name, m.name)))
  ) {
    for (const s of signed) if (!members.some((m) => sameSurname(m.name, s.name))) members.push(s)
  }
  if (!members.some((m) => PRESIDES.test(m.note ?? ''))) {
    const presiding = signed.filter((c) => PRESIDES.test(c.note ?? ''))
    for (const s of presiding) {
      const member = members.find((m) => sameSurname(m.name, s.name))
      if (member && !member.note) member.note = s.note
    }
    // (two members the history names, the president who signs alone)
    if (
      !committee &&
      members.length === 2 &&
      presiding.length === 1 &&
      !members.some((m) => sameSurname(m.name, presiding[0].name))
    )
      members.push(presiding[0])
  }
  // A three-member tribunal read without its president, whom the history names.
  const president = labelled.find((l) => l.presides && !members.some(same(l)))
  if (
    !committee &&
    members.length === 2 &&
    president &&
    !members.some((m) => PRESIDES.test(m.note ?? ''))
  )
    members.push(president)
  // A decision on a challenge that names the members who decide it only in its history.
  if (!committee && members.length < 3)
    for (const c of [...decidingMembers(body, bodyLines), ...explainingMembers(body, bodyLines)])
      if (members.length < 3 && !members.some((m) => sameSurname(m.name, c.name))) members.push(c)
  // A member this decision disqualifies no longer sits (decision 233).
  const disqualified = disqualifiedNames(text)
  members = members.filter((m) => !isDisqualified(m.name, disqualified))
  // An opinion that names no one else names its author at its head.
  const author = members.length === 0 ? opinionAuthor(cover, text) : null
  if (author) members.push(author)
  committee ||=
    (!!input.annulment && members.length > 1) ||
    members.some((m) => /committee/i.test(m.note ?? ''))
  // One name alone is a sole arbitrator only where the text says there is one.
  const solo = members.length === 1 && /\b(?:sole|single|emergency) arbitrator\b/i.test(text)
  const tribunal: TribunalMember[] = members.map((c) => {
    const nationality = nationalityOf(c, body)
    const base = {
      name: fullerName(c.name, raw),
      evidence: { line: c.line.n, text: c.line.text },
      ...(nationality ? { nationality } : {}),
    }
    const fixed = roleOf(c, committee, solo)
    if (fixed) return { ...base, role: fixed }
    const named = labelled.find((l) => personKey(l.name) === personKey(c.name))
    if (named?.presides && !members.some((m) => roleOf(m, false, false) === 'president'))
      return {
        ...base,
        role: 'president',
        appointment: { line: named.line.n, text: named.line.text },
      }
    if (named?.side)
      return {
        ...base,
        role: named.side === 'claimant' ? 'claimant-appointed' : 'respondent-appointed',
        appointment: { line: named.line.n, text: named.line.text },
      }
    const found =
      chosenUnderName(c, members, cover, input, body) ??
      appointmentOf(c, members, body, bodyLines, input)
    if (found && 'side' in found)
      return {
        ...base,
        role: found.side === 'claimant' ? 'claimant-appointed' : 'respondent-appointed',
        appointment: found.evidence,
      }
    if (
      found &&
      'president' in found &&
      !members.some((m) => roleOf(m, false, false) === 'president')
    )
      return { ...base, role: 'president', appointment: found.president }
    return { ...base, role: 'arbitrator' }
  })
  // A committee whose cover gives no functions: the history says who was designated its president.
  if (committee && !tribunal.some((m) => m.role === 'committee-president')) {
    const presiding = members.filter((c) => {
      const found = appointmentOf(c, members, body, bodyLines, input)
      return !!found && 'president' in found
    })
    if (presiding.length === 1) tribunal[members.indexOf(presiding[0])].role = 'committee-president'
  }
  // One party appoints one member: of two read for a party, one the text says resigned has left.
  const departed: DepartedMember[] = []
  for (const role of ['claimant-appointed', 'respondent-appointed'] as const) {
    const appointed = tribunal.filter((m) => m.role === role)
    const left = appointed.filter((m) => leftTheTribunal(m.name, body))
    if (appointed.length === 2 && left.length === 1) {
      tribunal.splice(tribunal.indexOf(left[0]), 1)
      const { status, evidence } = saidToLeave(
        departureOf(left[0].name, body)!,
        body,
        raw,
        bodyLines,
      )
      const { name, appointment } = left[0]
      if (status)
        departed.push({ name, role, status, evidence, ...(appointment ? { appointment } : {}) })
    }
  }
  // Three members, one appointed by each party: the third presides, though no line says so.
  const unknown = tribunal.filter((m) => m.role === 'arbitrator')
  if (
    tribunal.length === 3 &&
    unknown.length === 1 &&
    tribunal.some((m) => m.role === 'claimant-appointed') &&
    tribunal.some((m) => m.role === 'respondent-appointed')
  )
    unknown[0].role = 'president'
  for (const { c, evidence, status } of gone) {
    if (!status || [...tribunal, ...departed].some((m) => sameSurname(m.name, c.name))) continue
    // The role they held, where the text gives it: a function beside the name, else the party an
    // appointment sentence names.
    const fixed = roleOf(c, committee, false)
    const said = labelledLeft.find((l) => sameSurname(l.name, c.name) && (l.side || l.presides))
    const found = fixed || said ? null : appointmentOf(c, [...members, c], body, bodyLines, input)
    const side = said?.side ?? (found && 'side' in found ? found.side : undefined)
    const role: TribunalRole =
      fixed ??
      (said?.presides || (found && 'president' in found)
        ? 'president'
        : side === 'claimant'
          ? 'claimant-appointed'
          : side === 'respondent'
            ? 'respondent-appointed'
            : 'arbitrator')
    const appointment = said
      ? { line: said.line.n, text: said.line.text }
      : found && 'side' in found
        ? found.evidence
        : found && 'president' in found
          ? found.president
          : undefined
    departed.push({
      name: fullerName(c.name, raw),
      role,
      status,
      evidence,
      ...(appointment ? { appointment } : {}),
    })
  }
  const secretaryLine = cover.findIndex((l) =>
    /^(?:administrative\s+)?secretary\s+(?:of|to)\s+the\s+(?:arbitral\s+)?(?:ad hoc\s+)?(?:tribunal|committee|president)\b/i.test(
      l.text,
    ),
  )
  let secretary: AwardExtraction['secretary']
  if (secretaryLine >= 0) {
    const l = cover[secretaryLine]
    const inline = l.text.replace(/^[^:]*:?\s*/, (m) => (m.includes(':') ? '' : m))
    const candidates = [
      inline !== l.text ? { text: inline, line: l } : null,
      cover[secretaryLine + 1]
        ? { text: cover[secretaryLine + 1].text, line: cover[secretaryLine + 1] }
        : null,
    ]
    for (const c of candidates) {
      if (!c) continue
      const name = cleanPersonName(c.text.replace(/,.*$/, ''))
      if (looksLikePersonName(name)) {
        secretary = { name, evidence: { line: c.line.n, text: c.line.text } }
        break
      }
    }
  }
  const { counsel, firms } = counselOf(
    cover,
    [input.claimant, input.respondent].filter((p): p is string => !!p),
  )
  const rules = rulesOf(text.slice(0, 20_000))
  return {
    tribunal,
    departed,
    ...(secretary ? { secretary } : {}),
    counsel,
    firms,
    ...(rules ? { rules } : {}),
  }
}

/**
 * The lines from a composing sentence on, where the text says who later left that tribunal
 * ('Following the resignation of Dr. Briner due to ill health, the Tribunal was reconstituted'):
 * further on, a decision may discuss a member's resignations from other cases.
 */
function passageAt(lines: Line[], line: Line): { body: string; raw: string; lines: Line[] } {
  const at = lines.findIndex((l) => l.n === line.n)
  const passage = lines.slice(at, at + 60)
  const raw = passage.map((l) => l.text).join('\n')
  return { body: plainDots(raw), raw, lines: passage }
}

/** What the text says of a member's leaving: the status and the sentence, at the line naming them. */
function saidToLeave(
  left: Left,
  body: string,
  raw: string,
  lines: Line[],
): { status: Left['status']; evidence: Evidence } {
  return {
    status: left.status,
    evidence: { line: lineAt(lines, body, left.at).n, text: sentenceOf(body, raw, left) },
  }
}
