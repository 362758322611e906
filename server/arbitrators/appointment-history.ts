// Which party appointed a member the cover or the signatures named, from the procedural history:
// 'X (appointed by Claimant)', 'the Respondent appointed X', 'X and Y, appointed respectively by
// the Claimant and the Respondent'.
import {
  APPOINT,
  APPOINT_ALL,
  APPOINTED_BY_AFTER,
  APPOINTED_RESPECTIVELY,
  EACH_APPOINTED_RESPECTIVELY,
  NAMED_PRESIDENT,
  REPLACED,
} from './appointment-patterns.ts'
import type { Candidate } from './cover.ts'
import {
  bothSides,
  firstSideIn,
  nearestSideIn,
  respectiveSide,
  sentenceSubject,
  sideOf,
  sideWords,
  subjectSide,
} from './sides.ts'
import { spellingsOf, surnameOf } from './surnames.ts'
import { evidenceAt, wordRe, type Line } from './text-lines.ts'
import type { AwardInput, Evidence, Side } from './types.ts'

/** Which party appointed the member, from the procedural history. */
export function appointmentOf(
  member: Candidate,
  others: Candidate[],
  body: string,
  lines: Line[],
  input: AwardInput,
): { side: Side; evidence: Evidence } | { president: Evidence } | null {
  const surname = surnameOf(member.name)
  // A surname of two letters ('Benny Lo') is looked for with the given name before it.
  const given = member.name.split(/\s+/).slice(-2)
  const short = surname.length === 2 && given.length === 2 && /^\p{Lu}\p{Ll}{2,}$/u.test(given[0])
  if (surname.length < 3 && !short) return null
  const otherSurnames = others.filter((o) => o !== member).map((o) => surnameOf(o.name))
  const words = sideWords(input, body)
  // A double surname whose last part OCR damaged past reading ('Grigera Na6n' on the cover,
  // 'Grigera Na6én' in the history) is found by its first part.
  const parts = member.name.split(/\s+/).filter((w) => !/^\p{Lu}\.?$|\./u.test(w))
  const first = parts.length >= 3 ? parts[parts.length - 2] : ''
  const byFirst = /^\p{Lu}\p{Ll}{3,}$/u.test(first) && !otherSurnames.includes(first)
  // (the body's other spellings are looked for only when the name as written is not found)
  function* spellings() {
    if (short) yield given.join(' ')
    else yield* spellingsOf(surname, body, otherSurnames)
    if (byFirst) yield first
  }
  for (const spelling of spellings()) {
    const found = appointmentNamed(spelling, otherSurnames, body, lines, words)
    if (found) return found
  }
  return null
}

