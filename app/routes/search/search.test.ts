import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { SolrUnavailableError } from '#server/search/solr/client.ts'
import type { Services } from '#server/services.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { buildTempIndex, type TempIndex } from '#test/helpers/search-index.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loader as booksAutocomplete } from '../api/autocomplete/books.ts'
import { loader as documentsAutocomplete } from '../api/autocomplete/documents.ts'
import { loader as journalsAutocomplete } from '../api/autocomplete/journals.ts'
import { loader as suggestLoader } from '../resources/suggest.ts'
import type { SiteId } from '#sites/index.ts'
import { loader as awardsLoader } from './awards.tsx'
import { loader as booksLoader } from './books.tsx'
import { loader as searchLoader } from './page.tsx'
import { caseFactsOf, withTerm } from './hit-view.server.ts'
import { instrumentsInstead } from './empty-results.server.ts'
import { defaultState } from '#sites/search/search-state.ts'
import { sites } from '#sites/registry.ts'

let index: TempIndex
let services: Services & { cleanup(): Promise<void> }

beforeAll(async () => {
  index = buildTempIndex()
  services = await createTestServices({ CONTENT_INDEX: index.path })
})
afterAll(async () => {
  await services.cleanup()
  index.cleanup()
})

type Loader = (args: never) => Promise<unknown>

async function load(loader: Loader, url: string, options: Parameters<typeof routeArgs>[2] = {}) {
  const args = routeArgs(services, url, options)
  return (await loader(args as never)) as Awaited<ReturnType<typeof searchLoader>>
}

async function redirectOf(loader: Loader, url: string, site: SiteId = 'KA') {
  try {
    await loader(routeArgs(services, url, { site }) as never)
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      return thrown.headers.get('Location')
    }
    throw thrown
  }
  return null
}

describe('rich result rows', () => {
  test('an award’s row names its outcome beside type, date and institution', async () => {
    const data = await load(awardsLoader, 'http://ka.localhost/awards')
    const award = data.results!.hits.find((h) => h.id === 'award-alpha')
    expect(award?.sourceLocation).toBe('ICSID')
    expect(award?.facts).toContainEqual({ name: 'Outcome', value: 'Claim upheld' })
  })

  test('parties only where the title does not name them; the tribunal only where the place differs', () => {
    const hit = {
      title: 'Alpha Ltd v. Republic of Beta, Award',
      type: 'Awards',
      sourceLocation: 'ICSID',
      caseFacts: {
        tribunal: 'ICSID',
        caseNumber: 'ARB/01/2',
        kind: 'Award (final)',
        presiding: { name: 'Jane Arbiter', role: 'President' },
        parties: ['Alpha Ltd', 'Republic of Beta'],
        treaty: 'Energy Charter Treaty',
        outcome: 'Claims dismissed',
      },
    }
    expect(caseFactsOf(hit)).toEqual([
      { name: 'Document kind', value: 'Award (final)' },
      { name: 'Case number', value: 'ARB/01/2' },
      { name: 'President', value: 'Jane Arbiter' },
      { name: 'Treaty or instrument invoked', value: 'Energy Charter Treaty' },
      { name: 'Outcome', value: 'Claims dismissed' },
    ])
    expect(
      caseFactsOf({ ...hit, title: 'Award of 2 May 2001', sourceLocation: null }).slice(0, 2),
    ).toEqual([
      { name: 'Tribunal', value: 'ICSID' },
      { name: 'Document kind', value: 'Award (final)' },
    ])
    // A statute's section names its statute so.
    const section = {
      ...hit,
      type: 'Legislation',
      caseFacts: { ...hit.caseFacts, kind: null, presiding: null },
    }
    expect(caseFactsOf(section)).toContainEqual({
      name: 'Treaty or statute',
      value: 'Energy Charter Treaty',
    })
  })
})

describe('result addresses carry the search text', () => {
  test.each([
    [
      '/document/A',
      'fair AND "equitable treatment"',
      '/document/A?q=fair+AND+%22equitable+treatment%22',
    ],
    ['/document/B?tocId=3#s2', 'award', '/document/B?tocId=3&q=award#s2'],
    ['/document/C', '', '/document/C'],
  ])('%s with %j', (url, q, expected) => {
    expect(withTerm(url, q)).toBe(expected)
  })
})

