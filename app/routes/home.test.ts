import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { monthsAgo } from '#sites/dates.ts'
import { siteMiddleware } from '#app/middleware/site.server.ts'
import { loadRootData } from '#app/utils/root-data.server.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loader as blogsApi } from './api/home/blogs.ts'
import { action as customNewsApi } from './api/home/custom-news.ts'
import { loader as developmentsApi } from './api/home/developments.ts'
import { loader as featuredApi } from './api/home/featured-content.ts'
import { action as newContentApi, loader as newContentGet } from './api/home/new-content-search.ts'
import { loader as toolsApi } from './api/home/tools.ts'
import { loader as homeLoader } from './home.tsx'
import { loader as newsLoader } from './news/page.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(async () => {
  await services.cleanup()
})

const today = new Date().toISOString().slice(0, 10)

describe('home page per edition and variant', () => {
  test('KCL: competition blog, news of the last 160 months, its tools', async () => {
    const viewer = await viewerFor(services, 'kcl@demo.test', 'KCL')
    const home = await homeLoader(
      routeArgs(services, 'http://kcl.localhost/', { site: 'KCL', viewer }),
    )
    expect(home.blogs.map((b) => b.key)).toEqual(['competitionLawBlogs'])
    expect(home.blogs[0]!.posts.length).toBeGreaterThan(0)
    expect(home.newsMonths).toBe(160)
    expect(home.news.length).toBeGreaterThan(0)
    expect(home.news.every((n) => n.publication === 'Competition Law News')).toBe(true)
    // Tiles of screens that do not exist yet (the Market Definitions Locator) are not shown.
    expect(home.tools.map((t) => t.title)).toEqual(
      expect.arrayContaining(['Books', 'Competition Law News Alerts']),
    )
    expect(home.tools.map((t) => t.title)).not.toContain('Market Definitions Locator')
    // The collection holds no book: treaties and statutes are not counted as books.
    expect(home.featured.bookCount).toBe(0)
    // Sample news says so where it is listed.
    expect(home.news.every((n) => n.sample)).toBe(true)
    expect(home.newContent.length).toBeGreaterThan(0)
    // In the edition's own voice: its material, its example, its titles, its new content.
    expect(home.holds).toMatch(/antitrust cases/)
    expect(home.placeholder).toBe('e.g. abuse of a dominant position')
    expect(home.featured.books.map((b) => b.cover)).toEqual(['GWB', 'UWG'])
    for (const doc of home.newContent) expect(['Cases', 'Judgments']).toContain(doc.type)
  })

  test('KIPL: three blog keys, news of the last 2 months only; tools follow the subscription', async () => {
    const ipl = await viewerFor(services, 'ipl@demo.test', 'KIPL')
    const home = await homeLoader(
      routeArgs(services, 'http://kipl.localhost/', { site: 'KIPL', viewer: ipl }),
    )
    expect(home.blogs.map((b) => b.key)).toEqual(['patentBlog', 'copyRightBlog', 'tradeMarkBlog'])
    expect(home.newsMonths).toBe(2)
    const from = monthsAgo(new Date(), 2)
    expect(home.news.every((n) => n.date >= from && n.date <= today)).toBe(true)
    expect(home.tools.map((t) => t.title)).toEqual(
      expect.arrayContaining(['Journals', 'IP News Alerts']),
    )

    // MIP may not open journals, CT may.
    const mip = await viewerFor(services, 'mip@demo.test', 'KIPL')
    const mipHome = await homeLoader(
      routeArgs(services, 'http://kipl.localhost/', { site: 'KIPL', viewer: mip }),
    )
    expect(mipHome.tools.map((t) => t.title)).not.toContain('Journals')
    expect(mipHome.tools.map((t) => t.title)).toContain('Books')
    const ct = await viewerFor(services, 'ct@demo.test', 'KIPL')
    const ctHome = await homeLoader(
      routeArgs(services, 'http://kipl.localhost/', { site: 'KIPL', viewer: ct }),
    )
    expect(ctHome.tools.map((t) => t.title)).toContain('Journals')
    // Journals are linked only for subscriptions that may open them (MIP may not).
    expect(mipHome.links.journals).toBe(false)
  })

  test('an edition whose index holds no journal or book offers no such item, tile or count', async () => {
    const ct = await viewerFor(services, 'ct@demo.test', 'KIPL')
    const args = routeArgs(services, 'http://kipl.localhost/', { site: 'KIPL', viewer: ct })
    // The starter index holds no journal; the site middleware notes it for the request.
    await siteMiddleware(args, async () => new Response())
    // The menu as the page shows it (its HTML, sent in the data outside a request for a page).
    expect(loadRootData(args.request, args.context).menu).not.toContain('>Journals<')
    const home = await homeLoader(args)
    expect(loadRootData(args.request, args.context).menu).not.toContain('>Books<')
    expect(home.tools.map((t) => t.title)).not.toContain('Journals')
    expect(home.tools.map((t) => t.title)).not.toContain('Books')
    expect(home.tools.map((t) => t.title)).toContain('Case Law')
    expect(home.featured.journalCount).toBe(0)
    expect(home.featured.bookCount).toBe(0)
  })

  test('KA: no blogs, the latest news without a window, recent developments', async () => {
    const viewer = await viewerFor(services, 'ka@demo.test', 'KA')
    const home = await homeLoader(routeArgs(services, 'http://ka.localhost/', { viewer }))
    expect(home.blogs).toEqual([])
    expect(home.newsMonths).toBeNull()
    expect(home.news).toHaveLength(5)
    expect(home.tools.map((t) => t.title)).toContain('Cases & Awards')
    expect(home.developments.recentDevelopments.length).toBeGreaterThan(0)
  })

  test('the legal filter workflow: workflow, convention, continents; no results found', async () => {
    const viewer = await viewerFor(services, 'kapp@demo.test', 'KA')
    const at = async (query: string) =>
      (await homeLoader(routeArgs(services, `http://ka.localhost/?${query}`, { viewer })))
        .developments

    const workflow = await at('workflow=After+the+award')
    const award = workflow.facetFilters.topicsFilter.filterItems.find((t) => t.name === 'Award')!
    expect(award).toMatchObject({ expanded: true, state: 'checked' })
    expect(award.childs.every((c) => c.active)).toBe(true)
    expect(
      workflow.facetFilters.topicsFilter.filterItems.find((t) => t.name === 'Tribunal'),
    ).toMatchObject({
      expanded: false,
      state: 'unchecked',
    })
    expect(
      workflow.recentDevelopments.every((d) => d.topics.some((t) => t.startsWith('Award>'))),
    ).toBe(true)

    const one = await at('topic=Award%3EEnforcement')
    expect(one.facetFilters.topicsFilter.filterItems.find((t) => t.name === 'Award')?.state).toBe(
      'half',
    )

    const europe = await at('continent=Europe')
    const active = europe.facetFilters.jurisdictionsFilter.filterItems.filter((j) => j.active)
    expect(active.every((j) => j.continent === 'Europe')).toBe(true)
    expect(active.map((j) => j.landCode)).toContain('DE')

    const ect = await at('convention=Energy+Charter+Treaty')
    expect(
      ect.facetFilters.jurisdictionsFilter.filterItems
        .filter((j) => j.active)
        .map((j) => j.landCode)
        .sort(),
    ).toEqual(['CH', 'ES', 'FR', 'GB', 'JP', 'NL'])
    expect((await at('convention=None')).filtered).toBe(false)

    const none = await at('jurisdiction=NZ&topic=Tribunal')
    expect(none.recentDevelopments).toEqual([])
    expect(none.filtered).toBe(true)
  })
})

