// Who sat, who appointed them, who pleaded: read from an award's own text. The cover page names
// the tribunal (or annulment committee) and often each member's function; the procedural
// history says which party appointed whom and, often, each member's nationality; the
// appearances list names counsel and their firms per side. Every fact keeps the line it was read
// from (1-based line of the document text) as evidence.
import { cleanPersonName, fold, looksLikePersonName, personKey } from './names.ts'
import { countryOf, stateOf } from './nationality.ts'

export const TRIBUNAL_ROLES = [
  'president',
  'claimant-appointed',
  'respondent-appointed',
  'arbitrator',
  'sole-arbitrator',
  'committee-president',
  'committee-member',
] as const
export type TribunalRole = (typeof TRIBUNAL_ROLES)[number]

export type Evidence = { line: number; text: string }
export type Side = 'claimant' | 'respondent'

export type TribunalMember = {
  name: string
  role: TribunalRole
  evidence: Evidence
  /** Where the text says which party appointed the member. */
  appointment?: Evidence
  /** As the text states it ('a national of Finland' → 'Finland'). */
  nationality?: string
}
export type CounselFact = { name: string; side: Side; firm?: string; evidence: Evidence }
export type FirmFact = { name: string; side: Side; evidence: Evidence }

export type AwardExtraction = {
  tribunal: TribunalMember[]
  secretary?: { name: string; evidence: Evidence }
  counsel: CounselFact[]
  firms: FirmFact[]
  /** Arbitration rules the text names first ('ICSID Arbitration Rules', 'UNCITRAL Arbitration Rules'). */
  rules?: string
}

export type AwardInput = {
  text: string
  claimant?: string | null
  respondent?: string | null
  /** The proceeding is an annulment: its panel is an ad hoc committee. */
  annulment?: boolean
}

// The cover page is in the first pages; the constitution of the tribunal within the first part.
const COVER_CHARS = 14_000
const BODY_CHARS = 600_000

type Line = { n: number; text: string }

