import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Viewer } from '#app/context.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { apiCaller, type Handler } from '#test/helpers/api-call.ts'
import { viewerFor } from '#test/helpers/route-args.ts'
import * as addFavorites from './add-favorites.ts'
import * as addFolder from './add-folder.ts'
import * as deleteFavorites from './delete-favorites.ts'
import * as deleteFolder from './delete-folder.ts'
import * as favoriteDocuments from './favorite-documents.ts'
import * as favoriteFilters from './favorite-filters.ts'
import * as favoriteSearch from './favorite-search.ts'
import * as favoriteSearches from './favorite-searches.ts'
import * as getFavorites from './get-favorites.ts'
import * as latestSearch from './latest-search.ts'
import * as latestSearches from './latest-searches.ts'
import * as updateFavorites from './update-favorites.ts'
import * as updateFolder from './update-folder.ts'
import * as addHistory from '../customization/add-history.ts'
import * as customization from '../customization/customization.ts'
import * as history from '../customization/history.ts'
import * as ourTools from '../customization/our-tools-tile.ts'
import * as updateNews from '../customization/update-news-publication-title.ts'
import * as updateTools from '../customization/update-tools.ts'

let services: Awaited<ReturnType<typeof createTestServices>>
let me: Viewer
let other: Viewer

beforeAll(async () => {
  services = await createTestServices()
  me = await viewerFor(services, 'ipl@demo.test', 'KIPL')
  other = await viewerFor(services, 'all@demo.test', 'KIPL')
})
afterAll(() => services.cleanup())

const call = apiCaller(() => services, 'http://kipl.localhost/apiv2', {
  site: 'KIPL',
  viewer: () => me,
})

