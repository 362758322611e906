// Which party a word, a clause or a sentence names: the words of each side (its own, its name's,
// the short names the text defines), and the subject of an appointing verb.
import { APPOINT_ALL, DEFINED } from './appointment-patterns.ts'
import { fold } from './names.ts'
import { stateOf } from './nationality.ts'
import type { AwardInput, Side } from './types.ts'

/** The words that name each side: its own, its name's, and the short names the text defines. */
export function sideWords(input: AwardInput, body: string): Record<Side, string[]> {
  const defined = definedNames(body, input)
  const respondent = [...partyWords('respondent', input.respondent), ...defined.respondent]
  // A word of both names is the State's: 'Mexico' in 'Lion Mexico Consolidated v. Mexico'.
  const claimant = [...partyWords('claimant', input.claimant), ...defined.claimant].filter(
    (w) => !respondent.includes(w),
  )
  return { claimant, respondent }
}

const NOT_A_PARTY_NAME =
  /^(?:parties|party|tribunal|treaty|bit|convention|agreement|contract|rules|award|decision|icsid|the state|state|government|investor|investors)$/

/** One-word short names the opening pages give each side. */
function definedNames(
  body: string,
  input: Pick<AwardInput, 'claimant' | 'respondent'>,
): Record<Side, string[]> {
  const out: Record<Side, string[]> = { claimant: [], respondent: [] }
  const head = body.slice(0, 8000)
  for (const m of head.matchAll(DEFINED)) {
    const terms = [m[1], m[2], m[3]].filter(Boolean).map(fold)
    const named = terms.find((t) => /^(?:claimants?|respondents?)$/.test(t))
    const follows = /^[^\p{L}]{0,12}(claimants?|respondents?)\b/iu.exec(
      head.slice(m.index + m[0].length),
    )
    const sideWord = named ?? (follows ? fold(follows[1]) : null)
    const side: Side | null = sideWord
      ? sideWord.startsWith('claimant')
        ? 'claimant'
        : 'respondent'
      : namedBefore(head.slice(Math.max(0, m.index - 80), m.index), input)
    if (!side) continue
    for (const t of terms) {
      if (t !== named && !t.includes(' ') && !NOT_A_PARTY_NAME.test(t) && t.length > 2)
        out[side].push(t)
    }
  }
  return out
}

/** The side whose name (its first two words of substance) the text ends with. */
function namedBefore(
  text: string,
  input: Pick<AwardInput, 'claimant' | 'respondent'>,
): Side | null {
  const near = fold(text)
  for (const side of ['claimant', 'respondent'] as const) {
    const own = ownWords(input[side]).slice(0, 2)
    if (own.length === 2 && own.every((w) => near.includes(w))) return side
  }
  return null
}

/** Words of a party's own name, without those many names share. */
function ownWords(party: string | null | undefined): string[] {
  if (!party) return []
  const words = party.split(/[^\p{L}\p{N}'’]+/u)
  const named = words
    .filter((w) => w.length > 3 || /^\p{Lu}{3}$/u.test(w))
    .map(fold)
    .filter((w) => w && !COMMON_PARTY_WORD.test(w))
  const acronyms = words
    .filter((w) => /^\p{Lu}{2,6}$/u.test(w))
    .map(fold)
    .filter((w) => !COMPANY_FORM.test(w))
  // The first two words, the last (a person's surname: 'Mr. Maffezini appointed'), acronyms.
  const picked = [...named.slice(0, 2), ...named.slice(2).slice(-1), ...acronyms]
  return [...new Set(picked)]
}

// Party words of one side, as the procedural history names them.
export function partyWords(side: Side, named: string | null | undefined): string[] {
  // (a case number the listing appends names no party: 'United States of America (PCA Case No. 2012-5)')
  const party = named?.replace(/\s*\((?:[^)]*\bcase\b|[^)]*\d)[^)]*\)\s*$/i, '')
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
  const own = ownWords(party)
  // A State is named by its country too: 'Mexico appointed …' for the United Mexican States.
  const country =
    side === 'respondent' && party
      ? stateOf(party.replace(/^(?:the\s+)?government\s+of\s+(?:the\s+)?/i, ''))
      : undefined
  // ('States' or 'United' alone names no party: a name of several words is matched whole)
  const state = country ? [fold(country)] : []
  // The short forms the texts use for a State whose name has several words ('the USA').
  const short = country ? (STATE_SHORT[fold(country)] ?? []) : []
  return [...base, ...own, ...state, ...short]
}
const STATE_SHORT: Record<string, string[]> = {
  'united states': ['usa'],
  'united kingdom': ['uk'],
  'czech republic': ['czechia'],
}
const COMPANY_FORM =
  /^(?:llc|llp|inc|ltd|plc|gmbh|sarl|sas|spa|srl|corp|ooo|oao|zao|jsc|bhd|pte|kft|ood|sa|ag|bv|nv|ab|as|lp|oy|se|kg|co|sl|cv|dd|ad|us|uk)$/