describe('search loader', () => {
  test('runs the search of the URL and shapes the view model', async () => {
    const data = await load(searchLoader, 'http://ka.localhost/search?q=expropriation')
    expect(data.state.q).toBe('expropriation')
    expect(data.results?.total).toBeGreaterThan(0)
    const hit = data.results?.hits.find((h) => h.id === 'award-alpha')
    expect(hit).toMatchObject({
      title: 'Alpha Energy v. Republic of Beta, Award',
      date: '10 May 2020',
    })
    expect(hit?.excerpt).toContain('<mark>')
    // The result opens with the search's hits marked.
    expect(hit?.url).toMatch(/\?q=expropriation$/)
    expect(data.sections.map((s) => s.id)).toContain('topic')
    expect(data.syntaxError).toBeNull()
  })

  test('a search limited to a source the collection does not hold says so', async () => {
    const data = await load(
      booksLoader,
      'http://ka.localhost/books?source=Yearbook+Commercial+Arbitration&sortBy=date',
    )
    expect(data.results?.total).toBe(0)
    expect(data.notHeld).toEqual(['Yearbook Commercial Arbitration'])
    // A held source with no match is an ordinary empty search.
    const held = await load(
      searchLoader,
      'http://ka.localhost/search?q=zzzqqq&source=Investment+awards',
    )
    expect(held.results?.total).toBe(0)
    expect(held.notHeld).toEqual([])
  })

  test.each([
    ['KA', 'http://ka.localhost/search?mode=unified-patent-court'],
    ['KA', 'http://ka.localhost/search?mode=unitary-patent'],
    ['KCL', 'http://kcl.localhost/search?mode=bits'],
    ['KIPL', 'http://kipl.localhost/search?mode=bits'],
  ] as const)("%s does not have another edition's search: %s", async (site, url) => {
    const thrown = await searchLoader(routeArgs(services, url, { site }) as never).then(
      () => null,
      (e: unknown) => e as { init?: { status?: number } },
    )
    expect(thrown?.init?.status).toBe(404)
  })

  test("each edition's search page speaks of its own collection", async () => {
    const kcl = await load(searchLoader, 'http://kcl.localhost/search', { site: 'KCL' })
    expect(kcl.mode.description).toMatch(/^Search the whole collection: the European Commission/)
    expect(kcl.mode.description).not.toMatch(/award/i)
    expect(Object.values(kcl.syntax.examples).join(' ')).not.toMatch(/award|arbitra/i)
    const upc = await load(searchLoader, 'http://kipl.localhost/search?mode=unified-patent-court', {
      site: 'KIPL',
    })
    // It searches the Agreement's text, not the Court's decisions, and says so.
    expect(upc.mode.title).toBe('UPC Agreement: search the text')
    expect(upc.mode.description).toMatch(/not searched here/)
  })

  test('a malformed query is a message next to the bar, not an error page', async () => {
    const data = await load(searchLoader, 'http://ka.localhost/search?q=%28award+OR+annulment')
    expect(data.syntaxError?.message).toMatch(/parenthes/i)
    expect(data.syntaxError?.position).toBeGreaterThan(0)
    expect(data.state.q).toBe('(award OR annulment')
    expect(data.results).toBeNull()
  })

  test('bad URLs redirect to the canonical URL with defaults', async () => {
    expect(
      await redirectOf(searchLoader, 'http://ka.localhost/search?q=&start=abc&sortBy=nope&f.x=1'),
    ).toBe('/search')
    expect(
      await redirectOf(searchLoader, 'http://ka.localhost/search?sortBy=date&q=award&type=Awards'),
    ).toBe('/search?q=award&type=Awards&sortBy=date')
    expect(await redirectOf(searchLoader, 'http://ka.localhost/search?mode=awards')).toBe('/awards')
    expect(await redirectOf(searchLoader, 'http://ka.localhost/search?q=award&add=annulment')).toBe(
      '/search?q=award+AND+annulment',
    )
    // a page past the end goes to the last page
    expect(await redirectOf(searchLoader, 'http://ka.localhost/search?start=990')).toMatch(
      /^\/search(\?start=\d+)?$/,
    )
    // the canonical URL itself does not redirect
    expect(
      await redirectOf(searchLoader, 'http://ka.localhost/search?q=award&type=Awards'),
    ).toBeNull()
  })

  test('a data request (.data, _routes) is judged by its page address', async () => {
    expect(
      await redirectOf(searchLoader, 'http://ka.localhost/search.data?q=award&_routes=search'),
    ).toBeNull()
  })

  test('tree facets: a checked child makes its parent half-checked', async () => {
    const data = await load(
      searchLoader,
      'http://ka.localhost/search?topic=Investment+arbitration%3EExpropriation',
    )
    const topic = data.sections.find((s) => s.id === 'topic')
    const parent = topic?.items.find((i) => i.value === 'Investment arbitration')
    expect(parent).toMatchObject({ checked: false, partial: true })
    expect(parent?.children.find((c) => c.value.endsWith('Expropriation'))?.checked).toBe(true)
    expect(data.pills).toEqual([
      {
        facet: 'topic',
        name: 'Topic',
        value: 'Investment arbitration>Expropriation',
        label: 'Expropriation',
      },
    ])
  })

  test('edition renames: Practice area on KCL, Institution for awards', async () => {
    const kcl = await load(searchLoader, 'http://kcl.localhost/search', { site: 'KCL' })
    expect(kcl.sections.find((s) => s.id === 'topic')?.name).toBe('Practice area')
    const awards = await load(awardsLoader, 'http://ka.localhost/awards')
    expect(awards.sections.find((s) => s.id === 'organization')?.name).toBe('Institution')
    expect(awards.mode.title).toBe('Cases & Awards')
  })

  test('mode defaults: books list books, not treaties; clearing the default is kept', async () => {
    const books = await load(booksLoader, 'http://ka.localhost/books')
    expect(books.results?.hits.map((h) => h.id)).toEqual(['book-nyc'])
    expect(books.pills).toEqual([])
    expect(books.heldInstead).toEqual([])
    const none = await load(booksLoader, 'http://ka.localhost/books?type=&f.publicationtype=')
    expect(none.state.filters.publicationtype).toEqual({ values: [], op: 'OR' })
    expect(none.results?.total).toBeGreaterThan(1)
  })

  test('books hold books: what else is published as a book is offered under its own name', async () => {
    const books = defaultState('books')
    // The plan that opens the treaty list goes there; a visitor gets the search by type.
    expect(await instrumentsInstead(services, books, sites.KA, 'KA')).toEqual([
      { label: 'Bilateral investment treaties', count: 1, href: '/bits' },
    ])
    expect(await instrumentsInstead(services, books, sites.KA, null)).toEqual([
      {
        label: 'Bilateral investment treaties',
        count: 1,
        href: '/search?type=Bilateral+investment+treaties',
      },
    ])
    // Only the listing as it opens makes the offer.
    expect(await instrumentsInstead(services, { ...books, q: 'x' }, sites.KA, 'KA')).toEqual([])
  })

  test('an empty result is a result, not an error', async () => {
    const data = await load(searchLoader, 'http://ka.localhost/search?source=Nothing+here')
    expect(data.results?.total).toBe(0)
    expect(data.pills).toHaveLength(1)
  })

  test('title-only is not in the KA subscription', async () => {
    const ka = await viewerFor(services, 'ka@demo.test', 'KA')
    const args = routeArgs(
      services,
      'http://ka.localhost/search?q=award&searchWithinTitleOnly=true',
      {
        viewer: ka,
      },
    )
    const thrown = await Promise.resolve(searchLoader(args as never)).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).headers.get('Location')).toBe('/search?q=award')
    const data = await load(searchLoader, 'http://ka.localhost/search?q=award', { viewer: ka })
    expect(data.titleOnlyLocked).toBe(true)
    const kapp = await viewerFor(services, 'kapp@demo.test', 'KA')
    const full = await load(
      searchLoader,
      'http://ka.localhost/search?q=award&searchWithinTitleOnly=true',
      { viewer: kapp },
    )
    expect(full.state.titleOnly).toBe(true)
    expect(full.titleOnlyLocked).toBe(false)
  })

  test('each search agreed to records a Searches_Regular event with the link and keywords', async () => {
    const kapp = await viewerFor(services, 'kapp@demo.test', 'KA')
    const url = 'http://ka.localhost/search?q=treaty&type=Awards'
    const count = async () =>
      (await services.events.recentEvents({ type: 'Searches_Regular' })).length
    const before = await count()
    // Before the cookie banner is answered, nothing is recorded.
    await load(searchLoader, url, { viewer: kapp })
    expect(await count()).toBe(before)
    const agreed = { headers: { Cookie: 'visited=yes', 'User-Agent': 'Mozilla/5.0 (test)' } }
    const data = await load(searchLoader, url, { viewer: kapp, init: agreed })
    const [event] = await services.events.recentEvents({ type: 'Searches_Regular', limit: 1 })
    expect(event).toMatchObject({
      type: 'Searches_Regular',
      link: '/search?q=treaty&type=Awards',
      keywords: 'treaty',
      siteId: 'KA',
      accountId: kapp.account?.id,
      module: 'KAPP',
      platform: 'KA',
      location: '/search',
      userAgent: 'Mozilla/5.0 (test)',
      resultCount: data.results!.total,
    })
  })

  test('search degrades softly when the engine fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken = {
      ...services,
      search: {
        ...services.search,
        searchWithFilters: () => {
          throw new Error('disk on fire')
        },
      },
    }
    const args = routeArgs(broken, 'http://ka.localhost/search?q=award')
    const data = (await searchLoader(args as never)) as Awaited<ReturnType<typeof searchLoader>>
    expect(data.notice).toMatch(/unavailable/)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  test('with every SolrCloud node down the page says search is unavailable, as a 503', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const down = {
      ...services,
      search: {
        ...services.search,
        searchWithFilters: () =>
          Promise.reject(new SolrUnavailableError(['http://solr1:8983/solr: ECONNREFUSED'])),
      },
    }
    const args = routeArgs(down, 'http://ka.localhost/search?q=award')
    // data(page, { status: 503 }): what React Router answers the request with.
    const answer = (await searchLoader(args as never)) as unknown as {
      data: Awaited<ReturnType<typeof searchLoader>>
      init: ResponseInit | null
    }
    expect(answer.init?.status).toBe(503)
    expect(answer.data.notice).toBe(
      'Search is unavailable at the moment. Please try again in a few minutes.',
    )
    expect(answer.data.results).toBeNull()
    warn.mockRestore()
  })
})

