import { describe, expect, test } from 'vitest'
import { createUserStore } from '#server/users/user-store.ts'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { demoAccounts, seedDemoAccounts } from './demo-accounts.ts'
import { createRoleStore } from './roles.ts'

describe.each(testDatabases())('staff roles ($name)', (database) => {
  const db = useTempDb(database)
  const users = () => createUserStore(db(), { passwordParams: { N: 2 ** 10, r: 8, p: 1 } })

  test('roles are set and replaced', async () => {
    const roles = createRoleStore(db())
    const account = await users().createAccount({ email: 'editor@example.test' })
    expect(await roles.rolesOf(account.id)).toEqual([])
    await roles.setRoles(account.id, ['editor', 'editor'])
    expect(await roles.rolesOf(account.id)).toEqual(['editor'])
    await roles.setRoles(account.id, [])
    expect(await roles.rolesOf(account.id)).toEqual([])
  })

  test('the demo editor is seeded with the editor role, the other demo accounts with none', async () => {
    const roles = createRoleStore(db())
    await seedDemoAccounts(users(), roles)
    await seedDemoAccounts(users(), roles)
    const editor = await users().findByEmail('editor@demo.test')
    expect(await roles.rolesOf(editor!.id)).toEqual(['editor'])
    const others = demoAccounts.filter((a) => a.email !== 'editor@demo.test')
    for (const demo of others.slice(0, 3)) {
      const found = await users().findByEmail(demo.email)
      expect(await roles.rolesOf(found!.id)).toEqual([])
    }
  })
})
