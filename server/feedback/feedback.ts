import { randomUUID } from 'node:crypto'
import type { Db } from '#server/db/connection.ts'
import { escapeHtml } from '#server/lib/text.ts'
import type { Mailer, MailMessage } from '#server/mail/mailer.ts'

// Feedback and Support: a subscriber's (or visitor's) message is kept in the store first, then
// mailed to the support address; if the mail fails the message is still kept, unmailed, so
// nothing is lost. The contact address is kept only when the sender agreed to be contacted.

type SupportFeedbackTable = {
  id: string
  site_id: string
  account_id: string | null
  subject: string
  message: string
  page_url: string | null
  contact_email: string | null
  created_at: number
  mailed_at: number | null
}
type Tables = { support_feedback: SupportFeedbackTable }

export type FeedbackInput = {
  siteId: string
  /** The product name, for the mail to support. */
  productName: string
  accountId: string | null
  subject: string
  message: string
  pageUrl: string | null
  /** Only with the sender's consent to be contacted. */
  contactEmail: string | null
}

export type Feedback = FeedbackInput & { id: string; createdAt: Date; mailed: boolean }

export interface FeedbackService {
  /** Keeps the message, then mails it to support; `mailed` says whether that went out. */
  submit(input: FeedbackInput): Promise<Feedback>
}

export function createFeedbackService(
  db: Db,
  options: { mailer: Mailer; supportEmail: string; now?: () => Date },
): FeedbackService {
  const store = db.withTables<Tables>()
  const now = () => options.now?.() ?? new Date()
  return {
    async submit(input) {
      const id = randomUUID()
      const createdAt = now()
      await store
        .insertInto('support_feedback')
        .values({
          id,
          site_id: input.siteId,
          account_id: input.accountId,
          subject: input.subject,
          message: input.message,
          page_url: input.pageUrl,
          contact_email: input.contactEmail,
          created_at: createdAt.getTime(),
          mailed_at: null,
        })
        .execute()
      const saved = { ...input, id, createdAt }
      try {
        await options.mailer.send(supportMessage(saved, options.supportEmail))
      } catch (error) {
        console.warn(`Feedback ${id} kept but not mailed: ${(error as Error).message}`)
        return { ...saved, mailed: false }
      }
      await store
        .updateTable('support_feedback')
        .set({ mailed_at: now().getTime() })
        .where('id', '=', id)
        .execute()
      return { ...saved, mailed: true }
    },
  }
}

/** The mail to support: replying reaches the sender when they agreed to be contacted. */
export function supportMessage(
  feedback: FeedbackInput & { id: string },
  supportEmail: string,
): MailMessage {
  const lines = [
    `Feedback from ${feedback.productName} (${feedback.siteId})`,
    `Subject: ${feedback.subject}`,
    `Page: ${feedback.pageUrl ?? 'not given'}`,
    `Contact: ${feedback.contactEmail ?? 'the sender did not ask to be contacted'}`,
    `Reference: ${feedback.id}`,
  ]
  return {
    to: supportEmail,
    subject: `Feedback: ${feedback.subject}`,
    text: [...lines, '', feedback.message].join('\n'),
    html:
      `<p>${lines.map(escapeHtml).join('<br>')}</p>` +
      `<p style="white-space:pre-wrap">${escapeHtml(feedback.message)}</p>`,
    ...(feedback.contactEmail ? { headers: { 'Reply-To': feedback.contactEmail } } : {}),
  }
}
