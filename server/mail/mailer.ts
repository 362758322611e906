// Outgoing e-mail through nodemailer: over SMTP when SMTP_URL is set, otherwise each message is
// written as an .eml file into the outbox folder (offline by default; open the files with any
// mail client).
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import { MailDeliveryError } from '#server/errors.ts'

export type MailMessage = {
  to: string
  subject: string
  text: string
  html: string
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>
}

export type SentMail = {
  messageId: string
  /** The .eml file, when written to the outbox. */ file?: string
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>
  close(): void
}

export type MailerOptions = { smtpUrl?: string; outbox: string; from: string }

export function createMailer({ smtpUrl, outbox, from }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      async send(message) {
        try {
          const info = await transport.sendMail({
            from,
            textEncoding: 'quoted-printable',
            ...message,
          })
          return { messageId: String(info.messageId) }
        } catch (cause) {
          throw new MailDeliveryError(message.to, { cause })
        }
      },
      close: () => transport.close(),
    }
  }

  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  return {
    async send(message) {
      try {
        const info = await transport.sendMail({
          from,
          textEncoding: 'quoted-printable',
          ...message,
        })
        await mkdir(outbox, { recursive: true })
        const stamp = new Date().toISOString().replace(/[:.]/g, '-')
        const file = join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`)
        await writeFile(file, info.message as Buffer)
        return { messageId: String(info.messageId), file }
      } catch (cause) {
        throw new MailDeliveryError(message.to, { cause })
      }
    },
    close: () => transport.close(),
  }
}
