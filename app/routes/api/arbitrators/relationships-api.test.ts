import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServices } from '#test/helpers/test-services.ts'
import { apiCaller, type Handler } from '#test/helpers/api-call.ts'
import { viewerFor } from '#test/helpers/route-args.ts'
import type { Viewer } from '#app/context.ts'
import * as assess from './assess-relationships.ts'
import * as autocomplete from './relationship-autocomplete.ts'
import * as latest from './relationship-latest-searches.ts'

let services: Awaited<ReturnType<typeof createTestServices>>
let viewer: Viewer

beforeAll(async () => {
  services = await createTestServices()
  viewer = await viewerFor(services, 'ka@demo.test', 'KA')
})
afterAll(() => services.cleanup())

const call = apiCaller(() => services, 'http://ka.localhost/apiv2', { viewer: () => viewer })

const autocompleteCall = (type: string, text: string, limit = '40') =>
  call(autocomplete.loader, `/AssessRelationships/Autocomplete/${type}/${text}/${limit}`, {
    params: { type, text, limit },
  })

describe('relationship indicator calls (spec 001 §7.7)', () => {
  test('GET AssessRelationships/Autocomplete/{type}/{text}/40 finds entities of that type', async () => {
    const states = await autocompleteCall('State', 'canada')
    expect(states.status).toBe(200)
    expect(states.body[0]).toMatchObject({ slug: 'canada', relType: 2, cases: 5 })
    const persons = await autocompleteCall('0', 'rowley')
    expect(persons.body.map((e: { slug: string }) => e.slug)).toContain('j-william-rowley')
    expect((await autocompleteCall('Judge', 'rowley')).status).toBe(400)
    expect((await autocompleteCall('4', 'rowley')).status).toBe(400)
    const short = await autocompleteCall('Person', 'r')
    expect(short.status).toBe(400)
    expect(short.body.message).toMatch(/at least 2 characters/)
    expect((await autocompleteCall('Person', 'rowley', '41')).status).toBe(400)
  })

  test('POST AssessRelationships connects a respondent State with the arbitrators who sat in its cases, and keeps the search', async () => {
    const found = await call(assess.action, '/AssessRelationships/AssessRelationships', {
      method: 'POST',
      body: {
        relationshipOne: [{ name: 'Canada', relType: 2 }],
        relationshipTwo: [
          { slug: 'j-william-rowley', relType: 0 },
          { name: 'Christopher Greenwood', relType: 0 },
          { slug: 'j-william-rowley', relType: 0 },
        ],
        customerNo: '12345',
      },
    })
    expect(found.status).toBe(200)
    expect(found.body.right.map((r: { slug: string; cases: number }) => [r.slug, r.cases])).toEqual(
      [
        ['j-william-rowley', 2],
        ['christopher-greenwood', 1],
      ],
    )
    expect(found.body.total).toBe(3)
    expect(found.body.items[0].connections).toEqual(['party-vs-arbitrator'])
    expect(found.body.items[0].evidence[0].url).toMatch(/^\/document\//)
    const dates = found.body.items.map((i: { date: string | null }) => i.date ?? '')
    expect(dates).toEqual([...dates].sort().reverse())

    const kept = await call(latest.loader, '/Customization/RelationshipIndicatorLatestSearches')
    expect(kept.status).toBe(200)
    expect(kept.body.list[0]).toMatchObject({
      query: 'Canada — J. William Rowley, Christopher Greenwood',
      url: '/relationship-indicator?left=2%3Acanada&right=0%3Aj-william-rowley&right=0%3Achristopher-greenwood',
    })

    const filtered = await call(assess.action, '/AssessRelationships/AssessRelationships', {
      method: 'POST',
      body: {
        relationshipOne: [{ slug: 'canada', relType: 2 }],
        relationshipTwo: [{ slug: 'j-william-rowley', relType: 0 }],
        relationshipTypeSelection: 'same-tribunal',
      },
    })
    expect(filtered.body).toMatchObject({
      total: 0,
      connectionCounts: [{ connection: 'party-vs-arbitrator', cases: 2 }],
    })
  })

  test('bad bodies are a 400 naming the field as sent; unknown slugs a 404; a GET is not allowed', async () => {
    const post = (body: unknown) =>
      call(assess.action, '/AssessRelationships/AssessRelationships', { method: 'POST', body })
    const twoLeft = await post({
      relationshipOne: [
        { slug: 'canada', relType: 2 },
        { slug: 'j-william-rowley', relType: 0 },
      ],
      relationshipTwo: [{ slug: 'christopher-greenwood', relType: 0 }],
    })
    expect(twoLeft.status).toBe(400)
    expect(twoLeft.body.errors).toHaveProperty('relationshipOne')
    const badType = await post({
      relationshipOne: [{ slug: 'canada', relType: 7 }],
      relationshipTwo: [{ slug: 'j-william-rowley', relType: 0 }],
    })
    expect(badType.status).toBe(400)
    expect(Object.keys(badType.body.errors)).toEqual(['relationshipOne.0.relType'])
    expect((await post({ relationshipOne: [] })).status).toBe(400)
    expect((await post('{nope')).status).toBe(400)
    const unknown = await post({
      relationshipOne: [{ slug: 'atlantis', relType: 2 }],
      relationshipTwo: [{ slug: 'j-william-rowley', relType: 0 }],
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.selection).toBe('relationshipOne.0')
    const unknownName = await post({
      relationshipOne: [{ name: 'Government of Canada', relType: 2 }],
      relationshipTwo: [
        { slug: 'j-william-rowley', relType: 0 },
        { name: 'Zebedee Nobody', relType: 0 },
      ],
    })
    expect(unknownName.status).toBe(404)
    expect(unknownName.body).toMatchObject({ selection: 'relationshipTwo.1' })
    expect(unknownName.body.message).toContain('Zebedee Nobody')
    expect(
      (await call(assess.loader as Handler, '/AssessRelationships/AssessRelationships')).status,
    ).toBe(405)
  })

  test('a name as an integrator types it resolves like the autocomplete; one that fits several entities is a 400 listing them', async () => {
    const post = (body: unknown) =>
      call(assess.action, '/AssessRelationships/AssessRelationships', { method: 'POST', body })
    const typed = await post({
      relationshipOne: [{ name: 'Government of Canada', relType: 2 }],
      relationshipTwo: [{ name: 'J. William Rowley', relType: 0 }],
    })
    expect(typed.status).toBe(200)
    expect(typed.body.left.slug).toBe('canada')
    const several = await services.arbitrators.autocomplete(0, 'william', 40)
    expect(several.length).toBeGreaterThan(1)
    const ambiguous = await post({
      relationshipOne: [{ name: 'Canada', relType: 2 }],
      relationshipTwo: [{ name: 'william', relType: 0 }],
    })
    expect(ambiguous.status).toBe(400)
    expect(Object.keys(ambiguous.body.errors)).toEqual(['relationshipTwo.0.name'])
    expect(ambiguous.body.candidates.map((c: { slug: string }) => c.slug)).toEqual(
      several.map((c) => c.slug),
    )
  })
})