describe('grouped by case (decision 253)', () => {
  test('a row per case, with its case named and linked; the count counts cases', async () => {
    const data = await load(awardsLoader, 'http://ka.localhost/awards?type=&group=case')
    expect(data.state.groupByCase).toBe(true)
    const ids = data.results!.hits.map((h) => h.id)
    // The award and its case record share one row.
    expect(ids.filter((id) => id === 'award-alpha' || id === 'case-alpha-beta')).toHaveLength(1)
    const row = data.results!.hits.find(
      (h) => h.caseGroup?.url === '/document/case/case-alpha-beta',
    )
    expect(row?.caseGroup).toMatchObject({ name: 'Alpha Energy v. Republic of Beta', more: 0 })
    expect(row?.caseGroup?.others).toHaveLength(1)
    const flat = await load(awardsLoader, 'http://ka.localhost/awards?type=')
    expect(data.results!.total).toBe(flat.results!.total - 1)
  })

  test('a grouping the screen does not offer is answered with the page and a message', async () => {
    expect(await redirectOf(awardsLoader, 'http://ka.localhost/awards?group=tribunal')).toBe(
      '/awards',
    )
    expect(await redirectOf(searchLoader, 'http://ka.localhost/search?group=case')).toBe('/search')
    expect(await redirectOf(awardsLoader, 'http://ka.localhost/awards?group=CASE')).toBe(
      '/awards?group=case',
    )
  })

  test('a filter value of the wrong form is left out, and the page says so', async () => {
    const url = 'http://ka.localhost/awards?f.decisionyear=20x6&f.decisionyear=2006'
    expect(await redirectOf(awardsLoader, url)).toBe('/awards?f.decisionyear=2006')
  })
})

