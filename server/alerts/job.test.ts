import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createFolderStore } from '#server/favourites/folder-store.ts'
import { decodeMail, headerOf, unsubscribeLink } from '#test/helpers/mail.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { verifyUnsubscribeToken } from './tokens.ts'

// The alert job end to end: real services on a temporary store, mail over SMTP to a real server
// started here, a second run, and a run after a restart.

type Received = { from: string; to: string[]; raw: string }
const received: Received[] = []
let smtp: SMTPServer
let port = 0
let dir = ''

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  port = (smtp.server.address() as AddressInfo).port
  dir = await mkdtemp(join(tmpdir(), 'alert-job-'))
})

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  await rm(dir, { recursive: true, force: true })
})

const NOW = new Date('2026-11-20T07:00:00Z')
const servicesOn = (database: string, extra: Record<string, string> = {}) =>
  createTestServices({ DATABASE_URL: database, SMTP_URL: `smtp://127.0.0.1:${port}`, ...extra })

test('digests go out over SMTP once; a second run and a run after a restart send nothing new', async () => {
  const database = join(dir, 'app.sqlite')
  const services = await servicesOn(database)
  let subscriptionId = ''
  try {
    const account = (await services.users.findByEmail('kapp@demo.test'))!
    // A saved search of the subscriber, saved in April: documents added since then are new.
    const folders = createFolderStore(services.db, { now: () => new Date('2026-04-10T09:00:00Z') })
    await folders.addFavourites(
      { accountId: account.id, siteId: 'KA' },
      [{ kind: 'search', title: 'Torture', url: '/search?q=torture' }],
      null,
    )
    const subscription = await services.alerts.subscribe({
      siteId: 'KA',
      email: 'kapp@demo.test',
      accountId: account.id,
      name: 'Kim',
      publications: ['ITA Arbitration Report'],
      savedSearches: true,
      frequency: 'weekly',
      origin: 'http://ka.localhost:3000',
    })
    subscriptionId = subscription.id
    // Someone else, on another edition, with a blog's news only.
    await services.alerts.subscribe({
      siteId: 'KIPL',
      email: 'reader@example.test',
      name: '',
      publications: ['Trade Mark Blog'],
      savedSearches: false,
      frequency: 'daily',
      origin: 'http://kipl.localhost:3000',
    })

    const first = await services.alertJob.run({ now: NOW })
    expect(first).toMatchObject({ due: 2, sent: 2, failed: [] })
    expect(received.map((m) => m.to).sort()).toEqual([['kapp@demo.test'], ['reader@example.test']])
    const mail = received.find((m) => m.to[0] === 'kapp@demo.test')!
    const sent = await services.alerts.sentKeys(subscription.id)
    expect(headerOf(mail.raw, 'Subject')).toBe(`Arbitration Research: ${sent.length} new items`)
    const other = decodeMail(received.find((m) => m.to[0] === 'reader@example.test')!.raw)
    expect(other).toContain('Trade Mark Blog')
    expect(other).not.toContain('ITA Arbitration Report')
    const body = decodeMail(mail.raw)
    // the news of the last two weeks, and the saved search's new documents
    expect(body).toContain('ITA Arbitration Report')
    expect(body).toContain('Tribunal declines jurisdiction over intra-EU claim')
    // Sample news says so in the digest too, as in the portal's lists.
    expect(body).toContain(
      'Tribunal declines jurisdiction over intra-EU claim after member-state objection [Sample content]',
    )
    expect(body).toContain('http://ka.localhost:3000/news?item=SAMPLE-KA-news-001')
    expect(body).toContain('Saved search: Torture')
    expect(body).toMatch(/http:\/\/ka\.localhost:3000\/document\/[\w.-]+/)
    // Days as the portal's pages write them (decision 246), never ISO.
    expect(body).toMatch(/\(\d{2} [A-Z][a-z]{2,3} \d{4}\)/)
    expect(body).not.toMatch(/\b20\d\d-[01]\d-[0-3]\d\b/)
    // a one-click unsubscribe link, signed for this subscription, also in the header
    const link = unsubscribeLink(mail.raw)!
    const token = new URL(link, 'http://x').searchParams.get('token')!
    expect(verifyUnsubscribeToken(services.env.SESSION_SECRET, token)).toBe(subscription.id)
    expect(headerOf(mail.raw, 'List-Unsubscribe')).toBe(`<http://ka.localhost:3000${link}>`)

    expect(sent).toContain('news:SAMPLE-KA-news-001-ITAARBITRATI')
    expect(sent.filter((k) => k.startsWith('doc:')).length).toBeGreaterThan(0)

    // Again at once: nobody is due. A week later: due, but nothing is new.
    expect(await services.alertJob.run({ now: NOW })).toMatchObject({ due: 0, sent: 0 })
    const weekLater = new Date(NOW.getTime() + 7 * 24 * 3600 * 1000)
    expect(await services.alertJob.run({ now: weekLater })).toMatchObject({ due: 2, sent: 0 })
    expect(received).toHaveLength(2)
  } finally {
    await services.cleanup()
  }

  // A restart: new services on the same store remember what was sent.
  const restarted = await servicesOn(database)
  try {
    const weekLater = new Date(NOW.getTime() + 8 * 24 * 3600 * 1000)
    expect(await restarted.alertJob.run({ now: weekLater })).toMatchObject({ sent: 0, failed: [] })
    expect(received).toHaveLength(2)
    expect((await restarted.alerts.sentKeys(subscriptionId)).length).toBeGreaterThan(0)
  } finally {
    await restarted.cleanup()
  }
})

