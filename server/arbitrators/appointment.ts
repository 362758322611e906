// Who appointed each member: a function with the party that chose the member ('Co-Arbitrator
// appointed by Claimant: X'), a sentence of the procedural history ('the Respondent appointed X'),
// or a cover's address block ('Arbitrator appointed by the' / 'Czech Republic'). The patterns are
// in ./appointment-patterns.ts, the parties' words in ./sides.ts; which party appointed a member
// named elsewhere is ./appointment-history.ts.
import {
  APPOINT_ALL,
  APPOINTING,
  CHOSEN_UNDER,
  LABELLED,
  NAME_WORD,
  PRESIDING_ITEM,
  SENTENCE_FORMS,
} from './appointment-patterns.ts'
import { parseMemberLine, withoutAppointments, type Candidate } from './cover.ts'
import { departureOf, type Left } from './left-the-tribunal.ts'
import { personKey } from './names.ts'
import { bothSides, firstSideIn, sentenceSubject, sideOf, sideWords, subjectSide } from './sides.ts'
import { surnameOf } from './surnames.ts'
import { escape, lineAt, matchesNear, wordRe, type Line } from './text-lines.ts'
import type { AwardInput, Evidence, Side } from './types.ts'

export type Labelled = Candidate & { side?: Side; presides: boolean }
/** A member an appointment sentence names whom the text says left the tribunal. */
export type LabelledLeft = Labelled & { left: Left }

/**
 * Members the text names after their function and who chose them. `raw` is the body before its
 * title dots became spaces (same offsets): a name is read as written ('Dr. Maciej Tomaszewski').
 * Those an appointment sentence names whom the text says left the tribunal go to `left`.
 */
export function labelledMembers(
  body: string,
  raw: string,
  lines: Line[],
  input: AwardInput,
  left: LabelledLeft[] = [],
): Labelled[] {
  const words = sideWords(input, body)
  const out: Labelled[] = []
  for (const m of [
    ...matchesNear(body, LABELLED, { anchor: APPOINTING, before: 200, after: 130 }),
    ...body.matchAll(PRESIDING_ITEM),
  ]) {
    const g = m.groups ?? {}
    // (a semicolon only right after 'as Arbitrator': in a list, 'arbitrator appointed by the
    // Claimant;' closes a member's item and the next item's name follows)
    const at = m.indices?.groups?.name
    if (
      at &&
      /;\s*$/.test(body.slice(m.index, at[0])) &&
      !(g.fn2 && /;\s*$/.test(body.slice(m.indices!.groups!.fn2![1], at[0])))
    )
      continue
    const fn = (g.fn ?? g.fn2 ?? '').toLowerCase()
    const by = g.by ?? g.subj ?? ''
    // The name, without the chambers or firm that follow it ('V.V.Veeder Esq of Essex Court
    // Chambers, 24 Lincoln's Inn Fields').
    const written = withoutAppointments(at ? raw.slice(at[0], at[1]) : g.name)
      .split(/\s{2,}|\s+of\s+(?=\p{Lu})|,/u)[0]
      .replace(/\s+(?:\p{Lu}[\p{Ll}&]+\s+){0,3}(?:LLP|Chambers|Abogados|&)\b.*$/u, '')
    const c = parseMemberLine(written, lineAt(lines, body, m.index))
    if (!c || out.some((o) => personKey(o.name) === personKey(c.name))) continue
    const presides = /presid|chair/.test(fn)
    const side = presides ? undefined : (firstSideIn(by, words) ?? undefined)
    out.push({ ...c, note: presides ? 'president' : c.note, presides, side })
  }
  // An annulment decision recounts how the original tribunal was appointed: its committee is
  // not in such sentences.
  if (!input.annulment) {
    for (const a of appointedInSentences(body, raw, lines, words, left)) {
      if (!out.some((o) => personKey(o.name) === personKey(a.name))) out.push(a)
    }
  }
  // (more is a text that recounts other tribunals: neither its members nor those who left)
  if (out.length > 5) left.length = 0
  return out.length <= 5 ? out : []
}

/**
 * Members an appointment sentence names (see SENTENCE_FORMS), with the party that appointed
 * them where the sentence says it. A member the text says resigned or was replaced is left out,
 * to `left`.
 */
