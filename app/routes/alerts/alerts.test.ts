import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { confirmToken, unsubscribeToken, verifyConfirmToken } from '#server/alerts/tokens.ts'
import {
  confirmLink as linkIn,
  decodeMail,
  headerOf,
  mailInOutbox,
  unsubscribeLink,
} from '#test/helpers/mail.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { action as changePreferences, loader as preferencesPage } from './change-preferences.tsx'
import { action as subscribeKcl, loader as subscribeKclPage } from './competition-subscribe.tsx'
import { action as subscribeIp, loader as subscribeIpPage } from './ip-subscribe.tsx'
import { action as subscribeKa, loader as subscribePage } from './ita-report-subscribe.tsx'
import { loader as itaLanding } from './ita-report.tsx'
import { action as unsubscribe, loader as unsubscribePage } from './unsubscribe.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(async () => {
  await services.cleanup()
})

const post = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v)
  }
  return { method: 'POST', body }
}

async function dataOf(result: unknown) {
  const value = result as { data?: unknown; init?: { status?: number } }
  return { status: value.init?.status ?? 200, data: value.data as Record<string, any> }
}

describe('subscribe', () => {
  test('the form lists the edition’s publications, without signing in', async () => {
    const page = await subscribePage(
      routeArgs(services, 'http://ka.localhost/itaarbitrationreport/subscribe'),
    )
    expect(page).toMatchObject({
      alertName: 'ITA Arbitration Report',
      signedIn: false,
      accountEmail: '',
    })
    expect(page.publications).toEqual(['ITA Arbitration Report'])
  })

  test('invalid input is a 400 with a message per field', async () => {
    const result = await subscribeKa(
      routeArgs(services, 'http://ka.localhost/itaarbitrationreport/subscribe', {
        init: post({ email: 'not-an-address', name: 'x'.repeat(200), frequency: 'hourly' }),
      }),
    )
    const { status, data } = await dataOf(result)
    expect(status).toBe(400)
    expect(data.errors).toEqual({
      email: 'Enter a valid e-mail address',
      name: 'Name is too long (120 characters at most)',
      frequency: 'Choose how often you want the e-mail',
      publications: 'Choose at least one publication',
    })
  })

  test('a publication of another edition, or saved searches without signing in, are refused', async () => {
    const result = await subscribeKa(
      routeArgs(services, 'http://ka.localhost/itaarbitrationreport/subscribe', {
        init: post({
          email: 'a@example.test',
          publications: 'Patent Blog',
          frequency: 'weekly',
          savedSearches: 'on',
        }),
      }),
    )
    const { status, data } = await dataOf(result)
    expect(status).toBe(400)
    expect(data.errors.publications).toBe('Unknown publication: Patent Blog')
  })

  test('an anonymous visitor subscribes by confirming the link mailed to the address, then gets a working unsubscribe link', async () => {
    const response = (await subscribeKcl(
      routeArgs(services, 'http://kcl.localhost:3000/competitionlawnewsalerts/subscribe', {
        site: 'KCL',
        init: post({
          email: 'Visitor@Example.test',
          publications: ['Competition Law News'],
          frequency: 'daily',
        }),
      }),
    )) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/subscribe-success?confirm=1')
    // Nothing is subscribed until the address confirms.
    expect(await services.alerts.findByEmail('KCL', 'visitor@example.test')).toBeNull()
    const confirmation = await mailInOutbox(services.env.MAIL_OUTBOX, 'visitor@example.test')
    expect(headerOf(confirmation, 'Subject')).toBe(
      'Competition Law Research: confirm your alert subscription',
    )
    const pending = await confirmSubscription(
      'KCL',
      confirmLink(confirmation),
      'kcl.localhost:3000',
    )
    expect(pending).toMatchObject({ email: 'visitor@example.test', frequency: 'daily' })
    const sub = (await services.alerts.findByEmail('KCL', 'visitor@example.test'))!
    expect(sub).toMatchObject({
      active: true,
      frequency: 'daily',
      publications: ['Competition Law News'],
    })
    expect(sub.origin).toBe('http://kcl.localhost:3000')

    const outbox = services.env.MAIL_OUTBOX
    const files = await readdir(outbox)
    const raws = await Promise.all(files.map((f) => readFile(join(outbox, f), 'utf8')))
    const raw = raws.find(
      (r) =>
        headerOf(r, 'To') === 'visitor@example.test' &&
        headerOf(r, 'Subject') === 'Competition Law Research: you are subscribed to alerts',
    )!
    const link = unsubscribeLink(raw)!

    // The link opens a confirmation (no change on GET), the button unsubscribes.
    const page = await unsubscribePage(
      routeArgs(services, `http://kcl.localhost${link}`, { site: 'KCL' }),
    )
    expect(page).toMatchObject({ state: 'confirm', email: 'visitor@example.test' })
    expect((await services.alerts.get(sub.id))?.active).toBe(true)
    const token = new URL(link, 'http://x').searchParams.get('token')!
    const done = (await unsubscribe(
      routeArgs(services, 'http://kcl.localhost/unsubscribe', {
        site: 'KCL',
        init: post({ token }),
      }),
    )) as Response
    expect(done.headers.get('Location')).toBe('/unsubscribe?done=1')
    expect((await services.alerts.get(sub.id))?.active).toBe(false)
    const again = await unsubscribePage(
      routeArgs(services, `http://kcl.localhost${link}`, { site: 'KCL' }),
    )
    expect(again).toMatchObject({ state: 'already' })
  })
  test('one address is mailed at most 3 sign-ups a day, whoever sends them', async () => {
    const signUp = () =>
      subscribeKcl(
        routeArgs(services, 'http://kcl.localhost/competitionlawnewsalerts/subscribe', {
          site: 'KCL',
          init: post({
            email: 'Target@Example.test',
            publications: ['Competition Law News'],
            frequency: 'daily',
          }),
        }),
      )
    const mailsTo = async () => {
      const outbox = services.env.MAIL_OUTBOX
      const raws = await Promise.all(
        (await readdir(outbox)).map((f) => readFile(join(outbox, f), 'utf8')),
      )
      return raws.filter((r) => headerOf(r, 'To') === 'target@example.test').length
    }
    for (let n = 0; n < 3; n++) expect(((await signUp()) as Response).status).toBe(302)
    const refused = (await signUp()) as { data: { errors: { email: string } }; init: ResponseInit }
    expect(refused.init.status).toBe(429)
    expect(Number(new Headers(refused.init.headers).get('Retry-After'))).toBeGreaterThan(0)
    expect(refused.data.errors.email).toMatch(
      /^Too many alert sign-ups for this address\. Try again in /,
    )
    expect(await mailsTo()).toBe(3)
  })
})

