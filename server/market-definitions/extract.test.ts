import { expect, test } from 'vitest'
import { extractMarketFacts, marketsIn, type SourceDocument } from './extract.ts'

test('product and geographic markets are read from the sentence that names them', () => {
  expect(
    marketsIn(
      'Commission fines IRISH SUGAR for abuse of its dominant position on the Irish sugar market',
    ),
  ).toEqual({
    product: ['sugar'],
    geographic: ['Ireland'],
  })
  expect(
    marketsIn('The present case concerns the market for processors, in particular x86 CPUs'),
  ).toEqual({
    product: ['processors'],
    geographic: [],
  })
  expect(
    marketsIn('Appeal — Agreements — Italian market for taps and fittings — Fines').product,
  ).toEqual(['taps and fittings'])
  expect(
    marketsIn('The relevant geographic market was defined as the entire territory of Poland')
      .geographic,
  ).toEqual(['Poland'])
  // The Treaty's markets are not products.
  expect(marketsIn('aid compatible with the internal market for farmers').product).toEqual([])
})

test('every fact keeps its passage and section; register facts come from its lines', () => {
  const doc: SourceDocument = {
    id: 'ec-at-1',
    kind: 'case',
    title: 'AT.1 Example',
    date: '1997-05-14',
    url: '/document/case/ec-at-1',
    record: {
      parties: [{ name: 'Irish Sugar' }],
      legislation: ['Art. 102 TFEU'],
      sectors: ['Manufacturing>C.10.81 - Manufacture of sugar'],
      caseNumbers: ['AT.1'],
    },
    sections: [
      {
        ordinal: 0,
        heading: 'Case information',
        text: 'Case number: AT.1\nLegal basis: Art. 102 TFEU\nLast decision: 1997-05-14\nSectors (NACE): C.10.81 - Manufacture of sugar',
      },
      { ordinal: 1, heading: 'Undertakings concerned', text: 'Irish Sugar' },
      {
        ordinal: 2,
        heading: 'Decisions',
        text: '1997-05-14: Prohibition Decision\nPress release IP_97_405: Commission fines IRISH SUGAR on the Irish sugar market',
      },
    ],
  }
  const facts = extractMarketFacts(doc)
  const of = (category: string) =>
    facts.filter((f) => f.category === category).map((f) => [f.value, f.section])
  expect(of('Product Market')).toEqual([['sugar', 2]])
  expect(of('Geographic Market')).toEqual([['Ireland', 2]])
  expect(of('Remedies')).toEqual([
    ['Prohibition', 2],
    ['Fine', 2],
  ])
  expect(of('Phases')).toEqual([['Prohibition decision', 2]])
  expect(of('Timeframe')).toEqual([['1997', 0]])
  expect(of('Applicable Legislation')).toEqual([['Art. 102 TFEU', 0]])
  expect(of('Party name')).toEqual([['Irish Sugar', 1]])
  expect(of('Industry')).toEqual([['Manufacturing', 0]])
  expect(of('NACE code')).toEqual([['C.10.81 - Manufacture of sugar', 0]])
  expect(facts.find((f) => f.category === 'Product Market')?.passage).toBe(
    'Press release IP_97_405: Commission fines IRISH SUGAR on the Irish sugar market',
  )
})