describe('suggest resource route', () => {
  test('nothing for 2 characters or fewer', async () => {
    const data = await suggestLoader(
      routeArgs(services, 'http://ka.localhost/resources/suggest?term=aw') as never,
    )
    expect(data.documents.suggestions).toEqual([])
    expect(data.term).toBe('aw')
  })

  test('grouped suggestions of the edition', async () => {
    const data = await suggestLoader(
      routeArgs(services, 'http://ka.localhost/resources/suggest?term=alpha') as never,
    )
    expect(data.term).toBe('alpha')
    expect(data.documents.suggestions.length).toBeGreaterThan(0)
    expect(data.books).toHaveProperty('total')
  })
})

test('a selection the engine no longer lists stays in the panel, checked', async () => {
  const data = await load(
    searchLoader,
    'http://ka.localhost/search?topic=Investment+arbitration%3EExpropriation&source=Nothing',
  )
  const topic = data.sections.find((s) => s.id === 'topic')
  expect(topic?.items[0]).toMatchObject({
    value: 'Investment arbitration>Expropriation',
    label: 'Investment arbitration › Expropriation',
    checked: true,
  })
})

describe('autocomplete API (spec 001 §7.2)', () => {
  const get = async (loader: (args: never) => Promise<Response>, url: string) =>
    (await (await loader(routeArgs(services, url) as never)).json()) as Record<string, unknown>

  test('documentsearch answers the grouped suggestions', async () => {
    const body = await get(
      documentsAutocomplete,
      'http://ka.localhost/apiv2/documentsearch/autocomplete?term=alpha',
    )
    expect(body.term).toBe('alpha')
    expect((body.documents as { suggestions: unknown[] }).suggestions.length).toBeGreaterThan(0)
  })

  test('books and journals answer their own publications, with a total', async () => {
    const journals = await get(
      journalsAutocomplete,
      'http://ka.localhost/apiv2/journals/autocomplete?term=Arbitration+Review',
    )
    expect(journals).toEqual({
      term: 'Arbitration Review',
      suggestions: [expect.objectContaining({ value: 'journal-review' })],
      total: 1,
    })
    const books = await get(
      booksAutocomplete,
      'http://ka.localhost/apiv2/books/autocomplete?term=Guide',
    )
    expect(books.suggestions).toEqual([expect.objectContaining({ value: 'book-nyc' })])
    expect(
      await get(booksAutocomplete, 'http://ka.localhost/apiv2/books/autocomplete?term=Gu'),
    ).toEqual({
      term: 'Gu',
      suggestions: [],
      total: 0,
    })
  })
})

describe('when plain words find nothing as a phrase', () => {
  test('the page offers the same words joined by AND, with their count', async () => {
    // Both words are in the award's text, never next to each other.
    const data = await load(searchLoader, 'http://ka.localhost/search?q=respondent+claimant')
    expect(data.results?.total).toBe(0)
    expect(data.allWords?.q).toBe('respondent AND claimant')
    expect(data.allWords?.href).toBe('/search?q=respondent+AND+claimant')
    const offered = await load(searchLoader, `http://ka.localhost${data.allWords?.href}`)
    expect(data.allWords?.total).toBe(offered.results?.total)
    expect(data.allWords?.total).toBeGreaterThan(0)
  })

  test('no offer for an operator query, or when the words find nothing either', async () => {
    expect(
      (await load(searchLoader, 'http://ka.localhost/search?q=nothing+zzzz')).allWords,
    ).toBeNull()
    expect(
      (await load(searchLoader, 'http://ka.localhost/search?q=compensation+NEAR2+tribunal'))
        .allWords,
    ).toBeNull()
  })
})
