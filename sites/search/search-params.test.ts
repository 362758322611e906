import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { SEARCH_MODES, type PathMode } from './modes.ts'
import {
  normaliseDate,
  parseSearchParams,
  searchHref,
  serializeSearchParams,
} from './search-params.ts'
import {
  defaultState,
  withChanges,
  withFacet,
  withoutFilters,
  type SearchState,
} from './search-state.ts'
import { toSearchQuery } from './engine-query.ts'

const parse = (query: string, mode: PathMode = 'default') =>
  parseSearchParams(new URLSearchParams(query), mode)
const canonical = (query: string, mode: PathMode = 'default') => searchHref(parse(query, mode))

describe('parseSearchParams', () => {
  test('an empty query is the mode default', () => {
    expect(parse('')).toEqual(defaultState('default'))
    expect(parse('', 'books')).toEqual(defaultState('books'))
  })

  test('reads the spec keys', () => {
    const state = parse(
      'q=expropriation&qTitle=award&type=Awards&topic=A%3EB&source=S&f.jurisdiction=Spain' +
        '&f.jurisdiction=France&op.jurisdiction=AND&sortBy=date&sortOrder=asc&start=20' +
        '&resultsPerPage=20&dateType=published&datePeriod=0&dateFrom=01-02-2020' +
        '&dateTo=31-12-2021&excerpt=long&searchWithinTitleOnly=true&searchAiAvailableOnly=true',
    )
    expect(state).toMatchObject({
      q: 'expropriation',
      qTitle: 'award',
      filters: {
        type: { values: ['Awards'], op: 'OR' },
        topic: { values: ['A>B'], op: 'OR' },
        source: { values: ['S'], op: 'OR' },
        jurisdiction: { values: ['Spain', 'France'], op: 'AND' },
      },
      sortBy: 'date',
      sortOrder: 'asc',
      start: 20,
      resultsPerPage: 20,
      dateType: 'published',
      datePeriod: 0,
      dateFrom: '01-02-2020',
      dateTo: '31-12-2021',
      excerpt: 'long',
      titleOnly: true,
      aiOnly: true,
    })
  })

  test('bad values fall back to the defaults and never throw', () => {
    const state = parse(
      'start=-5&resultsPerPage=abc&sortBy=nonsense&sortOrder=up&excerpt=huge&dateType=x' +
        '&datePeriod=7&dateFrom=31-02-2020&dateTo=tomorrow&f.nope=1&op.type=XOR&limit.topic=0' +
        '&searchWithinTitleOnly=maybe&mode=unknown',
    )
    expect(state).toEqual(defaultState('default'))
  })

  test('survives arbitrary input', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 12 }), (pairs) => {
        const state = parseSearchParams(new URLSearchParams(pairs))
        expect(state.start).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  test('start is aligned to the page size', () => {
    expect(parse('start=25').start).toBe(20)
    expect(parse('start=25&resultsPerPage=20').start).toBe(20)
  })

  test('form keys: add appends a term, pageSize is resultsPerPage', () => {
    expect(parse('q=expropriation&add=fair and equitable').q).toBe(
      'expropriation AND "fair and equitable"',
    )
    expect(parse('pageSize=20').resultsPerPage).toBe(20)
  })

  test('the custom date picker: on, after, before, between, ordered', () => {
    expect(parse('datePeriod=0&dateOp=on&date=2020-05-10')).toMatchObject({
      datePeriod: 0,
      dateFrom: '10-05-2020',
      dateTo: '10-05-2020',
    })
    expect(parse('datePeriod=0&dateOp=after&date=10-05-2020&dateTo=01-01-2021')).toMatchObject({
      dateFrom: '10-05-2020',
      dateTo: '',
    })
    expect(parse('datePeriod=0&dateOp=before&date=10-05-2020')).toMatchObject({
      dateFrom: '',
      dateTo: '10-05-2020',
    })
    expect(
      parse('datePeriod=0&dateOp=between&dateFrom=2021-01-01&dateTo=2020-01-01'),
    ).toMatchObject({ dateFrom: '01-01-2020', dateTo: '01-01-2021' })
    // a period drops the dates; a precise period without dates is all time
    expect(parse('datePeriod=12&dateFrom=01-01-2020')).toMatchObject({
      datePeriod: 12,
      dateFrom: '',
    })
    expect(parse('datePeriod=0').datePeriod).toBe(-1)
  })

  test('tree selections: a parent covers its children (OR), a child implies its parent (AND)', () => {
    expect(parse('topic=A&topic=A%3EB&topic=C').filters.topic?.values).toEqual(['A', 'C'])
    expect(parse('topic=A&topic=A%3EB&op.topic=AND').filters.topic?.values).toEqual(['A>B'])
  })

  test('mode defaults: equal to the default is left out, an empty value clears it', () => {
    expect(parse('f.publicationtype=book&f.publicationtype=loose-leaf', 'books').filters).toEqual(
      {},
    )
    expect(parse('f.publicationtype=', 'books').filters).toEqual({
      publicationtype: { values: [], op: 'OR' },
    })
    expect(parse('f.publicationtype=journal', 'books').filters.publicationtype?.values).toEqual([
      'journal',
    ])
    // an empty value for a facet without a default is nothing
    expect(parse('type=&f.jurisdiction=').filters).toEqual({})
  })

  test('mode= on /search: presets stay, modes with a path move there', () => {
    expect(parse('mode=unified-patent-court').mode).toBe('unified-patent-court')
    expect(canonical('mode=awards&q=x')).toBe('/awards?q=x')
    expect(canonical('mode=nyc')).toBe('/nycsearch')
    expect(canonical('mode=whatever&q=x')).toBe('/search?q=x')
    // on a mode's own path, mode= is ignored
    expect(canonical('mode=books', 'awards')).toBe('/awards')
  })
})

