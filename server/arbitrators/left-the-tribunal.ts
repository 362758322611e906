// A member the text says resigned, withdrew, died or was replaced: not a member of the tribunal
// that decided, but one who sat on the case, with what the text says of their leaving.
import { LEFT_BEFORE, leftAfter } from './appointment-patterns.ts'
import { surnameOf } from './surnames.ts'
import type { Departure } from './types.ts'
import { escape, wordRe } from './text-lines.ts'

/**
 * Where the text says a member left: `at` is the offset of the name the words are about, `from`
 * and `to` span the words that say so (name included). `status` is null where the member left
 * otherwise than by resigning, dying or being replaced (declined the appointment, was
 * disqualified).
 */
export type Left = { status: Departure | null; at: number; from: number; to: number }

/**
 * The text says the member resigned, withdrew, died or was replaced (not withdrew from the
 * deliberations on a proposal to disqualify them).
 */
export function leftTheTribunal(name: string, body: string): boolean {
  return departureOf(name, body) !== null
}

/**
 * Where the text says the member left, and how: the first mention that gives a status, else the
 * first that says they left; null where no mention does.
 */
export function departureOf(name: string, body: string): Left | null {
  // A knight is named by the given name too: 'Arbitrator Sir Ian passed away'.
  const given = /^(?:\p{Lu}\p{Ll}+)/u.exec(name)?.[0]
  let found: Left | null = null
  for (const n of [surnameOf(name), ...(given ? [`Sir ${given}`, `Dame ${given}`] : [])]) {
    if (!body.includes(n)) continue
    const left = leftAs(n, body)
    if (left?.status) return left
    found ??= left
  }
  return found
}

function leftAs(surname: string, body: string): Left | null {
  if (surname.length < 3) return null
  // Read around each mention of the name, not along the whole award.
  const name = escape(surname)
  const after = leftAfter(name)
  let found: Left | null = null
  for (const m of body.matchAll(wordRe(surname, 'giu'))) {
    after.lastIndex = m.index
    const end = m.index + m[0].length
    let left: Left | null = null
    if (after.test(body)) {
      const words = body.slice(end, after.lastIndex)
      // ('Request for Mr. Boesch’s Resignation')
      const asked = ASKED_FOR.test(body.slice(Math.max(0, m.index - 40), m.index))
      const status = asked ? null : statusAfter(words)
      left = { status, at: m.index, from: m.index, to: after.lastIndex }
    } else {
      const window = body.slice(Math.max(0, m.index - 100), m.index)
      const before = LEFT_BEFORE.exec(window)
      if (before) {
        const from = m.index - window.length + before.index
        // (what left a vacancy is said after the name: 'the vacancy created by Dr. X's resignation')
        const rest = /^[^.;]{0,60}/.exec(body.slice(end))![0]
        const asking = body.slice(Math.max(0, from - 40), from)
        left = { status: statusBefore(asking, before[0], rest), at: m.index, from, to: end }
      }
    }
    if (left?.status) return left
    found ??= left
  }
  return found
}

const DIED = /\b(?:passed away|died|death|passing|deceased)\b/i
const RESIGNED = /\b(?:resign\w*|withdr[ae]w\w*|stepped down)\b/i
const OTHERWISE = /\b(?:disqualif\w*|declined|did not accept|unable to accept)\b/i

/**
 * The words from the name to the verb that ends them: 'resigned', 'passed away', '’s passing'. A
 * leaving asked for or not done says nothing: 'requested that Mr. Donovan resign', 'force her to
 * resign', 'should withdraw', 'Mr. Bottini’s refusal to withdraw'; nor 'was disqualified' or
 * 'declined his appointment'.
 */
function statusAfter(words: string): Departure | null {
  if (ASKED.test(words)) return null
  if (/(?:passed away|died|passing|death)$/i.test(words)) return 'deceased'
  if (/(?:resigned|resigns|resignation|withdrew|withdrawal|stepped down)$/i.test(words))
    return 'resigned'
  return null
}
// (a modal or 'to' within the three words before the verb: 'to tender his resignation')
const ASKED =
  /\b(?:[Tt]o|should|would|must|could|might|shall|will|not)\s+(?:\p{Ll}+\s+){0,3}\p{L}+$/u
// (before the words of a leaving or the name: 'requested the resignation of', 'called for the
// replacement of', 'Request for Mr. Boesch’s Resignation')
const ASKED_FOR =
  /\b(?:[Rr]equest\w*|[Cc]all\w*\s+for|seek\w*|sought|demand\w*|ask\w*|invit\w*|propos\w*)\s+(?:\p{Ll}+\s+){0,2}(?:(?:Mr|Mrs|Ms|Dr|Prof|Professor|Judge|Sir|Dame)\s+)?$/u

/**
 * The words before the name, from the one that says the member left ('resignation of Professor',
 * 'to replace Professor', 'death of', 'the vacancy resulting from Dr.'), and the rest of the
 * sentence after it, which says what left a vacancy ('’s resignation').
 */
function statusBefore(asking: string, before: string, rest: string): Departure | null {
  if (OTHERWISE.test(before) || ASKED_FOR.test(asking)) return null
  const word = before.split(/\W/)[0].toLowerCase()
  if (word === 'death') return 'deceased'
  if (word === 'resignation') return 'resigned'
  if (word !== 'vacancy') return 'replaced'
  if (OTHERWISE.test(rest)) return null
  if (DIED.test(rest)) return 'deceased'
  if (RESIGNED.test(rest)) return 'resigned'
  // (a vacancy is a seat another filled: the member was replaced)
  return 'replaced'
}

/**
 * The sentence around the words that say a member left, as `raw` writes it (the body with the
 * dots of its titles, same offsets), on one line: at most 200 characters either side of them.
 */
export function sentenceOf(body: string, raw: string, left: Left): string {
  const before = body.slice(Math.max(0, left.from - 200), left.from)
  const stop = [...before.matchAll(/[.;:](?=\s)|\n\s*\n/g)].pop()
  const start = left.from - before.length + (stop ? stop.index + stop[0].length : 0)
  const end = /[.;](?=\s|$)|\n\s*\n/.exec(body.slice(left.to, left.to + 200))
  const to = end ? left.to + end.index + (end[0].startsWith('\n') ? 0 : 1) : left.to + 200
  const text = raw.slice(start, to).replace(/\s+/g, ' ').trim()
  const cut = /\S*$/.exec(text.slice(0, -1))
  return [
    !stop && start > 0 ? '… ' : '',
    end ? text : `${text.slice(0, cut?.index ?? text.length).trim()} …`,
  ].join('')
}
