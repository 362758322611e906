// The alert e-mails: the confirmation sent on subscribing and the digest of new items. Plain
// text and HTML, every link absolute (to the site the subscriber used), a one-click unsubscribe
// link and the List-Unsubscribe header.
import { escapeHtml } from '#server/lib/text.ts'
import { formatDay, formatDaysIn } from '#sites/dates.ts'
import type { MailMessage } from '#server/mail/mailer.ts'
import type { AlertSubscription } from './alert-store.ts'
import { unsubscribeToken } from './tokens.ts'

export type DigestItem = {
  key: string
  title: string
  /** Path on the site, e.g. /news?item=… or /document/…. */
  path: string
  date: string | null
  /** What it is: the news publication, or the saved search it matched. */
  context: string
  summary: string | null
  /** Content the project wrote as a sample: the digest says so, as the portal's lists do. */
  sample?: boolean
}

/** The mark of sample content (app/components/sample-mark.tsx), in a digest. */
const SAMPLE = 'Sample content'

export type MailContext = {
  secret: string
  productName: string
  /** Where the subscriber changes preferences (signed in), e.g. /change-preferences. */
  preferencesPath: string
}

export function unsubscribeUrl(
  secret: string,
  subscription: Pick<AlertSubscription, 'id' | 'origin'>,
) {
  return `${subscription.origin}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, subscription.id))}`
}

function footer(subscription: AlertSubscription, ctx: MailContext) {
  const unsubscribe = unsubscribeUrl(ctx.secret, subscription)
  const preferences = `${subscription.origin}${ctx.preferencesPath}`
  return {
    unsubscribe,
    text: [
      '--',
      `You receive this e-mail because ${subscription.email} subscribed to alerts of ${ctx.productName}.`,
      `Change your preferences: ${preferences}`,
      `Unsubscribe: ${unsubscribe}`,
    ].join('\n'),
    html:
      `<hr><p style="color:#575a5e;font-size:13px">You receive this e-mail because ` +
      `${escapeHtml(subscription.email)} subscribed to alerts of ${escapeHtml(ctx.productName)}.<br>` +
      `<a href="${escapeHtml(preferences)}">Change your preferences</a> · ` +
      `<a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>`,
  }
}

const headersFor = (unsubscribe: string) => ({ 'List-Unsubscribe': `<${unsubscribe}>` })

export function welcomeMessage(subscription: AlertSubscription, ctx: MailContext): MailMessage {
  const f = footer(subscription, ctx)
  const what = [
    subscription.publications.length ? `news from ${subscription.publications.join(', ')}` : null,
    subscription.savedSearches ? 'new documents for your saved searches' : null,
  ]
    .filter(Boolean)
    .join(' and ')
  const greeting = subscription.name ? `Dear ${subscription.name},` : 'Hello,'
  const body = `You are subscribed to ${ctx.productName} alerts: ${what}, ${subscription.frequency}.`
  return {
    to: subscription.email,
    subject: `${ctx.productName}: you are subscribed to alerts`,
    text: [greeting, '', body, '', f.text].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${f.html}`,
    headers: headersFor(f.unsubscribe),
  }
}

/**
 * Asks the owner of an address to confirm a sign-up or a change someone made for it. No
 * unsubscribe footer: nothing is subscribed until the link is followed.
 */
export function confirmMessage(
  signUp: { email: string; name: string },
  confirmUrl: string,
  ctx: Pick<MailContext, 'productName'> & { hours: number },
): MailMessage {
  const greeting = signUp.name ? `Dear ${signUp.name},` : 'Hello,'
  const body = `Someone asked for ${ctx.productName} alerts to be sent to ${signUp.email}, or for the alerts this address receives to change. To confirm, open this link within ${ctx.hours} hours:`
  const ignore = 'If it was not you, ignore this e-mail: nothing changes.'
  return {
    to: signUp.email,
    subject: `${ctx.productName}: confirm your alert subscription`,
    text: [greeting, '', body, confirmUrl, '', ignore].join('\n'),
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(confirmUrl)}">Confirm the subscription</a></p><p>${escapeHtml(ignore)}</p>`,
  }
}

export function digestMessage(
  subscription: AlertSubscription,
  items: readonly DigestItem[],
  ctx: MailContext,
): MailMessage {
  const f = footer(subscription, ctx)
  const count = items.length === 1 ? '1 new item' : `${items.length} new items`
  const groups = new Map<string, DigestItem[]>()
  for (const item of items) groups.set(item.context, [...(groups.get(item.context) ?? []), item])
  const text: string[] = [`${count} for you on ${ctx.productName}.`, '']
  let html = `<p>${escapeHtml(`${count} for you on ${ctx.productName}.`)}</p>`
  for (const [context, group] of groups) {
    text.push(context, '')
    html += `<h2 style="font-size:16px">${escapeHtml(context)}</h2><ul>`
    for (const item of group) {
      const url = `${subscription.origin}${item.path}`
      // Days as the portal's pages write them (sites/dates.ts), in the summary too.
      const date = formatDay(item.date)
      const summary = item.summary ? formatDaysIn(item.summary) : null
      const mark = item.sample ? ` [${SAMPLE}]` : ''
      text.push(`* ${item.title}${mark}${date ? ` (${date})` : ''}`, `  ${url}`)
      if (summary) text.push(`  ${summary}`)
      html +=
        `<li><a href="${escapeHtml(url)}">${escapeHtml(item.title)}</a>` +
        (item.sample ? ` <em>${SAMPLE}</em>` : '') +
        (date ? ` <span style="color:#575a5e">${escapeHtml(date)}</span>` : '') +
        (summary ? `<br>${escapeHtml(summary)}` : '') +
        '</li>'
    }
    text.push('')
    html += '</ul>'
  }
  return {
    to: subscription.email,
    subject: `${ctx.productName}: ${count}`,
    text: [...text, f.text].join('\n'),
    html: html + f.html,
    headers: headersFor(f.unsubscribe),
  }
}
