import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseSearchParams } from '#sites/search/search-params.ts'
import { toSearchQuery } from '#sites/search/engine-query.ts'
import { routeArgs } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loader } from './case-law.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>

beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

describe('/case-law', () => {
  test('the case law of the edition by court, provider and topic, each count its search', async () => {
    const data = await loader(
      routeArgs(services, 'http://kipl.localhost/case-law', { site: 'KIPL' }) as never,
    )
    expect(data.total).toBeGreaterThan(100)
    expect(data.groups.map((g) => g.facet)).toEqual(
      expect.arrayContaining(['court', 'organization', 'topic']),
    )
    expect(data.latest).toHaveLength(10)
    const court = data.groups.find((g) => g.facet === 'court')!.items[0]!
    expect(court.label).toBe('Court of Justice of the European Union')
    const url = new URL(court.href, 'http://kipl.localhost')
    const page = await services.search.search(
      { ...toSearchQuery(parseSearchParams(url.searchParams)), resultsPerPage: 1 },
      { edition: 'KIPL' },
    )
    expect(page.totalHits).toBe(court.count)
  })
})
