import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FavouriteListsView } from '#app/components/favorites/lists-screen.tsx'
import type { Viewer } from '#app/context.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { anonymous, routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { action, loader } from './page.tsx'

// The favourites page's jurisdiction-and-topic view (spec 001 §2.8, §4), against the real
// services: the starter corpus's content index and a temporary app store.

let services: Awaited<ReturnType<typeof createTestServices>>
let me: Viewer
let other: Viewer
let owner: { accountId: string; siteId: string }

beforeAll(async () => {
  services = await createTestServices()
  me = await viewerFor(services, 'kapp@demo.test', 'KA')
  other = await viewerFor(services, 'all@demo.test', 'KA')
  owner = { accountId: me.account!.id, siteId: 'KA' }
})
afterAll(() => services.cleanup())

const base = 'http://ka.localhost/favorites'

function post(query: string, fields: Record<string, string>, viewer = me) {
  return action(
    routeArgs(services, `${base}${query}`, {
      viewer,
      init: { method: 'POST', body: new URLSearchParams(fields) },
    }) as never,
  )
}
const load = (query: string, viewer = me) =>
  loader(routeArgs(services, `${base}${query}`, { viewer }) as never)

async function settle(promise: Promise<unknown>) {
  try {
    return await promise
  } catch (error) {
    return error
  }
}
const statusOf = (value: unknown) =>
  value instanceof Response
    ? value.status
    : ((value as { init?: ResponseInit }).init?.status ?? 200)
const locationOf = (value: unknown) => (value as Response).headers.get('Location')
const view = async (query: string, viewer = me) =>
  (await load(query, viewer)) as unknown as { data: FavouriteListsView }

// Two awards against Hungary and a chapter of the UN Convention against Torture (on KA).
const AWARD = 'isds-d680108477c9'
const OTHER_AWARD = 'isds-33099d053752'
const TREATY = 'un-cat_1'

