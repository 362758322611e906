import { describe, expect, it } from 'vitest'
import { kindLabel } from './index.ts'
import { documentKind } from './kind.ts'

const kind = (title: string, text = '') => {
  const fact = documentKind({ text, title })
  return [fact.value, fact.subject ?? null, kindLabel(fact)]
}

describe('document kind', () => {
  it('reads awards, decisions and orders from their titles', () => {
    expect(kind('Excerpts of Award')).toEqual(['award', 'final', 'Award (final)'])
    expect(kind('Consent Award')).toEqual(['award', 'consent', 'Award (consent)'])
    expect(kind('Decision on Annulment')).toEqual([
      'decision',
      'annulment',
      'Decision on annulment',
    ])
    expect(kind('Corrections to the Award of 24 March 2016')[1]).toBe('rectification')
    expect(kind('Procedural Order No. 2 (Decision on Provisional Measures)')[0]).toBe(
      'procedural-order',
    )
  })

  it('tells a member’s opinion from an award that carries one', () => {
    expect(kind('Dissenting Opinion of Professor X')[0]).toBe('opinion')
    expect(kind('Award & Dissenting Opinion of Mr. Y')[0]).toBe('award')
  })

  it('tells a court’s ruling on a petition from the petition itself', () => {
    expect(kind('US District Court Memorandum Opinion Granting the Petition to Confirm')).toEqual([
      'court-judgment',
      'enforcement',
      'Court judgment on enforcement (US District Court)',
    ])
    expect(kind('Petition to Confirm Arbitral Award')[0]).toBe('submission')
    expect(
      kind('Decision of the Federal Supreme Court of Switzerland (English Translation)')[0],
    ).toBe('court-judgment')
    // The ICC's court of arbitration is not a court of law.
    expect(kind('Award', 'ICC International Court of Arbitration\nFINAL AWARD')[0]).toBe('award')
  })
})
