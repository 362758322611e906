import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Viewer } from '#app/context.ts'
import { apiCaller } from '#test/helpers/api-call.ts'
import { anonymous, routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loader as compareApi } from './api/compare.ts'
import { loader as entryApi } from './api/entry.ts'
import { action as favouritesApi, loader as favouritesListApi } from './api/favorites.ts'
import { loader as pingApi } from './api/ping.ts'
import { action as searchApi } from './api/search.ts'
import { action as starAction, loader as favouritesLoader } from './favorites.tsx'
import { loader as homeLoader } from './home.tsx'
import { loader as searchLoader } from './search.tsx'

// Manual IP on the starter corpus and the shipped editorial feed, signed in as the MIP plan.

let services: Awaited<ReturnType<typeof createTestServices>>
let subscriber: Viewer

beforeAll(async () => {
  services = await createTestServices()
  subscriber = await viewerFor(services, 'mip@demo.test', 'KIPL')
})
afterAll(async () => {
  await services.cleanup()
})

const origin = 'http://kipl.localhost'
const args = (path: string, init?: RequestInit, viewer: Viewer = subscriber) =>
  routeArgs(services, `${origin}${path}`, { site: 'KIPL', viewer, init }) as never
const call = apiCaller(() => services, origin, { site: 'KIPL', viewer: () => subscriber })

async function thrown(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: e.headers.get('Location') }
    return { status: (e as { init?: ResponseInit }).init?.status, location: null }
  }
  throw new Error('did not throw')
}
const statusOf = (value: unknown) =>
  value instanceof Response
    ? value.status
    : ((value as { init?: ResponseInit }).init?.status ?? 200)

describe('the comparison', () => {
  test('two offices side by side, each cell with its source', async () => {
    const page = await homeLoader(args('/manual-ip?c=DE&c=US&right=patent'))
    expect(page.state).toEqual({ countries: ['DE', 'US'], right: 'patent' })
    const representation = page.rows.find((r) => r.topic === 'representation')!
    const de = representation.cells.find((c) => c.country === 'DE')!.entries[0]
    expect(de).toMatchObject({ citation: '§ 25 PatG', sourceUrl: '/document/de-patg_1.30' })
    expect(de.sample).toBe(false)
    // The United States from 35 U.S.C., no longer sample content.
    const us = representation.cells.find((c) => c.country === 'US')!.entries[0]
    expect(us).toMatchObject({ citation: '§ 33 35 U.S.C.', sourceUrl: '/document/us-35usc_s33' })
    expect(us.sample).toBe(false)
    expect(page.countries.map((c) => c.code)).toEqual(
      expect.arrayContaining(['DE', 'EP', 'WO', 'US']),
    )
  })

  test('a hand-written address is put in its one form', async () => {
    expect(await thrown(() => homeLoader(args('/manual-ip?c=de&c=XX&right=nope')))).toEqual({
      status: 302,
      location: '/manual-ip?c=DE&right=patent',
    })
  })
})

describe('search', () => {
  test('words and category:value, filters as links, paged', async () => {
    const page = await searchLoader(
      args('/manual-ip/search?q=Vertreter+country%3ADE+right%3Atrade-mark'),
    )
    if (!('result' in page) || !page.result) throw new Error('no result')
    expect(page.result.hits.map((h) => h.citation)).toContain('§ 96 MarkenG')
    const rights = page.result.filters.find((f) => f.category === 'right')!
    expect(rights.items.find((i) => i.value === 'patent')!.to).toBe(
      '/manual-ip/search?q=Vertreter+country%3ADE+right%3Atrade-mark+right%3Apatent',
    )
    expect(rights.items.find((i) => i.value === 'trade-mark')).toMatchObject({
      selected: true,
      to: '/manual-ip/search?q=Vertreter+country%3ADE',
    })
    const all = await searchLoader(args('/manual-ip/search?q=country%3ADE&page=2'))
    if (!('result' in all) || !all.result) throw new Error('no result')
    expect(all.result.hits).toHaveLength(10)
    expect(all.result.pages).toBeGreaterThan(2)
    expect(
      await thrown(() => searchLoader(args('/manual-ip/search?q=country%3ADE&page=999'))),
    ).toEqual({
      status: 302,
      location: `/manual-ip/search?q=country%3ADE&page=${all.result.pages}`,
    })
  })

  test('an unknown category is a 400 naming the categories', async () => {
    const page = await searchLoader(args('/manual-ip/search?q=colour%3Ared'))
    expect(statusOf(page)).toBe(400)
    const body = (page as unknown as { data: { error: { message: string } } }).data
    expect(body.error.message).toBe(
      "Unknown category. Use one of: country, right, topic (not 'colour') at 1",
    )
  })
})

