// The roman numbers of a text's main headings as OCR reads them: 'IL. THE FACTS' for 'II.',
// 'Til.' for 'III.', 'Vv.' for 'V.', 'VI. ©' with a stray mark. A number is read back only
// where it is the next one of the series (I, II, III …), so a heading that really starts with
// letters is never changed.
import type { Section } from '../model.ts'

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'].concat(
  ['XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX'],
)
// OCR's readings of I, V and X.
// (A '1.' is an arabic number: '1. Claimants' stays.)
const LIKE: Record<string, string> = { l: 'I', '|': 'I', i: 'I', T: 'I', t: 'I', L: 'I' }
const LEAD = /^([IVXLTtlivx|]{1,5})(\.?)\s+(?:[©®°•*]\s+)?(?=\S)/

function readAs(token: string): string[] {
  const upper = [...token].map((c) => LIKE[c] ?? c.toUpperCase()).join('')
  // 'Vv' is one V read twice.
  return [upper, upper.replace(/([VX])\1$/, '$1')]
}

/** Sections with their main headings' roman numbers read back in sequence. */
export function romanHeadings(sections: Section[]): Section[] {
  let last = 0
  return sections.map((s) => {
    const m = LEAD.exec(s.heading)
    if (!m) return s
    const [lead, token, dot] = m
    const exact = ROMAN.indexOf(token)
    if (exact > 0 && dot) {
      last = exact
      if (lead === `${token}. `) return s
      return { ...s, heading: `${token}. ${s.heading.slice(lead.length)}` }
    }
    // A misread number keeps its full stop: 'IT Services' is not 'II.'.
    const next = ROMAN[last + 1]
    if (!next || !(dot || exact > 0) || !readAs(token).includes(next)) return s
    last += 1
    return { ...s, heading: `${next}. ${s.heading.slice(lead.length)}` }
  })
}