const COMMON_PARTY_WORD =
  /^(?:republic|kingdom|state|states|government|federal|united|people|peoples|democratic|arab|islamic|limited|holdings|holding|corporation|company|international|group|energy|others|and)$/

/**
 * 'the Claimant and the Respondent appointed Messrs. X and Y respectively': the party in the
 * same place of its list as the member is in theirs.
 */
export function respectiveSide(
  clause: string,
  verb: number,
  after: string,
  words: Record<Side, string[]>,
): Side | null {
  // (past the members' addresses: 'X of Messrs White & Case LLP, 601 Thirteenth Street, …, and Y
  // of 233 Macquarie Street, … respectively as arbitrators')
  if (!/^(?:(?!appoint|nominat|designat)[^.;]){0,240}?\brespectively\b/.test(after)) return null
  const parties = (clause.slice(0, verb).split(',').pop() ?? '').split(/\band\b/)
  if (parties.length !== 2) return null
  const [first, second] = parties.map((p) => firstSideIn(p, words))
  if (!first || !second || first === second) return null
  return /\band\b/.test(clause.slice(verb)) ? second : first
}

export function bothSides(text: string, words: Record<Side, string[]>): boolean {
  const sides = new Set(
    fold(text)
      .split(' ')
      .map((t) => sideOf(t, words)),
  )
  return sides.has('claimant') && sides.has('respondent')
}

export function sideOf(word: string, words: Record<Side, string[]>): Side | null {
  // (OCR's 'l' for 'i': 'Clalmant')
  const w = fold(word).replace(/^clalmant/, 'claimant')
  if (!w) return null
  // 'Argentina' names 'The Argentine Republic': own party words match on their first 6 letters.
  const like = (c: string) =>
    c === w || (c.length > 5 && w.length > 5 && !c.includes(' ') && c.slice(0, 6) === w.slice(0, 6))
  if (words.claimant.some(like)) return 'claimant'
  if (words.respondent.some(like)) return 'respondent'
  return null
}

/**
 * The side the subject before an appointing verb names: the nearest party, or the one who wrote
 * ('the United States advised Ecuador that it had appointed').
 */
export function subjectSide(subject: string, words: Record<Side, string[]>): Side | null {
  const from = FROM_THAT.exec(subject)
  if (from) return firstSideIn(from[1], words)
  const told = TOLD_THAT_IT.exec(subject)
  return nearestSideIn(told ? told[1] : subject, words)
}
// 'the Centre received a communication from AAPL to the effect that Professor X has been
// appointed': the party the message came from.
const FROM_THAT =
  /\b(?:communication|letter|notice|notification|message)\s+(?:dated\s+[^,]{3,30}\s+)?from\s+((?:the\s+)?\S+(?:\s+\S+){0,3}?)\s+(?:to\s+the\s+effect\s+|stating\s+)?that\s*$/i
const TOLD_THAT_IT =
  /^([^]*)\b(?:advised|informed|notified|told|wrote\s+to)\b[^]*\bthat\s+(?:it|they|he|she)\s+(?:had|has|would)?\s*$/i

const ASIDE = /^\s*(?:invoking|relying\s+on|pursuant\s+to|in\s+accordance\s+with|acting\s+under)\b/i

/** The party of the comma-separated part nearest the verb that names one. */
export function nearestSideIn(subject: string, words: Record<Side, string[]>): Side | null {
  const parts = subject.split(',')
  for (let i = parts.length - 1; i >= 0; i--) {
    // (an aside between the subject and the verb names no actor: 'the Claimants, invoking
    // Article 3(1) of the Arbitration Rules of the ICSID, appointed X')
    if (ASIDE.test(parts[i])) continue
    const side = firstSideIn(parts[i], words)
    if (side) return side
    if (
      fold(parts[i])
        .split(' ')
        .some((t) => STOP_WORD.test(t))
    )
      return null
  }
  return null
}