describe('news', () => {
  test('/news pages the edition’s items and filters them by publication and date', async () => {
    const viewer = await viewerFor(services, 'ipl@demo.test', 'KIPL')
    const all = newsLoader(
      routeArgs(services, 'http://kipl.localhost/news', { site: 'KIPL', viewer }),
    )
    expect(all.list?.totalHits).toBeGreaterThan(10)
    expect(all.list?.items).toHaveLength(10)
    expect(all.list?.publications.map((p) => p.title)).toEqual([
      'IP News',
      'Copyright Blog',
      'Patent Blog',
      'Trade Mark Blog',
    ])
    const blog = newsLoader(
      routeArgs(
        services,
        'http://kipl.localhost/news?publication=Patent+Blog&from=2000-01-01&to=bad',
        { site: 'KIPL', viewer },
      ),
    )
    expect(blog.list?.items.every((i) => i.publicationTitle === 'Patent Blog')).toBe(true)
    const item = newsLoader(
      routeArgs(services, `http://kipl.localhost/news?item=${blog.list!.items[0]!.id}`, {
        site: 'KIPL',
        viewer,
      }),
    )
    expect(item.item?.sample).toBe(true)
  })

  test('an item of another edition is not found', async () => {
    const viewer = await viewerFor(services, 'kapp@demo.test', 'KA')
    const thrown = (() => {
      try {
        return newsLoader(
          routeArgs(services, 'http://ka.localhost/news?item=SAMPLE-KCL-news-001-COMPETITIONL', {
            viewer,
          }),
        )
      } catch (error) {
        return error
      }
    })() as { init?: { status?: number } }
    expect(thrown.init?.status).toBe(404)
  })
})

