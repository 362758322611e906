import { describe, expect, test } from 'vitest'
import { createUserStore } from '#server/users/user-store.ts'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { createMipFavouritesStore } from './favourites-store.ts'

describe.each(testDatabases())('Manual IP favourites ($name)', (database) => {
  const db = useTempDb(database)

  test('starred per account and edition, newest first; twice is once; unstar says whether it was', async () => {
    const users = createUserStore(db(), { passwordParams: { N: 2 ** 10, r: 8, p: 1 } })
    const account = await users.createAccount({
      email: `mip-${Math.random()}@example.test`,
      firstName: 'M',
      lastName: 'P',
    })
    const other = await users.createAccount({
      email: `mip-other-${Math.random()}@example.test`,
      firstName: 'O',
      lastName: 'P',
    })
    let time = Date.parse('2026-05-01T10:00:00Z')
    const store = createMipFavouritesStore(db(), { now: () => new Date((time += 1000)) })
    const me = { accountId: account.id, siteId: 'KIPL' }

    expect(await store.add(me, 'DE-patent-de-patg_3.1')).toBe(true)
    expect(await store.add(me, 'SAMPLE-MIP-US-patent-fees')).toBe(true)
    expect(await store.add(me, 'DE-patent-de-patg_3.1')).toBe(false)
    await store.add({ accountId: account.id, siteId: 'KA' }, 'elsewhere')
    await store.add({ accountId: other.id, siteId: 'KIPL' }, 'theirs')

    const list = await store.list(me)
    expect(list.map((s) => s.entryId)).toEqual([
      'SAMPLE-MIP-US-patent-fees',
      'DE-patent-de-patg_3.1',
    ])
    expect(list[0].addedAt.getTime()).toBeGreaterThan(list[1].addedAt.getTime())

    expect(await store.remove(me, 'DE-patent-de-patg_3.1')).toBe(true)
    expect(await store.remove(me, 'DE-patent-de-patg_3.1')).toBe(false)
    expect(await store.remove(me, 'theirs')).toBe(false)
    expect((await store.list(me)).map((s) => s.entryId)).toEqual(['SAMPLE-MIP-US-patent-fees'])
    expect((await store.list({ accountId: other.id, siteId: 'KIPL' })).length).toBe(1)
  })
})
