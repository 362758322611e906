// The password-help e-mails: the one-time link, and the answer for an account that has no
// password here because it signs in through its organisation. Plain text and HTML.
import { escapeHtml } from '#server/lib/text.ts'
import type { MailMessage } from '#server/mail/mailer.ts'
import { RESET_LINK_TTL_MS } from './password-resets.ts'

export type PasswordMailContext = { productName: string; origin: string }

const MINUTES = Math.round(RESET_LINK_TTL_MS / 60_000)

const footer = (ctx: PasswordMailContext) => ({
  text: `--\nIf you did not ask for this, ignore this e-mail: nothing changes.\n${ctx.productName} · ${ctx.origin}`,
  html:
    `<hr><p style="color:#575a5e;font-size:13px">If you did not ask for this, ignore this e-mail: ` +
    `nothing changes.<br>${escapeHtml(ctx.productName)}</p>`,
})

export function resetLinkMessage(to: string, token: string, ctx: PasswordMailContext): MailMessage {
  const link = `${ctx.origin}/account/resetpassword?token=${encodeURIComponent(token)}`
  const f = footer(ctx)
  return {
    to,
    subject: `Set a new password for ${ctx.productName}`,
    text: [
      `Someone, probably you, asked to set a new password for ${to} on ${ctx.productName}.`,
      '',
      `Set a new password: ${link}`,
      '',
      `The link works once, for ${MINUTES} minutes. Setting a new password signs you out everywhere else.`,
      '',
      f.text,
    ].join('\n'),
    html:
      `<p>Someone, probably you, asked to set a new password for ${escapeHtml(to)} on ` +
      `${escapeHtml(ctx.productName)}.</p>` +
      `<p><a href="${escapeHtml(link)}">Set a new password</a></p>` +
      `<p>The link works once, for ${MINUTES} minutes. Setting a new password signs you out ` +
      `everywhere else.</p>${f.html}`,
  }
}

export function organisationSignInMessage(to: string, ctx: PasswordMailContext): MailMessage {
  const f = footer(ctx)
  const text = `Your account ${to} on ${ctx.productName} has no password: it signs in through your organisation (its single sign-on, or its network). Sign in as your organisation tells you, or ask its administrator for help.`
  return {
    to,
    subject: `Signing in to ${ctx.productName}`,
    text: [text, '', `Sign in: ${ctx.origin}/account/login`, '', f.text].join('\n'),
    html:
      `<p>${escapeHtml(text)}</p>` +
      `<p><a href="${escapeHtml(`${ctx.origin}/account/login`)}">Sign in</a></p>${f.html}`,
  }
}
