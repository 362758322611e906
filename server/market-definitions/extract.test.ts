import { expect, test } from 'vitest'
import { extractMarketFacts, marketsIn, type SourceDocument } from './extract.ts'
import { keywordMarkets } from './markets.ts'

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
  // A press-release headline names a sector, not the market a decision defined.
  expect(of('Product Market')).toEqual([])
  expect(of('Geographic Market')).toEqual([])
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
  expect(facts.find((f) => f.category === 'Remedies' && f.value === 'Fine')?.passage).toBe(
    'Press release IP_97_405: Commission fines IRISH SUGAR on the Irish sugar market',
  )
})

const judgment = (text: string, parties: string[] = []): SourceDocument => ({
  id: 'cjeu-1',
  kind: 'judgment',
  title: 'Case C-1/17 P, Example v European Commission',
  date: '2017-01-26',
  url: '/document/judgment/cjeu-1',
  record: { parties: parties.map((name) => ({ name })), topics: ['Competition law>Antitrust'] },
  sections: [{ ordinal: 0, heading: 'JUDGMENT OF THE COURT (First Chamber)', text }],
})
const values = (doc: SourceDocument, category: string) =>
  extractMarketFacts(doc)
    .filter((f) => f.category === category)
    .map((f) => f.value)

test('a keyword chain names markets as the Court words them, with the States they lie in', () => {
  expect(
    keywordMarkets(
      '‛Appeal — Competition — Bathroom fittings and fixtures markets of Belgium, Germany, France, Italy the Netherlands and Austria — Fines’',
    ),
  ).toEqual({
    product: ['bathroom fittings and fixtures'],
    geographic: ['Belgium', 'Germany', 'France', 'Italy', 'Netherlands', 'Austria'],
  })
  expect(
    keywordMarkets(
      '‛Appeal — Agreements — European markets in tin stabilisers and in ESBO/esters heat stabilisers — Price fixing’',
    ),
  ).toEqual({
    product: ['tin stabilisers', 'ESBO/esters heat stabilisers'],
    geographic: ['Europe (EEA)'],
  })
  expect(
    keywordMarkets(
      '‛Appeal — Commission decision finding an illegal cartel on the European hydrogen peroxide and perborate market — Confidentiality’',
    ).product,
  ).toEqual(['hydrogen peroxide and perborate'])
  // The Treaty's market, a price and quantities 'placed on the market' are no market definition.
  expect(
    keywordMarkets(
      '(Appeal — State aid — Transfer of mines at a price below real market value — Decision declaring the aid compatible with the internal market — Practice of concertation on quantities placed on the market)',
    ),
  ).toEqual({ product: [], geographic: [] })
  // A line of prose is no keyword chain.
  expect(keywordMarkets('The Commission found a cartel on the market for AFPs.').product).toEqual(
    [],
  )
})

test('a market is named once: abbreviations and plurals join the full name', () => {
  const doc = judgment(
    [
      '‛Appeal — Agreements — European market for animal feed phosphates — Fines’',
      'The cartel concerned animal feed phosphates (‘AFPs’) and consisted in the sharing of a large part of the European market for AFPs.',
      'The appellants sell bananas. The European banana market was subject to a common organisation.',
      'It concerned the market for bananas in Greece.',
    ].join('\n'),
  )
  expect(values(doc, 'Product Market')).toEqual(['animal feed phosphates', 'banana'])
  expect(values(doc, 'Geographic Market')).toEqual(['Europe (EEA)'])
})

test('words joined across a name are no market, nor is a level of trade or a scope', () => {
  expect(
    marketsIn(
      'proceedings against Deutsche Telekom concerning behaviour of its subsidiary Slovak Telekom on broadband markets',
    ).product,
  ).toEqual([])
  expect(
    marketsIn('when German manufacturers entered the Italian market, prices rose').product,
  ).toEqual([])
  expect(
    marketsIn('the evidence concerning the various national markets falls within its jurisdiction')
      .geographic,
  ).toEqual([])
  expect(
    marketsIn('the relevant market for the purposes of Article 101 TFEU is defined by use').product,
  ).toEqual([])
})

test('a State party is one entity under its English name, whatever language names it', () => {
  const doc = judgment('Text.', [
    'Bundesrepublik Deutschland',
    'Federal Republic of Germany',
    'Reino de España',
    'Espagne',
    'Kingdom of Spain',
    'Hellenic Republic',
    'Hansgrohe Deutschland Vertriebs GmbH',
    'Generalitat de Catalunya',
  ])
  expect(values(doc, 'Party name')).toEqual([
    'Germany',
    'Spain',
    'Greece',
    'Hansgrohe Deutschland Vertriebs GmbH',
    'Generalitat de Catalunya',
  ])
})
