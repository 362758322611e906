import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTempIndex, type TempIndex } from '#test/helpers/search-index.ts'
import type { FilterResponse, SearchQuery } from '../engine.ts'
import {
  isInvalidSearchQueryError,
  isNotFoundError,
  isSearchSyntaxError,
  isUnknownSearchModeError,
} from '../errors.ts'
import { resolveMode } from '../modes.ts'
import { openFts5Engine, type Fts5Engine } from './engine.ts'

const KA = { edition: 'KA' } as const
const KCL = { edition: 'KCL' } as const
const KIPL = { edition: 'KIPL' } as const
const NOW = new Date('2025-06-15T12:00:00Z')

let index: TempIndex
let engine: Fts5Engine

beforeAll(() => {
  index = buildTempIndex()
  engine = openFts5Engine(index.path, { now: () => NOW })
})
afterAll(() => {
  engine?.close()
  index?.cleanup()
})

const ids = (query: SearchQuery, ctx: { edition: 'KA' | 'KIPL' | 'KCL' } = KA) =>
  engine.search({ resultsPerPage: 100, ...query }, ctx).hits.map((h) => h.id)
const sortedIds = (query: SearchQuery, ctx: { edition: 'KA' | 'KIPL' | 'KCL' } = KA) =>
  ids(query, ctx).sort()
const facet = (filters: FilterResponse[], id: string) => {
  const f = filters.find((x) => x.id === id)
  if (!f) throw new Error(`no filter ${id}`)
  return Object.fromEntries(f.filterItems.map((i) => [i.value, i.count]))
}
const caught = (fn: () => unknown): unknown => {
  try {
    fn()
  } catch (e) {
    return e
  }
  throw new Error('expected an error')
}

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
  ])('%s', (q, expected) => {
    expect(sortedIds({ q })).toEqual(expected.sort())
  })

  test('NEAR: within the window matches, just outside does not', () => {
    // "expropriation one two three four five compensation": five words in between
    expect(ids({ q: 'expropriation NEAR5 compensation' })).toEqual(['award-alpha'])
    expect(ids({ q: 'indirect NEAR5 compensation' })).toEqual([])
    expect(ids({ q: 'indirect NEAR10 compensation' })).toEqual(['award-alpha'])
    expect(ids({ q: 'expropriation NEAR2 compensation' })).toEqual([])
    expect(ids({ q: 'expropriation NEAR compensation' })).toEqual(['award-alpha'])
    expect(ids({ q: '(direct OR indirect) NEAR/10 compensation' })).toEqual(['award-alpha'])
  })

  test('malformed queries give the typed error with a position', () => {
    const e = caught(() => engine.search({ q: '(expropriation OR lawful' }, KA))
    expect(isSearchSyntaxError(e)).toBe(true)
    expect((e as { position: number }).position).toBe(1)
    expect(isSearchSyntaxError(caught(() => engine.filters({ q: 'a NEAR7 b' }, KA)))).toBe(true)
  })

  test('title only and qTitle search the title column', () => {
    expect(sortedIds({ q: 'award', searchWithinTitleOnly: true })).toEqual([
      'award-alpha',
      'award-gamma',
    ])
    expect(sortedIds({ q: 'expropriation', qTitle: 'final' })).toEqual(['award-gamma'])
  })
})

