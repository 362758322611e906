import { describe, expect, it } from 'vitest'
import { documentKind } from './kind.ts'
import { reviewedAward } from './reviewed-award.ts'

const read = (title: string, text: string) => {
  const input = { title, text }
  return reviewedAward(input, documentKind(input))
}

describe('the award a decision reviews', () => {
  it('reads the award an annulment decision or a court ruling names by its date', () => {
    const annulment =
      'DECISION ON ANNULMENT\n1. The Kingdom of Spain applied for annulment of the Award of May 4, 2017 rendered in'
    expect(read('Decision on Annulment', annulment)).toMatchObject({
      value: '2017-05-04',
      evidence: { line: 2 },
    })
    const court =
      'Petitioner seeks to confirm the Final Award issued by the tribunal on 15 July 2014.'
    expect(read('US District Court Memorandum Opinion', court)?.value).toBe('2014-07-15')
  })

  it('names none for an award itself, nor for a date that is not the award’s', () => {
    expect(read('Award', 'The Tribunal refers to the Award of 4 May 2017.')).toBeUndefined()
    const hearing = 'The hearing on the Award was held on 3 March 2019.'
    expect(read('Decision on Annulment', hearing)).toBeUndefined()
  })
})
