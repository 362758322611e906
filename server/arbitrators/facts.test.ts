import { describe, expect, it } from 'vitest'
import { awardFacts } from './facts.ts'

const TEXT = `ACME HOLDINGS B.V.
v.
KINGDOM OF SPAIN

AWARD

Members of the Tribunal
Prof. Gabrielle Kaufmann-Kohler, President
Mr. Charles N. Brower, Arbitrator
Mr. Bernardo Sepúlveda-Amor, Arbitrator
`

describe('awardFacts', () => {
  const input = {
    text: TEXT,
    caseName: 'Acme Holdings BV v. Kingdom of Spain',
    claimant: 'Acme Holdings BV',
    respondent: 'Kingdom of Spain',
    respondentState: 'Spain',
    annulment: false,
    court: false,
  }

  it('records the tribunal, the claimant and the respondent State with their evidence', () => {
    const { facts, tribunal } = awardFacts(input)
    expect(tribunal[0]).toEqual({ name: 'Gabrielle Kaufmann-Kohler', role: 'President' })
    expect(
      facts
        .filter((f) => f.entityType !== 'person')
        .map((f) => [f.entityType, f.name, f.role, f.evidence.line]),
    ).toEqual([
      ['party', 'Acme Holdings BV', 'claimant', 1],
      ['state', 'Spain', 'respondent', 3],
    ])
  })

  it('records a State that brings the claim as a State', () => {
    const { facts } = awardFacts({
      ...input,
      claimant: 'Republic of Ecuador',
      claimantState: 'Ecuador',
      respondent: 'United States of America',
      respondentState: 'United States',
    })
    expect(facts.filter((f) => f.side).map((f) => [f.entityType, f.name])).toEqual([
      ['state', 'Ecuador'],
      ['state', 'United States'],
    ])
  })

  it('takes who appointed a member from the dissenting-opinions table when the text is silent', () => {
    const dissent = {
      members: [
        { name: 'Gabrielle Kaufmann-Kohler', role: 'president' as const },
        { name: 'Charles N. Brower', role: 'claimant-appointed' as const },
        { name: 'Bernardo Sepúlveda-Amor', role: 'respondent-appointed' as const },
      ],
      row: 5,
      text: 'Gabrielle Kaufmann-Kohler, Charles N. Brower, Bernardo Sepúlveda-Amor | …',
    }
    const { facts } = awardFacts({ ...input, dissent })
    const brower = facts.find((f) => f.name === 'Charles N. Brower')!
    expect(brower.role).toBe('claimant-appointed')
    expect(brower.appointment).toMatchObject({
      line: 5,
      source: 'dissenting_opinions_arbitrators.csv',
    })
    expect(brower.evidence.text).toBe('Mr. Charles N. Brower, Arbitrator')
  })

  it('records no tribunal for a court ruling', () => {
    const { facts } = awardFacts({ ...input, court: true })
    expect(facts.map((f) => f.role)).toEqual(['claimant', 'respondent'])
  })

  it('takes a party, not a case title, from a file name that joins two cases', () => {
    const { facts } = awardFacts({
      ...input,
      claimant: 'Canfor Corporation v United States of America-Terminal Forest Products Ltd',
    })
    expect(facts.filter((f) => f.role === 'claimant').map((f) => f.name)).toEqual([
      'Canfor Corporation',
    ])
  })
})
