import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Viewer } from '#app/context.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { loader } from './page.tsx'
import { FULL_HINT } from './relationship.server.ts'
import { parseRelationshipState, relationshipHref, serializeRelationshipState } from './params.ts'

let services: Awaited<ReturnType<typeof createTestServices>>
let viewer: Viewer

beforeAll(async () => {
  services = await createTestServices()
  viewer = await viewerFor(services, 'ka@demo.test', 'KA')
})
afterAll(() => services.cleanup())

const load = (query: string) =>
  loader(
    routeArgs(services, `http://ka.localhost/relationship-indicator${query}`, { viewer }) as never,
  )

/** Where a loader redirected to (it must redirect). */
async function redirectOf(query: string) {
  try {
    await load(query)
  } catch (e) {
    if (e instanceof Response && e.status === 302) return e.headers.get('Location')
    throw e
  }
  throw new Error('The loader did not redirect')
}

const CANADA_ROWLEY = '?left=2%3Acanada&right=0%3Aj-william-rowley'

describe('the URL codec', () => {
  test('one left selection, right ones without duplicates or the left one, a lookup', () => {
    const state = parseRelationshipState(
      new URLSearchParams(
        'left=2:Canada&right=0:j-william-rowley&right=0:j-william-rowley&right=2:canada&right=9:x&right=0:&connection=same-tribunal&page=2&find=%20greenwood%20&type=0&side=right',
      ),
    )
    expect(state).toEqual({
      left: { relType: 2, slug: 'canada' },
      right: [{ relType: 0, slug: 'j-william-rowley' }],
      connection: 'same-tribunal',
      page: 2,
      find: { text: 'greenwood', relType: 0, side: 'right' },
    })
    expect(parseRelationshipState(serializeRelationshipState(state))).toEqual(state)
    expect(
      relationshipHref(parseRelationshipState(new URLSearchParams('connection=x&page=0'))),
    ).toBe('/relationship-indicator')
  })
})

describe('/relationship-indicator', () => {
  test('a respondent State against the arbitrators who sat in its cases: each case, how, and the award line', async () => {
    const data = await load(`${CANADA_ROWLEY}&right=0%3Achristopher-greenwood`)
    expect(data.left).toMatchObject({ name: 'Canada', type: 'State' })
    expect(data.right.map((r) => r.name)).toEqual(['J. William Rowley', 'Christopher Greenwood'])
    expect(data.result).toMatchObject({ total: 3, pages: 1 })
    expect(data.result!.graph.right).toEqual([
      { name: 'J. William Rowley', cases: 2 },
      { name: 'Christopher Greenwood', cases: 1 },
    ])
    expect(data.result!.items[0]).toMatchObject({
      connections: ['Party and arbitrator in one case'],
      caseHref: expect.stringMatching(/^\/document\/case\//),
    })
    expect(data.result!.items[0].evidence[0]).toMatchObject({
      url: expect.stringMatching(/^\/document\//),
    })
    expect(data.result!.connections.map((c) => [c.label, c.cases])).toEqual([
      ['Every connection', null],
      ['Party and arbitrator in one case', 3],
    ])
    // The search joins the viewer's latest ones, named after its selections.
    expect(data.latest[0]).toMatchObject({
      query: 'Canada — J. William Rowley, Christopher Greenwood',
      url: `/relationship-indicator${CANADA_ROWLEY}&right=0%3Achristopher-greenwood`,
    })
  })

  test('looking a name up offers the matches as links that add them; a full side gives the hint', async () => {
    const looking = await load('?left=2%3Acanada&find=rowley&type=0&side=right')
    expect(looking.result).toBeNull()
    expect(looking.lookup!.candidates[0]).toMatchObject({
      name: 'J. William Rowley',
      href: `/relationship-indicator${CANADA_ROWLEY}`,
    })
    const full = await load('?left=2%3Acanada&find=spain&type=2&side=left')
    expect(full.lookup).toMatchObject({ hint: FULL_HINT, candidates: [] })
    // Once both sides are filled, a further search on the right gives the hint too (001 §4, §8).
    const bothFilled = await load(`${CANADA_ROWLEY}&find=greenwood&type=0&side=right`)
    expect(bothFilled.lookup).toMatchObject({ side: 'right', hint: FULL_HINT, candidates: [] })
    // Before the left is chosen, the right takes more than one name.
    const rightFirst = await load('?right=0%3Aj-william-rowley&find=greenwood&type=0&side=right')
    expect(rightFirst.lookup).toMatchObject({ hint: null })
    expect(rightFirst.lookup!.candidates[0]).toMatchObject({ name: 'Christopher Greenwood' })
    const short = await load('?find=r&type=0&side=left')
    expect(short.lookup!.message).toMatch(/at least 2 letters/)
    const none = await load('?find=zzzzqq&type=3&side=left')
    expect(none.lookup).toMatchObject({ candidates: [], hint: null, message: null })
  })

  test('addresses that are not canonical, or name nobody, redirect to what can be read', async () => {
    expect(await redirectOf('?right=0:j-william-rowley&left=2:canada')).toBe(
      `/relationship-indicator${CANADA_ROWLEY}`,
    )
    expect(await redirectOf(`${CANADA_ROWLEY}&right=0%3Anobody-at-all`)).toBe(
      `/relationship-indicator${CANADA_ROWLEY}`,
    )
    expect(await redirectOf(`${CANADA_ROWLEY}&page=9`)).toBe(
      `/relationship-indicator${CANADA_ROWLEY}`,
    )
    expect(await redirectOf('?relType=7&left=')).toBe('/relationship-indicator')
  })

  test('a kind of connection narrows the cases; one the selections never had finds none', async () => {
    const none = await load(`${CANADA_ROWLEY}&connection=same-tribunal`)
    expect(none.result).toMatchObject({ total: 0 })
    expect(none.result!.connections.filter((c) => c.selected)).toEqual([
      expect.objectContaining({ label: 'Sat on the same tribunal', cases: 0 }),
    ])
  })
})
