import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestServices } from '#test/helpers/test-services.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { loader as searchLoader } from '../search/page.tsx'
import { loader } from './search-report.tsx'

// The editors' report: for the editor role only (anyone else: not found), counted from the
// search events subscribers agreed to.

let services: Awaited<ReturnType<typeof createTestServices>>
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

const report = async (email: string, path = '/editors/search-report') =>
  (await Promise.resolve(
    loader(
      routeArgs(services, `http://kipl.localhost${path}`, {
        site: 'KIPL',
        viewer: await viewerFor(services, email, 'KIPL'),
      }) as never,
    ),
  ).catch((thrown: unknown) => thrown)) as {
    data: Awaited<ReturnType<typeof loader>>['data']
    init: ResponseInit | null
  } & Response

test('an editor sees the searches per day, the top queries and those that found nothing', async () => {
  const subscriber = await viewerFor(services, 'ipl@demo.test', 'KIPL')
  for (const [q, cookie] of [
    ['patent', 'visited=yes'],
    ['patent', 'visited=yes'],
    ['zzqx nothing here', 'visited=yes'],
    ['not agreed', ''],
  ]) {
    await searchLoader(
      routeArgs(services, `http://kipl.localhost/search?q=${encodeURIComponent(q!)}`, {
        site: 'KIPL',
        viewer: subscriber,
        init: { headers: { Cookie: cookie!, 'User-Agent': 'UA' } },
      }) as never,
    )
  }
  const answer = await report('editor@demo.test')
  expect(answer.init?.headers).toEqual({ 'Cache-Control': 'private, no-store' })
  const data = answer.data
  expect(data.days).toBe(30)
  expect(data.perDay).toHaveLength(30)
  expect(data.total).toBe(3)
  expect(data.chart.bars.at(-1)).toMatchObject({ count: 3 })
  expect(data.topQueries[0]).toMatchObject({
    query: 'patent',
    searches: 2,
    href: '/search?q=patent',
  })
  expect(data.zeroResults).toEqual([
    expect.objectContaining({ query: 'zzqx nothing here', searches: 1 }),
  ])
  expect(data.topQueries.map((q) => q.query)).not.toContain('not agreed')
})

test('another period is in the address; an unknown one goes to the default', async () => {
  expect((await report('editor@demo.test', '/editors/search-report?days=7')).data.days).toBe(7)
  const unknown = await report('editor@demo.test', '/editors/search-report?days=8')
  expect(unknown.status).toBe(302)
  expect(unknown.headers.get('Location')).toBe('/editors/search-report')
})

test('a subscriber without the editor role is not told the report exists', async () => {
  const refused = await report('ipl@demo.test')
  expect(refused.init?.status).toBe(404)
})
