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

describe('kinds the second tuning set taught', () => {
  it('a writ of summons is a filing, a termination order procedural, the first subject named the main one', () => {
    expect(kind('Writ of Summons (Application to Set Aside, filed in District Court)')[0]).toBe(
      'submission',
    )
    expect(kind('Decision for Termination of the Proceedings')[0]).toBe('procedural-order')
    expect(kind('Decision on Interpretation and on the Request for Provisional Measures')[1]).toBe(
      'interpretation',
    )
    expect(kind('Decision on the Intra-EU Objection')[1]).toBe('jurisdiction')
    const swiss = 'Bundesgericht\nCivil law appeal against the final award rendered on 1 May 2016'
    expect(kind('Decision of the Federal Supreme Court', swiss).slice(0, 2)).toEqual([
      'court-judgment',
      'set-aside',
    ])
  })
})
