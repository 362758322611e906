// Results grouped by case (decision 253), held alike on both engines: one row per case, its first
// result in the page's order, the case's other results beneath it oldest first, a document
// outside a case a row of its own, and the count of rows exact.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CanonicalDocument } from '#server/content/model.ts'
import { enginesUnderTest, type OpenedEngine } from '#test/helpers/search-engines.ts'
import { buildTempIndexOf, fixtureDocument, type TempIndex } from '#test/helpers/search-index.ts'
import type { SearchQuery } from './engine.ts'

const longer = 'the expropriation was argued among other questions of the case'

function documents(): CanonicalDocument[] {
  const base = fixtureDocument()
  const doc = (
    id: string,
    title: string,
    decided: string,
    text: string,
    caseId: string | null,
  ): CanonicalDocument => ({
    ...base,
    id,
    title,
    dates: { ...base.dates, decision: decided },
    case: caseId ? { ...base.case!, caseId, caseName: `Case ${caseId}` } : undefined,
    sections: [{ heading: '', html: `<p>${text}</p>`, text }],
  })
  const record = doc('alpha', 'Alpha v. Beta', '2009-01-01', longer, 'alpha')
  return [
    // The case's own record: a result, never listed among its case's documents.
    { ...record, kind: 'case' },
    doc(
      'alpha-award',
      'Alpha v. Beta, Award',
      '2007-05-01',
      'expropriation expropriation expropriation',
      'alpha',
    ),
    doc('alpha-annul', 'Alpha v. Beta, Decision on Annulment', '2010-03-01', longer, 'alpha'),
    doc('alpha-order', 'Alpha v. Beta, Procedural Order No. 1', '2005-01-01', longer, 'alpha'),
    doc('gamma-award', 'Gamma v. Delta, Award', '2012-09-01', 'expropriation', 'gamma'),
    doc('loose', 'Epsilon v. Zeta, Award', '2015-02-01', 'expropriation', null),
    doc('other', 'Eta v. Theta, Award', '2016-02-01', 'damages only', 'eta'),
  ]
}

let index: TempIndex
beforeAll(() => {
  index = buildTempIndexOf(documents())
})
afterAll(() => index?.cleanup())

describe.each(enginesUnderTest())('$name', (engine) => {
  let opened: OpenedEngine
  beforeAll(async () => {
    opened = await engine.open(index.path, { now: '2025-06-15T12:00:00.000Z' })
  })
  afterAll(async () => {
    await opened?.close()
  })
  const rows = async (query: SearchQuery) => {
    const page = await opened.backend.search.search(
      { mode: 'awards', groupBy: 'case', ...query },
      { edition: 'KA' },
    )
    return {
      total: page.totalHits,
      rows: page.hits.map((h) => [
        h.id,
        h.caseGroup?.caseName ?? null,
        h.caseGroup?.others.map((o) => `${o.id} ${o.date}`) ?? [],
        h.caseGroup?.otherCount ?? 0,
      ]),
    }
  }

  test('newest first: a case once, where its newest result stands, the rest beneath it', async () => {
    expect(await rows({ q: 'expropriation', sortBy: 'date' })).toEqual({
      total: 3,
      rows: [
        ['loose', null, [], 0],
        ['gamma-award', 'Case gamma', [], 0],
        ['alpha-annul', 'Case alpha', ['alpha-order 2005-01-01', 'alpha-award 2007-05-01'], 2],
      ],
    })
  })

  test('by relevance each case stands where its best result stands; pages count cases', async () => {
    // Relevance is each engine's own (bm25 in FTS5, Lucene's across shards): the rule is that
    // the rows are the ungrouped order with each case's later results folded into its first.
    const flat = await opened.backend.search.search(
      { mode: 'awards', q: 'expropriation' },
      { edition: 'KA' },
    )
    const caseOf = (id: string) => (id.includes('-') ? id.split('-')[0] : id)
    const firsts = flat.hits
      .map((h) => h.id)
      .filter((id, i, all) => all.findIndex((other) => caseOf(other) === caseOf(id)) === i)
    const grouped = await rows({ q: 'expropriation' })
    expect(grouped.rows.map((r) => r[0])).toEqual(firsts)
    const alpha = grouped.rows.find((r) => r[1] === 'Case alpha')!
    expect(alpha[3]).toBe(2)
    const pages = await Promise.all(
      [0, 1, 2].map((start) => rows({ q: 'expropriation', resultsPerPage: 1, start })),
    )
    expect(pages.map((p) => p.total)).toEqual([3, 3, 3])
    expect(pages.map((p) => p.rows[0][0])).toEqual(firsts)
  })

  test('the groups hold only what the filters keep', async () => {
    const dated = await rows({ q: 'expropriation', dateFrom: '01-01-2006', sortBy: 'date' })
    expect(dated.total).toBe(3)
    expect(dated.rows[2]).toEqual(['alpha-annul', 'Case alpha', ['alpha-award 2007-05-01'], 1])
  })

  test('ungrouped, every result is a row', async () => {
    const page = await opened.backend.search.search(
      { mode: 'awards', q: 'expropriation' },
      { edition: 'KA' },
    )
    expect(page.totalHits).toBe(6)
    expect(page.hits.every((h) => h.caseGroup === undefined)).toBe(true)
  })

  test('a mode whose results are not cases is not grouped', async () => {
    await expect(
      opened.backend.search.search({ mode: 'books', groupBy: 'case' }, { edition: 'KA' }),
    ).rejects.toMatchObject({ code: 'INVALID_SEARCH_QUERY', field: 'groupBy' })
  })
})
