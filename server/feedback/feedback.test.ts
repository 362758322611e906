import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { MailDeliveryError } from '#server/errors.ts'
import { createMailer, type Mailer } from '#server/mail/mailer.ts'
import { decodeMail, headerOf, mailInOutbox } from '#test/helpers/mail.ts'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { createFeedbackService } from './feedback.ts'

const input = {
  siteId: 'KA',
  productName: 'Arbitration Research',
  accountId: null,
  subject: 'Search <b>help</b>',
  message: 'The award I expected does not show up for "lis pendens".',
  pageUrl: '/search?q=lis+pendens',
  contactEmail: 'reader@example.test',
}

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

describe.each(testDatabases())('feedback ($name)', (database) => {
  const db = useTempDb(database)
  const rows = () =>
    db()
      .withTables<{
        support_feedback: { id: string; contact_email: string | null; mailed_at: number | null }
      }>()
      .selectFrom('support_feedback')
      .selectAll()
      .execute()

  test('is kept, then mailed to support with a reply address', async () => {
    const outbox = await mkdtemp(join(tmpdir(), 'feedback-'))
    dirs.push(outbox)
    const mailer = createMailer({ outbox, from: 'Portal <no-reply@example.test>' })
    const feedback = createFeedbackService(db(), { mailer, supportEmail: 'help@example.test' })
    const saved = await feedback.submit(input)
    expect(saved.mailed).toBe(true)
    const mail = await mailInOutbox(outbox, 'help@example.test')
    expect(headerOf(mail, 'Subject')).toBe('Feedback: Search <b>help</b>')
    expect(headerOf(mail, 'Reply-To')).toBe('reader@example.test')
    const body = decodeMail(mail)
    expect(body).toContain('Page: /search?q=lis+pendens')
    expect(body).toContain('Search &lt;b&gt;help&lt;/b&gt;')
    const row = (await rows()).find((r) => r.id === saved.id)
    expect(row?.contact_email).toBe('reader@example.test')
    expect(row?.mailed_at).toEqual(expect.any(Number))
  })

  test('is kept, unmailed, when the mail cannot go out', async () => {
    const failing: Mailer = {
      send: (message) => Promise.reject(new MailDeliveryError(message.to, { cause: 'down' })),
      close() {},
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const feedback = createFeedbackService(db(), {
      mailer: failing,
      supportEmail: 'help@example.test',
    })
    const saved = await feedback.submit({ ...input, contactEmail: null })
    expect(saved.mailed).toBe(false)
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
    const row = (await rows()).find((r) => r.id === saved.id)
    expect(row).toMatchObject({ contact_email: null, mailed_at: null })
  })
})
