import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loader as searchLoader } from '#app/routes/search/page.tsx'
import { parseSearchParams, serializeSearchParams } from '#sites/search/search-params.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { manualIpWords } from './within-search.server.ts'

// The main search's 'Search within Manual IP' toggle: its address key, and the section of
// Manual IP entries the results page shows where the plan opens Manual IP.

let services: Awaited<ReturnType<typeof createTestServices>>
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(async () => {
  await services.cleanup()
})

describe('the address', () => {
  test('searchWithinManualIp=true round-trips; absent is off', () => {
    const on = parseSearchParams(
      new URLSearchParams('q=Vertreter&searchWithinManualIp=true'),
      'default',
    )
    expect(on.manualIp).toBe(true)
    expect(serializeSearchParams(on).toString()).toBe('q=Vertreter&searchWithinManualIp=true')
    expect(parseSearchParams(new URLSearchParams('q=x'), 'default').manualIp).toBe(false)
  })

  test("the main query's words, operators and grouping left out", () => {
    expect(manualIpWords('patent AND (Frist OR "time limit") NOT x')).toBe(
      'patent Frist "time limit" x',
    )
    expect(manualIpWords('title:Vertreter NEAR5 Inland*')).toBe('title Vertreter Inland*')
    expect(manualIpWords('AND OR')).toBe('')
  })
})

describe('the results page', () => {
  test('a MIP subscriber sees Manual IP entries beside the results', async () => {
    const viewer = await viewerFor(services, 'mip@demo.test', 'KIPL')
    const data = await searchLoader(
      routeArgs(
        services,
        'http://kipl.localhost/search?q=Inlandsvertreter&searchWithinManualIp=true',
        {
          site: 'KIPL',
          viewer,
        },
      ) as never,
    )
    expect(data.manualIpOffered).toBe(true)
    expect(data.manualIp?.total).toBeGreaterThanOrEqual(3)
    expect(data.manualIp?.hits[0].citation).toMatch(/§ \d+ (PatG|MarkenG|DesignG)/)
    expect(data.manualIp?.href).toBe('/manual-ip/search?q=Inlandsvertreter')
  })

  test('a plan without Manual IP is not offered the toggle, and the key is dropped', async () => {
    const viewer = await viewerFor(services, 'ct@demo.test', 'KIPL')
    let location: string | null = null
    try {
      await searchLoader(
        routeArgs(services, 'http://kipl.localhost/search?q=x&searchWithinManualIp=true', {
          site: 'KIPL',
          viewer,
        }) as never,
      )
    } catch (e) {
      location = (e as Response).headers.get('Location')
    }
    expect(location).toBe('/search?q=x')
    const data = await searchLoader(
      routeArgs(services, 'http://kipl.localhost/search?q=x', { site: 'KIPL', viewer }) as never,
    )
    expect(data.manualIpOffered).toBe(false)
    expect(data.manualIp).toBeNull()
  })
})
