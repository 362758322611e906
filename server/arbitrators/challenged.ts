// The member a disqualification decision is about: named in its title ('DECISION ON THE PROPOSAL
// TO DISQUALIFY PROF. KAJ HOBER'), often nowhere in a list of members, since the decision is
// another's (the unchallenged members', the Chairman's). A challenged member still sits unless the
// proposal is upheld.
import { parseMemberLine, type Candidate } from './cover.ts'
import type { Line } from './text-lines.ts'

// The title line: 'Decision on the Claimant's Proposal to Disqualify', 'Decision on Challenge to
// Arbitrator', 'Proposal for the Disqualification of'.
const TITLE =
  /^(?:[\p{L}'’]+\s+){0,4}?(?:decision\s+on\s+(?:[\p{L}'’]+\s+){0,3}?)?(?:proposals?\s+(?:for\s+(?:the\s+)?disqualification\s+of|to\s+disqualify)|challenge\s+to)(?:\s+(?:the\s+)?arbitrator)?\s*(.*)$/iu
const UPHELD = /\b(?:is|are|be)\s+upheld\b|\bupholds?\b/i
// The title's first lines are in the first pages; the decision's outcome in its last.
const TITLE_LINES = 40
const OUTCOME_CHARS = 4_000

/** Members the title says a proposal to disqualify is about, where it was not upheld. */
export function challengedMembers(cover: Line[], text: string): Candidate[] {
  if (UPHELD.test(text.slice(-OUTCOME_CHARS))) return []
  for (let i = 0; i < Math.min(cover.length, TITLE_LINES); i++) {
    const title = TITLE.exec(cover[i].text)
    if (!title) continue
    // The names run to the next line where the title breaks after the verb, a comma or 'and'.
    let k = i
    let names = title[1].trim()
    while (
      k + 1 < cover.length &&
      (!names || /(?:,|\band)$/i.test(names) || /^and\s/i.test(cover[k + 1].text))
    )
      names = `${names} ${cover[++k].text}`.trim()
    const line = cover[k]
    const read = (part: string) =>
      parseMemberLine(part.replace(/^(?:[QK]\.?C\.?\s+)+/i, ''), line, {
        strict: true,
        capitals: true,
      })
    const whole = read(names)
    if (whole) return [whole]
    return names
      .replace(/,?\s*arbitrators\s*$/i, '')
      .split(/\s*,\s*|\s+and\s+/i)
      .map(read)
      .filter((c): c is Candidate => !!c)
  }
  return []
}
