import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Viewer } from '#app/context.ts'
import { loader as developmentsLoader } from '#app/routes/api/home/developments.ts'
import { apiCaller } from '#test/helpers/api-call.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import type { SiteId } from '#sites/index.ts'
import { loader as jurisdictionLoader } from './jurisdiction.tsx'
import { loader as listLoader } from './list.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>
const viewers: Partial<Record<SiteId, Viewer>> = {}

beforeAll(async () => {
  services = await createTestServices()
  viewers.KA = await viewerFor(services, 'kapp@demo.test', 'KA')
  viewers.KIPL = await viewerFor(services, 'ipl@demo.test', 'KIPL')
  viewers.KCL = await viewerFor(services, 'kcl@demo.test', 'KCL')
})
afterAll(() => services.cleanup())

const args = (site: SiteId, path: string, params: Record<string, string> = {}) =>
  routeArgs(services, `http://${site.toLowerCase()}.localhost${path}`, {
    site,
    params,
    viewer: viewers[site],
  }) as never
const list = (site: SiteId, query = '') => listLoader(args(site, `/jurisdictions${query}`))
const jurisdiction = (site: SiteId, name: string) =>
  jurisdictionLoader(args(site, `/jurisdiction/${encodeURIComponent(name)}`, { name }))

async function thrown(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: e.headers.get('Location') }
    return { status: (e as { init?: ResponseInit }).init?.status, location: null }
  }
  throw new Error('The loader did not throw')
}

describe('/jurisdictions', () => {
  test('lists the countries each edition holds documents about, by continent, with counts', async () => {
    const ka = await list('KA')
    const europe = ka.groups.find((g) => g.continent === 'Europe')!
    const hungary = europe.items.find((c) => c.name === 'Hungary')
    // The BIT's "Hungarian People's Republic" and the cases' "Hungary" are one country.
    expect(hungary).toEqual({ name: 'Hungary', url: '/jurisdiction/Hungary', documents: 28 })
    expect(ka.groups.find((g) => g.continent === 'Africa')?.items.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Egypt', 'Gambia', 'Malawi', 'Nigeria']),
    )
    // "International", "States" are no country.
    expect(ka.groups.flatMap((g) => g.items.map((c) => c.name))).not.toContain('International')

    const kcl = await list('KCL')
    expect(kcl.groups.flatMap((g) => g.items.map((c) => c.name))).toEqual(
      expect.arrayContaining(['European Union', 'Germany', 'Spain']),
    )
  })

  test('the legal filter workflow narrows the list: continents, a convention, chosen countries', async () => {
    const africa = await list('KA', '?continent=Africa')
    expect(africa.groups.map((g) => g.continent)).toEqual(['Africa'])
    expect(africa.shown).toBeLessThan(africa.total)
    expect(africa.filters).toEqual(['Africa'])
    expect(africa.developments.facetFilters.continentsFilter.filterItems).toContainEqual({
      name: 'Africa',
      active: true,
    })

    const chosen = await list('KA', '?jurisdiction=hu&jurisdiction=EG')
    expect(chosen.groups.flatMap((g) => g.items.map((c) => c.name)).sort()).toEqual([
      'Egypt',
      'Hungary',
    ])

    const convention = await list('KCL', `?convention=${encodeURIComponent('European Union')}`)
    const names = convention.groups.flatMap((g) => g.items.map((c) => c.name))
    expect(names).toContain('European Union')
    expect(names).not.toContain('Lithuania')
  })
})

