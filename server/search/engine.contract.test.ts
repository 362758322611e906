// The search contract: what a search, its filters and their counts answer, asked through the
// portal's seam (SearchBackend), on each engine: the embedded FTS5 engine and SolrCloud
// (#test/helpers/search-engines.ts). Both must give the same hit sets and counts for every case;
// only the order by relevance may differ (BM25 over FTS5 columns against Lucene's BM25 over
// fields), and the cases that pin a relevance order say so. Suggestions and reads of whole
// documents are the content index's on both engines: ./fts5/engine.test.ts.
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { enginesUnderTest, type OpenedEngine } from '#test/helpers/search-engines.ts'
import { buildTempIndex, type TempIndex } from '#test/helpers/search-index.ts'
import type { FilterResponse, SearchBackend, SearchQuery } from './engine.ts'
import {
  isInvalidSearchQueryError,
  isSearchSyntaxError,
  isUnknownSearchModeError,
} from '#server/errors.ts'
import { resolveMode } from './modes.ts'

const KA = { edition: 'KA' } as const
const KCL = { edition: 'KCL' } as const
const KIPL = { edition: 'KIPL' } as const
const NOW = '2025-06-15T12:00:00.000Z'

let index: TempIndex
beforeAll(() => {
  index = buildTempIndex()
})
afterAll(() => index?.cleanup())

