// A facet with 200,000 distinct values (parties of a large case register): counts, the top items,
// the filter's own text search and a selection still answer, and in well under the time budget.
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { CanonicalDocument } from '#server/content/model.ts'
import { buildTempIndexOf, fixtureDocument, type TempIndex } from '#test/helpers/search-index.ts'
import { openFts5Engine, type Fts5Engine } from './engine.ts'

const DOCUMENTS = 2000
const PARTIES_PER_DOCUMENT = 100
const KA = { edition: 'KA' } as const

let index: TempIndex
let engine: Fts5Engine

beforeAll(() => {
  const template = fixtureDocument()
  index = buildTempIndexOf(
    Array.from({ length: DOCUMENTS }, (_, d) => {
      // Party n appears in one document only, except 'Common Party', which every tenth holds.
      const parties: CanonicalDocument['parties'] = Array.from(
        { length: PARTIES_PER_DOCUMENT },
        (_, p) => ({
          name: `Party ${String(d * PARTIES_PER_DOCUMENT + p).padStart(6, '0')}`,
          role: 'claimant',
        }),
      )
      if (d % 10 === 0) parties.push({ name: 'Common Party', role: 'respondent' })
      return { ...template, id: `large-${d}`, title: `Case ${d}`, parties }
    }),
  )
  engine = openFts5Engine(index.path)
}, 120_000)

afterAll(() => {
  engine?.close()
  index?.cleanup()
})

const partyFilter = (query: Parameters<Fts5Engine['filters']>[0]) =>
  engine.filters({ mode: 'awards', ...query }, KA).find((f) => f.id === 'party')

test('the top items by count, with more to list', () => {
  const party = partyFilter({})
  expect(party?.filterItems[0]).toMatchObject({ name: 'Common Party', count: DOCUMENTS / 10 })
  expect(party?.filterItems).toHaveLength(10)
  expect(party?.hasMoreFilterItems).toBe(true)
})

test("the filter's own text search finds one value among 200,000", () => {
  const party = partyFilter({ filters: [{ id: 'party', filterItems: [], contains: '123456' }] })
  expect(party?.filterItems.map((i) => [i.name, i.count])).toEqual([['Party 123456', 1]])
})

test('a selected value narrows the results and stays listed', () => {
  const query = { mode: 'awards', filters: [{ id: 'party', filterItems: ['Party 199999'] }] }
  const { page, filters } = engine.searchWithFilters(query, KA)
  expect(page.hits.map((h) => h.id)).toEqual(['large-1999'])
  const party = filters.find((f) => f.id === 'party')
  expect(party?.filterItems.find((i) => i.name === 'Party 199999')).toMatchObject({ checked: true })
})