describe('/jurisdiction/{name}', () => {
  test('a State: the cases against it, its awards, the treaties it is party to', async () => {
    const data = await jurisdiction('KA', 'Hungary')
    expect(data.country).toEqual({
      name: 'Hungary',
      officialName: 'Hungary',
      continent: 'Europe',
    })
    const section = (id: string) => data.sections.find((s) => s.id === id)!
    expect(section('cases').total).toBe(4)
    expect(section('cases').items.map((i) => i.title)).toContain(
      'Accession Mezzanine Capital LP and Danubius Kereskedöház Vagyonkezelö Zrt v. Hungary',
    )
    expect(section('cases').items.every((i) => i.url.startsWith('/document/case/'))).toBe(true)
    expect(section('awards').total).toBeGreaterThan(0)
    expect(section('treaties').items).toEqual([
      expect.objectContaining({
        title: expect.stringContaining("Hungarian People's Republic"),
        url: '/document/BWBV0002345',
      }),
    ])
    // The whole list as a search, which the subscriber may open.
    expect(section('cases').searchUrl).toMatch(/^\/search\?type=Cases&/)
    expect(data.comparisons).toEqual([
      {
        title: 'Comparison of Commercial Arbitration',
        url: '/compare-jurisdictions/Commercial_Arbitration?j=Hungary',
      },
    ])
  })

  test('the competition edition: the EU and a Member State', async () => {
    const eu = await jurisdiction('KCL', 'European Union')
    expect(eu.sections.find((s) => s.id === 'cases')?.total).toBeGreaterThan(100)
    const spain = await jurisdiction('KCL', 'Spain')
    expect(spain.sections.map((s) => s.id)).toEqual(['judgments'])
    expect(spain.sections[0].items.every((i) => i.url.startsWith('/document/'))).toBe(true)
  })

  test('a code or another spelling redirects to the common name; an unknown one is not found', async () => {
    for (const name of ['HU', 'hungary', "Hungarian People's Republic"]) {
      expect(await thrown(() => jurisdiction('KA', name))).toEqual({
        status: 301,
        location: '/jurisdiction/Hungary',
      })
    }
    expect(await thrown(() => jurisdiction('KA', 'Atlantis'))).toMatchObject({ status: 404 })
    // A real country the edition holds nothing about.
    expect(await thrown(() => jurisdiction('KA', 'Bhutan'))).toMatchObject({ status: 404 })
    expect(await thrown(() => jurisdiction('KA', 'x'.repeat(500)))).toMatchObject({ status: 404 })
  })
})

describe('GET /apiv2/api/Developments', () => {
  const call = apiCaller(() => services, 'http://ka.localhost', {
    site: 'KA',
    viewer: () => viewers.KA,
  })

  test('recent developments with their facet filters; a continent or workflow narrows them', async () => {
    const all = await call(developmentsLoader, '/apiv2/api/Developments')
    expect(all.status).toBe(200)
    expect(all.body.recentDevelopments.length).toBeGreaterThan(0)
    // The shipped developments are the project's samples, and say so.
    expect(all.body.recentDevelopments.every((d: { sample: boolean }) => d.sample)).toBe(true)
    expect(Object.keys(all.body.facetFilters).sort()).toEqual([
      'continentsFilter',
      'conventionsFilter',
      'jurisdictionsFilter',
      'topicsFilter',
      'workflowsFilter',
    ])
    expect(all.body.facetFilters.jurisdictionsFilter.filterItems[0]).toEqual(
      expect.objectContaining({ landCode: expect.any(String), continent: expect.any(String) }),
    )

    const europe = await call(developmentsLoader, '/apiv2/api/Developments?continent=Europe')
    const european = europe.body.facetFilters.jurisdictionsFilter.filterItems
      .filter((j: { active: boolean }) => j.active)
      .map((j: { displayName: string }) => j.displayName)
    expect(european).toContain('Germany')
    expect(europe.body.recentDevelopments.length).toBeGreaterThan(0)
    for (const d of europe.body.recentDevelopments) {
      expect(d.jurisdictions.some((j: string) => european.includes(j))).toBe(true)
    }
    expect(europe.body.recentDevelopments.length).toBeLessThan(all.body.recentDevelopments.length)

    const workflow = await call(
      developmentsLoader,
      `/apiv2/api/Developments?workflow=${encodeURIComponent('After the award')}`,
    )
    for (const d of workflow.body.recentDevelopments) {
      expect(d.topics.some((t: string) => t.startsWith('Award'))).toBe(true)
    }
    // An unknown value is ignored, never an error.
    const unknown = await call(developmentsLoader, '/apiv2/api/Developments?continent=Atlantis')
    expect(unknown.status).toBe(200)
    expect(unknown.body.recentDevelopments).toEqual(all.body.recentDevelopments)
  })
})