test('a failed delivery keeps nothing as sent, so the next run mails it', async () => {
  const database = join(dir, 'failing.sqlite')
  // Nothing listens on this port: every delivery fails.
  const broken = await createTestServices({
    DATABASE_URL: database,
    SMTP_URL: 'smtp://127.0.0.1:9',
  })
  let id = ''
  try {
    const sub = await broken.alerts.subscribe({
      siteId: 'KCL',
      email: 'later@example.test',
      name: '',
      publications: ['Competition Law News'],
      savedSearches: false,
      frequency: 'daily',
      origin: 'http://kcl.localhost:3000',
    })
    id = sub.id
    const report = await broken.alertJob.run({ now: NOW })
    expect(report.sent).toBe(0)
    expect(report.failed).toEqual([
      { subscriptionId: id, reason: 'Could not send mail to later@example.test' },
    ])
    expect(await broken.alerts.sentKeys(id)).toEqual([])
  } finally {
    await broken.cleanup()
  }
  const fixed = await servicesOn(database)
  try {
    const before = received.length
    expect(await fixed.alertJob.run({ now: NOW })).toMatchObject({ sent: 1 })
    expect(received.length).toBe(before + 1)
    expect(received.at(-1)!.to).toEqual(['later@example.test'])
    expect(decodeMail(received.at(-1)!.raw)).toContain(
      'Commission fines producers for price-fixing cartel',
    )
  } finally {
    await fixed.cleanup()
  }
})

test('without SMTP_URL the mail is an .eml file in the outbox', async () => {
  const outbox = join(dir, 'outbox')
  const services = await createTestServices({ MAIL_OUTBOX: outbox })
  try {
    const sent = await services.mailer.send({
      to: 'a@example.test',
      subject: 'Hello',
      text: 'Hi',
      html: '<p>Hi</p>',
    })
    expect(sent.file).toBeDefined()
    const files = await readdir(outbox)
    expect(files).toHaveLength(1)
    const raw = await readFile(join(outbox, files[0]!), 'utf8')
    expect(headerOf(raw, 'To')).toBe('a@example.test')
    expect(headerOf(raw, 'Subject')).toBe('Hello')
  } finally {
    await services.cleanup()
  }
})
