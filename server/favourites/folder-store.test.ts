import { describe, expect, test } from 'vitest'
import { createUserStore } from '#server/users/user-store.ts'
import {
  isFavouriteNotFoundError,
  isFolderNameTakenError,
  isFolderNotFoundError,
  isInvalidInputError,
} from '#server/errors.ts'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { createFolderStore } from './folder-store.ts'
import type { FavouriteInput } from './folder-types.ts'

let counter = 0

/** A clock that moves one second per reading, so every row has its own time. */
function tickingClock(start = Date.parse('2025-03-01T09:00:00Z')) {
  let time = start
  return () => new Date((time += 1000))
}

const doc = (n: number, extra: Partial<FavouriteInput> = {}): FavouriteInput => ({
  contentId: `DOC-${n}`,
  title: `Document ${String(n).padStart(2, '0')}`,
  url: `/document/DOC-${n}`,
  source: n % 2 ? 'Awards' : 'Books',
  informationType: n % 2 ? 'Award' : 'Chapter',
  ...extra,
})

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  )
}

describe.each(testDatabases())('favourite folders and favourites ($name)', (database) => {
  const db = useTempDb(database)
  const setup = async () => {
    counter += 1
    const users = createUserStore(db(), { passwordParams: { N: 2 ** 10, r: 8, p: 1 } })
    const a = await users.createAccount({
      email: `fav-a-${counter}@example.test`,
      firstName: 'A',
      lastName: 'A',
    })
    const b = await users.createAccount({
      email: `fav-b-${counter}@example.test`,
      firstName: 'B',
      lastName: 'B',
    })
    return {
      store: createFolderStore(db(), { now: tickingClock() }),
      me: { accountId: a.id, siteId: 'KA' },
      other: { accountId: b.id, siteId: 'KA' },
      meOnKipl: { accountId: a.id, siteId: 'KIPL' },
    }
  }

  test('folders are added in order, renamed, moved and deleted', async () => {
    const { store, me } = await setup()
    const cases = await store.addFolder(me, ' Cases ')
    const books = await store.addFolder(me, 'Books')
    const misc = await store.addFolder(me, 'Misc & more / 100%')
    expect(cases).toMatchObject({ name: 'Cases', order: 0, hits: 0 })
    expect((await store.listFolders(me)).map((f) => f.name)).toEqual([
      'Cases',
      'Books',
      'Misc & more / 100%',
    ])

    await store.updateFolder(me, misc.id, { order: 0 })
    expect((await store.listFolders(me)).map((f) => [f.name, f.order])).toEqual([
      ['Misc & more / 100%', 0],
      ['Cases', 1],
      ['Books', 2],
    ])
    const renamed = await store.updateFolder(me, books.id, { name: 'Treatises', order: 1 })
    expect(renamed).toMatchObject({ name: 'Treatises', order: 1 })

    await store.deleteFolder(me, cases.id)
    expect((await store.listFolders(me)).map((f) => [f.name, f.order])).toEqual([
      ['Misc & more / 100%', 0],
      ['Treatises', 1],
    ])
  })

  test('a folder name is unique per account and edition, and must not be blank', async () => {
    const { store, me, other, meOnKipl } = await setup()
    await store.addFolder(me, 'Cases')
    expect(isFolderNameTakenError(await rejection(store.addFolder(me, 'Cases')))).toBe(true)
    await store.addFolder(other, 'Cases')
    await store.addFolder(meOnKipl, 'Cases')
    const second = await store.addFolder(me, 'Other')
    expect(
      isFolderNameTakenError(await rejection(store.updateFolder(me, second.id, { name: 'Cases' }))),
    ).toBe(true)
    expect(isInvalidInputError(await rejection(store.addFolder(me, '   ')))).toBe(true)
    expect(isInvalidInputError(await rejection(store.addFolder(me, 'x'.repeat(81))))).toBe(true)
  })

  test("another account's folder is not found, and neither is another edition's", async () => {
    const { store, me, other, meOnKipl } = await setup()
    const mine = await store.addFolder(me, 'Mine')
    expect(
      isFolderNotFoundError(await rejection(store.updateFolder(other, mine.id, { name: 'x' }))),
    ).toBe(true)
    expect(isFolderNotFoundError(await rejection(store.deleteFolder(other, mine.id)))).toBe(true)
    expect(
      isFolderNotFoundError(await rejection(store.addFavourites(other, [doc(1)], mine.id))),
    ).toBe(true)
    expect(isFolderNotFoundError(await rejection(store.deleteFolder(meOnKipl, mine.id)))).toBe(true)
    expect(await store.listFolders(other)).toEqual([])
  })

  test('favourites page, sort and filter; AddedDate newest first by default', async () => {
    const { store, me } = await setup()
    for (let n = 1; n <= 25; n++) await store.addFavourites(me, [doc(n)], null)
    const first = await store.listFavourites(me)
    expect(first).toMatchObject({
      totalHits: 25,
      page: 1,
      size: 10,
      sortBy: 'AddedDate',
      sortOrder: 'desc',
    })
    expect(first.items.map((f) => f.contentId).slice(0, 3)).toEqual(['DOC-25', 'DOC-24', 'DOC-23'])
    const third = await store.listFavourites(me, { page: 3 })
    expect(third.items.map((f) => f.contentId)).toEqual([
      'DOC-5',
      'DOC-4',
      'DOC-3',
      'DOC-2',
      'DOC-1',
    ])
    const byTitle = await store.listFavourites(me, { sortBy: 'Title', size: 20 })
    expect(byTitle.sortOrder).toBe('asc')
    expect(byTitle.items[0]?.title).toBe('Document 01')
    const bySource = await store.listFavourites(me, {
      sortBy: 'Source',
      sortOrder: 'desc',
      size: 50,
    })
    expect(bySource.items[0]?.source).toBe('Books')
    expect(bySource.items.at(-1)?.source).toBe('Awards')
    const found = await store.listFavourites(me, { query: 'DOCUMENT 1' })
    expect(found.totalHits).toBe(10) // 10 … 19
    expect((await store.listFavourites(me, { query: '100%' })).totalHits).toBe(0)
    expect((await store.listFavourites(me, { query: '_' })).totalHits).toBe(0)
  })

  test('the same document twice in one folder is one favourite; in two folders it is two', async () => {
    const { store, me } = await setup()
    const a = await store.addFolder(me, 'A')
    const b = await store.addFolder(me, 'B')
    expect((await store.addFavourites(me, [doc(1)], a.id)).added).toHaveLength(1)
    expect(await store.addFavourites(me, [doc(1)], a.id)).toMatchObject({ added: [], existing: 1 })
    await store.addFavourites(me, [doc(1)], b.id)
    expect((await store.favouritesWithUrl(me, '/document/DOC-1')).map((f) => f.folderId)).toEqual([
      a.id,
      b.id,
    ])
    expect((await store.listFolders(me)).map((f) => f.hits)).toEqual([1, 1])
  })

  test('moving into a folder and back; a twin already there absorbs the moved one', async () => {
    const { store, me } = await setup()
    const a = await store.addFolder(me, 'A')
    const { added } = await store.addFavourites(me, [doc(1), doc(2), doc(3)], null)
    await store.addFavourites(me, [doc(3)], a.id)
    expect(
      await store.moveFavourites(
        me,
        added.map((f) => f.id),
        a.id,
      ),
    ).toBe(3)
    const inA = await store.listFavourites(me, { folderId: a.id })
    expect(inA.items.map((f) => f.contentId).sort()).toEqual(['DOC-1', 'DOC-2', 'DOC-3'])
    expect((await store.listFavourites(me)).totalHits).toBe(3)
    await store.moveFavourites(me, [inA.items[0]!.id], null)
    expect((await store.listFavourites(me, { folderId: a.id })).totalHits).toBe(2)
  })

  test("another account's favourites can never be moved or deleted, and nothing changes", async () => {
    const { store, me, other } = await setup()
    const { added } = await store.addFavourites(me, [doc(1)], null)
    const { added: theirs } = await store.addFavourites(other, [doc(2)], null)
    const folder = await store.addFolder(me, 'Mine')
    const ids = [added[0]!.id, theirs[0]!.id]
    expect(
      isFavouriteNotFoundError(await rejection(store.moveFavourites(me, ids, folder.id))),
    ).toBe(true)
    expect(isFavouriteNotFoundError(await rejection(store.deleteFavourites(me, ids)))).toBe(true)
    expect((await store.listFavourites(me)).items[0]?.folderId).toBeNull()
    expect((await store.listFavourites(other)).totalHits).toBe(1)
    expect(
      isFavouriteNotFoundError(await rejection(store.deleteFavourites(me, ['no-such-id']))),
    ).toBe(true)
  })

  test('deleting a folder keeps its favourites under All favourites', async () => {
    const { store, me } = await setup()
    const a = await store.addFolder(me, 'A')
    await store.addFavourites(me, [doc(1), doc(2)], a.id)
    await store.addFavourites(me, [doc(2)], null)
    await store.deleteFolder(me, a.id)
    const all = await store.listFavourites(me)
    expect(all.items.map((f) => [f.contentId, f.folderId]).sort()).toEqual([
      ['DOC-1', null],
      ['DOC-2', null],
    ])
  })

  test('documents and searches are counted apart', async () => {
    const { store, me } = await setup()
    await store.addFavourites(me, [doc(1), doc(2)], null)
    await store.addFavourites(
      me,
      [{ kind: 'search', title: 'Awards on jurisdiction', url: '/search?q=jurisdiction' }],
      null,
    )
    expect(await store.countFavourites(me)).toEqual({ document: 2, search: 1 })
    expect(await store.countFavourites(me, { query: 'awards' })).toEqual({ document: 1, search: 1 })
    expect((await store.listFavourites(me, { kind: 'search' })).items[0]?.url).toBe(
      '/search?q=jurisdiction',
    )
  })

  test('only same-site addresses are stored', async () => {
    const { store, me } = await setup()
    for (const url of [
      'https://evil.example/x',
      '//evil.example',
      'javascript:alert(1)',
      '/\\evil',
    ]) {
      expect(
        isInvalidInputError(await rejection(store.addFavourites(me, [doc(1, { url })], null))),
      ).toBe(true)
    }
  })

  test('20 parallel adds to the same folder lose nothing', async () => {
    const { store, me } = await setup()
    const folder = await store.addFolder(me, 'Busy')
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.addFavourites(me, [doc(i + 1)], folder.id)),
    )
    expect((await store.listFavourites(me, { folderId: folder.id })).totalHits).toBe(20)
    expect((await store.listFolders(me))[0]?.hits).toBe(20)
  })

  test('parallel folder additions all get their own place', async () => {
    const { store, me } = await setup()
    await Promise.all(Array.from({ length: 10 }, (_, i) => store.addFolder(me, `Folder ${i}`)))
    const folders = await store.listFolders(me)
    expect(folders).toHaveLength(10)
    expect(folders.map((f) => f.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })
})
