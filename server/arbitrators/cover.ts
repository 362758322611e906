// The tribunal as the cover page lists it ('Members of the Tribunal', a name per line with its
// function) or, where there is none, as one sentence of the text composes it.
import { FIRM } from './counsel.ts'
import { cleanPersonName, looksLikePersonName, personKey, recased } from './names.ts'
import { lineAt, type Line } from './text-lines.ts'

// A line that opens the list of members: 'Members of the Tribunal', 'Arbitral Tribunal:',
// 'Rendered by an Arbitral Tribunal composed of:', 'Before:' (possibly with the first name on it),
// OCR damage and all ('Members of th unal:').
const HEADER =
  /^(?:(?:before\s+|by\s+)?(?:\p{L}he\s+)?(?:hon['’]\p{L}+\s+)?(?:members\s+of\s+the\s+)?(?:[a-z]{5,11}\s+)?(?:ad\s+hoc\s+)?(?:annulment\s+)?(\p{L}{0,3}ibunals?|committees?)|members\s+of\s+th\p{L}*\s*\p{L}{0,5}unal|(?:.*\b(?:composed|comprised|consisting|constituted)\s+(?:of|as\s+follows)|.*\bcomprising)|before(?=\s*:|\s*$)|issued\s+by(?=\s*:?\s*$)|\(?(?=(?:emergency|sole)\s+arbitrator\s*:))\s*[:;.]?\s*(.*)$/iu
const RECOUNTED = /\btribunal\s+(?:composed|comprised|consisting|constituted)\b/i
const STOP =
  /^(?:the\s+)?(?:secretar(?:y|ies)|administrative secretary|assistant|registry|registrar|representing|representation|counsel|on behalf|for the|date|dated|place|seat|table of contents|contents|index|abbreviations|award|decision|final award|partial award|introduction|procedural|pca|icsid|case|in the matter|between|page|after deliberation|\d+\.)/i

// ('Neil Kaplan CBE QC SBS - Presiding Arbitrator -' sets it between dashes.)
const ROLE_NOTE =
  /\s*(?:[,;(\u2013\u2014-]\s*|\s+)(president of the (?:ad hoc )?(?:tribunal|committees?)|member of the (?:ad hoc )?committees?|presiding arbitrator|presiding|president|chair(?:man|person|woman)?|sole arbitrator|co-arbitrator|arbitrator|(?:co-)?member|vice-president)\s*[)\u2013\u2014-]?\s*[.;,]?\s*$/i
const ROLE_PREFIX =
  /^(chair(?:man|person)?|president|presiding arbitrator|(?:sole|emergency) arbitrator)\s*:\s*/i
// A line that only names a function: it belongs to the name above it ('Prof. X' / 'President'),
// or, ending in a colon, to the names below it ('Co-arbitrators:').
const ROLE_LINE =
  /^\(?(president(?: of the (?:arbitral )?(?:tribunal|committee))?|presiding arbitrator|chair(?:man|person)?|sole arbitrator|co-?\s?arbitrators?|arbitrators?|members?(?: of the (?:ad hoc )?committee)?)\)?\s*(:)?\s*$/i
const CHOSEN_LINE =
  /^(chair(?:man|person)?|president|presiding arbitrator|co-?\s?arbitrator|arbitrator)\s+(?:appointed|nominated|designated)\s+by\b/i
// Address and contact lines between a member and the next one.
const ADDRESS_LINE =
  /\d{3,}|@|\btel\b|\bfax\b|e-?mail|\b(?:chemin|rue|street|avenue|road|boulevard|via|calle)\b|strasse\b|\s\d{1,4}[a-z]?$/i
// Where a line names several members: 'Prof Stanimir A. Alexandrov Ms Jean E. Kalicki',
// 'former Justice Hans Danelius, Professor J. Martin Hunter', 'and Professor Dr. Herbert Kronke'.
export const MEMBER_SPLIT =
  /\s*;\s*|,\s*(?:and\s+)?(?=(?:Professor|Prof\.?|Dr\.?|Mr\.?|Ms\.?|Mrs\.?|Judge|Justice|Sir|Dame|Dean|H\.E\.|The Hon)\s)|(?<!(?:^|\s)(?:Professor|Prof|Dr|Mr|Ms|Mrs|Judge|Sir|Dame|Dean|Hon|JUDr)\.?)\s+[“”"‘’]?(?:and\s+)?(?=(?:Professor|Prof|Dr|Mr|Ms|Mrs|Judge|Sir|Dame|Dean|JUDr)\.?\s+\p{Lu})|^and\s+/u

export type Candidate = { name: string; note?: string; line: Line }

// A list's bullet, which OCR may read as a letter ('e Professor George A. Bermann, Columbia …').
const BULLET = /^(?:[•·*▪–-]|[eo](?=\s+\p{Lu}))\s+/u

// After a member's name on a cover line: post-nominals only ('Peter Rees QC, CBE'), never prose
// ('Mr. Jagjit Singh, Learned Counsel for …').
const CLEAN_TAIL = /^(?:[\s,]*(?:[A-Z]\.?){1,4}|[\s,]*(?:SAN|Esq|Jr|LL\.?M|Ph\.?D)\.?)*[\s,.]*$/

// A member's bar after the name, which a line break may cut ('Mr. Jeroen Smets, Member of the' /
// 'Brussels Bar').
const BAR = /^,\s*(?:a\s+)?member\s+of\s+the(?:\s+\p{Lu}\p{L}+)?(?:\s+bar)?\.?$/iu

// Heading words a line in capitals has and a name does not ('COMPOSED OF', 'DECIDES AS FOLLOWS').
const HEADING_WORD = /\b(?:Of|As|And|The|For|On|In|To|By|At)\b/

/**
 * A member's name and function from one line or part of a line. `strict`: nothing but
 * post-nominals after the name. `capitals`: a name printed in capitals is read (signature
 * blocks, a list under its heading), where a heading in capitals cannot stand.
 */
export function parseMemberLine(
  text: string,
  line: Line,
  { strict = false, capitals = false } = {},
): Candidate | null {
  // The secretary or an assistant listed with the members ('Ms. X, Secretary of the Tribunal').
  if (/,\s*(?:the\s+)?(?:secretary|assistant|registrar)\b/i.test(text)) return null
  let rest = text
    .replace(BULLET, '')
    // OCR's comma for a title's full stop ('Prof. Dr, Klaus Sachs').
    .replace(/\b(Dr|Prof|Mr|Ms|Mrs)\s*,(?=\s)/g, '$1.')
    .replace(/^and\s+/, '')
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
  const cleaned = cleanPersonName(rest)
  const name = capitals && !/\p{Ll}/u.test(cleaned) ? recased(cleaned) : cleaned
  if (!looksLikePersonName(name)) return null
  // A heading in capitals has words a name does not, or one word only ('I. PROCEDURE').
  const words = name.split(/[\s.]+/).filter(Boolean)
  const long = words.filter((w) => w.length > 1).length
  // ('V.V. VEEDER' is a name: two initials and a surname.)
  if (name !== cleaned && (HEADING_WORD.test(name) || (long < 2 && words.length - long < 2)))
    return null
  const tail = rest.replace(/^[^,]*/, '')
  if (strict && !CLEAN_TAIL.test(tail) && !BAR.test(tail)) return null
  return { name, note, line }
}

/**
 * Brackets other than a function say who appointed whom and may name an appointing authority:
 * '(appointed by the appointing authority, Mr. Michael Hwang, on behalf of …)'. A bracket the
 * line break leaves open runs to the line's end.
 */
export function withoutAppointments(text: string): string {
  return text
    .replace(/\((?![^)]*(?:presid|chair|sole))[^)]*(?:\)|$)/gi, ' ')
    .replace(/^[^(]*\)/, (m) => (/appoint|behalf/i.test(m) ? ' ' : m))
}

// The label OCR may cut ('ident : Dr. Ahmed Sadek EL-KOSHERI') or set on a line of its own
// above ('President' / 'AWARD' / ': Prof. Konstantinos D. KERAMEUS').
const PRESIDENT_LABEL = /^(president|chair(?:man|person)?|\p{L}*ident|)\s*:\s*(.*)$/iu

/**
 * 'President: Mr. L. Yves FORTIER' on the lines above 'Members of the Tribunal:', the name on
 * the label's line or below it past a running page header.
 */
function presidentAbove(head: Line[], header: number): Candidate | null {
  for (let k = header - 1; k >= 0 && k >= header - 4; k--) {
    const label = PRESIDENT_LABEL.exec(head[k].text)
    if (!label) continue
    // A surname the line breaks after its particle ('Dr. Eduardo JIMENEZ DE' / 'ARECHAGA').
    const broken = /\s(?:de|del|van|von|da|di|le|la)$/i.test(label[2]) && k + 1 < header
    const named = [
      { text: broken ? `${label[2]} ${head[k + 1].text}` : label[2], line: head[k] },
      ...head.slice(k + 1, header).map((l) => ({ text: l.text, line: l })),
    ]
    for (const { text, line } of named) {
      const c = text && parseMemberLine(text, line, { strict: true, capitals: true })
      if (c) return { ...c, note: /^chair/i.test(label[1]) ? label[1] : 'President' }
    }
    return null
  }
  return null
}

export function coverTribunal(
  lines: Line[],
  annulment = false,
): { members: Candidate[]; committee: boolean } {
  const head = lines.filter((l) => l.text.length < 160)
  for (let i = 0; i < head.length; i++) {
    const h = HEADER.exec(head[i].text)
    // An annulment decision recounts the tribunal whose award it reviews ('by the Arbitral
    // Tribunal comprised of Mr. Yves Derains (Chairman),'): its members are not the committee.
    if (annulment && h && RECOUNTED.test(head[i].text)) continue
    // The secretary's function the line above breaks ('the Secretary of' / 'the Tribunal: Ms. X').
    const secretary =
      i > 0 && /\b(?:secretary|assistant)\s+(?:of|to)(?:\s+the)?$/i.test(head[i - 1].text)
    // A letter's copy list names the tribunal as a recipient ('cc:' / 'Members of the Tribunal').
    const copies = head
      .slice(Math.max(0, i - 2), i)
      .some((l) => /^(?:cc|ce|copy|copies)\s*:/i.test(l.text))
    if (!h || secretary || copies) continue
    const committee = /committee/i.test(head[i].text)
    const members: Candidate[] = []
    // ('Members of the Tribunal : Professor Berthold GOLDMAN, and' / ': Dr. Samuel K.B. ASANTE')
    // (an OCR speck after the heading is no name: 'Members of the Tribunal: SY')
    const inline = h[2]
      ?.replace(/,?\s+and$/, '')
      .trim()
      .replace(/^.{1,3}$/, '')
    const solo = /^\(?(?:emergency|sole)\s+arbitrator\s*:/i.test(head[i].text)
    if (inline) {
      const parts = withoutAppointments(inline)
        .split(MEMBER_SPLIT)
        .filter((p) => p && p.trim())
      const cs = parts
        .map((p) => parseMemberLine(p.trim(), head[i], { strict: true }))
        .filter((c): c is Candidate => !!c)
      for (const c of cs) members.push(solo ? { ...c, note: 'sole arbitrator' } : c)
      // 'Emergency Arbitrator:' alone on its line names the arbitrator on the next one.
      const soloAbove = solo && /:\s*$/.test(inline)
      if (
        cs.length === 0 &&
        !soloAbove &&
        (solo ||
          (!/^(?:of|the|comprising|(?:composed|comprised|consisting|constituted)\s+(?:of|as\s+follows))?\s*$/i.test(
            inline,
          ) &&
            !/:$/.test(head[i].text)))
      )
        continue
    }
    let misses = 0
    let nextNote: string | undefined = members.length === 0 && solo ? 'sole arbitrator' : undefined
    for (let j = i + 1; j < head.length && j <= i + 16; j++) {
      // The heading's words beside the names ('Before the Arbitral Tribunal Dr Eugen Salpius' /
      // 'comprised of: Dr Jiirgen Voss').
      const text = head[j].text.replace(/^(?:(?:composed|comprised|consisting)\s+of\s*)?:\s*/i, '')
      // 'Chairman appointed by the Arbitration Institute …' under a member's address.
      const chosen = CHOSEN_LINE.exec(text)
      if (chosen) {
        const last = members[members.length - 1]
        if (last && !last.note && last.line.n >= head[j].n - 14) last.note = chosen[1]
        continue
      }
      const role = ROLE_LINE.exec(text)
      if (role) {
        const last = members[members.length - 1]
        if (role[2]) nextNote = role[1]
        else if (last && !last.note && last.line.n >= head[j].n - 4) last.note = role[1]
        continue
      }
      if (STOP.test(text)) break
      // The page's other labels, set in a column before the values ('by the Arbitral Tribunal:' /
      // 'Claimants:' / 'Claimants’ counsel:' / … / 'Prof. Dr. Böckstiegel, Chairman').
      if (!members.length && /^[\p{L}’' ]{3,30}:$/u.test(text)) continue
      // A bullet opens the next member, whose address may follow the name on its line.
      const bulleted = BULLET.test(text)
      if (members.length && !bulleted && ADDRESS_LINE.test(text) && text.length < 90) continue
      // The rest of a member's line broken by the page ('under Article 38 of the ICSID Convention'),
      // not a name OCR opened with 'l' for 'I' ('lan Glick') or a title OCR cut ('r. Hatem L. Gabr').
      if (
        members.length &&
        !bulleted &&
        /^(?!and\s+\p{Lu}|l[a-z]{1,6}\s+\p{Lu}|[a-z]{1,2}\.\s+\p{Lu})[a-z]/u.test(text)
      )
        continue
      // Inline on one line: 'Alexis Mourre, President; Guido Tawil, Arbitrator'.
      let found = false
      // A bulleted line names one member, with an address after it.
      const parts = bulleted
        ? [text.replace(BULLET, '')]
        : withoutAppointments(text)
            .split(MEMBER_SPLIT)
            .filter((p) => p && p.trim())
      // Two persons and a firm on one line are counsel ('Dr. Alfred Siny, Mr. Alexander Zojer,
      // Zeiler.partners, Stubenbastei'), whatever the layout put them under.
      if (!bulleted && parts.length > 1 && parts.some((p) => FIRM.test(p))) continue
      for (const part of parts.length > 1 ? parts : [text]) {
        const c = parseMemberLine(part.trim(), head[j], {
          strict: parts.length > 1,
          capitals: true,
        })
        if (!c) continue
        found = true
        c.note ??= nextNote
        if (!members.some((m) => personKey(m.name) === personKey(c.name))) members.push(c)
      }
      if (found) {
        misses = 0
        if (members.length >= 5 || solo) break
      } else if (ROLE_NOTE.test(text) && /,/.test(text)) {
        // A member's line whose name OCR damaged ('Mr. Klaus-Reichert S.C., Arbitrator'): the
        // list goes on.
        continue
      } else if (++misses >= (members.length ? 1 : 2)) break
    }
    if (members.length >= 1 && !members.some((m) => /presid|chair/i.test(m.note ?? ''))) {
      const president = presidentAbove(head, i)
      if (president && !members.some((m) => personKey(m.name) === personKey(president.name)))
        members.unshift(president)
    }
    if (
      members.length >= 1 &&
      (members.length >= 2 || /\b(?:sole|president|chair)/i.test(members[0].note ?? '') || inline)
    )
      return { members, committee }
  }
  const labelled = labelledLines(head)
  if (labelled.length >= 2) return { members: labelled, committee: false }
  // No heading: two or more lines in a row that each name a member with a function
  // ('Sir Franklin Berman, President of the Committee', 'Tan Sri Cecil Abraham, Member of the Committee').
  for (let i = 0; i + 1 < head.length; i++) {
    const run: Candidate[] = []
    for (let j = i; j < head.length && run.length < 5; j++) {
      const c = ROLE_NOTE.test(head[j].text)
        ? parseMemberLine(head[j].text, head[j], { capitals: true })
        : null
      if (!c?.note) break
      run.push(c)
    }
    if (run.length >= 2)
      return { members: run, committee: run.some((c) => /committee/i.test(c.line.text)) }
    // A chairman's line over the co-arbitrators' bare names, the heading set apart from them
    // by the page's columns ('Bjorn Haug, chairman' / 'Rolf A. Schiitze' / 'Johan Gernandt').
    // (On the first page only: at a short text's end the same lines are a signature block.)
    if (run.length === 1 && run[0].line.n <= 80 && /presid|chair/i.test(run[0].note ?? '')) {
      const bare = head
        .slice(i + 1, i + 3)
        .map((l) => parseMemberLine(l.text, l, { strict: true }))
        .filter((c): c is Candidate => !!c && !c.note)
      if (bare.length === 2) return { members: [...run, ...bare], committee: false }
    }
  }
  return { members: [], committee: false }
}

const FUNCTION_LABEL =
  /^(president|chair(?:man|person)?|co-?\s?arbitrators?|arbitrators?|members?)\s*:\s*(.*)$/i

/**
 * Lines that open with a function and a colon, a plural function's further names on the lines
 * below ('President: Dr. Horacio A. GRIGERA NAON' / 'Co-arbitrators: Prof. José Carlos
 * FERNANDEZ ROZAS' / 'Mr. Carlos BERNAL VEREA'), with a president among them.
 */
function labelledLines(head: Line[]): Candidate[] {
  for (let i = 0; i < head.length; i++) {
    const out: Candidate[] = []
    let plural: string | undefined
    for (let j = i; j < head.length; j++) {
      const label = FUNCTION_LABEL.exec(head[j].text)
      const text = label ? label[2] : plural && !STOP.test(head[j].text) ? head[j].text : null
      const c = text && parseMemberLine(text, head[j], { strict: true, capitals: true })
      if (!c) break
      const fn = label ? label[1] : plural!
      plural = /s$/i.test(fn) ? fn : undefined
      out.push({ ...c, note: /^(?:co-?\s?)?arbitrators?$|^members?$/i.test(fn) ? undefined : fn })
    }
    if (
      out.length >= 2 &&
      FUNCTION_LABEL.test(head[i].text) &&
      /^(?:presid|chair)/i.test(head[i].text)
    )
      return out
  }
  return []
}

// 'The Tribunal is composed of Professor X (appointed by Claimant …), Mr Y (…), and Z (…)'.
// 'The members of the Committee appointed in this annulment proceeding were Mr. X, President, …'.
// 'the Chairman … appointed Professors X, an Egyptian national, Y, …, and Z, …, as members of the
// ad hoc Committee'.
const COMPOSED =
  /(?:(?:tribunal|committee|\bit)\s+(?:is|was|has been|had been)\s+(?:composed|comprised|constituted)\s+(?:of|by)|\bcommittee\s+(?:composed|comprised)\s+of|\bmembers\s+of\s+the\s+(?:arbitral\s+|ad\s+hoc\s+)?(?:tribunal|committee)\b[^.;:]{0,60}?\s+(?:were|are)|\b[Ii]ts\s+members\s+(?:were|are|being))\s*:?\s*([^]{20,600}?)(?:\.\s|$)|\bappointed\s+(?:Professors|Messrs\.?)?\s*([^.;:]{20,400}?),?\s+as\s+(?:the\s+)?members\s+of\s+the\s+(?:ad\s+hoc\s+)?(committee|tribunal)/di

const EVERY_COMPOSED = new RegExp(COMPOSED.source, 'dgi')

/**
 * The members the sentence that composes the tribunal names; in an annulment decision, the one
 * that composes its committee (it recounts the tribunal whose award it reviews too).
 */
export function sentenceTribunal(
  body: string,
  raw: string,
  lines: Line[],
  annulment = false,
): Candidate[] {
  const m = annulment
    ? [...body.matchAll(EVERY_COMPOSED)].find((x) => /committee/i.test(x[3] ?? x[0]))
    : COMPOSED.exec(body)
  if (!m) return []
  // The list as written ('Professor W. Michael Reisman'): the body has the same offsets.
  const [from, to] = m.indices?.[1] ?? m.indices?.[2] ?? [0, 0]
  const list = raw
    .slice(from, to)
    .replace(/\([^)]*\)/g, (p) => (/presid|chair/i.test(p) ? ' , President;' : ';'))
    // (a nationality between the names: 'X, an Egyptian national, Y, …'; a double name the line
    // breaks at its hyphen: 'Ignaz Seidl-' / 'Hohenveldern')
    .replace(/,\s*an?\s+\p{L}+\s+national,?/gu, ';')
    .replace(/(?<=\p{L})-\n(?=\p{Lu})/gu, '-')
  const parts = list.split(
    /;|,\s*(?:and\s+)?(?=(?:Professor|Prof\.|Dr\.?|Mr\.?|Ms\.?|Mrs\.?|Judge|Sir|Dame|Justice|H\.E\.|The Hon)\s)|\s+and\s+/,
  )
  const line = lineAt(lines, body, m.index)
  const out: Candidate[] = []
  for (const part of parts) {
    const c = parseMemberLine(part.trim(), line)
    if (c && !out.some((o) => personKey(o.name) === personKey(c.name))) out.push(c)
  }
  if (out.length < 2 || out.length > 5) return []
  // (a committee's members note it: its roles are a committee's)
  const committee = m[3] ?? m[0].slice(0, m[0].length - m[1].length)
  return /committee/i.test(committee)
    ? out.map((c) => ({
        ...c,
        note: c.note ? `${c.note} of the committee` : 'member of the committee',
      }))
    : out
}

// 'Dissenting Opinion of Professor Francisco Orrego Vicuña', 'Separate Opinion by Dr. X,
// concurring', 'Dissenting Opinion, Georges Abi-Saab', 'Declaration appended to the Award by
// Arbitrator X', 'Dissenting opinion' / 'of the Arbitrator JUDr Jaroslav Handl against the Partial
// Arbitration Award', 'DISSENTING OPINION' / 'By' / 'Laurence Boisson de Chazournes' / 'Arbitrator'
// (the heading on up to three lines, what it answers after the name).
const OPINION_HEAD =
  /^(?:partial(?:ly)?\s+)?(?:(?:dissenting|separate|concurring|individual)\s+opinion|declaration)\b/i
const OPINION_OF =
  /^(?:partial(?:ly)?\s+)?(?:(?:dissenting|separate|concurring|individual)\s+opinion|declaration)(?:\s+appended\s+to\s+the\s+\p{L}+)?(?:\s*,\s*|\s+(?:of|by)\s+)(?:the\s+)?(?:arbitrator\s+)?(.+?)(?:,\s*(?:concurring|dissenting|arbitrator)\b.*|\s+(?:against|on|to|in)\s+the\s+.*|\s+arbitrator)?\s*$/iu
// (an opinion's head may follow the case's caption)
const OPINION_HEAD_LINES = 30

/**
 * The member an opinion names at its head as its author: a member of that tribunal. Of two heads
 * (a cover and a first page), the spelling the text writes most ('Abi-Sab' OCR damaged once).
 */
export function opinionAuthor(cover: Line[], text: string): Candidate | null {
  const found: Candidate[] = []
  for (const [i, line] of cover.slice(0, OPINION_HEAD_LINES).entries()) {
    if (!OPINION_HEAD.test(line.text)) continue
    let heading = line.text
    for (let k = i + 1; k < cover.length && k <= i + 2; k++) {
      if (!/(?:opinion|declaration|\bof|\bby)$/i.test(heading)) break
      heading = `${heading} ${cover[k].text}`
    }
    const m = OPINION_OF.exec(heading)
    const c = m && parseMemberLine(m[1], line, { capitals: true })
    if (c) found.push(c)
  }
  const written = (c: Candidate) => text.split(c.name).length
  return found.reduce<Candidate | null>((a, c) => (!a || written(c) > written(a) ? c : a), null)
}
