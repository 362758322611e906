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
  test('court and office decisions first, by court, topic and procedure, each count its search', async () => {
    const data = await loader(
      routeArgs(services, 'http://kipl.localhost/case-law', { site: 'KIPL' }) as never,
    )
    expect(data.parts.map((p) => p.id)).toEqual(['courts', 'domain-names'])
    const [courts, domains] = data.parts
    expect(courts!.total).toBeGreaterThan(50)
    expect(courts!.groups.map((g) => g.facet)).toEqual(expect.arrayContaining(['court', 'topic']))
    expect(courts!.latest).toHaveLength(10)
    // The page's opening rows are court and office decisions, never domain name decisions.
    const domainIds = new Set(domains!.latest.map((d) => d.id))
    expect(courts!.latest.some((d) => domainIds.has(d.id))).toBe(false)
    expect(courts!.groups.flatMap((g) => g.items).some((i) => /UDRP|WIPO/.test(i.label))).toBe(
      false,
    )
    const court = courts!.groups.find((g) => g.facet === 'court')!.items[0]!
    expect(court.label).toBe('Court of Justice of the European Union')
    const url = new URL(court.href, 'http://kipl.localhost')
    const page = await services.search.search(
      { ...toSearchQuery(parseSearchParams(url.searchParams)), resultsPerPage: 1 },
      { edition: 'KIPL' },
    )
    expect(page.totalHits).toBe(court.count)
  })

  test('domain name decisions under their own name, by provider', async () => {
    const data = await loader(
      routeArgs(services, 'http://kipl.localhost/case-law', { site: 'KIPL' }) as never,
    )
    const domains = data.parts.find((p) => p.id === 'domain-names')!
    expect(domains.title).toBe('Domain name decisions')
    expect(domains.groups.map((g) => g.facet)).toEqual(['organization'])
    expect(new URL(domains.all, 'http://x').searchParams.getAll('type')).toEqual([
      'Domain name decisions',
    ])
  })
})