describe('folder model API (spec 001 §7.4)', () => {
  test('AddFolder takes the url-encoded name; missing or taken names are 400', async () => {
    const added = await call(
      addFolder.action,
      `/Favorite/AddFolder?folderName=${encodeURIComponent('Cases & awards / 2024')}`,
      { method: 'POST' },
    )
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({
      name: 'Cases & awards / 2024',
      order: 0,
      hits: 0,
      favorites: [],
    })
    const missing = await call(addFolder.action, '/Favorite/AddFolder', { method: 'POST' })
    expect(missing).toMatchObject({
      status: 400,
      body: { message: "The parameter 'folderName' must be defined." },
    })
    const taken = await call(
      addFolder.action,
      `/Favorite/AddFolder?folderName=${encodeURIComponent('Cases & awards / 2024')}`,
      { method: 'POST' },
    )
    expect(taken).toMatchObject({
      status: 400,
      body: { errors: { folderName: 'A folder with this name already exists.' } },
    })
    expect((await call(addFolder.loader as Handler, '/Favorite/AddFolder')).status).toBe(405)
  })

  test("AddFavorites refuses another edition's document with a 400, and saves nothing", async () => {
    const refused = await call(addFavorites.action, '/Favorite/AddFavorites', {
      method: 'POST',
      body: {
        Favorites: [
          { contentId: 'ec-at-28841', title: 'A Commission case', url: '/document/ec-at-28841' },
        ],
      },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.contentId).toBe('This edition has no document ec-at-28841.')
    const list = await call(getFavorites.action, '/Favorite/GetFavorites', {
      method: 'POST',
      body: {},
    })
    expect(JSON.stringify(list.body)).not.toContain('ec-at-28841')
  })

  test('GetFavorites: the list state, default size 10 and AddedDate newest first', async () => {
    const folder = await call(addFolder.action, '/Favorite/AddFolder?folderName=Listing', {
      method: 'POST',
    })
    const favorites = Array.from({ length: 12 }, (_, i) => ({
      contentId: `L${i}`,
      title: `Listed ${i}`,
      url: `/document/L${i}`,
    }))
    const added = await call(addFavorites.action, '/Favorite/AddFavorites', {
      method: 'POST',
      body: { Favorites: favorites, Folder: folder.body.id },
    })
    expect(added.status).toBe(201)
    expect(added.body.added).toHaveLength(12)
    const list = await call(getFavorites.action, '/Favorite/GetFavorites', {
      method: 'POST',
      body: { folder: folder.body.id },
    })
    expect(list.body).toMatchObject({
      pageNumber: 1,
      pageSize: 10,
      totalHits: 12,
      sortBy: 'AddedDate',
      sortOrder: 'desc',
      selectedFolderId: folder.body.id,
    })
    expect(list.body.favorites).toHaveLength(10)
    expect(list.body.favorites[0]).toMatchObject({
      title: 'Listed 11',
      folder: folder.body.id,
      selected: false,
      show: true,
    })
    const listed = list.body.folders.find((f: { id: string }) => f.id === folder.body.id)
    expect(listed).toMatchObject({ hits: 12, selected: true })
    expect(listed.favorites).toHaveLength(12)
    const bad = await call(getFavorites.action, '/Favorite/GetFavorites', {
      method: 'POST',
      body: { page: 0, size: 500 },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toMatchObject({ page: 'page starts at 1', size: 'size is at most 100' })
    expect(
      (await call(getFavorites.action, '/Favorite/GetFavorites', { method: 'POST', body: '{oops' }))
        .body.message,
    ).toBe('The body must be JSON.')
  })

  test("another account's favourites and folders can never be read, moved or deleted: 404", async () => {
    const theirFolder = await call(addFolder.action, '/Favorite/AddFolder?folderName=Private', {
      method: 'POST',
      viewer: other,
    })
    const theirs = await call(addFavorites.action, '/Favorite/AddFavorites', {
      method: 'POST',
      viewer: other,
      body: {
        Favorites: [{ contentId: 'S1', title: 'Secret', url: '/document/S1' }],
        Folder: theirFolder.body.id,
      },
    })
    const id = theirs.body.added[0].id
    const myFolder = await call(addFolder.action, '/Favorite/AddFolder?folderName=Target', {
      method: 'POST',
    })
    expect(
      (
        await call(getFavorites.action, '/Favorite/GetFavorites', {
          method: 'POST',
          body: { folder: theirFolder.body.id },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call(updateFavorites.action, '/Favorite/UpdateFavorites', {
          method: 'POST',
          body: { Favorites: [{ id }], Folder: myFolder.body.id },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call(deleteFavorites.action, '/Favorite/DeleteFavorites', {
          method: 'POST',
          body: { favorites: [{ id }] },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call(updateFolder.action, '/Favorite/UpdateFolder', {
          method: 'POST',
          body: { id: theirFolder.body.id, name: 'Mine now' },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call(deleteFolder.action, '/Favorite/DeleteFolder', {
          method: 'POST',
          body: { id: theirFolder.body.id },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call(addFavorites.action, '/Favorite/AddFavorites', {
          method: 'POST',
          body: {
            Favorites: [{ contentId: 'x', title: 'x', url: '/document/x' }],
            Folder: theirFolder.body.id,
          },
        })
      ).status,
    ).toBe(404)
    const still = await call(getFavorites.action, '/Favorite/GetFavorites', {
      method: 'POST',
      viewer: other,
      body: { folder: theirFolder.body.id },
    })
    expect(still.body.favorites.map((f: { title: string }) => f.title)).toEqual(['Secret'])
  })

  test('UpdateFavorites moves, UpdateFolder renames and reorders, DeleteFolder needs an id', async () => {
    const a = await call(addFolder.action, '/Favorite/AddFolder?folderName=Move%20A', {
      method: 'POST',
    })
    const b = await call(addFolder.action, '/Favorite/AddFolder?folderName=Move%20B', {
      method: 'POST',
    })
    const added = await call(addFavorites.action, '/Favorite/AddFavorites', {
      method: 'POST',
      body: {
        Favorites: [{ contentId: 'M1', title: 'Movable', url: '/document/M1' }],
        Folder: a.body.id,
      },
    })
    const moved = await call(updateFavorites.action, '/Favorite/UpdateFavorites', {
      method: 'POST',
      body: { Favorites: [added.body.added[0]], Folder: b.body.id },
    })
    expect(moved.body).toEqual({ moved: 1, folder: b.body.id })
    const renamed = await call(updateFolder.action, '/Favorite/UpdateFolder', {
      method: 'POST',
      body: { id: b.body.id, name: 'Moved here', order: 0 },
    })
    expect(renamed.body).toMatchObject({ name: 'Moved here', order: 0, hits: 1 })
    expect(
      (
        await call(updateFolder.action, '/Favorite/UpdateFolder', {
          method: 'POST',
          body: { id: b.body.id },
        })
      ).status,
    ).toBe(400)
    expect(
      (await call(deleteFolder.action, '/Favorite/DeleteFolder', { method: 'POST', body: {} })).body
        .message,
    ).toBe("The parameter 'id' must be defined.")
    expect(
      (
        await call(deleteFolder.action, '/Favorite/DeleteFolder', {
          method: 'POST',
          body: { id: a.body.id },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await call(deleteFavorites.action, '/Favorite/DeleteFavorites', {
          method: 'POST',
          body: {},
        })
      ).body.message,
    ).toBe("The parameter 'favorites' must be defined.")
  })
})

describe('documents-and-searches model and latest searches (spec 001 §4, §5, §7.4, §8)', () => {
  test('favourite documents need amount, sort and mark shown entries', async () => {
    expect((await call(favoriteDocuments.loader, '/api/FavoriteDocuments')).body.message).toBe(
      "The parameter 'amount' must be defined.",
    )
    expect(
      (await call(favoriteDocuments.loader, '/api/FavoriteDocuments?amount=null')).status,
    ).toBe(400)
    expect((await call(favoriteDocuments.loader, '/api/FavoriteDocuments?amount=-1')).status).toBe(
      400,
    )
    // Past the databases' integers: 400 for a number that is not exact, all for a huge one.
    expect(
      (await call(favoriteDocuments.loader, '/api/FavoriteDocuments?amount=99999999999999999999'))
        .status,
    ).toBe(400)
    expect(
      (await call(favoriteSearches.loader, '/api/FavoriteSearches?amount=9007199254740991')).status,
    ).toBe(200)
    await call(favoriteDocuments.action, '/api/FavoriteDocuments', {
      method: 'POST',
      body: [
        {
          documentId: 'F1',
          title: 'One',
          url: '/document/F1',
          jurisdiction: 'Germany',
          topicId: 'Patents>Validity',
        },
        {
          documentId: 'F2',
          title: 'Two',
          url: '/document/F2',
          jurisdiction: 'Austria',
          topicId: 'Copyright',
        },
      ],
    })
    const all = await call(
      favoriteDocuments.loader,
      '/api/FavoriteDocuments?amount=0&topics=Patents',
    )
    // One list of favourites: the documents saved through the folder model are listed too.
    const listed = all.body.list as { documentId: string; show: boolean; id: string }[]
    expect(listed.map((d) => d.documentId)).toContain('L0')
    expect(
      listed.filter((d) => d.documentId.startsWith('F')).map((d) => [d.documentId, d.show]),
    ).toEqual([
      ['F2', false],
      ['F1', true],
    ])
    const bad = await call(favoriteDocuments.action, '/api/FavoriteDocuments', {
      method: 'POST',
      body: { documentId: 'F3', title: 'Three', url: 'javascript:alert(1)' },
    })
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { '0.url': 'Must be an address on this site, starting with /' } },
    })
    expect(
      (await call(favoriteDocuments.action, '/api/FavoriteDocuments', { method: 'DELETE' })).body
        .message,
    ).toBe("The parameter 'ids' must be defined.")
    const id = listed.find((d) => d.documentId === 'F2')!.id
    expect(
      (
        await call(favoriteDocuments.action, `/api/FavoriteDocuments?ids=${id}`, {
          method: 'DELETE',
          viewer: other,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call(favoriteDocuments.action, `/api/FavoriteDocuments?ids=${id}`, {
          method: 'DELETE',
        })
      ).body,
    ).toEqual({ deleted: 1 })
  })

  test('favourite searches: amount required, delete needs an id and only ever the caller’s', async () => {
    expect((await call(favoriteSearches.loader, '/api/FavoriteSearches')).status).toBe(400)
    const saved = await call(favoriteSearches.action, '/api/FavoriteSearches', {
      method: 'POST',
      body: {
        name: 'UPC',
        url: '/search?mode=unified-patent-court',
        jurisdictions: ['Germany'],
        topicIds: ['Patents'],
      },
    })
    expect(saved.status).toBe(201)
    expect(
      (await call(favoriteSearches.loader, '/api/FavoriteSearches?amount=0')).body.list[0],
    ).toMatchObject({ name: 'UPC', show: true })
    expect(
      (await call(favoriteSearches.action, '/api/FavoriteSearches', { method: 'DELETE' })).body
        .message,
    ).toBe("The parameter 'id' must be defined.")
    const theirs = { method: 'DELETE', viewer: other, params: { id: saved.body.id } }
    expect(
      (await call(favoriteSearch.action, `/api/FavoriteSearches/${saved.body.id}`, theirs)).status,
    ).toBe(404)
    const mine = { method: 'DELETE', params: { id: saved.body.id } }
    expect(
      (await call(favoriteSearch.action, `/api/FavoriteSearches/${saved.body.id}`, mine)).status,
    ).toBe(200)
    expect(
      (await call(favoriteSearch.loader as Handler, `/api/FavoriteSearches/${saved.body.id}`))
        .status,
    ).toBe(405)
  })

  test('latest searches filter by topics and countries; delete needs an id', async () => {
    await call(latestSearches.action, '/api/LatestSearches', {
      method: 'POST',
      body: { query: 'sep', url: '/search?q=sep', topics: ['Patents>SEP'], countries: ['Germany'] },
    })
    await call(latestSearches.action, '/api/LatestSearches', {
      method: 'POST',
      body: { query: 'tm', url: '/search?q=tm', topics: ['Trade marks'], countries: ['France'] },
    })
    const queries = async (q: string) =>
      (await call(latestSearches.loader, `/api/LatestSearches${q}`)).body.list.map(
        (s: { query: string }) => s.query,
      )
    expect(await queries('')).toEqual(['tm', 'sep'])
    expect(await queries('?topics=Patents')).toEqual(['sep'])
    expect(await queries('?countries=France&countries=Spain')).toEqual(['tm'])
    expect(await queries('?countries=France&topics=Patents')).toEqual([])
    expect(
      (await call(latestSearches.action, '/api/LatestSearches', { method: 'DELETE' })).body.message,
    ).toBe("The parameter 'id' must be defined.")
    expect(
      (
        await call(latestSearches.action, '/api/LatestSearches', {
          method: 'POST',
          body: { query: 'x' },
        })
      ).status,
    ).toBe(400)
    const id = (await call(latestSearches.loader, '/api/LatestSearches')).body.list[0].id
    expect(
      (
        await call(latestSearch.action, `/api/LatestSearches/${id}`, {
          method: 'DELETE',
          viewer: other,
          params: { id },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call(latestSearch.action, `/api/LatestSearches/${id}`, {
          method: 'DELETE',
          params: { id },
        })
      ).status,
    ).toBe(200)
  })

  test('favourite filters come from the caller’s favourites, as trees', async () => {
    const filters = await call(favoriteFilters.loader, '/api/Filter/favoriteFilters')
    const topics = filters.body.topicsFilter.filterItems
    const patents = topics.find((t: { name: string }) => t.name === 'Patents')
    expect(patents).toMatchObject({ displayName: 'Patents', active: false })
    expect(
      filters.body.jurisdictionsFilter.filterItems.map((j: { name: string }) => j.name),
    ).toContain('Germany')
  })
})

describe('customization API (spec 001 §7.9)', () => {
  test('tools, news titles and history', async () => {
    const all = await call(customization.loader, '/Customization')
    expect(Object.keys(all.body).sort()).toEqual(['history', 'newsPublications', 'tools'])
    const tools = await call(ourTools.loader, '/Customization/OurToolsTile')
    expect(tools.body[0]).toMatchObject({
      id: 'case-law',
      order: 0,
      enabled: true,
      counter: 0,
      uuid: 'case-law',
    })
    const updated = await call(updateTools.action, '/Customization/UpdateTools', {
      method: 'POST',
      body: [
        { id: 'manual-ip', order: 0 },
        { id: 'jurisdictions', enabled: false },
      ],
    })
    expect(updated.body[0].id).toBe('manual-ip')
    const unknown = await call(updateTools.action, '/Customization/UpdateTools', {
      method: 'POST',
      body: [{ id: 'nope' }],
    })
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Unknown tool: nope' } })
    expect(
      (
        await call(updateTools.action, '/Customization/UpdateTools', {
          method: 'POST',
          body: [{ order: 1 }],
        })
      ).status,
    ).toBe(400)
    const news = await call(updateNews.action, '/Customization/UpdateNewsPublicationTitle', {
      method: 'POST',
      body: { newsPublications: ['IP news'] },
    })
    expect(news.body).toEqual({ newsPublications: ['IP news'] })
    expect(
      (
        await call(addHistory.action, '/Customization/AddHistory', {
          method: 'POST',
          body: { title: 'x' },
        })
      ).body.message,
    ).toBe("The parameter 'documentId' must be defined.")
    expect(
      (
        await call(addHistory.action, '/Customization/AddHistory', {
          method: 'POST',
          body: { documentId: 'H1', title: 'Read me' },
        })
      ).status,
    ).toBe(201)
    const read = await call(history.loader, '/Customization/History')
    expect(read.body[0]).toMatchObject({ documentId: 'H1', title: 'Read me', url: '/document/H1' })
    expect((await call(history.loader, '/Customization/History', { viewer: other })).body).toEqual(
      [],
    )
  })
})
