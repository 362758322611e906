// Phrases and NEAR match inside one section (or the title), never across a section boundary.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildTempIndexOf, fixtureDocument, type TempIndex } from '#test/helpers/search-index.ts'
import { openFts5Engine, type Fts5Engine } from './engine.ts'

const KA = { edition: 'KA' } as const

const section = (heading: string, text: string) => ({ heading, html: `<p>${text}</p>`, text })

/** Each document: its title and its sections' texts. */
const DOCUMENTS: Record<string, { title: string; sections: string[] }> = {
  // the phrase and the NEAR pair only across the boundary between two sections
  split: {
    title: 'Split Award',
    sections: [
      'The tribunal assessed whether the treatment was fair and',
      'equitable treatment of compensation was paid late.',
    ],
  },
  // both inside one section
  whole: {
    title: 'Whole Award',
    sections: [
      'Preliminary matters.',
      'The respondent denied fair and equitable treatment to the investor.',
    ],
  },
  // the phrase only in the title
  titled: {
    title: 'Fair and Equitable Treatment Award',
    sections: ['The claimant argued its case.', 'Costs follow the event.'],
  },
  // NEAR: expropriation and compensation within 5 words, across a boundary only
  nearSplit: {
    title: 'Near Split Award',
    sections: [
      'The measures amounted to an expropriation',
      'compensation was never offered to anyone.',
    ],
  },
  nearWhole: {
    title: 'Near Whole Award',
    sections: ['Background.', 'The expropriation without any compensation was unlawful.'],
  },
}

let index: TempIndex
let engine: Fts5Engine

beforeAll(() => {
  const template = fixtureDocument()
  index = buildTempIndexOf(
    Object.entries(DOCUMENTS).map(([id, doc]) => ({
      ...template,
      id,
      title: doc.title,
      sections: doc.sections.map((t) => section('', t)),
    })),
  )
  engine = openFts5Engine(index.path)
})

afterAll(() => {
  engine?.close()
  index?.cleanup()
})

const ids = (q: string, extra = {}) =>
  engine
    .search({ q, ...extra }, KA)
    .hits.map((h) => h.id)
    .sort()

test('a phrase matches inside a section or the title, not across a boundary', () => {
  expect(ids('"fair and equitable treatment"')).toEqual(['titled', 'whole'])
})

test('NEAR matches inside a section, not across a boundary', () => {
  expect(ids('expropriation NEAR5 compensation')).toEqual(['nearWhole'])
})

test('the rule holds under OR, AND and NOT, and words alone still match across sections', () => {
  expect(ids('"fair and equitable" OR (expropriation NEAR5 compensation)')).toEqual([
    'nearWhole',
    'titled',
    'whole',
  ])
  expect(ids('"fair and equitable" AND investor')).toEqual(['whole'])
  expect(ids('"fair and equitable" NOT investor')).toEqual(['titled'])
  expect(ids('paid OR ("fair and equitable" NOT investor)')).toEqual(['split', 'titled'])
  // plain words: the document as a whole
  expect(ids('fair AND late')).toEqual(['split'])
})

test('counts agree with the results', () => {
  const { page, filters } = engine.searchWithFilters({ q: '"fair and equitable treatment"' }, KA)
  expect(page.totalHits).toBe(2)
  const type = filters.find((f) => f.id === 'type')
  expect(type?.filterItems.reduce((n, i) => n + (i.count ?? 0), 0)).toBe(2)
})
