import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFolderStore } from '#server/favourites/folder-store.ts'
import { createMailer } from '#server/mail/mailer.ts'
import { decodeMail, headerOf, mailInOutbox } from '#test/helpers/mail.ts'
import { testDatabases, type TempDb } from '#test/helpers/temp-db.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { createSearchAlerts } from './search-alerts.ts'

// An alert on one saved search, end to end on the real services: switched on in April, the
// documents added since then are mailed once; a later run finds nothing new; the one-click link
// ends it; a search no longer saved takes its alert with it.

describe.each(testDatabases())('search alerts ($name)', (database) => {
  let services: Awaited<ReturnType<typeof createTestServices>>
  let store: TempDb
  beforeAll(async () => {
    store = await database.create({ migrate: false })
    services = await createTestServices({ DATABASE_URL: store.url })
  })
  afterAll(async () => {
    await services.cleanup()
    await store.cleanup()
  })

  const APRIL = new Date('2026-04-10T09:00:00Z')
  const NOVEMBER = new Date('2026-11-20T07:00:00Z')
  const SEARCH = '/search?q=torture'

  async function setup(email: string) {
    const account = (await services.users.findByEmail(email))!
    const owner = { accountId: account.id, siteId: 'KA' }
    const folders = createFolderStore(services.db, { now: () => APRIL })
    await folders.addFavourites(owner, [{ kind: 'search', title: 'Torture', url: SEARCH }], null)
    const alerts = createSearchAlerts({
      db: services.db,
      search: services.search,
      mailer: createMailer({ outbox: services.env.MAIL_OUTBOX, from: 'Portal <a@example.test>' }),
      secret: services.env.SESSION_SECRET,
      now: () => APRIL,
    })
    return { account, alerts, folders, owner }
  }

  test('new documents are mailed once per search, with a link that ends that alert', async () => {
    const { account, alerts } = await setup('ka@demo.test')
    const on = { accountId: account.id, siteId: 'KA', url: SEARCH, name: 'Torture' }
    expect(
      await alerts.set({
        ...on,
        url: '/search?q=never-saved',
        origin: 'http://ka.localhost',
        frequency: 'daily',
      }),
    ).toBeNull()
    const alert = await alerts.set({ ...on, origin: 'http://ka.localhost', frequency: 'weekly' })
    expect(alert).toMatchObject({ url: SEARCH, frequency: 'weekly' })
    expect([...(await alerts.listFor(account.id, 'KA')).keys()]).toEqual([SEARCH])

    const first = await alerts.run({ now: NOVEMBER })
    expect(first).toMatchObject({ due: 1, sent: 1, failed: 0 })
    expect(first.documents).toBeGreaterThan(0)
    const mail = await mailInOutbox(services.env.MAIL_OUTBOX, 'ka@demo.test')
    expect(headerOf(mail, 'Subject')).toMatch(/new_documents?.*Torture/)
    const body = decodeMail(mail)
    expect(body).toContain('Run the search: http://ka.localhost/search?q=torture')
    const link = /http:\/\/ka\.localhost(\/savedsearchalert\/unsubscribe\?token=[\w.%-]+)/.exec(
      body,
    )
    expect(link).not.toBeNull()

    // Not due again within the week; due after it, and nothing is new.
    expect(await alerts.run({ now: new Date(NOVEMBER.getTime() + 3600_000) })).toMatchObject({
      due: 0,
    })
    expect(await alerts.run({ now: new Date(NOVEMBER.getTime() + 8 * 86_400_000) })).toMatchObject({
      due: 1,
      sent: 0,
      documents: 0,
    })

    const token = new URL(link![1]!, 'http://ka.localhost').searchParams.get('token')!
    expect(await alerts.unsubscribe(`${token.slice(0, -2)}xx`)).toBeNull()
    expect(await alerts.unsubscribe(token)).toMatchObject({ name: 'Torture' })
    expect(await alerts.unsubscribe(token)).toBeNull()
    expect((await alerts.listFor(account.id, 'KA')).size).toBe(0)
  })

  test('switched off, or a search removed from the favourites, the alert is gone', async () => {
    const { account, alerts, folders, owner } = await setup('yb@demo.test')
    const on = {
      accountId: account.id,
      siteId: 'KA',
      url: SEARCH,
      name: 'Torture',
      origin: 'http://ka.localhost',
    }
    await alerts.set({ ...on, frequency: 'daily' })
    expect(await alerts.set({ ...on, frequency: null })).toBeNull()
    expect((await alerts.listFor(account.id, 'KA')).size).toBe(0)

    await alerts.set({ ...on, frequency: 'daily' })
    const saved = await folders.listFavourites(owner, {})
    await folders.deleteFavourites(
      owner,
      saved.items.map((f) => f.id),
    )
    expect(await alerts.run({ now: NOVEMBER })).toMatchObject({ due: 0, sent: 0 })
    expect((await alerts.listFor(account.id, 'KA')).size).toBe(0)
  })
})
