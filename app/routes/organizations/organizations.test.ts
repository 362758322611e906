import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Viewer } from '#app/context.ts'
import { loader as caseLoader } from '#app/routes/documents/case.tsx'
import { loader as awardsLoader } from '#app/routes/search/awards.tsx'
import { loader as searchLoader } from '#app/routes/search/page.tsx'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loader as listLoader } from './list.tsx'
import { loader as organizationLoader } from './organization.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>
let subscriber: Viewer

beforeAll(async () => {
  services = await createTestServices()
  subscriber = await viewerFor(services, 'kapp@demo.test', 'KA')
})
afterAll(() => services.cleanup())

const origin = 'http://ka.localhost'
const args = (path: string, params: Record<string, string> = {}) =>
  routeArgs(services, `${origin}${path}`, { params, viewer: subscriber }) as never
const organization = (path: string) =>
  organizationLoader(
    args(path, { id: decodeURIComponent(new URL(path, origin).pathname.split('/')[2]) }),
  )

/** What a loader threw: a redirect's Location, or a status. */
async function thrown(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: e.headers.get('Location') }
    return { status: (e as { init?: ResponseInit }).init?.status, location: null }
  }
  throw new Error('The loader did not throw')
}

describe('/organizations', () => {
  test('lists the institutions, the one holding most cases first, with cases and awards', async () => {
    const data = await listLoader(args('/organizations'))
    expect(data.items.map((o) => o.name)).toEqual(
      expect.arrayContaining(['ICSID', 'PCA', 'SCC', 'ICC', 'LCIA', 'UNCITRAL']),
    )
    expect(data.items[0]).toEqual({
      id: 'icsid',
      name: 'ICSID',
      longName: 'International Centre for Settlement of Investment Disputes',
      url: '/organization/icsid',
      cases: 49,
      awards: 61,
    })
    const cases = data.items.map((o) => o.cases)
    expect(cases).toEqual([...cases].sort((a, b) => b - a))
    expect(data.totalCases).toBe(cases.reduce((a, b) => a + b, 0))
    expect(data.items.every((o) => o.url === `/organization/${o.id}`)).toBe(true)
  })
})

describe('/organization/{id}', () => {
  test('ICSID: its counts by year, its cases 10 a page newest first, each with its awards', async () => {
    const data = await organization('/organization/icsid')
    expect(data.organization).toMatchObject({ name: 'ICSID', cases: 49, awards: 61 })
    expect(data.byYear.reduce((n, b) => n + b.count, 0)).toBe(49)
    expect(data.byYear).toContainEqual({ label: '2020', count: 3 })
    // The starter corpus records no outcome: the page says so instead of drawing one bar.
    expect(data.byOutcome).toBeNull()

    const { cases } = data
    expect(cases).toMatchObject({ total: 49, page: 1, pages: 5, first: 1 })
    expect(cases.items).toHaveLength(10)
    const first = cases.items[0]
    expect(first).toMatchObject({
      name: 'Carnegie Minerals (Gambia) Limited v. Republic of The Gambia',
      href: `/document/case/${first.caseId}`,
      caseNo: 'ICSID Case No. ARB/09/19',
      rules: 'ICSID Arbitration Rules',
      dates: 'decisions from 07 Oct 2016 to 07 Jul 2020',
    })
    // An award's title drops the case name the list already shows.
    expect(first.awards.map((a) => a.title)).toContain('Decision on Annulment')
    expect(first.awards.every((a) => a.href.startsWith('/document/'))).toBe(true)
    expect(cases.items.reduce((n, c) => n + c.awards.length, 0)).toBeGreaterThan(0)

    const last = await organization('/organization/icsid?page=5')
    expect(last.cases).toMatchObject({ page: 5, first: 41 })
    expect(last.cases.items).toHaveLength(9)
  })

  test('its searches land on results: its awards in Cases & Awards, and its rules', async () => {
    const { searches } = await organization('/organization/icsid')
    expect(searches.slice(0, 2)).toEqual([
      {
        label: 'ICSID awards in Cases & Awards',
        href: expect.stringMatching(/^\/awards\?/),
        note: null,
      },
      {
        label: 'Documents that mention the ICSID Arbitration Rules',
        href: expect.stringMatching(/^\/search\?/),
        note: expect.stringMatching(/^the rules of \d+ cases$/),
      },
    ])
    const awards = await awardsLoader(args(searches[0].href))
    expect(awards.results?.total).toBeGreaterThan(0)
    for (const s of searches.slice(1)) {
      const found = await searchLoader(args(s.href))
      expect(found.results?.total, s.label).toBeGreaterThan(0)
    }
  })

  test('a small institution has one page and no pager', async () => {
    const data = await organization('/organization/uncitral')
    expect(data.organization.longName).toBe(
      'Ad hoc arbitration under the UNCITRAL Arbitration Rules',
    )
    expect(data.cases).toMatchObject({ total: 7, pages: 1 })
  })

  test('the address is canonical: casing, page 1, a page out of range, other keys', async () => {
    expect(await thrown(() => organization('/organization/ICSID?page=2'))).toEqual({
      status: 301,
      location: '/organization/icsid?page=2',
    })
    for (const [path, location] of [
      ['/organization/icsid?page=1', '/organization/icsid'],
      ['/organization/icsid?page=zero', '/organization/icsid'],
      ['/organization/icsid?page=99', '/organization/icsid?page=5'],
      ['/organization/icsid?page=2&sort=name', '/organization/icsid?page=2'],
    ]) {
      expect(await thrown(() => organization(path))).toEqual({ status: 302, location })
    }
    // The app's own data request is judged by the page's address (no redirect to itself).
    const data = await organizationLoader(
      args('/organization/icsid.data?page=2&_routes=organization', { id: 'icsid' }),
    )
    expect(data.cases.page).toBe(2)
  })

  test('an unknown institution is the not-found page', async () => {
    expect(await thrown(() => organization('/organization/nowhere'))).toMatchObject({
      status: 404,
    })
    expect(await thrown(() => organization(`/organization/${'x'.repeat(200)}`))).toMatchObject({
      status: 404,
    })
  })

  test("a case page's institution links to its organization page", async () => {
    const { items } = await listLoader(args('/organizations'))
    for (const o of items) {
      const { cases } = await organization(o.url)
      const c = cases.items[0]
      const page = await caseLoader(args(c.href, { caseId: c.caseId }))
      const institution = page.case.info.find((g) => g.label === 'Institution')
      expect(institution?.items[0].href).toBe(o.url)
    }
  })
})