describe('a stranger and someone else’s address', () => {
  test('an anonymous sign-up for a subscriber’s address changes nothing until the address confirms', async () => {
    const account = await services.users.findByEmail('yb@demo.test')
    await services.alerts.subscribe({
      siteId: 'KA',
      email: 'yb@demo.test',
      accountId: account!.id,
      name: 'Yb',
      publications: ['ITA Arbitration Report'],
      savedSearches: true,
      frequency: 'weekly',
      origin: 'http://ka.localhost',
    })
    const before = (await services.alerts.findByEmail('KA', 'yb@demo.test'))!
    await services.alerts.unsubscribe(before.id)
    const response = (await subscribeKa(
      routeArgs(services, 'http://ka.localhost/itaarbitrationreport/subscribe', {
        init: post({
          email: 'yb@demo.test',
          name: 'Changed by a stranger',
          publications: ['ITA Arbitration Report'],
          frequency: 'daily',
        }),
      }),
    )) as Response
    expect(response.headers.get('Location')).toBe('/subscribe-success?confirm=1')
    // Not re-activated, name, frequency and saved-search alerts as they were.
    expect(await services.alerts.findByEmail('KA', 'yb@demo.test')).toMatchObject({
      active: false,
      name: 'Yb',
      frequency: 'weekly',
      savedSearches: true,
    })
    // A forged or altered link is refused; the real one, confirmed, keeps the saved searches.
    const link = confirmLink(await mailInOutbox(services.env.MAIL_OUTBOX, 'yb@demo.test'))
    const token = new URL(link, 'http://x').searchParams.get('confirm')!
    for (const bad of [
      confirmToken('another-secret-another-secret-another-secret', {
        siteId: 'KA',
        email: 'yb@demo.test',
        name: 'x',
        publications: ['ITA Arbitration Report'],
        frequency: 'daily',
      }),
      token.replace(/^./, (c) => (c === 'e' ? 'f' : 'e')),
    ]) {
      await expect(
        subscribeKa(
          routeArgs(services, 'http://ka.localhost/itaarbitrationreport/subscribe', {
            init: post({ intent: 'confirm', token: bad }),
          }),
        ),
      ).rejects.toMatchObject({ init: { status: 400 } })
    }
    await confirmSubscription('KA', link, 'ka.localhost')
    expect(await services.alerts.findByEmail('KA', 'yb@demo.test')).toMatchObject({
      active: true,
      name: 'Changed by a stranger',
      frequency: 'daily',
      savedSearches: true,
    })
  })

  test('a confirmation link works once: not again after the owner changed the preferences back, nor after they unsubscribed', async () => {
    const signUp = () =>
      subscribeKcl(
        routeArgs(services, 'http://kcl.localhost/competitionlawnewsalerts/subscribe', {
          site: 'KCL',
          init: post({
            email: 'once@example.test',
            name: 'Set by the link',
            publications: ['Competition Law News'],
            frequency: 'daily',
          }),
        }),
      )
    await signUp()
    const link = confirmLink(await mailInOutbox(services.env.MAIL_OUTBOX, 'once@example.test'))
    await confirmSubscription('KCL', link, 'kcl.localhost')
    const sub = (await services.alerts.findByEmail('KCL', 'once@example.test'))!
    expect(sub).toMatchObject({ active: true, frequency: 'daily', name: 'Set by the link' })

    const token = new URL(link, 'http://x').searchParams.get('confirm')!
    const usedAgain = async () => {
      const page = await subscribeKclPage(
        routeArgs(services, `http://kcl.localhost${link}`, { site: 'KCL' }),
      ).catch((error: unknown) => error)
      const confirm = await subscribeKcl(
        routeArgs(services, 'http://kcl.localhost/competitionlawnewsalerts/subscribe', {
          site: 'KCL',
          init: post({ intent: 'confirm', token }),
        }),
      ).catch((error: unknown) => error)
      for (const refused of [page, confirm]) {
        expect(refused).toMatchObject({
          init: { status: 400 },
          data: { message: expect.stringMatching(/^This confirmation link has been used already/) },
        })
      }
    }
    // The owner changes their preferences back, then the link is opened again: they stay.
    await services.alerts.updatePreferences(sub.id, {
      name: 'Owner',
      publications: ['Competition Law News'],
      savedSearches: false,
      frequency: 'weekly',
    })
    await usedAgain()
    expect(await services.alerts.get(sub.id)).toMatchObject({ frequency: 'weekly', name: 'Owner' })
    // The owner unsubscribes: the link does not subscribe them again.
    await services.alerts.unsubscribe(sub.id)
    await usedAgain()
    expect((await services.alerts.get(sub.id))?.active).toBe(false)
  })

  test('the confirmation link is on the portal’s own origin, whatever Host the sign-up came with', async () => {
    await subscribeKcl(
      routeArgs(services, 'http://kcl.localhost:6666/competitionlawnewsalerts/subscribe', {
        site: 'KCL',
        init: post({
          email: 'origin@example.test',
          publications: ['Competition Law News'],
          frequency: 'daily',
        }),
      }),
    )
    const mail = decodeMail(await mailInOutbox(services.env.MAIL_OUTBOX, 'origin@example.test'))
    const links = mail.match(/https?:\/\/[^\s"<>/]+/g) ?? []
    expect(new Set(links)).toEqual(new Set(['http://kcl.localhost:3000']))
  })

  test('a confirmation link expires', () => {
    const signUp = {
      siteId: 'KA',
      email: 'a@example.test',
      name: '',
      publications: ['ITA Arbitration Report'],
      frequency: 'daily' as const,
    }
    const secret = services.env.SESSION_SECRET
    const token = confirmToken(secret, signUp, Date.parse('2026-11-01T00:00:00Z'))
    expect(verifyConfirmToken(secret, token, Date.parse('2026-11-02T23:00:00Z'))).toEqual(signUp)
    expect(verifyConfirmToken(secret, token, Date.parse('2026-11-03T01:00:00Z'))).toBeNull()
  })

  test('a signed-in subscriber subscribes their own address at once', async () => {
    const viewer = await viewerFor(services, 'ipl@demo.test', 'KIPL')
    const response = (await subscribeIp(
      routeArgs(services, 'http://kipl.localhost/ipnewsalerts/subscribe', {
        site: 'KIPL',
        viewer,
        init: post({
          email: 'ipl@demo.test',
          publications: (
            await subscribeIpPage(
              routeArgs(services, 'http://kipl.localhost/ipnewsalerts/subscribe', { site: 'KIPL' }),
            )
          ).publications,
          frequency: 'weekly',
        }),
      }),
    )) as Response
    expect(response.headers.get('Location')).toBe('/subscribe-success')
    expect(await services.alerts.findByEmail('KIPL', 'ipl@demo.test')).toMatchObject({
      active: true,
    })
  })
})

/** Opens the confirmation link (its page changes nothing) and presses its button. */
const confirmLink = (raw: string) => linkIn(raw)!

async function confirmSubscription(site: 'KA' | 'KCL', link: string, host: string) {
  const page = (await (site === 'KA' ? subscribePage : subscribeKclPage)(
    routeArgs(services, `http://${host}${link}`, { site }),
  )) as { confirm: Record<string, unknown> & { token: string } }
  const token = page.confirm.token
  const done = (await (site === 'KA' ? subscribeKa : subscribeKcl)(
    routeArgs(services, `http://${host}${link.split('?')[0]}`, {
      site,
      init: post({ intent: 'confirm', token }),
    }),
  )) as Response
  expect(done.headers.get('Location')).toBe('/subscribe-success')
  return page.confirm
}

describe('unsubscribe', () => {
  test('a forged or altered token is refused', async () => {
    const sub = await services.alerts.subscribe({
      siteId: 'KA',
      email: 'victim@example.test',
      name: '',
      publications: ['ITA Arbitration Report'],
      savedSearches: false,
      frequency: 'weekly',
      origin: 'http://ka.localhost',
    })
    const forged = unsubscribeToken('another-secret-another-secret-another-secret', sub.id)
    const thrown = await unsubscribePage(
      routeArgs(services, `http://ka.localhost/unsubscribe?token=${encodeURIComponent(forged)}`),
    ).catch((e: unknown) => e)
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(400)
    const refused = await dataOf(
      await unsubscribe(
        routeArgs(services, 'http://ka.localhost/unsubscribe', { init: post({ token: forged }) }),
      ),
    )
    expect(refused.status).toBe(400)
    expect((await services.alerts.get(sub.id))?.active).toBe(true)
  })

  test('without a token the page explains where the link is', async () => {
    expect(await unsubscribePage(routeArgs(services, 'http://ka.localhost/unsubscribe'))).toEqual({
      state: 'no-token',
    })
  })
})

describe('change preferences', () => {
  test('a subscriber changes and then ends their own subscription', async () => {
    const viewer = await viewerFor(services, 'kapp@demo.test', 'KA')
    const empty = await preferencesPage(
      routeArgs(services, 'http://ka.localhost/change-preferences', { viewer }),
    )
    expect(empty.subscription).toBeNull()

    const saved = (await changePreferences(
      routeArgs(services, 'http://ka.localhost/change-preferences', {
        viewer,
        init: post({
          intent: 'save',
          publications: 'ITA Arbitration Report',
          savedSearches: 'on',
          frequency: 'daily',
        }),
      }),
    )) as Response
    expect(saved.status).toBe(302)
    const page = await preferencesPage(
      routeArgs(services, 'http://ka.localhost/change-preferences', { viewer }),
    )
    expect(page.subscription).toMatchObject({
      email: 'kapp@demo.test',
      savedSearches: true,
      frequency: 'daily',
    })

    const invalid = await dataOf(
      await changePreferences(
        routeArgs(services, 'http://ka.localhost/change-preferences', {
          viewer,
          init: post({ intent: 'save' }),
        }),
      ),
    )
    expect(invalid.status).toBe(400)
    expect(invalid.data.errors).toMatchObject({ publications: 'Choose at least one publication' })

    const landing = await itaLanding(
      routeArgs(services, 'http://ka.localhost/itaarbitrationreport', { viewer }),
    )
    expect(landing.subscribed).toBe(true)

    const ended = (await changePreferences(
      routeArgs(services, 'http://ka.localhost/change-preferences', {
        viewer,
        init: post({ intent: 'unsubscribe' }),
      }),
    )) as Response
    expect(ended.headers.get('Location')).toBe('/unsubscribe?done=1')
    expect((await services.alerts.findByEmail('KA', 'kapp@demo.test'))?.active).toBe(false)
  })
})

describe('the alert page', () => {
  test('its latest news says which items are sample content', async () => {
    const landing = await itaLanding(
      routeArgs(services, 'http://ka.localhost/itaarbitrationreport'),
    )
    expect(landing.latest.length).toBeGreaterThan(0)
    // The edition's news is sample content the project wrote: every row says so.
    expect(landing.latest.every((n) => n.sample)).toBe(true)
  })
})