describe('Documents (n) and Searches (n) by jurisdiction and topic', () => {
  test('saving from the reading view and the search page fills the lists', async () => {
    for (const id of [AWARD, TREATY]) {
      const saved = await post('', {
        intent: 'add-favourite',
        documentId: id,
        title: 'as the page said',
        url: `/document/${id}?q=expropriation`,
      })
      expect(statusOf(saved)).toBe(302)
    }
    const search = await post('', {
      intent: 'save-search',
      name: 'Hungarian awards',
      url: '/search?q=expropriation&topic=Investment+arbitration&f.jurisdiction=Hungary',
    })
    expect(locationOf(search)).toBe(
      '/search?q=expropriation&topic=Investment+arbitration&f.jurisdiction=Hungary',
    )

    const documents = (await view('?view=documents')).data
    expect(documents.counts).toEqual({ documents: 2, searches: 1 })
    expect(documents.list.view).toBe('documents')
    const award = documents.list.items.find((i) => i.url === `/document/${AWARD}`)!
    expect(award.title).toMatch(/v\. Hungary/)
    expect(award).toMatchObject({
      jurisdictions: ['Hungary'],
      topics: ['Investment arbitration › Awards'],
      reviewed: { iso: '2015-04-17', text: '17 Apr 2015' },
      folders: [],
    })
    // A chapter names its publication.
    expect(documents.list.items.find((i) => i.url === `/document/${TREATY}`)?.title).toBe(
      'Preamble, Convention against Torture and Other Cruel, Inhuman or Degrading Treatment or Punishment',
    )
    // Default sort: jurisdiction, alphabetical (Hungary before International).
    expect(documents.list.items.map((i) => i.jurisdictions[0])).toEqual([
      'Hungary',
      'International',
    ])
    expect(documents.filters.jurisdictions.map((o) => [o.value, o.count])).toEqual([
      ['Hungary', 1],
      ['International', 1],
    ])

    const searches = (await view('?view=searches')).data
    expect(searches.list).toMatchObject({
      view: 'searches',
      items: [
        {
          title: 'Hungarian awards',
          jurisdictions: ['Hungary'],
          topics: ['Investment arbitration'],
        },
      ],
    })
  })

  test('sorts and filters are in the URL; filters list only the entries’ own values', async () => {
    await post('', {
      intent: 'add-favourite',
      documentId: OTHER_AWARD,
      title: 'x',
      url: `/document/${OTHER_AWARD}`,
    })
    const newest = (await view('?view=documents&sort=dateAdded')).data
    expect(newest.list.items[0]?.url).toBe(`/document/${OTHER_AWARD}`)
    expect(newest.state.sort).toBe('dateAdded')

    const hungary = (await view('?view=documents&jurisdiction=Hungary')).data
    expect(hungary.total).toBe(3)
    expect(hungary.list.items.map((i) => i.url).sort()).toEqual(
      [`/document/${AWARD}`, `/document/${OTHER_AWARD}`].sort(),
    )
    expect(hungary.filters.jurisdictions).toContainEqual(
      expect.objectContaining({ value: 'Hungary', count: 2, selected: true }),
    )
    // A parent topic selects its children; counts follow the other filter.
    const topic = (await view('?view=documents&topic=Investment+arbitration')).data
    expect(topic.list.items).toHaveLength(2)
    expect(topic.filters.topics.map((o) => [o.value, o.depth])).toContainEqual([
      'Investment arbitration>Jurisdiction',
      1,
    ])
    const none = (await view('?view=documents&jurisdiction=Hungary&topic=Public+international+law'))
      .data
    expect(none.list.items).toEqual([])
  })

  test('bad parameters fall back to the defaults by a redirect to the canonical URL', async () => {
    for (const [query, canonical] of [
      ['?view=nonsense', '/favorites?view=documents'],
      ['?view=documents&sort=jurisdiction', '/favorites?view=documents'],
      ['?view=searches&sort=reviewDate&page=3', '/favorites?view=searches'],
      [
        '?jurisdiction=Spain&view=documents&tab=searches',
        '/favorites?view=documents&jurisdiction=Spain',
      ],
      ['?view=documents&topic=&topic=IP&topic=ip', '/favorites?view=documents&topic=IP'],
    ]) {
      expect(locationOf(await settle(load(query!))), query).toBe(canonical)
    }
  })

  test('removing: PRG back to the same list, gone from every folder; never another account’s', async () => {
    const folder = await services.favourites.addFolder(owner, 'Hungary')
    await services.favourites.addFavourites(
      owner,
      [{ contentId: AWARD, title: 'x', url: `/document/${AWARD}` }],
      folder.id,
    )
    const before = (await view('?view=documents&sort=dateAdded')).data
    const entry = before.list.items.find((i) => i.url === `/document/${AWARD}`)!
    expect(entry.folders).toEqual(['Hungary'])

    expect(
      statusOf(
        await settle(post('?view=documents', { intent: 'remove-document', id: entry.id }, other)),
      ),
    ).toBe(404)
    expect(statusOf(await post('?view=documents', { intent: 'remove-document' }))).toBe(400)
    // A document's id is not a search's.
    expect(
      statusOf(await settle(post('?view=searches', { intent: 'remove-search', id: entry.id }))),
    ).toBe(404)

    const removed = await post('?view=documents&sort=dateAdded&jurisdiction=Hungary', {
      intent: 'remove-document',
      id: entry.id,
    })
    expect(statusOf(removed)).toBe(302)
    expect(locationOf(removed)).toBe(
      '/favorites?view=documents&sort=dateAdded&jurisdiction=Hungary',
    )
    expect(await services.favourites.favouritesWithUrl(owner, `/document/${AWARD}`)).toEqual([])
    expect((await services.favourites.listFolders(owner))[0]?.hits).toBe(0)

    const search = (await view('?view=searches')).data.list.items[0]!
    const gone = await post('?view=searches', { intent: 'remove-search', id: search.id })
    expect(locationOf(gone)).toBe('/favorites?view=searches')
    expect((await view('?view=searches')).data.counts.searches).toBe(0)
  })

  test('the folder view is unchanged and links here', async () => {
    const folders = (await load('')) as unknown as { data: { mode: string; counts: object } }
    expect(folders.data).toMatchObject({ mode: 'folders', counts: { documents: 2 } })
  })

  test('only a plan that opens favourites may read or change them', async () => {
    const nosub = await viewerFor(services, 'nosub@demo.test', 'KA')
    expect(statusOf(await settle(load('?view=documents', nosub)))).toBe(403)
    expect(
      statusOf(
        await settle(post('?view=documents', { intent: 'remove-document', id: 'x' }, nosub)),
      ),
    ).toBe(403)
    expect(statusOf(await settle(load('?view=documents', anonymous)))).toBe(401)
  })
})
