import { describe, expect, test } from 'vitest'
import { createUserStore } from '#server/users/user-store.ts'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { isFavouriteNotFoundError } from '#server/errors.ts'
import { createFolderStore } from './folder-store.ts'
import { createSavedDocuments } from './saved-documents.ts'

let counter = 0

const doc = (n: number) => ({
  contentId: `DOC-${n}`,
  title: `Document ${n}`,
  url: `/document/DOC-${n}`,
})

describe.each(testDatabases())('saved state of documents ($name)', (database) => {
  const db = useTempDb(database)
  const setup = async () => {
    counter += 1
    const users = createUserStore(db(), { passwordParams: { N: 2 ** 10, r: 8, p: 1 } })
    const a = await users.createAccount({
      email: `saved-a-${counter}@example.test`,
      firstName: 'A',
      lastName: 'A',
    })
    const b = await users.createAccount({
      email: `saved-b-${counter}@example.test`,
      firstName: 'B',
      lastName: 'B',
    })
    return {
      folders: createFolderStore(db()),
      saved: createSavedDocuments(db()),
      me: { accountId: a.id, siteId: 'KA' },
      other: { accountId: b.id, siteId: 'KA' },
      meOnKipl: { accountId: a.id, siteId: 'KIPL' },
    }
  }

  test('a page of ids answers which are saved and in which folders', async () => {
    const { folders, saved, me, other, meOnKipl } = await setup()
    const cases = await folders.addFolder(me, 'Cases')
    const reading = await folders.addFolder(me, 'Reading')
    await folders.addFavourites(me, [doc(1)], reading.id)
    await folders.addFavourites(me, [doc(1)], cases.id)
    await folders.addFavourites(me, [doc(2)], null)
    await folders.addFavourites(
      me,
      [{ kind: 'search', title: 'A search', url: '/search?q=x' }],
      null,
    )
    await folders.addFavourites(other, [doc(3)], null)
    await folders.addFavourites(meOnKipl, [doc(4)], null)

    const found = await saved.savedDocuments(me, ['DOC-1', 'DOC-2', 'DOC-3', 'DOC-4', 'DOC-5'])
    expect([...found.keys()].sort()).toEqual(['DOC-1', 'DOC-2'])
    // In the account's folder order, not the order they were saved in.
    expect(found.get('DOC-1')).toEqual({ folders: ['Cases', 'Reading'], unfiled: false })
    expect(found.get('DOC-2')).toEqual({ folders: [], unfiled: true })
    expect((await saved.savedDocuments(me, [])).size).toBe(0)
  })

  test('removing takes the document out of every folder, and only that one', async () => {
    const { folders, saved, me, other } = await setup()
    const cases = await folders.addFolder(me, 'Cases')
    await folders.addFavourites(me, [doc(1)], cases.id)
    await folders.addFavourites(me, [doc(1), doc(2)], null)
    await folders.addFavourites(other, [doc(1)], null)

    expect(await saved.removeSavedDocument(me, 'DOC-1')).toEqual({
      title: 'Document 1',
      folders: 1,
    })
    expect([...(await saved.savedDocuments(me, ['DOC-1', 'DOC-2'])).keys()]).toEqual(['DOC-2'])
    expect((await saved.savedDocuments(other, ['DOC-1'])).size).toBe(1)
    const again = await saved.removeSavedDocument(me, 'DOC-1').catch((e: unknown) => e)
    expect(isFavouriteNotFoundError(again)).toBe(true)
  })
})
