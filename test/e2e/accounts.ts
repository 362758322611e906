import type { Page } from '@playwright/test'
import { openDatabase } from '../../server/db/connection.ts'
import { createUserStore } from '../../server/users/user-store.ts'

/** The app store of the server under test (test/e2e/serve.sh). */
const STORE = 'var/e2e/app.sqlite'

/**
 * Creates an account of its own for a journey that changes it (its password, its sessions), so
 * the shared demo accounts stay as every other journey expects them. As an administrator would:
 * straight in the store the server uses.
 */
export async function createAccount(input: { email: string; password: string | null }) {
  const db = await openDatabase(STORE)
  try {
    await createUserStore(db, { passwordParams: { N: 2 ** 10, r: 8, p: 1 } }).createAccount({
      ...input,
      firstName: 'Test',
      lastName: 'Reader',
      subscriptions: [{ siteId: 'KA', subscription: 'KAPP', aiEnabled: true }],
    })
  } finally {
    await db.destroy()
  }
}

/** Signs in through the login form with the account's own password. */
export async function loginAs(page: Page, email: string, password: string, to = '/') {
  await page.goto(`/account/login?returnUrl=${encodeURIComponent(to)}`)
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/account/login'))
}

/** The usage events the server under test stored for an account, oldest first. */
export async function eventsOf(email: string, type?: string) {
  const db = await openDatabase(STORE)
  try {
    const account = await db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst()
    if (!account) return []
    let query = db.selectFrom('usage_events').selectAll().where('account_id', '=', account.id)
    if (type) query = query.where('type', '=', type)
    return await query.orderBy('created_at').execute()
  } finally {
    await db.destroy()
  }
}
