import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loader as suggestLoader } from '#app/routes/resources/suggest.ts'
import { routeArgs } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loader as compareLoader } from './compare.tsx'
import { loader as itemLoader } from './item.tsx'
import { loader as listLoader } from './list.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>

beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

const args = (path: string, params: Record<string, string> = {}, site: 'KA' | 'KCL' = 'KA') =>
  routeArgs(services, `http://${site.toLowerCase()}.localhost${path}`, { params, site }) as never

/** What a loader threw: its status. */
async function thrown(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (e) {
    if (e instanceof Response) return e.status
    return (e as { init?: ResponseInit }).init?.status
  }
  throw new Error('The loader did not throw')
}

describe('/practical-insights', () => {
  test('every topic with its notes; a topic chosen adds its awards and decisions', async () => {
    const all = await listLoader(args('/practical-insights'))
    expect(all.init?.status ?? 200).toBe(200)
    expect(all.data.topics.length).toBe(all.data.filters.topics.length)
    expect(all.data.decisions).toBeNull()
    const one = await listLoader(args('/practical-insights?topic=icsid-annulment'))
    expect(one.data.topics.map((t) => t.title)).toEqual(['ICSID annulment'])
    expect(one.data.topics[0]!.notesShown[0]!.url).toMatch(/^\/practical-content\/SAMPLE-KA-/)
    expect(one.data.decisions!.items.length).toBeGreaterThan(0)
  })

  test('a topic, institution or country it does not have is 400, saying which', async () => {
    const bad = await listLoader(args('/practical-insights?topic=nope&country=Atlantis'))
    expect(bad.init?.status).toBe(400)
    expect(bad.data.message).toBe(
      'Practical insights have no topic “nope”; no notes on the country “Atlantis”.',
    )
    // the page still answers, unfiltered, so the form can be corrected
    expect(bad.data.topics.length).toBeGreaterThan(5)
    const long = await listLoader(args(`/practical-insights?institution=${'x'.repeat(201)}`))
    expect(long.init?.status).toBe(400)
  })
})

describe('/practical-content/{id}', () => {
  test('a note; an unknown or malformed id is the not-found page', async () => {
    const { note } = await itemLoader(
      args('/practical-content/SAMPLE-KA-insight-016', { id: 'SAMPLE-KA-insight-016' }),
    )
    expect(note.title).toBe('Annulment of ICSID awards')
    const article52 = note.authorities.find((a) => a.title === 'Article 52')
    expect(article52?.passage).toMatch(/^\(1\)\. Either party may request annulment/)
    expect(article52?.url).toMatch(/^\/document\/BWBV0004615_5\.5\.3\?q=/)
    expect(await thrown(() => itemLoader(args('/practical-content/nope', { id: 'nope' })))).toBe(
      404,
    )
    expect(await thrown(() => itemLoader(args('/practical-content/%3Cx%3E', { id: '<x>' })))).toBe(
      404,
    )
  })
})

describe('/practical-content/compare', () => {
  test('the form alone, then a grid of two columns', async () => {
    const empty = await compareLoader(args('/practical-content/compare'))
    expect(empty.data.result).toBeNull()
    expect(empty.data.options.columnGroups.flatMap((g) => g.columns.map((c) => c.name))).toContain(
      'ICSID',
    )
    const grid = await compareLoader(
      args('/practical-content/compare?t=interim-measures&j=ICSID&j=Germany'),
    )
    expect(grid.init?.status ?? 200).toBe(200)
    expect(grid.data.result!.columns.map((c) => c.name)).toEqual(['ICSID', 'Germany'])
    expect(grid.data.result!.rows[0]!.map((c) => c.origin)).not.toContain('none')
  })

  test('half a choice says what is missing; unknown values are 400', async () => {
    const half = await compareLoader(args('/practical-content/compare?t=costs'))
    expect(half.init?.status ?? 200).toBe(200)
    expect(half.data.message).toBe('Choose at least one country or institution to compare.')
    const bad = await compareLoader(args('/practical-content/compare?t=costs&j=Atlantis'))
    expect(bad.init?.status).toBe(400)
    expect(bad.data.message).toContain('Atlantis')
    const many = await compareLoader(
      args(
        `/practical-content/compare?${'t=x&'.repeat(1)}j=${Array(101)
          .fill('a')
          .map((a, i) => a + i)
          .join(',')}`,
      ),
    )
    expect(many.init?.status).toBe(400)
  })
})

describe('header suggestions', () => {
  test('the practical insight topics group holds the edition’s topics, none elsewhere', async () => {
    const ka = await suggestLoader(args('/resources/suggest?term=emergency'))
    expect(ka.practicalInsightTopics.suggestions[0]).toMatchObject({
      value: 'emergency-arbitrator',
      label: 'Emergency arbitrator',
    })
    const kcl = await suggestLoader(args('/resources/suggest?term=cartel', {}, 'KCL'))
    expect(kcl.practicalInsightTopics).toEqual({ suggestions: [], total: 0 })
  })
})
