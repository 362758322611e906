import { describe, expect, test } from 'vitest'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { DEMO_PASSWORD, demoAccounts, seedDemoAccounts } from './demo-accounts.ts'
import { subscriptionCodesBySite, type SiteId } from './subscriptions.ts'
import { createUserStore } from './user-store.ts'

describe('demo account list', () => {
  test('covers every subscription code on every edition that sells it', () => {
    const offered = new Set(
      demoAccounts.flatMap((a) => a.subscriptions.map((s) => `${s.siteId}:${s.subscription}`)),
    )
    for (const [siteId, codes] of Object.entries(subscriptionCodesBySite)) {
      for (const code of codes) expect(offered, `${siteId}:${code}`).toContain(`${siteId}:${code}`)
    }
    const emails = demoAccounts.map((a) => a.email)
    expect(new Set(emails).size).toBe(emails.length)
    expect(emails).toEqual(expect.arrayContaining(['all@demo.test', 'nosub@demo.test']))
  })
})

describe.each(testDatabases())('demo accounts ($name)', (database) => {
  const db = useTempDb(database)
  const store = () => createUserStore(db(), { passwordParams: { N: 2 ** 10, r: 8, p: 1 } })

  async function snapshot() {
    const accounts = await db().selectFrom('accounts').selectAll().orderBy('email').execute()
    const subscriptions = await db()
      .selectFrom('account_subscriptions')
      .selectAll()
      .orderBy('account_id')
      .orderBy('site_id')
      .execute()
    const ranges = await db()
      .selectFrom('ip_ranges')
      .select(['account_id', 'ip_range'])
      .orderBy('account_id')
      .orderBy('ip_range')
      .execute()
    return { accounts, subscriptions, ranges }
  }

  test('seeding is idempotent, even when two seeds run at once', async () => {
    const first = await seedDemoAccounts(store())
    expect(first.created).toEqual(demoAccounts.map((a) => a.email))
    const before = await snapshot()
    expect(before.accounts).toHaveLength(demoAccounts.length)

    const again = await seedDemoAccounts(store())
    expect(again).toEqual({ created: [], existing: demoAccounts.map((a) => a.email) })
    expect(await snapshot()).toEqual(before)

    await Promise.all([seedDemoAccounts(store()), seedDemoAccounts(store())])
    expect(await snapshot()).toEqual(before)
  })

  test('two instances seeding an empty store at once end with one set of accounts', async () => {
    const fresh = await database.create()
    try {
      const fastStore = () =>
        createUserStore(fresh.db, { passwordParams: { N: 2 ** 10, r: 8, p: 1 } })
      const results = await Promise.all([
        seedDemoAccounts(fastStore()),
        seedDemoAccounts(fastStore()),
      ])
      const created = results.flatMap((r) => r.created).sort()
      expect(created).toEqual(demoAccounts.map((a) => a.email).sort())
      const count = await fresh.db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      expect(Number(count.n)).toBe(demoAccounts.length)
    } finally {
      await fresh.cleanup()
    }
  })

  test('each demo account signs in with the shared password, with its subscriptions', async () => {
    await seedDemoAccounts(store())
    for (const demo of demoAccounts) {
      const account = await store().findByEmail(demo.email)
      expect(account?.displayName).toBe(demo.displayName)
      const signedIn = await store().verifyCredentials(demo.email, DEMO_PASSWORD)
      expect(signedIn?.id ?? null).toBe(demo.password === null ? null : account?.id)
      const expected = [...demo.subscriptions]
        .map((s) => ({ ...s, aiEnabled: s.aiEnabled ?? false }))
        .sort((a, b) => a.siteId.localeCompare(b.siteId))
      expect(await store().subscriptionsFor(account!.id)).toEqual(expected)
    }
  })

  test('a drifted demo account is put back by seeding', async () => {
    await seedDemoAccounts(store())
    const all = await store().findByEmail('all@demo.test')
    await store().setSubscriptions(all!.id, [{ siteId: 'KA', subscription: 'KA' }])
    await seedDemoAccounts(store())
    const sites = (await store().subscriptionsFor(all!.id)).map((s) => s.siteId as SiteId)
    expect(sites).toEqual(['KA', 'KCL', 'KIPL'])
  })

  test('the demo institution signs in by IP, but plain local requests stay anonymous', async () => {
    await seedDemoAccounts(store())
    const institution = await store().findByEmail('institution@demo.test')
    for (const ip of ['127.0.0.2', '::ffff:127.0.0.2', '192.0.2.10', '2001:db8::1']) {
      expect((await store().accountForIp(ip))?.id, ip).toBe(institution?.id)
    }
    for (const ip of ['127.0.0.1', '::ffff:127.0.0.1', '::1', '127.0.0.3', '10.0.0.1']) {
      expect(await store().accountForIp(ip), ip).toBeNull()
    }
    const info = await store().accountInformation(institution!.id, 'KA', {
      authenticatedByIp: true,
    })
    expect(info).toMatchObject({ subscription: 'KAPP', authenticatedByIp: true })
  })
})