function appointmentNamed(
  surname: string,
  otherSurnames: string[],
  body: string,
  lines: Line[],
  words: Record<Side, string[]>,
): { side: Side; evidence: Evidence } | { president: Evidence } | null {
  const re = wordRe(surname)
  let m: RegExpExecArray | null
  while ((m = re.exec(body))) {
    const before = body.slice(Math.max(0, m.index - 260), m.index)
    const after = body.slice(m.index + surname.length, m.index + surname.length + 260)
    // ('X (appointed by Claimant)': see APPOINTED_BY_AFTER)
    const post = APPOINTED_BY_AFTER.exec(after)
    const named = NAMED_PRESIDENT.exec(after)
    // (not another member's: 'Judge Bruno Simma, appointed by the Respondent, and Mr V.V.
    // Veeder, appointed as presiding arbitrator')
    if (named && !mentionsOther(named[0], otherSurnames))
      return { president: evidenceAt(lines, body, m.index) }
    // 'X (Canadian) and Y (French), appointed respectively by the Claimant and the Respondent'.
    const respectively =
      APPOINTED_RESPECTIVELY.exec(after) ?? EACH_APPOINTED_RESPECTIVELY.exec(after)
    if (respectively?.groups) {
      const { between, first, second } = respectively.groups
      const isFirst = /\band\s/.test(between)
      const side = sideOf(isFirst ? first : second, words)
      if (side) return { side, evidence: evidenceAt(lines, body, m.index) }
    }
    if (post && !mentionsOther(post[0], otherSurnames)) {
      // ('appointed by WASTE MANAGEMENT': a party's name of two words; 'by the Islamic Republic of
      // Pakistan': a State's)
      const side = sideOf(post[1], words) ?? firstSideIn(post[1], words)
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
    // 'it nominated Professor Julian D. M. Lew' (an initial's full stop ends no clause),
    // 'the Claimants had appointed Y and the Respondent had appointed X'.
    const clause =
      before
        .replace(
          /(\b(?:appointed|nominated|designated)(?:\s+as\s+(?:co-)?arbitrator)?(?:\s+(?:by|on|in)\s+[^:.;]{3,70})?)\s*:/gi,
          '$1',
        )
        .split(/(?:(?<!(?:^|[\s.])\p{Lu})\.|[;:])+[”"’)\]]*\s/u)
        .pop() ?? ''
    // (another's appointment: 'had no objection to the appointments of Dr Vukmir')
    const assented =
      /\b(?:objection|agreed|consented)\s+to\s+(?:the\s+)?(?:appointments?|nominations?)\s+of\b[^]{0,60}$/i.test(
        clause,
      )
    const acts = assented ? [] : [...clause.matchAll(APPOINT_ALL)]
    const act = acts[acts.length - 1]
    const listed = act?.index !== undefined && respectiveSide(clause, act.index, after, words)
    if (listed) return { side: listed, evidence: evidenceAt(lines, body, m.index) }
    // 'the appointment by the Republic of Argentina (the Respondent) of Dr. X', 'following
    // appointment by the Respondent, Professor X'.
    const byParty =
      /\b(?:appointment|nomination|designation)\s+by\s+((?:[^.;:()]|\([^)]*\)){2,80}?)(?:\s+of\s+|,\s*)[^.;:,()]{0,50}$/i.exec(
        clause,
      )
    const partySide =
      byParty && !mentionsOther(byParty[0], otherSurnames) && !REPLACED.test(byParty[0])
        ? firstSideIn(byParty[1], words)
        : null
    if (partySide) return { side: partySide, evidence: evidenceAt(lines, body, m.index) }
    // The verb governs this name only: no other member, closing bracket or 'and' in between.
    // ('Arbitrator appointed by Eastern Sugar … of the Arbitral Tribunal composed of Dr. X': the
    // list that follows is another sentence's; so is the next item of a bulleted list.)
    const governs =
      act?.index !== undefined &&
      !/\)|\band\b|\b(?:composed|comprised|consisting)\s+of\b|\n\s*[•·*▪]/i.test(
        clause.slice(act.index),
      )
    if (
      act &&
      act.index !== undefined &&
      governs &&
      !mentionsOther(clause.slice(act.index), otherSurnames)
    ) {
      // The subject: from the clause start, or from the last other member named before the verb.
      // (a word the window would cut is whole: 'pondent' names no one)
      let from = Math.max(0, act.index - 90)
      while (from > 0 && /\p{L}/u.test(clause[from - 1])) from--
      let subject = clause.slice(from, act.index)
      for (const o of otherSurnames) {
        const hits = [...subject.matchAll(wordRe(o))]
        const last = hits[hits.length - 1]
        if (last?.index !== undefined) subject = subject.slice(last.index + o.length)
      }
      // 'Nominated by the Claimant in its Request for Arbitration dated …: X' names the party
      // right after the verb; else 'by' is near the name.
      const by =
        /^\S+\s+by\s+(?:the\s+)?([A-Za-z][\w'’-]*)/.exec(clause.slice(act.index)) ??
        /\bby\s+(?:the\s+)?([A-Za-z][\w'’-]*)\s*:?\s*[^]{0,40}$/.exec(clause.slice(act.index))
      // 'would consent to Claimant’s appointment of Mr. X': the possessive appoints.
      const owner =
        /([\p{L}]+)['’]s?\s+(?:appointment|nomination|designation)\s+of\s+[^]{0,40}$/u.exec(clause)
      // The subject is nearest the verb: 'By letter of 17 July 2017, the Claimants appointed',
      // 'Claimant, by a letter of March 19, 2004, appointed'; else it opens the sentence: 'Duke
      // elected to submit … and appointed', 'Zhongshan served a Request …, nominating'.
      const side =
        (by && sideOf(by[1], words)) ||
        (owner && sideOf(owner[1], words)) ||
        // 'the Parties informed ICSID that the Claimant had appointed'.
        nearestSideIn(subject.split(/\bthat\b/i).pop() ?? '', words) ||
        subjectSide(subject, words) ||
        sentenceSubject(body, m.index, words)
      const asPresident =
        /^[^.;]{0,80}\b(?:as|to be|to act as)\s+(?:the\s+)?(?:new\s+|third\s+and\s+)?(?:president|presiding|chair)/i.test(
          after,
        )
      if (asPresident) return { president: evidenceAt(lines, body, m.index) }
      // Both parties as the subject ('TANESCO and IPTL nominated'): no one party's member.
      const joint = /\band\s+(?:the\s+)?\S+\s*$/i.test(subject) && bothSides(subject, words)
      if (side && !joint && !REPLACED.test(clause.slice(act.index)))
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
