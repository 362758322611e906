import { readdir } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { mailInOutbox, resetPasswordLink } from '#test/helpers/mail.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { action as changePassword, loader as changePasswordPage } from './change-password.tsx'
import { action as forgotPassword } from './forgot-password.tsx'
import { action as resetPassword, loader as resetPasswordPage } from './reset-password.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

let counter = 0
async function newAccount(password: string | null = 'old password 1') {
  counter += 1
  return services.users.createAccount({
    email: `help-${counter}@example.test`,
    password,
    subscriptions: [{ siteId: 'KA', subscription: 'KAPP' }],
  })
}

function post(
  url: string,
  fields: Record<string, string>,
  viewer?: Parameters<typeof routeArgs>[2],
) {
  const init = { method: 'POST', body: new URLSearchParams(fields) } as RequestInit
  return routeArgs(services, url, { ...viewer, init }) as never
}

type Reply = { data: Record<string, unknown>; init: ResponseInit }

const outbox = () => services.env.MAIL_OUTBOX
const mailTo = (address: string) =>
  vi.waitFor(() => mailInOutbox(outbox(), address), { timeout: 5000, interval: 50 })
const mailCount = async () =>
  (await readdir(outbox()).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).length

async function askForLink(email: string) {
  return (await forgotPassword(
    post('http://ka.localhost/account/forgotpassword', { email }),
  )) as Response
}

describe('forgot password', () => {
  test('the link sets a new password once, signs out every session and signs this browser in', async () => {
    const account = await newAccount()
    const old = await services.sessions.createSession({ accountId: account.id })
    const asked = await askForLink(account.email)
    expect(asked.status).toBe(302)
    expect(asked.headers.get('Location')).toBe(
      `/account/login?email=${encodeURIComponent(account.email)}`,
    )
    expect(asked.headers.get('Set-Cookie')).toMatch(/notice=.*Check%20your%20e-mail/)

    const mail = await mailTo(account.email)
    expect(mail).toMatch(/Subject: Set a new password for Arbitration Research/)
    const link = resetPasswordLink(mail)!
    expect(link).toMatch(/^\/account\/resetpassword\?token=[\w-]{43}$/)
    const token = new URL(link, 'http://ka.localhost').searchParams.get('token')!

    const page = await resetPasswordPage(routeArgs(services, `http://ka.localhost${link}`) as never)
    expect(page).toEqual({ token, email: account.email, refusal: null })

    const weak = (await resetPassword(
      post('http://ka.localhost/account/resetpassword', {
        token,
        password: 'short',
        confirm: 'short',
      }),
    )) as Reply
    expect(weak.init.status).toBe(400)
    expect(weak.data.errors).toEqual({ password: 'Use at least 10 characters.' })

    const mismatch = (await resetPassword(
      post('http://ka.localhost/account/resetpassword', {
        token,
        password: 'violet harbour lamp',
        confirm: 'violet harbour lamb',
      }),
    )) as Reply
    expect(mismatch.data.errors).toEqual({ confirm: 'The passwords do not match.' })

    const done = (await resetPassword(
      post('http://ka.localhost/account/resetpassword', {
        token,
        password: 'violet harbour lamp',
        confirm: 'violet harbour lamp',
      }),
    )) as Response
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/')
    const cookies = done.headers.get('Set-Cookie') ?? ''
    expect(cookies).toMatch(/sid=[\w-]{43};/)
    expect(cookies).toMatch(/notice=.*Password%20changed/)
    expect(await services.sessions.getSession(old.token)).toBeNull()
    expect(await services.users.verifyCredentials(account.email, 'violet harbour lamp')).toEqual(
      account,
    )

    const reused = (await resetPassword(
      post('http://ka.localhost/account/resetpassword', {
        token,
        password: 'another long phrase',
        confirm: 'another long phrase',
      }),
    )) as Reply
    expect(reused.init.status).toBe(400)
    expect(reused.data.refusal).toMatch(/used already/)
    const reopened = (await resetPasswordPage(
      routeArgs(services, `http://ka.localhost${link}`) as never,
    )) as Reply
    expect(reopened.init.status).toBe(400)
  })

  test('an unknown address gets the same answer and no mail', async () => {
    const before = await mailCount()
    const known = await askForLink((await newAccount()).email)
    const unknown = await askForLink('nobody-here@example.test')
    expect(unknown.status).toBe(known.status)
    expect(unknown.headers.get('Location')).toMatch(/^\/account\/login\?email=/)
    expect(unknown.headers.get('Set-Cookie')).toMatch(/notice=.*Check%20your%20e-mail/)
    await vi.waitFor(async () => expect(await mailCount()).toBe(before + 1))
  })

  test('an account that signs in through its organisation is told so by e-mail', async () => {
    const account = await newAccount(null)
    expect((await askForLink(account.email)).status).toBe(302)
    const mail = await mailTo(account.email)
    expect(mail).toMatch(/signs in through your organisation/)
    expect(resetPasswordLink(mail)).toBeNull()
  })

  test('a malformed address is a 400 that says so; a made-up token is refused', async () => {
    const bad = (await forgotPassword(
      post('http://ka.localhost/account/forgotpassword', { email: 'not an address' }),
    )) as Reply
    expect(bad.init.status).toBe(400)
    expect(bad.data.error).toBe('Enter a valid e-mail address.')

    const page = (await resetPasswordPage(
      routeArgs(services, 'http://ka.localhost/account/resetpassword?token=made-up') as never,
    )) as Reply
    expect(page.init.status).toBe(400)
    expect(page.data.refusal).toMatch(/not valid/)
  })

  test('asking too often for one address is refused for a while', async () => {
    const account = await newAccount()
    for (let i = 0; i < 3; i += 1) expect((await askForLink(account.email)).status).toBe(302)
    const refused = (await askForLink(account.email)) as unknown as Reply
    expect(refused.init.status).toBe(429)
    expect(refused.data.error).toMatch(/^Too many requests\. Try again in \d+ minutes?\.$/)
  })
})