function appointedInSentences(
  body: string,
  raw: string,
  lines: Line[],
  words: Record<Side, string[]>,
  left: LabelledLeft[],
): Labelled[] {
  const out: Labelled[] = []
  for (const { pattern, near } of SENTENCE_FORMS) {
    for (const m of near ? matchesNear(body, pattern, near) : body.matchAll(pattern)) {
      const g = m.groups ?? {}
      // (the second member of an appointment: the sentence appoints)
      const sentence = body.slice(Math.max(0, m.index - 200), m.index)
      if (
        g.second !== undefined &&
        !/\b(?:appoint|nominat|designat)/i.test(sentence.split(/[.;]\s/).pop() ?? '')
      )
        continue
      // An appointment the text says did not happen: 'Paraguay was prevented from appointing X'.
      if (
        /\b(?:prevented|precluded|barred|unable)\s+from\s*$|\bnot\s*$/i.test(
          body.slice(Math.max(0, m.index - 30), m.index),
        )
      )
        continue
      const presides = /presid|chair/i.test(g.fn ?? '')
      // The party: 'by the Claimant' within the sentence, else the clause before the verb, past an
      // earlier appointment in the sentence ('Claimant designated X as arbitrator and Respondent
      // designated Y'); an 'appointments of' names none.
      const clause =
        body
          .slice(Math.max(0, m.index - 160), m.index)
          // (a heading ends a clause: 'UKRAINE' / 'PROCEDURAL HISTORY' / 'The Claimants appointed')
          .split(/[.;:]\s|\n\s*\n|\n[^\p{Ll}\n]*\n/u)
          .pop()
          ?.split(APPOINT_ALL)
          .pop() ?? ''
      const by = /\bby\s+(?:the\s+)?([\p{L}][\p{L}'’-]*)/u.exec(g.by ?? '')
      // (both parties nominating is no one party's appointment: 'TANESCO and IPTL nominated')
      const side =
        presides ||
        g.several ||
        (/\band\s+(?:the\s+)?\S+\s*$/i.test(clause) && bothSides(clause, words))
          ? undefined
          : ((g.owner ? sideOf(g.owner, words) : null) ??
            (by && sideOf(by[1], words)) ??
            subjectSide(clause, words) ??
            sentenceSubject(body, m.index, words) ??
            undefined)
      for (const key of ['name', 'name2'] as const) {
        const at = m.indices?.groups?.[key]
        if (!at) continue
        const written = raw.slice(at[0], at[1])
        const line = lineAt(lines, body, at[0])
        // (title and surname: the full name written first, 'Prof. Kaufmann-Kohler' being
        // 'Gabrielle Kaufmann-Kohler')
        const c = fullNameOf(written, raw, line) ?? parseMemberLine(written, line)
        if (!c || out.some((o) => personKey(o.name) === personKey(c.name))) continue
        const member = { ...c, note: presides ? 'president' : c.note, presides, side }
        const gone = departureOf(c.name, body)
        if (!gone) out.push(member)
        else if (!left.some((o) => personKey(o.name) === personKey(c.name)))
          left.push({ ...member, left: gone })
      }
    }
  }
  return out
}

/**
 * A member the sentence names by title and surname ('Claimant nominated Judge Brower as
 * arbitrator'), by the full name the text wrote first ('Hon. Charles N. Brower (“Judge Brower”)').
 */
function fullNameOf(written: string, raw: string, line: Line): Candidate | null {
  const short =
    /^(?:Judge|Justice|Professor|Prof|Dr|Mr|Ms|Mrs|Sir|Dame|Dean)\.?\s+(\p{Lu}[\p{L}'’-]{2,})$/u.exec(
      written.trim(),
    )
  if (!short) return null
  const full = new RegExp(
    // (on one line: a heading above is no part of the name; nor a particle before it: 'appointment
    // of Mr. Michael Collins')
    `(?<![\\p{L}])\\p{Lu}[\\p{L}'’.-]*(?:[ \\t]+${NAME_WORD}){0,5}[ \\t]+${escape(short[1])}(?![\\p{L}])`,
    'u',
  ).exec(raw)
  const c = full && parseMemberLine(full[0], line)
  return c && c.name.split(' ').length >= 2 ? c : null
}

/**
 * Which party appointed the member, where a cover sets each member's address and appointing
 * party under the name ('Prof. Emmanuel Gaillard' / 'Shearman & Sterling' / … / 'Arbitrator
 * appointed by the' / 'Czech Republic', or 'Co-arbitrator' / 'Prof. Piero Bernardini' / … /
 * 'nominated by Claimant'), before the next member's name.
 */
export function chosenUnderName(
  member: Candidate,
  others: Candidate[],
  cover: Line[],
  input: AwardInput,
  body: string,
): { side: Side; evidence: Evidence } | null {
  const surname = surnameOf(member.name)
  const otherSurnames = others.filter((o) => o !== member).map((o) => surnameOf(o.name))
  for (let at = 0; at < cover.length; at++) {
    if (cover[at].text.length >= 200 || !wordRe(surname).test(cover[at].text)) continue
    // (an appointment line without 'arbitrator' counts only in an address block, not in prose)
    let block = cover[at].text.length < 60
    for (let k = at + 1; k < cover.length && k <= at + 14; k++) {
      const line = cover[k]
      if (otherSurnames.some((o) => wordRe(o).test(line.text))) break
      const m = CHOSEN_UNDER.exec(line.text)
      block &&= line.text.length < 90
      // (a heading, 'Appointed by the Respondent:', is the next member's)
      if (!m || !(m[1] || (block && !line.text.endsWith(':')))) continue
      const party = m[2].length > 2 ? m[2] : (cover[k + 1]?.text ?? '')
      const side = firstSideIn(party, sideWords(input, body))
      return side ? { side, evidence: { line: line.n, text: line.text } } : null
    }
  }
  return null
}