describe('home API', () => {
  test('HomePageBlogs answers the edition’s keys and total', async () => {
    const viewer = await viewerFor(services, 'ipl@demo.test', 'KIPL')
    const body = await blogsApi(
      routeArgs(services, 'http://kipl.localhost/apiv2/Home/HomePageBlogs', {
        site: 'KIPL',
        viewer,
      }),
    ).json()
    expect(Object.keys(body).sort()).toEqual([
      'copyRightBlog',
      'patentBlog',
      'total',
      'tradeMarkBlog',
    ])
    expect(body.patentBlog[0]).toEqual({
      url: expect.stringMatching(/^\/news\?item=/),
      title: expect.any(String),
      body: expect.any(String),
      date: expect.any(String),
      sample: true,
    })
    expect(body.total).toBeGreaterThan(10)
  })

  test('HomeTools and HomeFeaturedContent', async () => {
    const viewer = await viewerFor(services, 'kcl@demo.test', 'KCL')
    const tools = await toolsApi(
      routeArgs(services, 'http://kcl.localhost/apiv2/Home/HomeTools', { site: 'KCL', viewer }),
    ).json()
    expect(tools.map((t: { order: number }) => t.order)).toEqual(
      tools.map((_: unknown, i: number) => i),
    )
    expect(tools.find((t: { id: string }) => t.id === 'books')).toEqual({
      id: 'books',
      title: 'Books',
      description: expect.any(String),
      order: expect.any(Number),
      enabled: true,
      link: '/books',
      logo: 'book',
      label: 'Library',
      linkText: 'Open Books',
      uuid: 'books',
      counter: 0,
    })
    const featured = await (
      await featuredApi(
        routeArgs(services, 'http://kcl.localhost/apiv2/Home/HomeFeaturedContent', {
          site: 'KCL',
          viewer,
        }),
      )
    ).json()
    expect(Object.keys(featured).sort()).toEqual(['bookCount', 'books', 'journalCount', 'journals'])
    expect(Object.keys(featured.books[0]).sort()).toEqual(['author', 'id', 'imageUrl', 'title'])
  })

  test('NewContent/Search pages by query and refuses bad numbers with 400; GET is 405', async () => {
    const viewer = await viewerFor(services, 'kapp@demo.test', 'KA')
    const url = 'http://ka.localhost/apiv2/NewContent/Search'
    const page = await (
      await newContentApi(
        routeArgs(services, `${url}?start=0&resultsPerPage=3`, {
          viewer,
          init: { method: 'POST' },
        }),
      )
    ).json()
    expect(page.hits).toHaveLength(3)
    expect(page.resultsPerPage).toBe(3)
    const bad = await newContentApi(
      routeArgs(services, `${url}?resultsPerPage=500`, { viewer, init: { method: 'POST' } }),
    )
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors).toEqual({ resultsPerPage: 'resultsPerPage must be 1 to 50' })
    expect(newContentGet().status).toBe(405)
  })

  test('News/CustomNews filters on publication title and dates; bad bodies are 400', async () => {
    const viewer = await viewerFor(services, 'kcl@demo.test', 'KCL')
    const url = 'http://kcl.localhost/apiv2/News/CustomNews'
    const json = (body: unknown) => ({
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    })
    const page = await (
      await customNewsApi(
        routeArgs(services, url, {
          site: 'KCL',
          viewer,
          init: json({
            start: 0,
            resultsPerPage: 5,
            dateFrom: '01-01-2025',
            publicationTitles: ['Competition Law Blog'],
          }),
        }),
      )
    ).json()
    expect(page.news.length).toBeGreaterThan(0)
    expect(
      page.news.every(
        (n: { publicationTitle: string; publicationDate: string }) =>
          n.publicationTitle === 'Competition Law Blog' && n.publicationDate >= '2025-01-01',
      ),
    ).toBe(true)
    const bad = await customNewsApi(
      routeArgs(services, url, {
        site: 'KCL',
        viewer,
        init: json({ dateFrom: '32-13-2025', start: -1 }),
      }),
    )
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors).toEqual({
      dateFrom: 'Use a date dd-mm-yyyy',
      start: 'start must be 0 or more',
    })
    const notJson = await customNewsApi(
      routeArgs(services, url, { site: 'KCL', viewer, init: { method: 'POST', body: '{' } }),
    )
    expect(notJson.status).toBe(400)
  })

  test('api/Developments takes id=name filter pairs', async () => {
    const viewer = await viewerFor(services, 'kcl@demo.test', 'KCL')
    const body = await developmentsApi(
      routeArgs(
        services,
        'http://kcl.localhost/apiv2/api/Developments?workflow=Merger+filing&continent=Europe',
        { site: 'KCL', viewer },
      ),
    ).json()
    expect(Object.keys(body).sort()).toEqual(['facetFilters', 'recentDevelopments'])
    expect(body.recentDevelopments.length).toBeGreaterThan(0)
    for (const d of body.recentDevelopments) {
      expect(Object.keys(d).sort()).toEqual([
        'abstract',
        'id',
        'jurisdictions',
        'publishedDate',
        'sample',
        'title',
        'topics',
      ])
      expect(d.topics.some((t: string) => t.startsWith('Mergers>'))).toBe(true)
    }
    expect(body.facetFilters.jurisdictionsFilter.filterItems[0]).toEqual(
      expect.objectContaining({
        landCode: expect.any(String),
        continent: expect.any(String),
        active: expect.any(Boolean),
      }),
    )
  })
})