describe('favourites', () => {
  test('star and unstar with a POST form, back where the form was', async () => {
    const form = (entries: Record<string, string>) => ({
      method: 'POST',
      body: new URLSearchParams(entries),
    })
    const starred = await starAction(
      args(
        '/manual-ip/favorites',
        form({
          intent: 'add',
          id: 'DE-patent-de-patg_3.1',
          returnTo: '/manual-ip?c=DE&c=EP&right=patent',
        }),
      ),
    )
    expect(starred).toBeInstanceOf(Response)
    expect((starred as Response).headers.get('Location')).toBe('/manual-ip?c=DE&c=EP&right=patent')
    const list = await favouritesLoader(args('/manual-ip/favorites'))
    expect(list.entries.map((e) => e.id)).toEqual(['DE-patent-de-patg_3.1'])
    expect(list.entries[0].starred).toBe(true)
    const home = await homeLoader(args('/manual-ip?c=DE&c=EP&right=patent'))
    const filing = home.rows.find((r) => r.topic === 'filing-requirements')!.cells[0].entries
    expect(filing.find((e) => e.id === 'DE-patent-de-patg_3.1')?.starred).toBe(true)

    // Only addresses inside Manual IP are returned to.
    const away = await starAction(
      args(
        '/manual-ip/favorites',
        form({ intent: 'remove', id: 'DE-patent-de-patg_3.1', returnTo: '//evil.example/' }),
      ),
    )
    expect((away as Response).headers.get('Location')).toBe('/manual-ip/favorites')
    expect((await favouritesLoader(args('/manual-ip/favorites'))).entries).toEqual([])

    const bad = await starAction(args('/manual-ip/favorites', form({ intent: 'add', id: '../x' })))
    expect(statusOf(bad)).toBe(400)
    expect(
      await thrown(() =>
        starAction(args('/manual-ip/favorites', form({ intent: 'add', id: 'nope' }))),
      ),
    ).toMatchObject({ status: 404 })
  })
})

describe('the /mip calls', () => {
  test('ping, compare, search, entry', async () => {
    const ping = await call(pingApi, '/mip/api/ping?app=mip-app')
    expect(ping.status).toBe(200)
    expect(ping.body).toMatchObject({ app: 'mip-app', ok: true })
    expect(ping.body.entries).toBeGreaterThan(50)
    const grid = await call(compareApi, '/mip/api/compare?countries=DE,EP&right=patent')
    expect(grid.status).toBe(200)
    expect(grid.body.rows).toHaveLength(4)
    expect((await call(compareApi, '/mip/api/compare?countries=DE,XX')).status).toBe(400)
    expect((await call(compareApi, '/mip/api/compare?countries=DE,EP,US,GB,JP')).status).toBe(400)
    const found = await call(searchApi, '/mip/api/search', {
      method: 'POST',
      body: { Query: 'country:EP topic:representation', PageSize: 5 },
    })
    expect(found.status).toBe(200)
    expect(
      found.body.Hits.map((h: { source: { citation: string } }) => h.source.citation),
    ).toContain('Article 133 EPC')
    expect(found.body.Query).toEqual({
      words: [],
      country: ['EP'],
      right: [],
      topic: ['representation'],
    })
    const entry = await call(entryApi, '/mip/api/entry?id=DE-patent-de-patg_3.1')
    expect(entry.body.source.citation).toBe('§ 34 PatG')
  })

  test('bad bodies and unknown ids: 400 and 404 with what is wrong', async () => {
    const category = await call(searchApi, '/mip/api/search', {
      method: 'POST',
      body: { Query: 'colour:red' },
    })
    expect(category.status).toBe(400)
    expect(category.body).toMatchObject({ categories: true, position: 1 })
    expect(category.body.message).toMatch(/^Unknown category\. Use one of: country, right, topic/)
    const size = await call(searchApi, '/mip/api/search', {
      method: 'POST',
      body: { PageSize: 1000 },
    })
    expect(size.status).toBe(400)
    expect(size.body.errors.PageSize).toBeTruthy()
    expect(
      (await call(searchApi, '/mip/api/search', { method: 'POST', body: '{not json' })).status,
    ).toBe(400)
    expect((await call(entryApi, '/mip/api/entry')).body.errors.id).toBe(
      "The parameter 'id' must be defined.",
    )
    expect((await call(entryApi, '/mip/api/entry?id=nope')).status).toBe(404)
  })

  test('favourites: 401 JSON without a session; star, list, unstar', async () => {
    const anon = await call(favouritesListApi, '/mip/api/favorites', { viewer: anonymous })
    expect(anon).toEqual({ status: 401, body: { message: 'Not signed in' } })
    const add = await call(favouritesApi, '/mip/api/favorites', {
      method: 'POST',
      body: { id: 'SAMPLE-MIP-GB-patent-fees' },
    })
    expect(add).toEqual({
      status: 200,
      body: { id: 'SAMPLE-MIP-GB-patent-fees', starred: true, added: true },
    })
    const list = await call(favouritesListApi, '/mip/api/favorites')
    expect(list.body.map((e: { id: string }) => e.id)).toEqual(['SAMPLE-MIP-GB-patent-fees'])
    const del = await call(favouritesApi, '/mip/api/favorites?id=SAMPLE-MIP-GB-patent-fees', {
      method: 'DELETE',
    })
    expect(del.body).toEqual({ id: 'SAMPLE-MIP-GB-patent-fees', starred: false })
    const again = await call(favouritesApi, '/mip/api/favorites?id=SAMPLE-MIP-GB-patent-fees', {
      method: 'DELETE',
    })
    expect(again.status).toBe(404)
    expect(
      (await call(favouritesApi, '/mip/api/favorites', { method: 'POST', body: { id: 'nope' } }))
        .status,
    ).toBe(404)
  })
})
