import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiCaller, type Handler } from '#test/helpers/api-call.ts'
import { viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import * as filter from './filter.ts'
import * as search from './search.ts'
import { searchPageSchema } from './search-query.ts'

let services: Awaited<ReturnType<typeof createTestServices>>
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

const ka = apiCaller(() => services, 'http://ka.localhost/apiv2')
const kipl = apiCaller(() => services, 'http://kipl.localhost/apiv2', { site: 'KIPL' })

describe('POST /apiv2/{endpoint}/search and /Filter (spec 000 §7)', () => {
  test('documentSearch answers the same page as the search screen would, in the documented shape', async () => {
    const viewer = await viewerFor(services, 'kapp@demo.test', 'KA')
    const page = await ka(search.action, '/documentSearch/search', {
      method: 'POST',
      body: { q: 'arbitration', resultsPerPage: 5 },
      params: { endpoint: 'documentSearch' },
      viewer,
    })
    expect(page.status).toBe(200)
    expect(searchPageSchema.parse(page.body)).toMatchObject({
      mode: 'default',
      endpoint: 'documentSearch',
      resultsPerPage: 5,
      sortBy: 'score',
    })
    expect(page.body.hits).toHaveLength(5)
    expect(page.body.totalHits).toBeGreaterThan(5)
    const direct = await services.search.search(
      { q: 'arbitration', resultsPerPage: 5, mode: 'default' },
      { edition: 'KA' },
    )
    expect(page.body.hits.map((h: { id: string }) => h.id)).toEqual(direct.hits.map((h) => h.id))
  })

  test('each endpoint serves its mode: books group by publication, awards keep to case law', async () => {
    const viewer = await viewerFor(services, 'kapp@demo.test', 'KA')
    for (const [endpoint, mode] of [
      ['books', 'books'],
      ['awards', 'awards'],
      ['NYCTool', 'NYC'],
      ['journals', 'journals'],
    ] as const) {
      const page = await ka(search.action, `/${endpoint}/search`, {
        method: 'POST',
        body: {},
        params: { endpoint },
        viewer,
      })
      expect(page.status, endpoint).toBe(200)
      expect(page.body.mode).toBe(mode)
    }
    const bits = await ka(search.action, '/documentSearch/search', {
      method: 'POST',
      body: { mode: 'bits' },
      params: { endpoint: 'documentSearch' },
      viewer,
    })
    expect(bits.body.mode).toBe('bits')
  })

  test('Filter lists the mode’s sections with counts; a filter’s limit is kept', async () => {
    const viewer = await viewerFor(services, 'kapp@demo.test', 'KA')
    const sections = await ka(filter.action, '/awards/Filter', {
      method: 'POST',
      body: { filters: [{ id: 'organization', filterItems: [], limit: 2 }] },
      params: { endpoint: 'awards' },
      viewer,
    })
    expect(sections.status).toBe(200)
    const ids = sections.body.map((f: { id: string }) => f.id)
    expect(ids).toContain('organization')
    const organization = sections.body.find((f: { id: string }) => f.id === 'organization')
    expect(organization.filterItems.length).toBeLessThanOrEqual(2)
    expect(organization.filterItems[0].count).toBeGreaterThan(0)
    const profiles = await ka(filter.action, '/arbitratorSearch/Filter', {
      method: 'POST',
      body: {},
      params: { endpoint: 'arbitratorSearch' },
      viewer,
    })
    expect(profiles.status).toBe(200)
  })

  test('bad input is a 400 naming the field; an unknown endpoint is a 404; a GET is not allowed', async () => {
    const viewer = await viewerFor(services, 'kapp@demo.test', 'KA')
    const call = (endpoint: string, body: unknown) =>
      ka(search.action, `/${endpoint}/search`, {
        method: 'POST',
        body,
        params: { endpoint },
        viewer,
      })
    const badStart = await call('documentSearch', { start: -1 })
    expect(badStart.status).toBe(400)
    expect(Object.keys(badStart.body.errors)).toEqual(['start'])
    const badDate = await call('documentSearch', { dateFrom: '2020-01-01' })
    expect(badDate.body.errors.dateFrom).toMatch(/dd-mm-yyyy/)
    const badFilter = await call('documentSearch', { filters: [{ id: 'type', filterItems: 'x' }] })
    expect(Object.keys(badFilter.body.errors)).toEqual(['filters.0.filterItems'])
    const syntax = await call('documentSearch', { q: '(arbitration' })
    expect(syntax.status).toBe(400)
    expect(syntax.body.errors.q).toMatch(/at \d+/)
    // 'Filter out deceased profiles' is not offered: asking for it is answered, not ignored.
    const deceased = await call('documentSearch', { q: 'arbitration', deceased: true })
    expect(deceased.status).toBe(400)
    expect(deceased.body.errors.deceased).toMatch(/does not record who has died/)
    expect((await call('documentSearch', { q: 'arbitration', deceased: false })).status).toBe(200)
    const badGroup = await call('awards', { groupBy: 'tribunal' })
    expect(badGroup.status).toBe(400)
    expect(Object.keys(badGroup.body.errors)).toEqual(['groupBy'])
    const notGrouped = await call('books', { groupBy: 'case' })
    expect(notGrouped.status).toBe(400)
    expect(notGrouped.body.errors.groupBy).toMatch(/not grouped by case/)
    const grouped = await call('awards', { groupBy: 'case' })
    expect(grouped.status).toBe(200)
    expect(searchPageSchema.parse(grouped.body).hits.length).toBeGreaterThan(0)
    const badYear = await call('awards', {
      filters: [{ id: 'decisionyear', filterItems: ['2006', 'last year'] }],
    })
    expect(badYear.status).toBe(400)
    expect(badYear.body.errors['filters.0.filterItems.1']).toMatch(/is not a year of decision/)
    const wrongMode = await call('books', { mode: 'awards' })
    expect(wrongMode.status).toBe(400)
    expect(Object.keys(wrongMode.body.errors)).toEqual(['mode'])
    expect((await call('documentSearch', '{nope')).status).toBe(400)
    const unknown = await call('cakes', {})
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('No search endpoint: cakes')
    expect((await ka(search.loader as Handler, '/books/search')).status).toBe(405)
  })

  test('an endpoint follows its screen’s route table: awards are not on the IP edition, nor in the yearbook plan', async () => {
    const ipl = await viewerFor(services, 'ipl@demo.test', 'KIPL')
    const awards = await kipl(search.action, '/awards/search', {
      method: 'POST',
      body: {},
      params: { endpoint: 'awards' },
      viewer: ipl,
    })
    expect(awards.status).toBe(404)
    const books = await kipl(search.action, '/books/search', {
      method: 'POST',
      body: {},
      params: { endpoint: 'books' },
      viewer: ipl,
    })
    expect(books.status).toBe(200)
    const yb = await viewerFor(services, 'yb@demo.test', 'KA')
    const ybAwards = await ka(search.action, '/awards/search', {
      method: 'POST',
      body: {},
      params: { endpoint: 'awards' },
      viewer: yb,
    })
    expect(ybAwards.status).toBe(403)
    expect(ybAwards.body.reason).toBe('not-in-subscription')
  })

  test('a mode belongs to the editions that name it: bilateral investment treaties are KA’s', async () => {
    const ipl = await viewerFor(services, 'ipl@demo.test', 'KIPL')
    const bits = await kipl(search.action, '/documentSearch/search', {
      method: 'POST',
      body: { mode: 'bits' },
      params: { endpoint: 'documentSearch' },
      viewer: ipl,
    })
    expect(bits.status).toBe(404)
    const plain = await kipl(search.action, '/documentSearch/search', {
      method: 'POST',
      body: {},
      params: { endpoint: 'documentSearch' },
      viewer: ipl,
    })
    expect(plain.status).toBe(200)
  })
})
