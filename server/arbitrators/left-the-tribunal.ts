// A member the text says resigned, withdrew, died or was replaced: not a member of the tribunal
// that decided.
import { LEFT_BEFORE, leftAfter } from './appointment-patterns.ts'
import { surnameOf } from './surnames.ts'
import { escape, wordRe } from './text-lines.ts'

/**
 * The text says the member resigned, withdrew, died or was replaced (not withdrew from the
 * deliberations on a proposal to disqualify them).
 */
export function leftTheTribunal(name: string, body: string): boolean {
  // A knight is named by the given name too: 'Arbitrator Sir Ian passed away'.
  const given = /^(?:\p{Lu}\p{Ll}+)/u.exec(name)?.[0]
  return [surnameOf(name), ...(given ? [`Sir ${given}`, `Dame ${given}`] : [])].some(
    (n) => body.includes(n) && leftAs(n, body),
  )
}

function leftAs(surname: string, body: string): boolean {
  if (surname.length < 3) return false
  // Read around each mention of the name, not along the whole award.
  const name = escape(surname)
  const after = leftAfter(name)
  for (const m of body.matchAll(wordRe(surname, 'giu'))) {
    after.lastIndex = m.index
    if (after.test(body) || LEFT_BEFORE.test(body.slice(Math.max(0, m.index - 100), m.index)))
      return true
  }
  return false
}
