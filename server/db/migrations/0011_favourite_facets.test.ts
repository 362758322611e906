import type { Kysely } from 'kysely'
import { describe, expect, test } from 'vitest'
import { createFolderStore } from '#server/favourites/folder-store.ts'
import { createListsStore } from '#server/favourites/lists-store.ts'
import { createUserStore } from '#server/users/user-store.ts'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { migrateDown, migrateToLatest } from '../migrate.ts'

describe.each(testDatabases())('0011: one list of favourites ($name)', (database) => {
  const db = useTempDb(database)

  test('the two lists give their rows to the favourites and go', async () => {
    const users = createUserStore(db(), { passwordParams: { N: 2 ** 10, r: 8, p: 1 } })
    const account = await users.createAccount({
      email: 'migrate-0011@example.test',
      firstName: 'M',
      lastName: 'M',
    })
    const owner = { accountId: account.id, siteId: 'KA' }
    // Back to the schema before 0011: the later migrations go first, then 0011 itself.
    const reverted: string[] = []
    while (!reverted.includes('0011_favourite_facets')) {
      const step = await migrateDown(db())
      if (step.length === 0) break
      reverted.push(...step)
    }
    expect(reverted.at(-1)).toBe('0011_favourite_facets')

    // Before: a document kept in a folder and in the documents list, one only in the list, and
    // a search in the searches list twice (with and without filters named).
    // The tables this migration drops are in no row type any more.
    const any = db() as unknown as Kysely<any>
    const mine = { account_id: account.id, site_id: 'KA' }
    await any
      .insertInto('favourites')
      .values({
        id: 'fav-1',
        ...mine,
        folder_id: '',
        kind: 'document',
        content_id: 'D1',
        title: 'Doc 1',
        url: '/document/D1',
        source: 'Src',
        information_type: 'Awards',
        notifications: 0,
        added_at: 1000,
        updated_at: 1000,
      })
      .execute()
    await any
      .insertInto('favourite_documents')
      .values([
        {
          id: 'list-1',
          ...mine,
          document_id: 'D1',
          title: 'Doc 1',
          url: '/document/D1',
          jurisdiction: 'France',
          topic_id: 'Patents',
          date: '2020-01-02',
          author_review_date: '2021-03-04',
          added_at: 2000,
        },
        {
          id: 'list-2',
          ...mine,
          document_id: 'D2',
          title: 'Doc 2',
          url: '/document/D2',
          jurisdiction: '',
          topic_id: '',
          date: null,
          author_review_date: null,
          added_at: 3000,
        },
      ])
      .execute()
    await any
      .insertInto('favourite_searches')
      .values([
        {
          id: 'search-1',
          ...mine,
          name: 'UPC',
          url: '/search?q=upc',
          jurisdictions: '["Germany"]',
          topic_ids: '["Patents"]',
          added_at: 4000,
        },
        {
          id: 'search-2',
          ...mine,
          name: 'Plain',
          url: '/search?q=plain',
          jurisdictions: '[]',
          topic_ids: '[]',
          added_at: 5000,
        },
      ])
      .execute()

    expect(await migrateToLatest(db())).toEqual(reverted.toReversed())
    const tables = (await db().introspection.getTables()).map((t) => t.name)
    expect(tables).not.toContain('favourite_documents')
    expect(tables).not.toContain('favourite_searches')

    const lists = createListsStore(db())
    const documents = await lists.listEntries(owner, 'document')
    expect(
      documents.map((d) => [d.id, d.title, d.facets?.jurisdictions, d.facets?.reviewDate]),
    ).toEqual([
      ['list-2', 'Doc 2', [], null],
      // The favourite the account kept already is filed under the list's facets.
      ['fav-1', 'Doc 1', ['France'], '2021-03-04'],
    ])
    const searches = await lists.listEntries(owner, 'search')
    expect(searches.map((s) => [s.title, s.facets?.topics ?? null])).toEqual([
      ['Plain', null],
      ['UPC', ['Patents']],
    ])
    // The folder view sees them too, in no folder.
    const all = await createFolderStore(db()).countFavourites(owner)
    expect(all).toEqual({ document: 2, search: 2 })
  })
})
