// Pages beside search while the search engine answers nothing (every SolrCloud node down,
// decision 245): home still serves and says so; a page that is search alone answers 503.
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { SolrUnavailableError } from '#server/search/solr/client.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loader as homeLoader } from '#app/routes/home.tsx'
import { loader as jurisdictionsLoader } from '#app/routes/jurisdictions/list.tsx'
import { SEARCH_UNAVAILABLE } from './search-down.server.ts'

let services: Awaited<ReturnType<typeof createTestServices>>
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(async () => {
  await services.cleanup()
})

const down = () =>
  Promise.reject(new SolrUnavailableError(['http://solr1:8983/solr: ECONNREFUSED']))

test('home serves without search, saying search is unavailable', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const noSearch = {
    ...services,
    search: { ...services.search, searchWithFilters: down },
    home: { ...services.home, featured: down, newContentHighlights: down },
  }
  const viewer = await viewerFor(services, 'ka@demo.test', 'KA')
  const home = await homeLoader(routeArgs(noSearch, 'http://ka.localhost/', { viewer }) as never)
  expect(home.searchNotice).toBe(SEARCH_UNAVAILABLE)
  expect(home.total).toBeNull()
  expect(home.newContent).toEqual([])
  expect(home.tools.length).toBeGreaterThan(0)
  warn.mockRestore()
})

test('a page that is search alone answers 503 with the message, never 500', async () => {
  const noSearch = { ...services, jurisdictions: { ...services.jurisdictions, list: down } }
  const viewer = await viewerFor(services, 'ka@demo.test', 'KA')
  const answer = await jurisdictionsLoader(
    routeArgs(noSearch, 'http://ka.localhost/jurisdictions', { viewer }) as never,
  ).catch((e: unknown) => e)
  expect(answer).toMatchObject({ init: { status: 503 }, data: { message: SEARCH_UNAVAILABLE } })
})