/**
 * The party that opens the sentence the clause at `offset` belongs to, past its opening phrases
 * ('On 9 December 2004, Duke elected …'), when no other party is named before the verb.
 */
export function sentenceSubject(
  body: string,
  offset: number,
  words: Record<Side, string[]>,
): Side | null {
  const before = body.slice(Math.max(0, offset - 500), offset)
  const start = sentenceStart(before)
  const { sentence, first } = opening(before.slice(start))
  // One appointment in the sentence so far: with two, the subject may be another's.
  if (!first || (sentence.match(APPOINT_ALL) ?? []).length !== 1) return null
  // 'Claimant filed a request for arbitration … In that request, it nominated X': the pronoun
  // stands for the last sentence's subject.
  if (/^(?:it|they)$/i.test(first[1]))
    return antecedent(body, offset - before.length + start, words)
  const side = sideOf(first[1], words)
  if (!side) return null
  const rest = sentence.slice(first[0].length).replace(/\p{L}+['’]s\b/gu, ' ')
  const other = side === 'claimant' ? 'respondent' : 'claimant'
  return fold(rest)
    .split(' ')
    .some((t) => sideOf(t, words) === other || ACTOR.test(t))
    ? null
    : side
}

/**
 * Where the last sentence of a text starts: after the last full stop that ends one ('Article
 * 10.19' and an initial, 'Julian D. M. Lew', do not).
 */
function sentenceStart(text: string): number {
  return Math.max(text.search(/(?:[^.]|\.(?=\d)|(?<=(?:^|[\s.])\p{Lu})\.)*$/u), 0)
}

/** The party that opens the sentence before `offset`, the antecedent of a pronoun. */
function antecedent(body: string, offset: number, words: Record<Side, string[]>): Side | null {
  const before = body.slice(Math.max(0, offset - 400), offset).replace(/[.\s]+$/, '')
  // (or from a heading above it: a line without a lower-case letter)
  const heading = [...before.matchAll(/^[^\p{Ll}\n]{3,}$/gmu)].pop()
  const start = Math.max(sentenceStart(before), heading ? heading.index + heading[0].length : 0)
  const { first } = opening(before.slice(start))
  return first ? sideOf(first[1], words) : null
}

/** A sentence past its opening phrases ('On 3 May 2005, by letter, …') and its first word. */
function opening(text: string): { sentence: string; first: RegExpExecArray | null } {
  const sentence = text.replace(
    /^\s*(?:(?:on|by|in|following|after|pursuant to|under)\b[^,]{0,100},\s*)+/i,
    '',
  )
  return { sentence, first: /^\s*(?:[Tt]he\s+)?([\p{L}][\p{L}'’-]*)/u.exec(sentence) }
}

// Someone other than a party who may make the appointment the sentence reports.
const ACTOR =
  /^(?:chairman|secretary|centre|center|court|authority|institute|pca|parties|tribunal)$/
const STOP_WORD =
  /^(?:chairman|secretary|centre|center|court|authority|pca|icsid|scc|icc|lcia|parties|arbitrators|co)$/

// The party named first in the subject: 'On 29 September 2005, Respondent appointed …',
// 'Claimant informed Respondent of its appointment of …'.
export function firstSideIn(subject: string, words: Record<Side, string[]>): Side | null {
  // A possessive is not the subject: 'in breach of Nigeria’s obligations, nominating X'.
  // 'Co' is a company's ('Tema Real Estate Co.'), never the 'Co-' of a 'Co-Arbitrator'.
  const text = subject.replace(/\p{L}+['’]s\b/gu, ' ').replace(/\bco-\s*(?=arbitrator)/gi, '')
  const tokens = fold(text).split(' ')
  const phrases = (['claimant', 'respondent'] as const).flatMap((side) =>
    words[side].filter((w) => w.includes(' ')).map((w) => ({ side, w: w.split(' ') })),
  )
  for (const [i, token] of tokens.entries()) {
    // (a State named by several words: 'the United States advised')
    const phrase = phrases.find(({ w }) => w.every((t, k) => tokens[i + k] === t))
    if (phrase) return phrase.side
    if (STOP_WORD.test(token)) return null
    const s = sideOf(token, words)
    if (s) return s
  }
  return null
}