describe('editions and modes', () => {
  test('a search only sees its edition', () => {
    expect(sortedIds({ q: 'cartel OR aid OR Wettbewerbs' }, KCL)).toEqual([
      'cjeu-aid',
      'cjeu-cartel',
      'statute-de',
    ])
    expect(ids({ q: 'cartel' }, KA)).toEqual([])
  })

  test('modes map to endpoints; an unknown mode is a typed error', () => {
    const endpoint = (mode?: string) => engine.search({ mode }, KA).endpoint
    expect(endpoint(undefined)).toBe('documentSearch')
    expect(endpoint('awards')).toBe('awards')
    expect(endpoint('books')).toBe('books')
    expect(endpoint('journals')).toBe('journals')
    expect(endpoint('bits')).toBe('documentSearch')
    expect(endpoint('profiles')).toBe('arbitratorSearch')
    expect(endpoint('new content')).toBe('newcontent')
    expect(endpoint('NYC')).toBe('NYCTool')
    const e = caught(() => engine.search({ mode: 'patents' }, KA))
    expect(isUnknownSearchModeError(e)).toBe(true)
  })

  test('default filters per mode', () => {
    expect(ids({ mode: 'awards' })).toEqual(['award-alpha', 'award-gamma'])
    expect(sortedIds({ mode: 'books' })).toEqual(['bit-nl-beta', 'book-nyc'])
    expect(ids({ mode: 'journals' })).toEqual(['journal-review'])
    expect(ids({ mode: 'bits' })).toEqual(['bit-nl-beta'])
    expect(sortedIds({ mode: 'NYC' })).toEqual([
      'book-nyc',
      'book-nyc-1',
      'book-nyc-2',
      'book-nyc-2-1',
    ])
    // the query's own filter replaces the default, even when it is empty
    expect(sortedIds({ mode: 'awards', filters: [{ id: 'type', filterItems: [] }] })).toEqual([
      'award-alpha',
      'award-gamma',
      'case-alpha-beta',
      'case-theta',
      'decision-epsilon',
    ])
  })

  test('books and journals: chapters count for their publication', () => {
    const page = engine.search({ mode: 'books', q: 'enforcement' }, KA)
    expect(page.hits.map((h) => h.id)).toEqual(['book-nyc'])
    expect(page.hits[0].bookCluster?.map((c) => c.id)).toEqual(['book-nyc-2', 'book-nyc-2-1'])
    expect(ids({ mode: 'journals', q: 'interim relief' })).toEqual(['journal-review'])
    expect(ids({ mode: 'books', qPublicationTitle: 'york' })).toEqual(['book-nyc'])
    expect(sortedIds({ qPublicationTitle: 'york', q: 'public policy' })).toEqual(['book-nyc-2'])
  })
})

describe('sorting and paging', () => {
  test('no term: date descending; with a term: score descending', () => {
    const browse = engine.search({ mode: 'awards' }, KA)
    expect(browse.sortBy).toBe('date')
    expect(browse.sortOrder).toBe('desc')
    expect(browse.hits.map((h) => h.jurisDate)).toEqual(['2020-05-10', '2019-03-01'])
    const searched = engine.search({ q: 'expropriation' }, KA)
    expect([searched.sortBy, searched.sortOrder]).toEqual(['score', 'desc'])
    // the shortest matching document ranks first under bm25; a title match outranks the body
    expect(ids({ q: 'jurisdiction' })[0]).toBe('decision-epsilon')
  })

  test('explicit sorts', () => {
    expect(ids({ mode: 'awards', sortBy: 'date', sortOrder: 'asc' })).toEqual([
      'award-gamma',
      'award-alpha',
    ])
    expect(ids({ q: 'expropriation', sortBy: 'title', sortOrder: 'asc' })).toEqual([
      'award-alpha',
      'decision-epsilon',
      'award-gamma',
    ])
  })

  test('books: publication title ascending; date sort falls back to score or title', () => {
    const books = engine.search({ mode: 'books' }, KA)
    expect([books.sortBy, books.sortOrder]).toEqual(['publicationtitle', 'asc'])
    expect(books.hits.map((h) => h.id)).toEqual(['bit-nl-beta', 'book-nyc'])
    const byDate = engine.search({ mode: 'books', sortBy: 'date' }, KA)
    expect([byDate.sortBy, byDate.sortOrder]).toEqual(['title', 'asc'])
    const byDateWithQuery = engine.search({ mode: 'books', sortBy: 'date', q: 'convention' }, KA)
    expect([byDateWithQuery.sortBy, byDateWithQuery.sortOrder]).toEqual(['score', 'desc'])
  })

  test('page sizes and paging', () => {
    expect(engine.search({}, KA).resultsPerPage).toBe(10)
    expect(engine.search({ mode: 'profiles' }, KA).resultsPerPage).toBe(15)
    const all = ids({})
    expect(all.length).toBe(13)
    const page1 = engine.search({ resultsPerPage: 5 }, KA)
    const page3 = engine.search({ resultsPerPage: 5, start: 10 }, KA)
    expect(page1.totalHits).toBe(13)
    expect(page1.hits.map((h) => h.id)).toEqual(all.slice(0, 5))
    expect(page3.hits.map((h) => h.id)).toEqual(all.slice(10))
    expect(engine.search({ start: 100 }, KA).hits).toEqual([])
    expect(isInvalidSearchQueryError(caught(() => engine.search({ start: -1 }, KA)))).toBe(true)
  })
})