describe('change password', () => {
  test('needs the current password, then signs out every other session', async () => {
    const account = await newAccount()
    const viewer = { viewer: await viewerFor(services, account.email, 'KA') }
    const other = await services.sessions.createSession({ accountId: account.id })
    const url = 'http://ka.localhost/account/changepassword'
    expect(await changePasswordPage(routeArgs(services, url, viewer) as never)).toEqual({
      email: account.email,
      hasPassword: true,
    })

    const wrong = (await changePassword(
      post(
        url,
        { current: 'wrong', password: 'violet harbour lamp', confirm: 'violet harbour lamp' },
        viewer,
      ),
    )) as Reply
    expect(wrong.init.status).toBe(400)
    expect(wrong.data.errors).toEqual({ current: 'Your current password is incorrect.' })

    const guessable = (await changePassword(
      post(
        url,
        { current: 'old password 1', password: '1234567890', confirm: '1234567890' },
        viewer,
      ),
    )) as Reply
    expect(guessable.data.errors).toEqual({
      password: 'This password is too easy to guess. Try a few unrelated words.',
    })

    const done = (await changePassword(
      post(
        url,
        {
          current: 'old password 1',
          password: 'violet harbour lamp',
          confirm: 'violet harbour lamp',
        },
        viewer,
      ),
    )) as Response
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/account/changepassword')
    expect(await services.sessions.getSession(other.token)).toBeNull()
  })

  test('an anonymous visitor is sent to log in; an organisation account has no password', async () => {
    const anonymous = changePasswordPage(
      routeArgs(services, 'http://ka.localhost/account/changepassword') as never,
    )
    await expect(anonymous).rejects.toSatisfy(
      (r: Response) =>
        r.status === 302 &&
        r.headers.get('Location') === '/account/login?returnUrl=%2Faccount%2Fchangepassword',
    )
    const institution = await newAccount(null)
    const viewer = { viewer: await viewerFor(services, institution.email, 'KA') }
    expect(
      await changePasswordPage(
        routeArgs(services, 'http://ka.localhost/account/changepassword', viewer) as never,
      ),
    ).toEqual({ email: institution.email, hasPassword: false })
  })
})
