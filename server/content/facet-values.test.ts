import { describe, expect, test } from 'vitest'
import { fixtureDocument } from '#test/helpers/search-index.ts'
import { facetValues, type CanonicalDocument } from './model.ts'

describe('the facts of a case document as filters', () => {
  const evidence = { line: 3, text: 'Date of dispatch to the Parties: 17 March 2006' }
  const fact = (value: string, label: string) => ({ value, label, rule: 'test', evidence })
  const doc: CanonicalDocument = {
    ...fixtureDocument(),
    parties: [
      { name: 'Alpha Energy', role: 'Claimant' },
      { name: 'The Republic of Beta', role: 'Respondent', state: 'Beta' },
    ],
    facts: {
      decided: fact('2006-03-17', '17 March 2006'),
      kind: fact('court-judgment', 'Court judgment on set aside (Svea Court of Appeal)'),
      instruments: [],
    },
  }
  const of = (id: string, d = doc) => facetValues(d).filter(([f]) => f === id)

  test('the respondent State, the kind without its court, the year of decision', () => {
    expect(of('respondent')).toEqual([['respondent', 'Beta']])
    expect(of('decisionkind')).toEqual([['decisionkind', 'Court judgment on set aside']])
    expect(of('decisionyear')).toEqual([['decisionyear', '2006']])
  })

  test('who presided, as the text names them: a president, a committee president, a sole arbitrator', () => {
    const role = (name: string, r: string, entityType: 'person' | 'firm' = 'person') => ({
      entityType,
      name,
      role: r,
      evidence,
    })
    const roles = [
      role('Jane Arbiter', 'president'),
      role('John Wing', 'claimant-appointed'),
      role('Ann Chair', 'committee-president'),
      role('Solo Person', 'sole-arbitrator'),
      role('Chair & Co', 'president', 'firm'),
    ]
    expect(of('presiding', { ...doc, roles }).map(([, v]) => v)).toEqual([
      'Jane Arbiter',
      'Ann Chair',
      'Solo Person',
    ])
  })

  test('none where the text does not give them', () => {
    const bare: CanonicalDocument = {
      ...doc,
      parties: [{ name: 'Beta Corp', role: 'Respondent' }],
      facts: undefined,
    }
    expect([
      ...of('respondent', bare),
      ...of('decisionkind', bare),
      ...of('decisionyear', bare),
      ...of('presiding', bare),
    ]).toEqual([])
  })
})