describe('filters', () => {
  test('counts per facet, tree parents included', () => {
    const filters = engine.filters({ q: 'expropriation' }, KA)
    expect(facet(filters, 'type')).toEqual({ Awards: 2, Decisions: 1 })
    expect(facet(filters, 'topic')).toEqual({
      'Investment arbitration': 2,
      'Investment arbitration>Expropriation': 2,
      'Investment arbitration>Fair and equitable treatment': 1,
      Procedure: 1,
      'Procedure>Jurisdiction': 1,
    })
    const topic = filters.find((f) => f.id === 'topic')
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

  test('OR selections do not shrink their own counts, but shrink the others', () => {
    const query: SearchQuery = {
      q: 'expropriation',
      filters: [{ id: 'type', filterItems: ['Awards'], andOrValue: 'OR' }],
    }
    const { page, filters } = engine.searchWithFilters(query, KA)
    expect(page.totalHits).toBe(2)
    expect(facet(filters, 'type')).toEqual({ Awards: 2, Decisions: 1 })
    expect(facet(filters, 'organization')).toEqual({ ICSID: 1, PCA: 1 })
    const type = filters.find((f) => f.id === 'type')
    expect(type?.filterItems.find((i) => i.value === 'Awards')?.checked).toBe(true)
  })

  test('AND selections require every value and narrow their own counts', () => {
    const both = (andOrValue: 'AND' | 'OR') => ({
      q: 'expropriation',
      filters: [{ id: 'type', filterItems: ['Awards', 'Decisions'], andOrValue }],
    })
    expect(engine.search(both('OR'), KA).totalHits).toBe(3)
    expect(engine.search(both('AND'), KA).totalHits).toBe(0)
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
    const { page, filters } = engine.searchWithFilters(topics, KA)
    expect(page.hits.map((h) => h.id)).toEqual(['award-alpha'])
    expect(facet(filters, 'topic')['Investment arbitration>Expropriation']).toBe(1)
  })

  test('a tree parent selects its children', () => {
    expect(
      sortedIds({ filters: [{ id: 'topic', filterItems: ['Investment arbitration'] }] }),
    ).toEqual(['award-alpha', 'award-gamma'])
  })

  test('checked items with no hits stay listed with count 0', () => {
    const filters = engine.filters(
      { q: 'lawful', filters: [{ id: 'organization', filterItems: ['ICSID', 'Nowhere'] }] },
      KA,
    )
    // disjunctive: organization's own selection does not apply to its counts
    expect(facet(filters, 'organization')).toEqual({ PCA: 1, ICSID: 0, Nowhere: 0 })
  })

  test('limit, hasMoreFilterItems and contains', () => {
    const limited = engine.filters({ filters: [{ id: 'type', filterItems: [], limit: 2 }] }, KA)
    const type = limited.find((f) => f.id === 'type')
    expect(type?.count).toBe(2)
    expect(type?.filterItems.length).toBe(2)
    expect(type?.hasMoreFilterItems).toBe(true)
    const search = engine.filters(
      { filters: [{ id: 'type', filterItems: [], contains: 'dec' }] },
      KA,
    )
    expect(facet(search, 'type')).toEqual({ Decisions: 1, 'Domain name decisions': 1 })
    const topic = engine.filters(
      { filters: [{ id: 'topic', filterItems: [], contains: 'juris' }] },
      KA,
    )
    expect(facet(topic, 'topic')).toEqual({ Procedure: 1, 'Procedure>Jurisdiction': 1 })
  })

  test('prefix lists the items under a tree parent', () => {
    const filters = engine.filters(
      { filters: [{ id: 'topic', filterItems: [], prefix: 'Investment arbitration>' }] },
      KA,
    )
    expect(facet(filters, 'topic')).toEqual({
      'Investment arbitration>Expropriation': 2,
      'Investment arbitration>Fair and equitable treatment': 1,
    })
  })

  test('renames: Practice area on KCL, Institution for awards', () => {
    const name = (filters: FilterResponse[], id: string) => filters.find((f) => f.id === id)?.name
    expect(name(engine.filters({}, KCL), 'topic')).toBe('Practice area')
    expect(name(engine.filters({}, KA), 'topic')).toBe('Topic')
    expect(name(engine.filters({ mode: 'awards' }, KA), 'organization')).toBe('Institution')
  })

  test('filters a query asks about are listed even outside the mode', () => {
    const filters = engine.filters({ filters: [{ id: 'party', filterItems: [] }] }, KA)
    expect(facet(filters, 'party')).toEqual({ 'Alpha Energy': 1, 'Republic of Beta': 1 })
  })
})

describe('dates', () => {
  const dated = (q: SearchQuery) =>
    sortedIds({ mode: 'awards', filters: [{ id: 'type', filterItems: [] }], ...q })

  test('On, After, Before, Between (dd-mm-yyyy), reversed pairs put in order', () => {
    expect(dated({ dateFrom: '10-05-2020', dateTo: '10-05-2020' })).toEqual([
      'award-alpha',
      'case-alpha-beta',
    ])
    expect(dated({ dateFrom: '01-01-2020' })).toEqual([
      'award-alpha',
      'case-alpha-beta',
      'decision-epsilon',
    ])
    expect(dated({ dateTo: '01-03-2019' })).toEqual(['award-gamma', 'case-theta'])
    expect(dated({ dateFrom: '01-01-2019', dateTo: '31-12-2019' })).toEqual(['award-gamma'])
    expect(dated({ dateFrom: '31-12-2019', dateTo: '01-01-2019' })).toEqual(['award-gamma'])
    expect(dated({ datePeriod: -1, dateFrom: '01-01-2030' }).length).toBe(5)
  })

  test('periods in months, and the date filter options', () => {
    expect(dated({ datePeriod: 3 })).toEqual(['decision-epsilon'])
    expect(dated({ datePeriod: 24 })).toEqual(['decision-epsilon'])
    const filters = engine.filters({ datePeriod: 12 }, KA)
    const date = filters.find((f) => f.id === 'date')
    expect(date?.filterItems.map((i) => [i.id, i.count, i.checked])).toEqual([
      ['date-all', null, false],
      ['date-3', 1, false],
      ['date-6', 2, false],
      ['date-12', 4, true],
      ['date-24', 4, false],
      ['date-custom', null, false],
    ])
    // the date filter's own selection does not shrink its counts
    expect(engine.search({ datePeriod: 12 }, KA).totalHits).toBe(4)
  })

  test('date type: new content filters on the date added', () => {
    expect(
      sortedIds({ mode: 'new content', dateFrom: '01-01-2024', dateTo: '31-01-2024' }),
    ).toEqual(['award-alpha'])
  })

  test('a bad date is a typed error', () => {
    const e = caught(() => engine.search({ dateFrom: '2020-01-01' }, KA))
    expect(isInvalidSearchQueryError(e)).toBe(true)
    expect(
      isInvalidSearchQueryError(caught(() => engine.search({ dateTo: '31-02-2020' }, KA))),
    ).toBe(true)
  })
})

describe('toggles', () => {
  test('AI available only', () => {
    expect(sortedIds({ q: 'expropriation', searchAiAvailableOnly: true })).toEqual([
      'award-alpha',
      'award-gamma',
    ])
  })

  test('cases with documents', () => {
    const cases = { mode: 'awards', filters: [{ id: 'type', filterItems: ['Cases'] }] }
    expect(sortedIds(cases)).toEqual(['case-alpha-beta', 'case-theta'])
    expect(sortedIds({ ...cases, hasContent: true })).toEqual(['case-alpha-beta'])
  })

  test('deceased profiles filter is accepted', () => {
    expect(engine.search({ mode: 'profiles', deceased: true }, KA).totalHits).toBe(0)
  })
})

describe('excerpts', () => {
  test('short and long, highlighted and escaped', () => {
    const short = engine.search({ q: 'expropriation NEAR5 compensation' }, KA).hits[0].excerpt
    const long = engine.search({ q: 'expropriation NEAR5 compensation', excerpt: 'long' }, KA)
      .hits[0].excerpt
    expect(short).toContain('<mark>expropriation</mark>')
    expect(short).toContain('<mark>compensation</mark>')
    expect(long.length).toBeGreaterThan(short.length)
    expect(long).toContain('Costs &amp; interest &lt;follow&gt; the event.')
    expect(long).not.toMatch(/<(?!\/?mark>)/)
  })

  test('without a term the excerpt is the summary', () => {
    const hit = engine.search({ filters: [{ id: 'type', filterItems: ['Awards'] }] }, KA).hits[0]
    expect(hit.id).toBe('award-alpha')
    expect(hit.excerpt).toBe('The tribunal finds a breach of fair and equitable treatment.')
  })

  test('a hit carries the document preview fields', () => {
    const hit = engine.search({ q: 'reciprocity' }, KA).hits[0]
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

describe('suggestions', () => {
  test('nothing for 2 characters or fewer', () => {
    const none = engine.suggest('Gu', KA)
    expect(none.documents.suggestions).toEqual([])
    expect(none.books).toEqual({ suggestions: [], total: 0 })
  })

  test('documents, books and topics from 3 characters, per edition', () => {
    const s = engine.suggest('Gui', KA)
    expect(s.books.suggestions.map((x) => x.label)).toEqual(['Guide to the New York Convention'])
    expect(s.books.total).toBe(1)
    expect(s.books.suggestions[0].value).toBe('book-nyc')
    expect(engine.suggest('Gamma', KA).documents.suggestions.map((x) => x.value)).toEqual([
      'award-gamma',
    ])
    expect(engine.suggest('Cartel', KCL).practicalInsightTopics.suggestions[0]).toEqual({
      value: 'Competition>Cartels',
      label: 'Competition>Cartels',
      subLabel: 'Topic',
    })
    expect(engine.suggest('Gamma', KCL).documents.suggestions).toEqual([])
  })

  test('publications of the asked types only', () => {
    const all = engine.suggest('Arbitration Review', KA).books.suggestions.map((x) => x.value)
    expect(all).toContain('journal-review')
    const books = engine.suggest('Arbitration Review', KA, { publicationTypes: ['book'] })
    expect(books.books.suggestions.map((x) => x.value)).not.toContain('journal-review')
    const journals = engine.suggest('Arbitration Review', KA, { publicationTypes: ['journal'] })
    expect(journals.books).toEqual({
      suggestions: [expect.objectContaining({ value: 'journal-review' })],
      total: 1,
    })
    expect(engine.suggest('Gui', KA, { publicationTypes: ['journal'] }).books.total).toBe(0)
  })
})

describe('documents', () => {
  test('hits highlighted in the body, numbered', () => {
    const doc = engine.getDocument('award-alpha', { searchTerm: 'fair and equitable treatment' })
    expect(doc.hitCount).toBe(1)
    expect(doc.content).toContain(
      '<mark class="hit" id="hit-1">fair and equitable treatment</mark>',
    )
    expect(doc.record.institution).toBe('ICSID')
    expect(doc.editions).toEqual(['KA'])
  })

  test('a term from the URL keeps its operators; otherwise it is one phrase', () => {
    const fromUrl = engine.getDocument('award-alpha', {
      searchTerm: 'treaty OR investment',
      searchTermFromUrl: true,
    })
    expect(fromUrl.hitCount).toBe(3)
    const typed = engine.getDocument('award-alpha', { searchTerm: 'treaty OR investment' })
    expect(typed.hitCount).toBe(0)
  })

  test('highlighting never breaks tags or character references', () => {
    const doc = engine.getDocument('award-alpha', {
      searchTerm: 'amp OR follow',
      searchTermFromUrl: true,
    })
    expect(doc.content).toContain('&amp;')
    expect(doc.content).toContain('&lt;<mark class="hit" id="hit-1">follow</mark>&gt;')
    expect(doc.hitCount).toBe(1)
  })

  test('missing documents and other editions are NotFoundError', () => {
    expect(isNotFoundError(caught(() => engine.getDocument('nope')))).toBe(true)
    expect(isNotFoundError(caught(() => engine.getDocument('cjeu-aid', { edition: 'KA' })))).toBe(
      true,
    )
  })

  test('search within a publication: per chosen chapter, nothing when none is chosen', () => {
    const base = { publicationId: 'book-nyc', searchTerm: 'enforcement' }
    expect(engine.searchWithinPublication({ ...base, tocNodeIds: [] })).toEqual([])
    const results = engine.searchWithinPublication({ ...base, tocNodeIds: ['1', '2', '2.1'] })
    expect(results.map((r) => [r.docId, r.hitCount])).toEqual([
      ['book-nyc-2', 3],
      ['book-nyc-2-1', 1],
    ])
    expect(results[0].excerpt).toContain('<mark>enforcement</mark>')
    const only = engine.searchWithinPublication({ ...base, tocNodeIds: ['2.1'] })
    expect(only.map((r) => r.docId)).toEqual(['book-nyc-2-1'])
    // not from a URL: the operator is searched as a word of the phrase
    const typed = { ...base, tocNodeIds: ['1', '2'], searchTerm: 'scope OR policy' }
    expect(engine.searchWithinPublication(typed)).toEqual([])
    expect(engine.searchWithinPublication({ ...typed, fromUrl: true }).map((r) => r.docId)).toEqual(
      ['book-nyc-1', 'book-nyc-2'],
    )
  })

  test('publication, case and proceeding', () => {
    const pub = engine.getPublication('book-nyc')
    expect(pub.toc.map((n) => n.label)).toEqual(['Article I', 'Article V'])
    expect(pub.toc[1].children[0].docId).toBe('book-nyc-2-1')
    expect(isNotFoundError(caught(() => engine.getPublication('award-alpha')))).toBe(true)
    const c = engine.getCase('case-alpha-beta')
    expect(c.record.case?.caseNo).toBe('ICSID Case No. ARB/18/1')
    const p = engine.getProceeding('case-alpha-beta', 'proc-alpha-1')
    expect(p.proceeding.documents.map((d) => d.id)).toEqual(['award-alpha'])
    expect(isNotFoundError(caught(() => engine.getProceeding('case-alpha-beta', 'x')))).toBe(true)
    expect(isNotFoundError(caught(() => engine.getCase('award-alpha')))).toBe(true)
  })
})

describe('dense and sparse plans give the same answers', () => {
  test.each<SearchQuery>([
    {},
    { q: 'expropriation', filters: [{ id: 'type', filterItems: ['Awards'] }] },
    { q: 'expropriation OR enforcement', filters: [{ id: 'topic', filterItems: ['Procedure'] }] },
    { mode: 'books' },
    { datePeriod: 12, filters: [{ id: 'type', filterItems: ['Awards', 'Journals'] }] },
  ])('%j', (query) => {
    const dense = openFts5Engine(index.path, { now: () => NOW, denseFraction: 1e9 })
    const sparse = openFts5Engine(index.path, { now: () => NOW, denseFraction: 0 })
    try {
      expect(sparse.searchWithFilters(query, KA)).toEqual(dense.searchWithFilters(query, KA))
    } finally {
      dense.close()
      sparse.close()
    }
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

  type Ctx = { edition: 'KA' | 'KIPL' | 'KCL' }
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
  ])('%j %j: each count is over the results, without its own OR selections', (query, ctx) => {
    // Twice: computed, then (without text) from the cache.
    for (let run = 0; run < 2; run++) {
      const { filters } = engine.searchWithFilters(query, ctx)
      expect(filters.some((f) => f.id !== 'date' && f.filterItems.length > 0)).toBe(true)
      for (const f of filters.filter((x) => x.id !== 'date')) {
        const over = allIds(ownOr(query, f.id) ? without(query, f.id) : query, ctx)
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
        const inPeriod = engine.search({ ...undated, datePeriod: Number(item.value) }, ctx)
        expect([item.id, item.count]).toEqual([item.id, inPeriod.totalHits])
      }
    }
  })

  test('kept counts answer as a fresh engine does, whatever ran before', () => {
    const sequence: [SearchQuery, Ctx][] = [
      // a checked value without documents is listed with 0, and must not stay in kept counts
      [{ mode: 'awards', filters: [{ id: 'type', filterItems: ['Awards', 'Nowhere'] }] }, KA],
      [{ mode: 'profile page' }, KA], // the same candidates as awards
      [{ mode: 'awards', filters: [{ id: 'type', filterItems: [] }] }, KA],
      [{}, KA],
      [{}, KCL],
      [{ searchAiAvailableOnly: true }, KA],
      [{ hasContent: true, mode: 'awards' }, KA],
      [{ filters: [{ id: 'topic', filterItems: ['Competition>Cartels'] }] }, KIPL],
      [{ filters: [{ id: 'topic', filterItems: ['Competition>Cartels'] }] }, KCL],
      [{ datePeriod: 12 }, KA],
      [{}, KA],
    ]
    const kept = openFts5Engine(index.path, { now: () => NOW })
    try {
      for (const [query, ctx] of sequence) {
        const fresh = openFts5Engine(index.path, { now: () => NOW })
        try {
          expect(kept.searchWithFilters(query, ctx)).toEqual(fresh.searchWithFilters(query, ctx))
        } finally {
          fresh.close()
        }
      }
    } finally {
      kept.close()
    }
  })

  test('period counts follow the day', () => {
    let now = NOW
    const kept = openFts5Engine(index.path, { now: () => now })
    try {
      const periods = () =>
        kept
          .filters({}, KA)
          .find((f) => f.id === 'date')
          ?.filterItems.map((i) => i.count)
      expect(periods()).toEqual([null, 1, 2, 4, 4, null])
      now = new Date('2026-01-15T12:00:00Z')
      expect(periods()).toEqual([null, 0, 0, 1, 4, null])
    } finally {
      kept.close()
    }
  })
})

test('an index of another schema version is refused with what to do', () => {
  const copy = `${index.path}.old-schema`
  const db = new Database(index.path, { readonly: true })
  db.exec(`VACUUM INTO '${copy}'`)
  db.close()
  const old = new Database(copy)
  old.prepare(`UPDATE meta SET value = '0' WHERE key = 'schema_version'`).run()
  old.close()
  expect(() => openFts5Engine(copy)).toThrow(
    /schema version 0, this portal reads version \d+: build it again/,
  )
})
