import { describe, expect, it } from 'vitest'
import { linesOf, matchesNear } from './text-lines.ts'

describe('matchesNear', () => {
  const text = `${'filler words here. '.repeat(40)}Mr. Jan Paulsson was appointed as president. ${'more filler. '.repeat(40)}Ms. Lucy Reed was appointed as arbitrator.`
  const pattern = /(?<name>\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+) was appointed as (?<fn>\p{Ll}+)/dgu
  const near = { anchor: /\bwas appointed\b/g, before: 60, after: 40 }

  it('finds what the whole text holds, with the offsets of the whole text', () => {
    const found = [...matchesNear(text, pattern, near)]
    const everywhere = [...text.matchAll(pattern)]
    expect(found.map((m) => [m.index, m.groups?.name, m.groups?.fn])).toEqual(
      everywhere.map((m) => [m.index, m.groups?.name, m.groups?.fn]),
    )
    for (const m of found) {
      const [from, to] = m.indices!.groups!.name!
      expect(text.slice(from, to)).toBe(m.groups?.name)
    }
  })

  it('reads nothing where the anchor is not', () => {
    expect([...matchesNear(text, pattern, { ...near, anchor: /\bwas chosen\b/g })]).toEqual([])
  })
})

describe('linesOf', () => {
  it("leaves a reprint's running head out, so that a sentence it cut is read whole", () => {
    const text = `5. The Centre received a communication to the effect that Professor X has been appointed as member\n\f\n528 ICSID REVIEW--FOREIGN INVESTMENT LAW JOURNAL\n\nof the Tribunal in conformity with Rule 5.\n`
    expect(linesOf(text, text.length).map((l) => l.text)).toEqual([
      '5. The Centre received a communication to the effect that Professor X has been appointed as member',
      'of the Tribunal in conformity with Rule 5.',
    ])
  })
})
