import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Viewer } from '#app/context.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { action, loader } from './page.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>
let me: Viewer
let other: Viewer
let owner: { accountId: string; siteId: string }
let otherOwner: { accountId: string; siteId: string }

beforeAll(async () => {
  services = await createTestServices()
  me = await viewerFor(services, 'kapp@demo.test', 'KA')
  other = await viewerFor(services, 'all@demo.test', 'KA')
  owner = { accountId: me.account!.id, siteId: 'KA' }
  otherOwner = { accountId: other.account!.id, siteId: 'KA' }
})
afterAll(() => services.cleanup())

const base = 'http://ka.localhost/favorites'

function post(query: string, fields: Record<string, string | string[]>, viewer = me) {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v)
  }
  return action(
    routeArgs(services, `${base}${query}`, { viewer, init: { method: 'POST', body } }) as never,
  )
}

async function load(query = '', viewer = me) {
  return loader(routeArgs(services, `${base}${query}`, { viewer }) as never)
}

/** The value a loader or action returned or threw: a Response, or data() with its init. */
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
const dataOf = <T>(value: unknown) => (value as { data: T }).data

const doc = (n: number) => ({ contentId: `P${n}`, title: `Paper ${n}`, url: `/document/P${n}` })

describe('the favourites page', () => {
  test('an account with nothing saved sees empty lists', async () => {
    const view = dataOf<{ counts: object; items: unknown[]; folders: unknown[] }>(
      await load('', await viewerFor(services, 'ka@demo.test', 'KA')),
    )
    expect(view).toMatchObject({ counts: { documents: 0, searches: 0 }, items: [], folders: [] })
  })

  test('adding a folder goes to it; a duplicate or blank name is a 400 with the field message', async () => {
    const response = await post('?page=1', { intent: 'add-folder', name: 'Page folder' })
    expect(statusOf(response)).toBe(302)
    const folder = (await services.favourites.listFolders(owner)).find(
      (f) => f.name === 'Page folder',
    )!
    expect(locationOf(response)).toBe(`/favorites?folder=${folder.id}`)
    const again = await post('', { intent: 'add-folder', name: 'Page folder' })
    expect(statusOf(again)).toBe(400)
    expect(dataOf<{ errors: { name: string } }>(again).errors.name).toBe(
      'A folder with this name already exists.',
    )
    const blank = await post('', { intent: 'add-folder', name: '  ' })
    expect(dataOf<{ errors: { name: string } }>(blank).errors.name).toBe('Enter a folder name')
    expect(statusOf(await post('', { intent: 'nonsense' }))).toBe(400)
  })

  test('paging, and the canonical URL', async () => {
    const folder = await services.favourites.addFolder(owner, 'Paging')
    for (let n = 1; n <= 12; n++)
      await services.favourites.addFavourites(owner, [doc(n)], folder.id)
    const second = dataOf<{ items: { title: string }[]; totalPages: number }>(
      await load(`?folder=${folder.id}&page=2`),
    )
    expect(second.totalPages).toBe(2)
    expect(second.items.map((i) => i.title)).toEqual(['Paper 2', 'Paper 1'])
    expect(locationOf(await settle(load(`?folder=${folder.id}&page=9`)))).toBe(
      `/favorites?folder=${folder.id}&page=2`,
    )
    expect(
      locationOf(await settle(load('?folder=0b6a1a8e-3a47-4c55-9d0e-6f1c2d3e4f50&size=20'))),
    ).toBe('/favorites')
    expect(locationOf(await settle(load('?size=10&sort=AddedDate&order=desc')))).toBe('/favorites')
    const byTitle = dataOf<{ items: { title: string }[] }>(
      await load(`?folder=${folder.id}&sort=Title&size=20`),
    )
    expect(byTitle.items[0]?.title).toBe('Paper 1')
  })

  test('moving and deleting reload from page 1 and keep the rest of the state', async () => {
    const from = await services.favourites.addFolder(owner, 'From')
    const to = await services.favourites.addFolder(owner, 'To')
    const { added } = await services.favourites.addFavourites(owner, [doc(40), doc(41)], from.id)
    const query = `?folder=${from.id}&sort=Title&page=2`
    const moved = await post(query, { intent: 'move', ids: added.map((f) => f.id), target: to.id })
    expect(locationOf(moved)).toBe(`/favorites?folder=${from.id}&sort=Title`)
    expect((await services.favourites.listFavourites(owner, { folderId: to.id })).totalHits).toBe(2)
    const none = await post(query, { intent: 'move', target: to.id })
    expect(dataOf<{ errors: { ids: string } }>(none).errors.ids).toBe(
      'Select at least one favourite',
    )
    const deleted = await post(query, { intent: 'delete', ids: [added[0]!.id] })
    expect(locationOf(deleted)).toBe(`/favorites?folder=${from.id}&sort=Title`)
  })

  test('renaming, reordering, and deleting the folder on view returns to all favourites', async () => {
    const folder = await services.favourites.addFolder(owner, 'Doomed')
    await services.favourites.addFavourites(owner, [doc(50)], folder.id)
    expect(
      statusOf(await post('', { intent: 'rename-folder', folderId: folder.id, name: 'Renamed' })),
    ).toBe(302)
    expect(
      statusOf(await post('', { intent: 'move-folder', folderId: folder.id, direction: 'up' })),
    ).toBe(302)
    const response = await post(`?folder=${folder.id}&size=50&sort=Title`, {
      intent: 'delete-folder',
      folderId: folder.id,
    })
    // Folder 0 with the folder-change resets: page 1, size 10, AddedDate newest first.
    expect(locationOf(response)).toBe('/favorites')
    expect(
      (await services.favourites.favouritesWithUrl(owner, '/document/P50'))[0]?.folderId,
    ).toBeNull()
  })

  test("another account's favourite or folder can never be moved or deleted: 404", async () => {
    const theirFolder = await services.favourites.addFolder(otherOwner, 'Theirs')
    const { added } = await services.favourites.addFavourites(otherOwner, [doc(60)], theirFolder.id)
    const mine = await services.favourites.addFolder(owner, 'Mine only')
    for (const fields of [
      { intent: 'move', ids: [added[0]!.id], target: mine.id },
      { intent: 'delete', ids: [added[0]!.id] },
      { intent: 'delete-folder', folderId: theirFolder.id },
      { intent: 'rename-folder', folderId: theirFolder.id, name: 'Hacked' },
    ] as Record<string, string | string[]>[]) {
      expect(statusOf(await settle(post('', fields))), String(fields.intent)).toBe(404)
    }
    expect(
      (await services.favourites.listFavourites(otherOwner, { folderId: theirFolder.id }))
        .totalHits,
    ).toBe(1)
    expect((await services.favourites.listFolders(otherOwner)).map((f) => f.name)).toEqual([
      'Theirs',
    ])
    // Their folder id in my URL is just an unknown folder.
    expect(locationOf(await settle(load(`?folder=${theirFolder.id}`)))).toBe('/favorites')
  })

  test('saving a search: back to the search without JavaScript, data with it', async () => {
    const plain = await post('', {
      intent: 'save-search',
      name: 'Jurisdiction awards',
      url: '/search?q=jurisdiction',
    })
    expect(locationOf(plain)).toBe('/search?q=jurisdiction')
    const scripted = await post('', {
      intent: 'save-search',
      name: 'Again',
      url: '/search?q=again',
      js: '1',
    })
    expect(scripted).toMatchObject({ ok: true, message: 'Search “Again” saved to your favourites' })
    const view = dataOf<{ items: { title: string; url: string }[] }>(
      await load('?tab=searches&sort=Title'),
    )
    expect(view.items.map((i) => i.url)).toEqual(['/search?q=again', '/search?q=jurisdiction'])
    const evil = await post('', { intent: 'save-search', name: 'x', url: 'https://evil.example/' })
    expect(dataOf<{ errors: { url: string } }>(evil).errors.url).toBe(
      'The address must be on this site',
    )
    expect(statusOf(await post('', { intent: 'save-search', name: '', url: '/search' }))).toBe(400)
  })

  test('adding a document from its page', async () => {
    const response = await post('', {
      intent: 'add-favourite',
      documentId: 'de-zpo',
      title: 'ZPO',
      url: '/document/de-zpo',
    })
    expect(locationOf(response)).toBe('/document/de-zpo')
    const again = await post('', {
      intent: 'add-favourite',
      documentId: 'de-zpo',
      title: 'ZPO',
      url: '/document/de-zpo',
      js: '1',
    })
    expect(again).toMatchObject({ ok: true, message: 'Already in your favourites' })
  })
})