describe.each(enginesUnderTest())('$name', (engine) => {
  let opened: OpenedEngine
  let backend: SearchBackend
  beforeAll(async () => {
    opened = await engine.open(index.path, { now: NOW })
    backend = opened.backend
  })
  afterAll(async () => {
    await opened?.close()
  })

  type Ctx = { edition: 'KA' | 'KIPL' | 'KCL' }
  const search = (query: SearchQuery, ctx: Ctx = KA) => backend.search.search(query, ctx)
  const filters = (query: SearchQuery, ctx: Ctx = KA) => backend.search.filters(query, ctx)
  const ids = async (query: SearchQuery, ctx: Ctx = KA) =>
    (await search({ resultsPerPage: 100, ...query }, ctx)).hits.map((h) => h.id)
  const sortedIds = async (query: SearchQuery, ctx: Ctx = KA) => (await ids(query, ctx)).sort()
  const facet = (filters: FilterResponse[], id: string) => {
    const f = filters.find((x) => x.id === id)
    if (!f) throw new Error(`no filter ${id}`)
    return Object.fromEntries(f.filterItems.map((i) => [i.value, i.count]))
  }
  /** What the call rejects with; an error when it answers instead. */
  const rejection = (answer: Promise<unknown>): Promise<unknown> =>
    answer.then(
      () => {
        throw new Error('expected an error')
      },
      (e: unknown) => e,
    )
  describe('query operators', () => {
    test.each<[string, string[]]>([
      ['expropriation', ['award-alpha', 'award-gamma', 'decision-epsilon']],
      ['expropriation AND lawful', ['award-gamma']],
      ['expropriation lawful', []], // a phrase by default: these words are never adjacent
      ['expropriation AND (lawful OR admissible)', ['award-gamma', 'decision-epsilon']],
      ['expropriation NOT lawful', ['award-alpha', 'decision-epsilon']],
      ['lawful OR admissible AND ratione', ['award-gamma', 'decision-epsilon']],
      ['(lawful OR admissible) AND ratione', ['decision-epsilon']],
      ['fair and equitable treatment', ['award-alpha', 'bit-nl-beta']],
      ['"fair and equitable treatment"', ['award-alpha', 'bit-nl-beta']],
      ['fair AND equitable AND treatment', ['award-alpha', 'award-gamma', 'bit-nl-beta']],
      ['treatment fair', ['award-gamma']],
      ['expropri*', ['award-alpha', 'award-gamma', 'decision-epsilon']],
      ['indirect expropri*', ['award-alpha']],
      ['arbitrat* NOT emergency', ['book-nyc-2-1', 'journal-review']],
      ['and AND reciprocity', []], // lowercase `and` is a word: no document has both
    ])('%s', async (q, expected) => {
      expect(await sortedIds({ q })).toEqual(expected.sort())
    })

    test('NEAR: within the window matches, just outside does not', async () => {
      // "expropriation one two three four five compensation": five words in between
      expect(await ids({ q: 'expropriation NEAR5 compensation' })).toEqual(['award-alpha'])
      expect(await ids({ q: 'indirect NEAR5 compensation' })).toEqual([])
      expect(await ids({ q: 'indirect NEAR10 compensation' })).toEqual(['award-alpha'])
      expect(await ids({ q: 'expropriation NEAR2 compensation' })).toEqual([])
      expect(await ids({ q: 'expropriation NEAR compensation' })).toEqual(['award-alpha'])
      expect(await ids({ q: '(direct OR indirect) NEAR/10 compensation' })).toEqual(['award-alpha'])
    })

    test('malformed queries give the typed error with a position', async () => {
      const e = await rejection(search({ q: '(expropriation OR lawful' }))
      expect(isSearchSyntaxError(e)).toBe(true)
      expect((e as { position: number }).position).toBe(1)
      await expect(filters({ q: 'a NEAR7 b' })).rejects.toSatisfy(isSearchSyntaxError)
    })

    test('title only and qTitle search the title column', async () => {
      expect(await sortedIds({ q: 'award', searchWithinTitleOnly: true })).toEqual([
        'award-alpha',
        'award-gamma',
      ])
      expect(await sortedIds({ q: 'expropriation', qTitle: 'final' })).toEqual(['award-gamma'])
    })
  })

  describe('editions and modes', () => {
    test('a search only sees its edition', async () => {
      expect(await sortedIds({ q: 'cartel OR aid OR Wettbewerbs' }, KCL)).toEqual([
        'cjeu-aid',
        'cjeu-cartel',
        'statute-de',
      ])
      expect(await ids({ q: 'cartel' }, KA)).toEqual([])
    })

    test('modes map to endpoints; an unknown mode is a typed error', async () => {
      const endpoint = async (mode?: string) => (await search({ mode })).endpoint
      expect(await endpoint(undefined)).toBe('documentSearch')
      expect(await endpoint('awards')).toBe('awards')
      expect(await endpoint('books')).toBe('books')
      expect(await endpoint('journals')).toBe('journals')
      expect(await endpoint('bits')).toBe('documentSearch')
      expect(await endpoint('profile page')).toBe('arbitratorSearch')
      expect(await endpoint('new content')).toBe('newcontent')
      expect(await endpoint('NYC')).toBe('NYCTool')
      await expect(search({ mode: 'patents' })).rejects.toSatisfy(isUnknownSearchModeError)
      // Profiles are people, not documents: the arbitrator service answers them, not the engine.
      await expect(search({ mode: 'profiles' })).rejects.toSatisfy(isUnknownSearchModeError)
    })

    test('default filters per mode', async () => {
      expect(await ids({ mode: 'awards' })).toEqual(['award-alpha', 'award-gamma'])
      expect(await sortedIds({ mode: 'books' })).toEqual(['bit-nl-beta', 'book-nyc'])
      expect(await ids({ mode: 'journals' })).toEqual(['journal-review'])
      expect(await ids({ mode: 'bits' })).toEqual(['bit-nl-beta'])
      expect(await sortedIds({ mode: 'NYC' })).toEqual([
        'book-nyc',
        'book-nyc-1',
        'book-nyc-2',
        'book-nyc-2-1',
      ])
      // the query's own filter replaces the default, even when it is empty
      expect(
        await sortedIds({ mode: 'awards', filters: [{ id: 'type', filterItems: [] }] }),
      ).toEqual(['award-alpha', 'award-gamma', 'case-alpha-beta', 'case-theta', 'decision-epsilon'])
    })

    test('books and journals: chapters count for their publication', async () => {
      const page = await search({ mode: 'books', q: 'enforcement' })
      expect(page.hits.map((h) => h.id)).toEqual(['book-nyc'])
      expect(page.hits[0].bookCluster?.map((c) => c.id)).toEqual(['book-nyc-2', 'book-nyc-2-1'])
      expect(await ids({ mode: 'journals', q: 'interim relief' })).toEqual(['journal-review'])
      expect(await ids({ mode: 'books', qPublicationTitle: 'york' })).toEqual(['book-nyc'])
      expect(await sortedIds({ qPublicationTitle: 'york', q: 'public policy' })).toEqual([
        'book-nyc-2',
      ])
    })
  })

  describe('sorting and paging', () => {
    test('no term: date descending; with a term: score descending', async () => {
      const browse = await search({ mode: 'awards' })
      expect(browse.sortBy).toBe('date')
      expect(browse.sortOrder).toBe('desc')
      expect(browse.hits.map((h) => h.jurisDate)).toEqual(['2020-05-10', '2019-03-01'])
      const searched = await search({ q: 'expropriation' })
      expect([searched.sortBy, searched.sortOrder]).toEqual(['score', 'desc'])
      // the shortest matching document ranks first under bm25; a title match outranks the body
      expect((await ids({ q: 'jurisdiction' }))[0]).toBe('decision-epsilon')
    })

    test('explicit sorts', async () => {
      expect(await ids({ mode: 'awards', sortBy: 'date', sortOrder: 'asc' })).toEqual([
        'award-gamma',
        'award-alpha',
      ])
      expect(await ids({ q: 'expropriation', sortBy: 'title', sortOrder: 'asc' })).toEqual([
        'award-alpha',
        'decision-epsilon',
        'award-gamma',
      ])
    })

    test('books: publication title ascending; date sort falls back to score or title', async () => {
      const books = await search({ mode: 'books' })
      expect([books.sortBy, books.sortOrder]).toEqual(['publicationtitle', 'asc'])
      expect(books.hits.map((h) => h.id)).toEqual(['bit-nl-beta', 'book-nyc'])
      const byDate = await search({ mode: 'books', sortBy: 'date' })
      expect([byDate.sortBy, byDate.sortOrder]).toEqual(['title', 'asc'])
      const byDateWithQuery = await search({ mode: 'books', sortBy: 'date', q: 'convention' })
      expect([byDateWithQuery.sortBy, byDateWithQuery.sortOrder]).toEqual(['score', 'desc'])
    })

    test('page sizes and paging', async () => {
      expect((await search({})).resultsPerPage).toBe(10)
      expect((await search({ mode: 'profile page' })).resultsPerPage).toBe(5)
      const all = await ids({})
      expect(all.length).toBe(13)
      const page1 = await search({ resultsPerPage: 5 })
      const page3 = await search({ resultsPerPage: 5, start: 10 })
      expect(page1.totalHits).toBe(13)
      expect(page1.hits.map((h) => h.id)).toEqual(all.slice(0, 5))
      expect(page3.hits.map((h) => h.id)).toEqual(all.slice(10))
      expect((await search({ start: 100 })).hits).toEqual([])
      await expect(search({ start: -1 })).rejects.toSatisfy(isInvalidSearchQueryError)
    })
  })

  describe('filters', () => {
    test('counts per facet, tree parents included', async () => {
      const found = await filters({ q: 'expropriation' })
      expect(facet(found, 'type')).toEqual({ Awards: 2, Decisions: 1 })
      expect(facet(found, 'topic')).toEqual({
        'Investment arbitration': 2,
        'Investment arbitration>Expropriation': 2,
        'Investment arbitration>Fair and equitable treatment': 1,
        Procedure: 1,
        'Procedure>Jurisdiction': 1,
      })
      const topic = found.find((f) => f.id === 'topic')
      const child = topic?.filterItems.find((i) => i.value === 'Procedure>Jurisdiction')
      expect(child).toEqual({
        id: 'Procedure>Jurisdiction',
        name: 'Procedure>Jurisdiction',
        label: 'Jurisdiction',
        count: 1,
        sortingName: 'jurisdiction',
        value: 'Procedure>Jurisdiction',
        checked: false,
      })
      expect(topic).toMatchObject({ count: 10, hasMoreFilterItems: false, isSelfReported: false })
    })

    test('OR selections do not shrink their own counts, but shrink the others', async () => {
      const query: SearchQuery = {
        q: 'expropriation',
        filters: [{ id: 'type', filterItems: ['Awards'], andOrValue: 'OR' }],
      }
      const { page, filters } = await backend.search.searchWithFilters(query, KA)
      expect(page.totalHits).toBe(2)
      expect(facet(filters, 'type')).toEqual({ Awards: 2, Decisions: 1 })
      expect(facet(filters, 'organization')).toEqual({ ICSID: 1, PCA: 1 })
      const type = filters.find((f) => f.id === 'type')
      expect(type?.filterItems.find((i) => i.value === 'Awards')?.checked).toBe(true)
    })

    test('AND selections require every value and narrow their own counts', async () => {
      const both = (andOrValue: 'AND' | 'OR') => ({
        q: 'expropriation',
        filters: [{ id: 'type', filterItems: ['Awards', 'Decisions'], andOrValue }],
      })
      expect((await search(both('OR'))).totalHits).toBe(3)
      expect((await search(both('AND'))).totalHits).toBe(0)
      const topics = {
        q: 'expropriation',
        filters: [
          {
            id: 'topic',
            filterItems: [
              'Investment arbitration>Expropriation',
              'Investment arbitration>Fair and equitable treatment',
            ],
            andOrValue: 'AND' as const,
          },
        ],
      }
      const { page, filters } = await backend.search.searchWithFilters(topics, KA)
      expect(page.hits.map((h) => h.id)).toEqual(['award-alpha'])
      expect(facet(filters, 'topic')['Investment arbitration>Expropriation']).toBe(1)
    })

    test('a tree parent selects its children', async () => {
      expect(
        await sortedIds({ filters: [{ id: 'topic', filterItems: ['Investment arbitration'] }] }),
      ).toEqual(['award-alpha', 'award-gamma'])
    })

    test('checked items with no hits stay listed with count 0', async () => {
      const found = await filters({
        q: 'lawful',
        filters: [{ id: 'organization', filterItems: ['ICSID', 'Nowhere'] }],
      })
      // disjunctive: organization's own selection does not apply to its counts
      expect(facet(found, 'organization')).toEqual({ PCA: 1, ICSID: 0, Nowhere: 0 })
    })

    test('limit, hasMoreFilterItems and contains', async () => {
      const limited = await filters({ filters: [{ id: 'type', filterItems: [], limit: 2 }] })
      const type = limited.find((f) => f.id === 'type')
      expect(type?.count).toBe(2)
      expect(type?.filterItems.length).toBe(2)
      expect(type?.hasMoreFilterItems).toBe(true)
      const matching = await filters({
        filters: [{ id: 'type', filterItems: [], contains: 'dec' }],
      })
      expect(facet(matching, 'type')).toEqual({ Decisions: 1, 'Domain name decisions': 1 })
      const topic = await filters({
        filters: [{ id: 'topic', filterItems: [], contains: 'juris' }],
      })
      expect(facet(topic, 'topic')).toEqual({ Procedure: 1, 'Procedure>Jurisdiction': 1 })
    })

    test('prefix lists the items under a tree parent', async () => {
      const found = await filters({
        filters: [{ id: 'topic', filterItems: [], prefix: 'Investment arbitration>' }],
      })
      expect(facet(found, 'topic')).toEqual({
        'Investment arbitration>Expropriation': 2,
        'Investment arbitration>Fair and equitable treatment': 1,
      })
    })

    test('renames: Practice area on KCL, Institution for awards', async () => {
      const name = (filters: FilterResponse[], id: string) => filters.find((f) => f.id === id)?.name
      expect(name(await filters({}, KCL), 'topic')).toBe('Practice area')
      expect(name(await filters({}, KA), 'topic')).toBe('Topic')
      expect(name(await filters({ mode: 'awards' }, KA), 'organization')).toBe('Institution')
    })

    test('filters a query asks about are listed even outside the mode', async () => {
      const found = await filters({ filters: [{ id: 'party', filterItems: [] }] })
      expect(facet(found, 'party')).toEqual({ 'Alpha Energy': 1, 'Republic of Beta': 1 })
    })
  })

  describe('dates', () => {
    const dated = (q: SearchQuery) =>
      sortedIds({ mode: 'awards', filters: [{ id: 'type', filterItems: [] }], ...q })

    test('On, After, Before, Between (dd-mm-yyyy), reversed pairs put in order', async () => {
      expect(await dated({ dateFrom: '10-05-2020', dateTo: '10-05-2020' })).toEqual([
        'award-alpha',
        'case-alpha-beta',
      ])
      expect(await dated({ dateFrom: '01-01-2020' })).toEqual([
        'award-alpha',
        'case-alpha-beta',
        'decision-epsilon',
      ])
      expect(await dated({ dateTo: '01-03-2019' })).toEqual(['award-gamma', 'case-theta'])
      expect(await dated({ dateFrom: '01-01-2019', dateTo: '31-12-2019' })).toEqual(['award-gamma'])
      expect(await dated({ dateFrom: '31-12-2019', dateTo: '01-01-2019' })).toEqual(['award-gamma'])
      expect((await dated({ datePeriod: -1, dateFrom: '01-01-2030' })).length).toBe(5)
    })

    test('periods in months, and the date filter options', async () => {
      expect(await dated({ datePeriod: 3 })).toEqual(['decision-epsilon'])
      expect(await dated({ datePeriod: 24 })).toEqual(['decision-epsilon'])
      const found = await filters({ datePeriod: 12 })
      const date = found.find((f) => f.id === 'date')
      expect(date?.filterItems.map((i) => [i.id, i.count, i.checked])).toEqual([
        ['date-all', null, false],
        ['date-3', 1, false],
        ['date-6', 2, false],
        ['date-12', 4, true],
        ['date-24', 4, false],
        ['date-custom', null, false],
      ])
      // the date filter's own selection does not shrink its counts
      expect((await search({ datePeriod: 12 })).totalHits).toBe(4)
    })

    test('date type: new content filters on the date added', async () => {
      expect(
        await sortedIds({ mode: 'new content', dateFrom: '01-01-2024', dateTo: '31-01-2024' }),
      ).toEqual(['award-alpha'])
    })

    test('a bad date is a typed error', async () => {
      await expect(search({ dateFrom: '2020-01-01' })).rejects.toSatisfy(isInvalidSearchQueryError)
      await expect(search({ dateTo: '31-02-2020' })).rejects.toSatisfy(isInvalidSearchQueryError)
    })
  })

  describe('toggles', () => {
    test('AI available only', async () => {
      expect(await sortedIds({ q: 'expropriation', searchAiAvailableOnly: true })).toEqual([
        'award-alpha',
        'award-gamma',
      ])
    })

    test('cases with documents', async () => {
      const cases = { mode: 'awards', filters: [{ id: 'type', filterItems: ['Cases'] }] }
      expect(await sortedIds(cases)).toEqual(['case-alpha-beta', 'case-theta'])
      expect(await sortedIds({ ...cases, hasContent: true })).toEqual(['case-alpha-beta'])
    })
  })

  describe('excerpts', () => {
    test('short and long, highlighted and escaped', async () => {
      const query = { q: 'expropriation NEAR5 compensation' }
      const short = (await search(query)).hits[0].excerpt
      const long = (await search({ ...query, excerpt: 'long' })).hits[0].excerpt
      expect(short).toContain('<mark>expropriation</mark>')
      expect(short).toContain('<mark>compensation</mark>')
      expect(long.length).toBeGreaterThan(short.length)
      expect(long).toContain('Costs &amp; interest &lt;follow&gt; the event.')
      expect(long).not.toMatch(/<(?!\/?mark>)/)
    })

    test('without a term the excerpt is the summary', async () => {
      const hit = (await search({ filters: [{ id: 'type', filterItems: ['Awards'] }] })).hits[0]
      expect(hit.id).toBe('award-alpha')
      expect(hit.excerpt).toBe('The tribunal finds a breach of fair and equitable treatment.')
    })

    test('a hit carries the document preview fields', async () => {
      const hit = (await search({ q: 'reciprocity' })).hits[0]
      expect(hit).toMatchObject({
        id: 'book-nyc-1',
        title: 'Article I: Scope of application',
        url: '/document/book-nyc-1',
        authors: ['A. Author'],
        type: 'Books',
        aiAvailable: true,
        aiId: 'book-nyc-1',
        publicationDate: '2022-02-01',
        source: 'Guide to the New York Convention',
        sourceLocation: 'Guide to the New York Convention, Article I',
      })
    })
  })

  describe('counts', () => {
    // The engine counts facet values in memory and keeps the counts of queries without text over
    // their candidates (edition, mode, toggles). Checked here against counts taken another way:
    // the facet rows of the documents each count is about, read from the index with SQL.
    let db: Database.Database
    beforeAll(() => {
      db = new Database(index.path, { readonly: true })
    })
    afterAll(() => db?.close())

    const valuesOf = (docIds: string[], facetId: string) =>
      Object.fromEntries(
        db
          .prepare(
            `SELECT x.value, count(*) FROM facets x JOIN documents d ON d.rowid = x.doc_rowid
          WHERE x.facet = ? AND d.id IN (SELECT value FROM json_each(?)) GROUP BY x.value`,
          )
          .raw()
          .all(facetId, JSON.stringify(docIds)) as [string, number][],
      )
    /** The query's filter with this id (or the mode's default) when its selections are OR'ed. */
    const ownOr = (query: SearchQuery, id: string) => {
      const f =
        query.filters?.find((x) => x.id === id) ??
        resolveMode(query.mode).defaultFilters.find((x) => x.id === id)
      return f && f.filterItems.length > 0 && f.andOrValue !== 'AND'
    }
    /** The query without the filter `id` (an empty selection also drops a mode's default). */
    const without = (query: SearchQuery, id: string): SearchQuery => ({
      ...query,
      filters: [...(query.filters ?? []).filter((x) => x.id !== id), { id, filterItems: [] }],
    })
    const allIds = (query: SearchQuery, ctx: Ctx) => ids({ ...query, start: 0 }, ctx)

    test.each<[SearchQuery, Ctx]>([
      [{}, KA],
      [{}, KCL],
      [{}, KIPL],
      [{ mode: 'awards' }, KA],
      [{ searchAiAvailableOnly: true }, KA],
      [{ filters: [{ id: 'topic', filterItems: ['Investment arbitration'] }] }, KA],
      [{ filters: [{ id: 'topic', filterItems: ['Competition'], andOrValue: 'AND' }] }, KCL],
      [
        {
          filters: [
            { id: 'type', filterItems: ['Awards', 'Judgments', 'Books'] },
            { id: 'language', filterItems: ['English'] },
          ],
        },
        KA,
      ],
      [{ datePeriod: 24, filters: [{ id: 'type', filterItems: ['Judgments'] }] }, KCL],
      [{ dateFrom: '01-01-2020', qPublicationTitle: 'convention' }, KA],
      [{ q: 'expropriation', filters: [{ id: 'type', filterItems: ['Awards'] }] }, KA],
      [{ q: 'arbitrat*', filters: [{ id: 'organization', filterItems: ['ICSID', 'PCA'] }] }, KA],
    ])(
      '%j %j: each count is over the results, without its own OR selections',
      async (query, ctx) => {
        // Twice: computed, then (without text) from the kept counts.
        for (let run = 0; run < 2; run++) {
          const { filters } = await backend.search.searchWithFilters(query, ctx)
          expect(filters.some((f) => f.id !== 'date' && f.filterItems.length > 0)).toBe(true)
          for (const f of filters.filter((x) => x.id !== 'date')) {
            const over = await allIds(ownOr(query, f.id) ? without(query, f.id) : query, ctx)
            const expected = valuesOf(over, f.id)
            for (const item of f.filterItems) {
              expect([f.id, item.value, item.count]).toEqual([
                f.id,
                item.value,
                expected[item.value] ?? 0,
              ])
            }
            // and no value is left out, when the section lists them all
            const listed = f.filterItems.map((i) => i.value)
            if (!f.hasMoreFilterItems)
              expect(listed).toEqual(expect.arrayContaining(Object.keys(expected)))
          }
          // A period's count is the number of results in it, the query's own dates left out.
          const date = filters.find((x) => x.id === 'date')
          const undated = { ...query, dateFrom: undefined, dateTo: undefined }
          for (const item of date?.filterItems.filter((i) => i.count !== null) ?? []) {
            const inPeriod = await search({ ...undated, datePeriod: Number(item.value) }, ctx)
            expect([item.id, item.count]).toEqual([item.id, inPeriod.totalHits])
          }
        }
      },
    )
  })
})
