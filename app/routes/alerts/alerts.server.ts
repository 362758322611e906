import { readForm } from '#app/utils/form-body.server.ts'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { pageUrl } from '#app/utils/page-url.ts'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import { redirectWithNotice } from '#app/utils/notice.server.ts'
import { formOverLimit, inWords } from '#app/utils/rate-limit.server.ts'
import { mailOrigin } from '#app/utils/mail-origin.server.ts'
import { LIMITS } from '#server/users/rate-limits.ts'
import { ALERT_EDITIONS } from '#server/alerts/editions.ts'
import type { AlertSubscription } from '#server/alerts/alert-store.ts'
import { confirmMessage, welcomeMessage } from '#server/alerts/messages.ts'
import {
  CONFIRM_HOURS,
  confirmToken,
  confirmTokenKey,
  verifyConfirmToken,
  verifyUnsubscribeToken,
} from '#server/alerts/tokens.ts'
import type { MailMessage } from '#server/mail/mailer.ts'
import {
  alertFormInput,
  alertFormSchema,
  errorsOf,
  type AlertFormErrors,
} from './alert-form.schema.ts'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** The edition's alert: its name, pages and the news publications one can choose. */
export function alertInfo({ context }: Pick<Args, 'context'>) {
  const { news } = context.get(servicesContext)
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  const edition = ALERT_EDITIONS[site.id]
  return {
    ...edition,
    publications: news.publicationTitles(site.id),
    signedIn: Boolean(viewer.account),
    accountEmail: viewer.account?.email ?? '',
  }
}

/** The landing page of an edition's alert (/itaarbitrationreport and its siblings). */
export async function alertLandingLoader({ context }: Args) {
  const { news, alerts } = context.get(servicesContext)
  const site = context.get(siteContext)
  const info = alertInfo({ context })
  const existing = info.accountEmail ? await alerts.findByEmail(site.id, info.accountEmail) : null
  return {
    ...info,
    subscribed: Boolean(existing?.active),
    latest: news.window(site.id, null, new Date(), 5).map((n) => ({
      id: n.id,
      title: n.title,
      date: n.date,
      publication: n.publicationTitle,
      sample: n.sample,
    })),
  }
}

/**
 * The sign-up form, or, opened from a confirmation mail (`?confirm=<token>`), what is to be
 * confirmed with a button (a GET changes nothing: mail scanners open links too).
 */
export async function subscribeLoader({ request, context }: Args) {
  const { alerts, env } = context.get(servicesContext)
  const info = alertInfo({ context })
  const token = new URL(request.url).searchParams.get('confirm')
  if (token === null) return { ...info, confirm: null }
  const signUp = verifyConfirmToken(env.SESSION_SECRET, token.slice(0, 5000))
  if (!signUp || signUp.siteId !== context.get(siteContext).id) throw invalidLink()
  if (await alerts.confirmationSpent(confirmTokenKey(token))) throw usedLink()
  return { ...info, confirm: { token, ...signUp } }
}

const invalidLink = () =>
  data(
    { message: 'This confirmation link has expired or is not valid. Subscribe again.' },
    { status: 400 },
  )

const usedLink = () =>
  data(
    {
      message:
        'This confirmation link has been used already: it works once. To change what you receive, subscribe again.',
    },
    { status: 400 },
  )

type FormFailure = { ok: false; errors: AlertFormErrors; values: Record<string, unknown> }

/** Validates the form (400 with the messages) or returns the values. */
function readAlertForm(form: FormData, context: Args['context'], fallbackEmail?: string) {
  const info = alertInfo({ context })
  const input = alertFormInput(form, fallbackEmail)
  const parsed = alertFormSchema.safeParse(input)
  const errors: AlertFormErrors = parsed.success ? {} : errorsOf(parsed.error)
  // The schema's own check of this waits for the other fields to be valid: say it at once.
  if (input.publications.length === 0 && !input.savedSearches) {
    errors.publications ??= 'Choose at least one publication'
  }
  const unknown = input.publications.filter((p) => !info.publications.includes(p))
  if (unknown.length > 0) errors.publications ??= `Unknown publication: ${unknown[0]}`
  if (input.savedSearches && !info.signedIn) {
    errors.publications ??= 'Sign in to receive alerts for your saved searches'
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    const failure: FormFailure = { ok: false, errors, values: input }
    return { failure: data(failure, { status: 400 }), values: null }
  }
  return { failure: null, values: parsed.data }
}

/**
 * Subscribes an address. The signed-in subscriber's own address is subscribed (or changed) at
 * once; any other address is mailed a signed link that expires, and nothing changes until its
 * owner follows it and confirms (`intent=confirm`), so a stranger cannot sign an address up,
 * change what it receives or re-activate it (decision 162).
 */