describe('serializeSearchParams', () => {
  test('drops defaults and writes a fixed key order', () => {
    expect(
      canonical(
        'start=10&sortOrder=asc&sortBy=date&type=Awards&q=x&f.language=English&excerpt=short' +
          '&resultsPerPage=10&dateType=relevant-date',
      ),
    ).toBe('/search?q=x&type=Awards&f.language=English&sortBy=date&sortOrder=asc&start=10')
  })

  test('the default sort is left out: date without text, score with text', () => {
    expect(canonical('sortBy=date&sortOrder=desc')).toBe('/search')
    expect(canonical('q=x&sortBy=score')).toBe('/search?q=x')
    expect(canonical('q=x&sortBy=date')).toBe('/search?q=x&sortBy=date')
    // relevance needs text
    expect(canonical('sortBy=score')).toBe('/search')
    expect(canonical('sortBy=relevant-date&sortOrder=asc')).toBe(
      '/search?sortBy=date&sortOrder=asc',
    )
    expect(canonical('sortBy=publicationtitle', 'books')).toBe('/books')
  })

  test('the menu presets', () => {
    expect(canonical('source=European Commission decisions')).toBe(
      '/search?source=European+Commission+decisions',
    )
    expect(canonical('source=S&dateType=book-sort-date&sortBy=date', 'books')).toBe(
      '/books?source=S&sortBy=date',
    )
    expect(canonical('mode=unitary-patent')).toBe('/search?mode=unitary-patent')
  })

  test('round trip: parse(serialize(s)) = s for any parsed state', () => {
    const key = fc.constantFrom(
      'q',
      'qTitle',
      'add',
      'type',
      'topic',
      'source',
      'f.jurisdiction',
      'f.publicationtype',
      'op.topic',
      'op.jurisdiction',
      'sortBy',
      'sortOrder',
      'start',
      'resultsPerPage',
      'dateType',
      'datePeriod',
      'dateFrom',
      'dateTo',
      'dateOp',
      'date',
      'excerpt',
      'searchWithinTitleOnly',
      'hasContent',
      'limit.topic',
      'contains.topic',
      'mode',
    )
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom('A', 'A>B', 'B', 'AND', 'OR', 'date', 'score', 'asc', '0', '12', '20'),
      fc.constantFrom('01-02-2020', '2021-03-04', 'true', 'long', 'bits', 'book', 'x y'),
    )
    const mode = fc.constantFrom<PathMode>('default', 'books', 'awards', 'NYC', 'new content')
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 10 }), mode, (pairs, m) => {
        const state = parseSearchParams(new URLSearchParams(pairs), m)
        const query = serializeSearchParams(state)
        const again = parseSearchParams(query, pathModeOf(state))
        expect(again).toEqual(state)
        expect(serializeSearchParams(again).toString()).toBe(query.toString())
      }),
      { numRuns: 500 },
    )
  })
})

describe('changes', () => {
  const base = parse('q=x&start=30&type=Awards')

  test('any filter or term change starts again at the first page', () => {
    expect(withChanges(base, { q: 'y' }).start).toBe(0)
    expect(withFacet(base, 'topic', { values: ['A'], op: 'OR' }).start).toBe(0)
    expect(withChanges(base, { excerpt: 'long' }).start).toBe(0)
  })

  test('paging and the filter views keep the page', () => {
    expect(withChanges(base, { start: 40 }).start).toBe(40)
    expect(withChanges(base, { view: { topic: { limit: 20 } } }).start).toBe(30)
  })

  test('All results clears the filters and the mode defaults, keeps the text', () => {
    const books = parse('q=x&f.author=Smith&datePeriod=12', 'books')
    expect(searchHref(withoutFilters(books))).toBe('/books?q=x&type=&f.publicationtype=')
  })
})

describe('toSearchQuery', () => {
  test('sends the effective selections, defaults included', () => {
    const q = toSearchQuery(parse('q=x&limit.topic=20&contains.topic=a', 'books'))
    expect(q).toMatchObject({ mode: 'books', q: 'x', start: 0, resultsPerPage: 10 })
    expect(q.filters).toEqual([
      { id: 'type', filterItems: ['Books'], andOrValue: 'OR' },
      { id: 'topic', filterItems: [], andOrValue: 'OR', limit: 20 },
      { id: 'publicationtype', filterItems: ['book', 'loose-leaf'], andOrValue: 'OR' },
    ])
  })

  test('presets send their filters to the engine default mode', () => {
    const q = toSearchQuery(parse('mode=unified-patent-court'))
    expect(q.mode).toBe('default')
    expect(q.filters[0]).toMatchObject({
      id: 'legislation',
      filterItems: ['Agreement on a Unified Patent Court'],
    })
    expect(toSearchQuery(parse('mode=unitary-patent')).filters[0]).toMatchObject({
      id: 'legislation',
      filterItems: ['Regulation 1257/2012', 'Regulation 1260/2012'],
    })
  })
})

test('normaliseDate', () => {
  expect(normaliseDate('1-2-2020')).toBe('01-02-2020')
  expect(normaliseDate('2020-02-29')).toBe('29-02-2020')
  expect(normaliseDate('2021-02-29')).toBe('')
  expect(normaliseDate('')).toBe('')
})

function pathModeOf(state: SearchState): PathMode {
  const { path } = SEARCH_MODES[state.mode]
  const byPath: Record<string, PathMode> = {
    '/search': 'default',
    '/awards': 'awards',
    '/nycsearch': 'NYC',
    '/books': 'books',
    '/journals': 'journals',
    '/new-content': 'new content',
  }
  return byPath[path]
}