function linesOf(text: string, limit: number): Line[] {
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

// A line that opens the list of members: 'Members of the Tribunal', 'Arbitral Tribunal:',
// 'Rendered by an Arbitral Tribunal composed of:', 'Before:' (possibly with the first name on it).
const HEADER =
  /^(?:(?:before\s+)?(?:the\s+)?(?:hon['’]\p{L}+\s+)?(?:members\s+of\s+the\s+)?(?:[a-z]{5,11}\s+)?(?:ad\s+hoc\s+)?(?:annulment\s+)?(\p{L}{0,3}ibunal|committee)|(?:.*\b(?:composed|comprised|consisting|constituted)\s+of|.*\bcomprising)|before(?=\s*:|\s*$)|\(?(?=(?:emergency|sole)\s+arbitrator\s*:))\s*[:;.]?\s*(.*)$/iu
const STOP =
  /^(?:secretary|administrative secretary|assistant|registry|registrar|representing|representation|counsel|on behalf|for the|date|dated|place|seat|table of contents|contents|index|abbreviations|award|decision|final award|partial award|introduction|procedural|pca|icsid|case|in the matter|between|page|after deliberation|\d+\.)/i

const ROLE_NOTE =
  /\s*(?:[,;(]\s*|\s+)(president of the (?:ad hoc )?(?:tribunal|committee)|member of the (?:ad hoc )?committee|presiding arbitrator|presiding|president|chair(?:man|person|woman)?|sole arbitrator|co-arbitrator|arbitrator|member|vice-president)\s*\)?\s*[.;,]?\s*$/i
const ROLE_PREFIX =
  /^(chair(?:man|person)?|president|presiding arbitrator|(?:sole|emergency) arbitrator)\s*:\s*/i
// A line that only names a function: it belongs to the name above it ('Prof. X' / 'President'),
// or, ending in a colon, to the names below it ('Co-arbitrators:').
const ROLE_LINE =
  /^(president(?: of the (?:arbitral )?(?:tribunal|committee))?|presiding arbitrator|chair(?:man|person)?|co-?\s?arbitrators?|arbitrators?|members?(?: of the (?:ad hoc )?committee)?)\s*(:)?\s*$/i
// Address and contact lines between a member and the next one.
const ADDRESS_LINE =
  /\d{3,}|@|\btel\b|\bfax\b|e-?mail|\b(?:chemin|rue|street|avenue|road|boulevard)\b/i
// Where a line names several members: 'Prof Stanimir A. Alexandrov Ms Jean E. Kalicki',
// 'former Justice Hans Danelius, Professor J. Martin Hunter', 'and Professor Dr. Herbert Kronke'.
const MEMBER_SPLIT =
  /\s*;\s*|,\s*(?:and\s+)?(?=(?:Professor|Prof\.?|Dr\.?|Mr\.?|Ms\.?|Mrs\.?|Judge|Justice|Sir|Dame|Dean|H\.E\.|The Hon)\s)|\s+(?:and\s+)?(?=(?:Professor|Prof|Dr|Mr|Ms|Mrs|Judge|Sir|Dame|Dean)\.?\s+\p{Lu})|^and\s+/u

type Candidate = { name: string; note?: string; line: Line }

// After a member's name on a cover line: post-nominals only ('Peter Rees QC, CBE'), never prose
// ('Mr. Jagjit Singh, Learned Counsel for …').
const CLEAN_TAIL = /^(?:[\s,]*(?:[A-Z]\.?){1,4}|[\s,]*(?:SAN|Esq|Jr|LL\.?M|Ph\.?D)\.?)*[\s,.]*$/

function parseMemberLine(text: string, line: Line, strict = false): Candidate | null {
  let rest = text
    .replace(/[;.]\s*$/, '')
    .replace(/\s+\([A-Z][a-zA-Z ]+\)\s*$/, (m) =>
      /\((?:president|presiding|chair|chairman|chairperson|sole arbitrator)[^)]*\)/i.test(m)
        ? m
        : '',
    )
  let note: string | undefined
  const pre = ROLE_PREFIX.exec(rest)
  if (pre) {
    note = pre[1]
    rest = rest.slice(pre[0].length)
  }
  const m = ROLE_NOTE.exec(rest)
  if (m) {
    note ??= m[1]
    rest = rest.slice(0, m.index)
  }
  const name = cleanPersonName(rest)
  if (!looksLikePersonName(name)) return null
  if (strict && !CLEAN_TAIL.test(rest.replace(/^[^,]*/, ''))) return null
  return { name, note, line }
}

/**
 * Brackets other than a function say who appointed whom and may name an appointing authority:
 * '(appointed by the appointing authority, Mr. Michael Hwang, on behalf of …)'. A bracket the
 * line break leaves open runs to the line's end.
 */
function withoutAppointments(text: string): string {
  return text
    .replace(/\((?![^)]*(?:presid|chair|sole))[^)]*(?:\)|$)/gi, ' ')
    .replace(/^[^(]*\)/, (m) => (/appoint|behalf/i.test(m) ? ' ' : m))
}

function coverTribunal(lines: Line[]): { members: Candidate[]; committee: boolean } {
  const head = lines.filter((l) => l.text.length < 160)
  for (let i = 0; i < head.length; i++) {
    const h = HEADER.exec(head[i].text)
    if (!h) continue
    const committee = /committee/i.test(head[i].text)
    const members: Candidate[] = []
    const inline = h[2]?.trim()
    if (inline) {
      const solo = /^\(?(?:emergency|sole)\s+arbitrator\s*:/i.test(head[i].text)
      const parts = withoutAppointments(inline)
        .split(MEMBER_SPLIT)
        .filter((p) => p && p.trim())
      const cs = parts
        .map((p) => parseMemberLine(p.trim(), head[i], true))
        .filter((c): c is Candidate => !!c)
      for (const c of cs) members.push(solo ? { ...c, note: 'sole arbitrator' } : c)
      if (
        cs.length === 0 &&
        (solo ||
          (!/^(?:of|the|comprising|composed of)?\s*$/i.test(inline) && !/:$/.test(head[i].text)))
      )
        continue
    }
    let misses = 0
    let nextNote: string | undefined
    for (let j = i + 1; j < head.length && j <= i + 16; j++) {
      const text = head[j].text
      const role = ROLE_LINE.exec(text)
      if (role) {
        const last = members[members.length - 1]
        if (role[2]) nextNote = role[1]
        else if (last && !last.note && last.line.n >= head[j].n - 4) last.note = role[1]
        continue
      }
      if (STOP.test(text)) break
      if (members.length && ADDRESS_LINE.test(text) && text.length < 90) continue
      // The rest of a member's line broken by the page ('under Article 38 of the ICSID Convention').
      if (members.length && /^[a-z]/.test(text)) continue
      // Inline on one line: 'Alexis Mourre, President; Guido Tawil, Arbitrator'.
      let found = false
      const parts = withoutAppointments(text)
        .split(MEMBER_SPLIT)
        .filter((p) => p && p.trim())
      for (const part of parts.length > 1 ? parts : [text]) {
        const c = parseMemberLine(part.trim(), head[j], parts.length > 1)
        if (!c) continue
        found = true
        c.note ??= nextNote
        if (!members.some((m) => personKey(m.name) === personKey(c.name))) members.push(c)
      }
      if (found) {
        misses = 0
        if (members.length >= 5) break
      } else if (++misses >= (members.length ? 1 : 2)) break
    }
    if (
      members.length >= 1 &&
      (members.length >= 2 || /\b(?:sole|president|chair)/i.test(members[0].note ?? '') || inline)
    )
      return { members, committee }
  }
  // No heading: two or more lines in a row that each name a member with a function
  // ('Sir Franklin Berman, President of the Committee', 'Tan Sri Cecil Abraham, Member of the Committee').
  for (let i = 0; i + 1 < head.length; i++) {
    const run: Candidate[] = []
    for (let j = i; j < head.length && run.length < 5; j++) {
      const c = ROLE_NOTE.test(head[j].text) ? parseMemberLine(head[j].text, head[j]) : null
      if (!c?.note) break
      run.push(c)
    }
    if (run.length >= 2)
      return { members: run, committee: run.some((c) => /committee/i.test(c.line.text)) }
  }
  return { members: [], committee: false }
}

// 'The Tribunal is composed of Professor X (appointed by Claimant …), Mr Y (…), and Z (…)'.
const COMPOSED =
  /(?:tribunal|committee|\bit)\s+(?:is|was|has been|had been)\s+(?:composed|comprised|constituted)\s+(?:of|by)\s*:?\s*([^]{20,600}?)(?:\.\s|$)/i

function sentenceTribunal(body: string, lines: Line[]): Candidate[] {
  const m = COMPOSED.exec(body)
  if (!m) return []
  const list = m[1].replace(/\([^)]*\)/g, (p) => (/presid|chair/i.test(p) ? ' , President;' : ';'))
  const parts = list.split(
    /;|,\s*(?:and\s+)?(?=(?:Professor|Prof\.|Dr\.?|Mr\.?|Ms\.?|Mrs\.?|Judge|Sir|Dame|Justice|H\.E\.|The Hon)\s)|\s+and\s+/,
  )
  const line = lineAt(lines, body, m.index)
  const out: Candidate[] = []
  for (const part of parts) {
    const c = parseMemberLine(part.trim(), line)
    if (c && !out.some((o) => personKey(o.name) === personKey(c.name))) out.push(c)
  }
  return out.length >= 2 && out.length <= 5 ? out : []
}

/** A pattern source that matches its letters in either case, for use beside case-bound classes. */
function anyCase(source: string): string {
  return source.replace(/\\.|[a-z]/g, (c) => (c.length > 1 ? c : `[${c}${c.toUpperCase()}]`))
}
// 'Co-Arbitrator appointed by Claimant: The Hon. Michael Chertoff', 'The Respondent has nominated
// as arbitrator: Professor Sir Bernard RIX', 'Nordzucker appointed as Co-Arbitrator: Professor Dr.
// Andreas Bucher', 'The two arbitrators have jointly nominated as President of the Arbitral
// Tribunal: Professor Bernard HANOTIAU': a function, who chose the member, a colon, the name.
const FUNCTION = anyCase(
  'co-?\\s?arbitrator|arbitrator|presiding arbitrator|president(?: of the (?:arbitral )?tribunal)?|chair(?:man|person)?(?: of the (?:arbitral )?tribunal)?',
)
const LABELLED = new RegExp(
  `(?:(?<fn>${FUNCTION})\\s+${anyCase('(?:jointly\\s+)?(?:appointed|nominated|selected|designated)\\s+(?:jointly\\s+)?by\\s+(?:the\\s+)?')}(?<by>[^:\\n]{3,50}?)` +
    `|(?<![\\p{L}])(?<subj>${anyCase('(?:the\\s+)?(?:claimants?|respondents?|two arbitrators|co-arbitrators|(?:disputing\\s+)?parties)')}\\b(?:[^:.]|\\.(?=\\d)){0,100}?|\\p{Lu}[\\p{L}-]+\\b(?:[^:.]|\\.(?=\\d)){0,100}?)` +
    `\\b${anyCase('(?:appoint|appointed|nominated|designated)')}\\b[^:.]{0,60}?\\b${anyCase('as\\s+(?:its\\s+|the\\s+)?')}(?<fn2>${FUNCTION})(?:[^:.]|\\.(?=\\d)){0,80}?)` +
    `\\s*:\\s*(?<name>[^\\n]{4,120})`,
  'gu',
)

type Labelled = Candidate & { side?: Side; presides: boolean }

function labelledMembers(body: string, lines: Line[], input: AwardInput): Labelled[] {
  const words = {
    claimant: partyWords('claimant', input.claimant),
    respondent: partyWords('respondent', input.respondent),
  }
  const out: Labelled[] = []
  for (const m of body.matchAll(LABELLED)) {
    const g = m.groups ?? {}
    const fn = (g.fn ?? g.fn2 ?? '').toLowerCase()
    const by = g.by ?? g.subj ?? ''
    // The name, without the chambers or firm that follow it ('V.V.Veeder Esq of Essex Court
    // Chambers, 24 Lincoln's Inn Fields').
    const written = withoutAppointments(g.name)
      .split(/\s{2,}|\s+of\s+(?=\p{Lu})|,/u)[0]
      .replace(/\s+(?:\p{Lu}[\p{Ll}&]+\s+){0,3}(?:LLP|Chambers|Abogados|&)\b.*$/u, '')
    const c = parseMemberLine(written, lineAt(lines, body, m.index))
    if (!c || out.some((o) => personKey(o.name) === personKey(c.name))) continue
    const presides = /presid|chair/.test(fn)
    const side = presides ? undefined : (firstSideIn(by, words) ?? undefined)
    out.push({ ...c, note: presides ? 'president' : c.note, presides, side })
  }
  return out.length <= 5 ? out : []
}

/** The line a character offset of the flattened body falls on. */
function lineAt(lines: Line[], body: string, offset: number): Line {
  const before = body.slice(0, offset)
  let chars = 0
  for (const l of lines) {
    chars += l.text.length + 1
    if (chars > before.length) return l
  }
  return lines[lines.length - 1] ?? { n: 1, text: '' }
}

function surnameOf(name: string): string {
  const words = name
    .replace(/\./g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1)
  // Compound surnames: 'van den Berg', 'Fernández-Armesto', 'Morelli Rico': the last word
  // identifies the person within one tribunal.
  return words[words.length - 1] ?? name
}

// Party words of one side, as the procedural history names them.
function partyWords(side: Side, party: string | null | undefined): string[] {
  const base =
    side === 'claimant'
      ? [
          'claimant',
          'claimants',
          'investor',
          'investors',
          'applicant',
          'claimant s',
          'the claimant',
        ]
      : ['respondent', 'respondents', 'the state', 'state', 'government', 'host state']
  const own = party
    ? fold(party)
        .split(' ')
        .filter((w) => w.length > 3 && !COMMON_PARTY_WORD.test(w))
    : []
  // A State is named by its country too: 'Mexico appointed …' for the United Mexican States.
  const country = side === 'respondent' && party ? stateOf(party) : undefined
  // (one-word names only: 'States' or 'United' alone names no party).
  const named = country && !fold(country).includes(' ') ? [fold(country)] : []
  return [...base, ...own.slice(0, 2), ...named]
}
const COMMON_PARTY_WORD =
  /^(?:republic|kingdom|state|states|government|federal|united|people|peoples|democratic|arab|islamic|limited|holdings|holding|corporation|company|international|group|energy|others|and)$/

const APPOINT_WORDS =
  '\\b(?:appoint(?:ed|s|ing|ment of)?|nominat(?:ed|es|ing|ion of)|designat(?:ed|es)|nam(?:ed|es)|chose|selected|indicated|reappointed)\\b'
const APPOINT = new RegExp(APPOINT_WORDS, 'i')
const APPOINT_ALL = new RegExp(APPOINT_WORDS, 'gi')

/** Which party appointed the member, from the procedural history. */
function appointmentOf(
  member: Candidate,
  others: Candidate[],
  body: string,
  lines: Line[],
  input: AwardInput,
): { side: Side; evidence: Evidence } | { president: Evidence } | null {
  const surname = surnameOf(member.name)
  if (surname.length < 3) return null
  const otherSurnames = others.filter((o) => o !== member).map((o) => surnameOf(o.name))
  const words = {
    claimant: partyWords('claimant', input.claimant),
    respondent: partyWords('respondent', input.respondent),
  }
  const re = wordRe(surname)
  let m: RegExpExecArray | null
  while ((m = re.exec(body))) {
    const before = body.slice(Math.max(0, m.index - 170), m.index)
    const after = body.slice(m.index + surname.length, m.index + surname.length + 150)
    // 'X (appointed by Claimant)', 'X, appointed by the Claimants;', 'X, the arbitrator appointed by the Respondent'.
    const post =
      /^[^.;]{0,90}?\b(?:(?:appointed|nominated|designated|chosen)\s+(?:jointly\s+)?by|(?:accepted (?:his|her) )?appointment by|(?:upon |on )?nomination by|party-appointed arbitrator of)\s+(?:the\s+)?([A-Za-z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)/.exec(
        after,
      )
    if (
      /^[^.;]{0,60}?\b(?:appointed|selected|chosen|designated)\b[^.;]{0,40}?\bas (?:the\s+)?(?:third and\s+)?(?:president|presiding|chair)/i.test(
        after,
      )
    )
      return { president: evidenceAt(lines, body, m.index) }
    if (post && !mentionsOther(post[0], otherSurnames)) {
      const side = sideOf(post[1], words)
      if (side) return { side, evidence: evidenceAt(lines, body, m.index) }
      if (
        /^(?:agreement|the parties|parties|co-arbitrators|the co-arbitrators|two|both)/i.test(
          post[1],
        ) &&
        /presid|chair/i.test(after.slice(0, 120))
      )
        return { president: evidenceAt(lines, body, m.index) }
    }
    // 'the Claimant appointed Mr. X', 'Respondent informed … of its appointment of X',
    // 'the Claimants had appointed Y and the Respondent had appointed X'.
    const clause =
      before
        .replace(
          /(\b(?:appointed|nominated|designated)(?:\s+as\s+(?:co-)?arbitrator)?)\s*:/gi,
          '$1',
        )
        .split(/[.;:]+[”"’)\]]*\s/)
        .pop() ?? ''
    const acts = [...clause.matchAll(APPOINT_ALL)]
    const act = acts[acts.length - 1]
    // The verb governs this name only: no other member, closing bracket or 'and' in between.
    const governs = act?.index !== undefined && !/\)|\band\b/.test(clause.slice(act.index))
    if (
      act &&
      act.index !== undefined &&
      governs &&
      !mentionsOther(clause.slice(act.index), otherSurnames)
    ) {
      // The subject: from the clause start, or from the last other member named before the verb.
      let subject = clause.slice(Math.max(0, act.index - 90), act.index)
      for (const o of otherSurnames) {
        const hits = [...subject.matchAll(wordRe(o))]
        const last = hits[hits.length - 1]
        if (last?.index !== undefined) subject = subject.slice(last.index + o.length)
      }
      const by = /\bby\s+(?:the\s+)?([A-Za-z][\w'’-]*)\s*:?\s*[^]{0,40}$/.exec(
        clause.slice(act.index),
      )
      // The subject is nearest the verb: 'By letter of 17 July 2017, the Claimants appointed'.
      const nearest = subject.slice(subject.lastIndexOf(',') + 1)
      const side =
        (by && sideOf(by[1], words)) ||
        firstSideIn(nearest, words) ||
        (nearest === subject ? null : firstSideIn(subject, words))
      const asPresident =
        /^[^.;]{0,80}\bas\s+(?:the\s+)?(?:new\s+)?(?:president|presiding|chair)/i.test(after)
      if (asPresident) return { president: evidenceAt(lines, body, m.index) }
      if (
        side &&
        !/\b(?:to replace|replaced?|successor|challenge[sd]?|propos\w*)\b/i.test(
          clause.slice(act.index),
        )
      )
        return { side, evidence: evidenceAt(lines, body, m.index) }
    }
    // '… had been appointed by the Claimant …, and Professor X by the Respondent'.
    const bare = /^\s*(?:\([^)]*\)\s*)?,?\s*by\s+(?:the\s+)?([A-Za-z][\w'’-]*)/.exec(after)
    if (bare && APPOINT.test(clause)) {
      const side = sideOf(bare[1], words)
      if (side) return { side, evidence: evidenceAt(lines, body, m.index) }
    }
    if (
      /^[^.;]{0,40}?,\s*(?:as\s+)?president\b/i.test(after) &&
      /appoint|composed|compris/i.test(before.slice(-120))
    )
      return { president: evidenceAt(lines, body, m.index) }
  }
  return null
}

function mentionsOther(text: string, surnames: string[]): boolean {
  return surnames.some((s) => s.length >= 3 && wordRe(s, 'u').test(text))
}

function sideOf(word: string, words: Record<Side, string[]>): Side | null {
  const w = fold(word)
  if (!w) return null
  // 'Argentina' names 'The Argentine Republic': own party words match on their first 6 letters.
  const like = (c: string) =>
    c === w || (c.length > 5 && w.length > 5 && c.slice(0, 6) === w.slice(0, 6))
  if (words.claimant.some(like)) return 'claimant'
  if (words.respondent.some(like)) return 'respondent'
  return null
}

// The party named first in the subject: 'On 29 September 2005, Respondent appointed …',
// 'Claimant informed Respondent of its appointment of …'.
function firstSideIn(subject: string, words: Record<Side, string[]>): Side | null {
  // A possessive is not the subject: 'in breach of Nigeria’s obligations, nominating X'.
  for (const token of fold(subject.replace(/\p{L}+['’]s\b/gu, ' ')).split(' ')) {
    if (
      /^(?:chairman|secretary|centre|center|court|authority|pca|icsid|scc|icc|lcia|parties|arbitrators|co)$/.test(
        token,
      )
    )
      return null
    const s = sideOf(token, words)
    if (s) return s
  }
  return null
}

function evidenceAt(lines: Line[], body: string, offset: number): Evidence {
  const l = lineAt(lines, body, offset)
  return { line: l.n, text: l.text }
}

// Dots of titles and initials become spaces (same length, offsets stay), so that a sentence
// ends only at a real full stop: 'Claimant appointed Mr. Arthur W. Rovine'.
function plainDots(text: string): string {
  return text.replace(
    /\b(?:Mr|Mrs|Ms|Dr|Prof|St|No|Nos|Messrs|Jr|Sr|Esq|Co|Inc|Ltd|Corp|Art|para|paras|Hon|Q\.C|K\.C|P\.C|O\.C|C\.C|[A-Z])\./g,
    (m) => m.slice(0, -1) + ' ',
  )
}

/** A pattern for a name part: letters around it are not letters (accents included). */
function wordRe(word: string, flags = 'gu'): RegExp {
  return new RegExp(`(?<![\\p{L}])${escape(word)}(?![\\p{L}])`, flags)
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

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

const FIRM =
  /\b(?:LLP|L\.L\.P\.|LLC|PLLC|Chambers|Abogados|Avocats|Avvocati|Rechtsanw\S*|Attorneys|Law Firm|Law Offices?|& Co\b|Partners|Advokat\w*|S\.C\.|S\.L\.P\.|Associés|Associates|Solicitors|Legal)\b|&/
const GOVERNMENT_OFFICE =
  /\b(?:ministry|ministerio|procura|department|attorney general|office|agency|bureau|state lawsuits|government|embassy|tesoro)\b/i

function counselOf(lines: Line[]): { counsel: CounselFact[]; firms: FirmFact[] } {
  const counsel: CounselFact[] = []
  const firms: FirmFact[] = []
  let side: Side | null = null
  let firstOfBlock = 0
  let pending: CounselFact[] = []
  const flush = (firm?: string) => {
    for (const c of pending) if (firm) c.firm = firm
    counsel.push(...pending)
    pending = []
  }
  for (const l of lines) {
    const t = l.text
    const heading =
      /^(?:representing|counsel for|on behalf of|for)\s+(?:the\s+)?(claimants?|respondents?|applicants?|investors?|[^:]{2,60}):?\s*(.*)$/i.exec(
        t,
      )
    if (heading) {
      // Two columns on one line ('Representing the Claimant: Representing the Respondent:') cannot
      // be split into sides reliably: such blocks are left out.
      if (/representing.*representing|counsel for.*counsel for/i.test(t)) {
        flush()
        side = null
        continue
      }
      flush()
      const who = heading[1].toLowerCase()
      side = /claim|applic|invest/.test(who)
        ? 'claimant'
        : /respond/.test(who)
          ? 'respondent'
          : null
      firstOfBlock = l.n
      continue
    }
    if (!side) continue
    if (
      l.n - firstOfBlock > 60 ||
      /^(?:table of contents|contents|i\.|introduction|the tribunal|tribunal|award)\b/i.test(t)
    ) {
      flush()
      side = null
      continue
    }
    if (
      FIRM.test(t) &&
      !GOVERNMENT_OFFICE.test(t) &&
      t.length < 80 &&
      /^\p{Lu}/u.test(t) &&
      !/\d{3,}/.test(t)
    ) {
      const name = t
        .replace(/\s+\(.*\)$/, '')
        .replace(/[,;.]$/, '')
        .trim()
      if (!firms.some((f) => f.side === side && f.name === name))
        firms.push({ name, side, evidence: { line: l.n, text: t } })
      flush(name)
      continue
    }
    const c = /^(?:mr|mrs|ms|dr|prof|professor|sir|dame|mme|me|m|avv|mag|messrs)\.?\s/i.test(t)
      ? cleanPersonName(t)
      : ''
    if (c && looksLikePersonName(c))
      pending.push({ name: c, side, evidence: { line: l.n, text: t } })
  }
  flush()
  return { counsel, firms }
}

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
  const body = plainDots(bodyLines.map((l) => l.text).join('\n'))
  let { members, committee } = coverTribunal(cover)
  const labelled = labelledMembers(body, bodyLines, input)
  if (members.length === 0) members = sentenceTribunal(body, bodyLines)
  // Members the procedural history names with their function fill a partial cover page.
  if (labelled.length >= 2 && labelled.length > members.length && !committee)
    for (const l of labelled)
      if (!members.some((m) => personKey(m.name) === personKey(l.name))) members.push(l)
  committee ||= !!input.annulment && members.length > 1
  // One name alone is a sole arbitrator only where the text says there is one.
  const solo = members.length === 1 && /\b(?:sole|single|emergency) arbitrator\b/i.test(text)
  const tribunal: TribunalMember[] = members.map((c) => {
    const nationality = nationalityOf(c, body)
    const base = {
      name: c.name,
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
    const found = appointmentOf(c, members, body, bodyLines, input)
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
  // Two presidents from the text: keep the one the cover page marks.
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
  const { counsel, firms } = counselOf(cover)
  const rules = rulesOf(text.slice(0, 20_000))
  return {
    tribunal,
    ...(secretary ? { secretary } : {}),
    counsel,
    firms,
    ...(rules ? { rules } : {}),
  }
}