export async function subscribeAction({ request, context }: Args) {
  const { alerts, env } = context.get(servicesContext)
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  const form = await readForm(request)
  if (form.get('intent') === 'confirm') {
    const token = form.get('token')
    const signUp =
      typeof token === 'string'
        ? verifyConfirmToken(env.SESSION_SECRET, token.slice(0, 5000))
        : null
    if (!signUp || signUp.siteId !== site.id) throw invalidLink()
    // One use: a link used once cannot set its preferences again after the owner changed them
    // or unsubscribed (decision 241).
    const spendable = Date.now() + CONFIRM_HOURS * 3600_000
    if (!(await alerts.spendConfirmation(confirmTokenKey(String(token)), spendable))) {
      throw usedLink()
    }
    const existing = await alerts.findByEmail(site.id, signUp.email)
    const subscription = await alerts.subscribe({
      ...signUp,
      savedSearches: existing?.savedSearches ?? false,
      origin: mailOrigin(context),
    })
    await sendWelcome(context, subscription)
    return redirect('/subscribe-success')
  }
  const { failure, values } = readAlertForm(form, context)
  if (failure) return failure
  const own = viewer.account && viewer.account.email.toLowerCase() === values.email.toLowerCase()
  // Anyone may ask for an address, so each address is mailed a few times a day at most, and each
  // client may send the form a few times an hour.
  const wait = await formOverLimit(context, 'alert-signup', [
    [`alert-mail:${values.email.toLowerCase()}`, LIMITS.alertMailsPerAddressee],
  ])
  if (wait !== null) {
    const refused: FormFailure = {
      ok: false,
      errors: { email: `Too many alert sign-ups for this address. Try again ${inWords(wait)}.` },
      values,
    }
    return data(refused, { status: 429, headers: { 'Retry-After': String(wait) } })
  }
  if (own) {
    const subscription = await alerts.subscribe({
      ...values,
      siteId: site.id,
      accountId: viewer.account!.id,
      origin: mailOrigin(context),
    })
    await sendWelcome(context, subscription)
    return redirect('/subscribe-success')
  }
  const edition = ALERT_EDITIONS[site.id]
  const signUp = {
    siteId: site.id,
    email: values.email.toLowerCase(),
    name: values.name,
    publications: values.publications,
    frequency: values.frequency,
  }
  // The page's own path, whether the form came as a document or a data request (`….data`).
  const link = `${mailOrigin(context)}${edition.subscribePath}?confirm=${confirmToken(env.SESSION_SECRET, signUp)}`
  await sendMail(
    context,
    confirmMessage(signUp, link, {
      productName: edition.productName,
      hours: CONFIRM_HOURS,
    }),
  )
  return redirect('/subscribe-success?confirm=1')
}

function sendWelcome(context: Args['context'], subscription: AlertSubscription) {
  const { env } = context.get(servicesContext)
  const edition = ALERT_EDITIONS[context.get(siteContext).id]
  return sendMail(
    context,
    welcomeMessage(subscription, {
      secret: env.SESSION_SECRET,
      productName: edition.productName,
      preferencesPath: edition.preferencesPath,
    }),
  )
}

async function sendMail(context: Args['context'], message: MailMessage) {
  try {
    await context.get(servicesContext).mailer.send(message)
  } catch (error) {
    // What was saved stands; the digests will reach the address when mail works again.
    console.warn(`Alert mail not sent: ${(error as Error).message}`)
  }
}

/** Change preferences: the signed-in viewer's own subscription on this edition. */
export async function preferencesLoader({ context }: Args) {
  const { alerts } = context.get(servicesContext)
  const site = context.get(siteContext)
  const info = alertInfo({ context })
  const subscription = info.accountEmail
    ? await alerts.findByEmail(site.id, info.accountEmail)
    : null
  return {
    ...info,
    subscription:
      subscription && subscription.active
        ? {
            email: subscription.email,
            name: subscription.name,
            publications: subscription.publications,
            savedSearches: subscription.savedSearches,
            frequency: subscription.frequency,
          }
        : null,
  }
}

export async function preferencesAction({ request, context }: Args) {
  const { alerts } = context.get(servicesContext)
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  const email = viewer.account?.email
  if (!email) throw data({ message: 'Sign in to change your alert preferences.' }, { status: 403 })
  const existing = await alerts.findByEmail(site.id, email)
  const path = pageUrl({ request }).pathname
  const form = await readForm(request)
  if (form.get('intent') === 'unsubscribe') {
    if (existing) await alerts.unsubscribe(existing.id)
    return redirect('/unsubscribe?done=1')
  }
  const { failure, values } = readAlertForm(form, context, email)
  if (failure) return failure
  const preferences = { ...values, email }
  if (existing?.active) {
    await alerts.updatePreferences(existing.id, preferences)
  } else {
    await alerts.subscribe({
      ...preferences,
      siteId: site.id,
      accountId: viewer.account!.id,
      origin: mailOrigin(context),
    })
  }
  return redirectWithNotice(request, path, {
    type: 'success',
    title: 'Your alert preferences are saved',
  })
}

/** The one-click unsubscribe page: the signed link from the e-mail, no sign-in needed. */
export async function unsubscribeLoader({ request, context }: Args) {
  const { alerts, env } = context.get(servicesContext)
  const url = new URL(request.url)
  if (url.searchParams.get('done') === '1') return { state: 'done' as const }
  const token = url.searchParams.get('token')
  if (!token) return { state: 'no-token' as const }
  const id = verifyUnsubscribeToken(env.SESSION_SECRET, token)
  const subscription = id ? await alerts.get(id) : null
  if (!subscription) {
    throw data(
      { message: 'This unsubscribe link is not valid. Use the link in your latest alert e-mail.' },
      { status: 400 },
    )
  }
  return {
    state: subscription.active ? ('confirm' as const) : ('already' as const),
    token,
    email: subscription.email,
    alertName:
      ALERT_EDITIONS[subscription.siteId as keyof typeof ALERT_EDITIONS]?.alertName ?? 'alerts',
  }
}

export async function unsubscribeAction({ request, context }: Args) {
  const { alerts, env } = context.get(servicesContext)
  const form = await readForm(request)
  const token = form.get('token')
  const id = typeof token === 'string' ? verifyUnsubscribeToken(env.SESSION_SECRET, token) : null
  if (!id) {
    return data(
      { ok: false as const, error: 'This unsubscribe link is not valid.' },
      { status: 400 },
    )
  }
  await alerts.unsubscribe(id)
  return redirect('/unsubscribe?done=1')
}
