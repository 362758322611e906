import { afterAll, beforeAll, expect, test } from 'vitest'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loader as latestSearchesCall } from '../api/favorite/latest-searches.ts'
import { loader as searchPage } from './page.tsx'

// The search page keeps a signed-in subscriber's searches with words in their latest searches,
// which the spec's call (GET /apiv2/api/LatestSearches) answers.

let services: Awaited<ReturnType<typeof createTestServices>>
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

test('a signed-in search is kept once, newest first, and the call lists it', async () => {
  const viewer = await viewerFor(services, 'kcl@demo.test', 'KCL')
  const search = (query: string) =>
    searchPage(
      routeArgs(services, `http://kcl.localhost/search?${query}`, { site: 'KCL', viewer }) as never,
    )
  await search('q=merger')
  await search('q=cartel')
  await search('q=merger')
  await searchPage(
    routeArgs(services, 'http://kcl.localhost/search?q=state+aid', { site: 'KCL' }) as never,
  )

  const response = (await latestSearchesCall(
    routeArgs(services, 'http://kcl.localhost/apiv2/api/LatestSearches', {
      site: 'KCL',
      viewer,
    }) as never,
  )) as Response
  const { list } = (await response.json()) as { list: { query: string; url: string }[] }
  expect(list.map((s) => s.query)).toEqual(['merger', 'cartel'])
  expect(list[0]!.url).toMatch(/^\/search\?q=merger/)
})
