import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startHttpApp } from '#test/helpers/http-app.ts'
import { CookieJar, signInAtProvider, startTestProvider } from '#test/helpers/oidc-provider.ts'

// Institutional sign-in end to end over real HTTP, as a browser without JavaScript does it: the
// portal (HTTP adapter, middleware, routes) on one loopback port, an organisation's OpenID
// provider on another, a cookie jar for each browser, every redirect followed by hand.

let idp: Awaited<ReturnType<typeof startTestProvider>>
let portal: Awaited<ReturnType<typeof startHttpApp>>

beforeAll(async () => {
  portal = await startHttpApp(async (origin) => {
    idp = await startTestProvider({
      redirectUris: [`${origin}/account/ssocallback`],
      identities: {
        member: { email: 'Member@Demo.test', email_verified: true, name: 'A Member' },
        unverified: { email: 'member@demo.test', email_verified: false },
        stranger: { email: 'stranger@demo.test', email_verified: true },
      },
    })
    const providers = [
      {
        id: 'demo',
        name: 'Demo University',
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
        domains: ['demo.test'],
      },
    ]
    return { SSO_PROVIDERS: JSON.stringify(providers) }
  })
  const { users } = portal.services
  // Signs in only through its organisation or its network: no password.
  await users.createAccount({
    email: 'member@demo.test',
    firstName: 'A',
    lastName: 'Member',
    subscriptions: [{ siteId: 'KA', subscription: 'KAPP' }],
  })
  await users.createAccount({
    email: 'library@demo.test',
    displayName: 'Demo Library',
    subscriptions: [{ siteId: 'KA', subscription: 'KAPP' }],
    ipRanges: ['127.0.0.2/32'],
  })
  // The first requests compile the pages' modules: not part of any test's time.
  for (const path of ['/account/ssologin', '/account/login', '/search?q=award'])
    await fetch(url(path))
}, 180_000)
afterAll(async () => {
  await portal?.close()
  await idp?.close()
})

const url = (path: string) => `${portal.origin}${path}`
/** The page's HTML without the comments React puts between pieces of text. */
const html = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '')

/** Opens the sign-in form's answer and returns where the organisation sends the browser back. */
async function throughProvider(browser: CookieJar, start: string, login: string) {
  const started = await browser.fetch(url(start))
  expect(started.status).toBe(302)
  const toProvider = started.headers.get('Location')!
  expect(toProvider.startsWith(idp.issuer)).toBe(true)
  const flow = started.headers.getSetCookie().find((c) => c.startsWith('sso_flow='))
  expect(flow).toMatch(/HttpOnly/i)
  expect(flow).toMatch(/Path=\/account/i)
  expect(flow).toMatch(/SameSite=Lax/i)
  return signInAtProvider(new CookieJar(), toProvider, login)
}

async function account(browser: CookieJar) {
  const response = await browser.fetch(url('/account/GetAccountInformation'))
  return response.status === 200
    ? ((await response.json()) as { username: string; authenticatedByIp: boolean })
    : null
}

describe('single sign-on', () => {
  test('a guarded page → the organisation’s sign-in → back on that page, signed in; waf reaches the provider', async () => {
    const browser = new CookieJar()
    const guarded = await browser.fetch(url('/search?q=award'))
    expect(guarded.status).toBe(302)
    const ssoLogin = guarded.headers.get('Location')!
    expect(ssoLogin).toBe('/account/ssologin?returnUrl=%2Fsearch%3Fq%3Daward')

    // Naming no organisation, it is the login form, which links to the organisation's sign-in.
    const passwordForm = await browser.fetch(url(`${ssoLogin}&waf=campus-7`))
    expect(passwordForm.headers.get('Location')).toBe(
      '/account/login?returnUrl=%2Fsearch%3Fq%3Daward&waf=campus-7',
    )
    const login = await html(await browser.fetch(url(passwordForm.headers.get('Location')!)))
    const link = /href="(\/account\/ssologin\?[^"]+)"[^>]*>Log in through your organisation/.exec(
      login,
    )?.[1]
    expect(link?.replaceAll('&amp;', '&')).toBe(
      '/account/ssologin?sso=1&returnUrl=%2Fsearch%3Fq%3Daward&waf=campus-7',
    )
    // Its page asks for the e-mail address, whose domain names the organisation.
    const formPage = await browser.fetch(url(link!.replaceAll('&amp;', '&')))
    const form = await html(formPage)
    expect(form).toContain('name="email"')
    expect(form).toContain('name="waf" value="campus-7"')
    // Its answer redirects to the provider, which the page's policy lets a form lead to.
    expect(formPage.headers.get('Content-Security-Policy')).toContain(
      `form-action 'self' ${idp.issuer};`,
    )

    const back = await throughProvider(
      browser,
      `/account/ssologin?sso=1&returnUrl=%2Fsearch%3Fq%3Daward&waf=campus-7&email=${encodeURIComponent('member@demo.test')}`,
      'member',
    )
    expect(idp.accepted.at(-1)).toMatchObject({ waf: 'campus-7', login_hint: 'member@demo.test' })
    expect(back.startsWith(url('/account/ssocallback?'))).toBe(true)

    const signedIn = await browser.fetch(back)
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('Location')).toBe('/search?q=award')
    const cookies = signedIn.headers.getSetCookie()
    expect(cookies.find((c) => c.startsWith('sid='))).toMatch(/HttpOnly/i)
    expect(cookies.find((c) => c.startsWith('csrf='))).toBeTruthy()
    expect(cookies.find((c) => c.startsWith('sso_flow='))).toMatch(/Max-Age=0/i)

    const page = await browser.fetch(url('/search?q=award'))
    expect(page.status).toBe(200)
    expect(await html(page)).toContain('Signed in as A Member')
    expect(await account(browser)).toMatchObject({
      username: 'member@demo.test',
      authenticatedByIp: false,
    })

    // The answer is good once: the same address again finds no round trip under way.
    const replay = await browser.fetch(back)
    expect(replay.status).toBe(400)
    expect(await account(browser)).toMatchObject({ username: 'member@demo.test' })
  })

  test('a link naming the organisation goes straight to it', async () => {
    const browser = new CookieJar()
    const back = await throughProvider(
      browser,
      '/account/ssologin?org=demo&returnUrl=%2Fbooks',
      'member',
    )
    const signedIn = await browser.fetch(back)
    expect(signedIn.headers.get('Location')).toBe('/books')
  })

  test('an answer with another state is refused and signs no one in', async () => {
    const browser = new CookieJar()
    const back = new URL(
      await throughProvider(browser, '/account/ssologin?org=demo&returnUrl=%2Fbooks', 'member'),
    )
    back.searchParams.set('state', 'not-the-one-sent')
    const refused = await browser.fetch(back.href)
    expect(refused.status).toBe(400)
    const text = await html(refused)
    expect(text).toContain('Sign-in refused')
    expect(text).toContain('does not belong to the sign-in started in this browser')
    expect(
      refused.headers.getSetCookie().some((c) => c.startsWith('sid=') && !/Max-Age=0/i.test(c)),
    ).toBe(false)
    expect(await account(browser)).toBeNull()
  })

  test('an answer opened in another browser is refused', async () => {
    const back = await throughProvider(new CookieJar(), '/account/ssologin?org=demo', 'member')
    const elsewhere = new CookieJar()
    const refused = await elsewhere.fetch(back)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('This sign-in has expired')
    expect(await account(elsewhere)).toBeNull()
  })

  test('an e-mail address the organisation has not verified gets a page saying so', async () => {
    const browser = new CookieJar()
    const refused = await browser.fetch(
      await throughProvider(browser, '/account/ssologin?org=demo', 'unverified'),
    )
    expect(refused.status).toBe(403)
    const text = await html(refused)
    expect(text).toContain('E-mail address not verified')
    expect(text).toContain('did not confirm that member@demo.test is verified')
    expect(await account(browser)).toBeNull()
  })

  test('a verified address without an account gets a page saying so, and no account is made', async () => {
    const browser = new CookieJar()
    const refused = await browser.fetch(
      await throughProvider(browser, '/account/ssologin?org=demo', 'stranger'),
    )
    expect(refused.status).toBe(403)
    const text = await html(refused)
    expect(text).toContain('No account for this e-mail address')
    expect(text).toContain('No account here uses stranger@demo.test')
    expect(await portal.services.users.findByEmail('stranger@demo.test')).toBeNull()
    expect(await account(browser)).toBeNull()
  })

  test.each([
    '//evil.example/phish',
    'https://evil.example/phish',
    '/\\evil.example',
    '/.//evil.example',
    'javascript:alert(1)',
  ])('a return address elsewhere (%s) falls back to the home page', async (returnUrl) => {
    const browser = new CookieJar()
    const back = await throughProvider(
      browser,
      `/account/ssologin?org=demo&returnUrl=${encodeURIComponent(returnUrl)}`,
      'member',
    )
    const signedIn = await browser.fetch(back)
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('Location')).toBe('/')
  })

  test('the form sent empty asks for the address; a link naming no known organisation says so', async () => {
    const empty = await new CookieJar().fetch(url('/account/ssologin?sso=1&returnUrl=%2F&email='))
    expect(empty.status).toBe(400)
    expect(await html(empty)).toContain('Enter your e-mail address.')
    const unknown = await new CookieJar().fetch(url('/account/ssologin?org=nowhere'))
    expect(unknown.status).toBe(404)
    expect(await html(unknown)).toContain('No organisation signs in here under that name.')
  })

  test('an address whose organisation has no provider goes on to the password form', async () => {
    const response = await new CookieJar().fetch(
      url('/account/ssologin?returnUrl=%2Fbooks&waf=w&email=someone%40firm.example'),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(
      '/account/login?returnUrl=%2Fbooks&waf=w&email=someone%40firm.example',
    )
  })
})

describe('switching account', () => {
  test('logs the current session out, then shows the login form titled Switch account', async () => {
    const browser = new CookieJar()
    await browser.fetch(await throughProvider(browser, '/account/ssologin?org=demo', 'member'))
    expect(await account(browser)).not.toBeNull()

    const confirm = await browser.fetch(url('/account/switchAccount'))
    expect(confirm.status).toBe(200)
    expect(await html(confirm)).toContain('You are logged in as A Member (member@demo.test)')

    const { token } = (await (await browser.fetch(url('/account/GetCsrf'))).json()) as {
      token: string
    }
    const switched = await browser.fetch(url('/account/switchAccount'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: token, returnUrl: '/books' }),
    })
    expect(switched.status).toBe(302)
    expect(switched.headers.get('Location')).toBe('/account/login?switch=1&returnUrl=%2Fbooks')
    expect(await account(browser)).toBeNull()
    const form = await (await browser.fetch(url(switched.headers.get('Location')!))).text()
    expect(form).toContain('>Switch account</h1>')
    expect(form).toContain('name="password"')
  })

  test('without a session it is the login form straight away', async () => {
    const response = await new CookieJar().fetch(url('/account/switchAccount'))
    expect(response.headers.get('Location')).toBe('/account/login?switch=1&returnUrl=%2F')
  })
})

describe('sign-in by IP range', () => {
  /** A request from another loopback address: the institution's network in this test. */
  function from(localAddress: string, path: string, cookie = '') {
    return new Promise<{ status: number; location?: string; cookies: string[]; body: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          url(path),
          { localAddress, headers: cookie ? { Cookie: cookie } : {} },
          (res) => {
            let body = ''
            res.setEncoding('utf8')
            res.on('data', (chunk: string) => (body += chunk))
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                location: res.headers.location,
                cookies: res.headers['set-cookie'] ?? [],
                body,
              }),
            )
          },
        )
        req.on('error', reject)
        req.end()
      },
    )
  }
  const sid = (cookies: string[]) =>
    /^sid=([\w-]+)/.exec(cookies.find((c) => /^sid=[\w-]/.test(c)) ?? '')?.[1]

  test('/Account/loginip signs the institution in from its network and goes back to the page', async () => {
    const signedIn = await from('127.0.0.2', '/Account/loginip?returnUrl=%2Fbooks')
    expect(signedIn.status).toBe(302)
    expect(signedIn.location).toBe('/books')
    const token = sid(signedIn.cookies)
    expect(token).toBeTruthy()
    const session = await portal.services.sessions.getSession(token!)
    expect(session).toMatchObject({
      authenticatedByIp: true,
      account: { email: 'library@demo.test' },
    })

    const info = await from('127.0.0.2', '/account/GetAccountInformation', `sid=${token}`)
    expect(JSON.parse(info.body)).toMatchObject({
      username: 'library@demo.test',
      authenticatedByIp: true,
    })

    // Off the network the session ends.
    const away = await from('127.0.0.1', '/account/GetAccountInformation', `sid=${token}`)
    expect(away.status).toBe(401)
    expect(away.cookies.some((c) => /^sid=;.*Max-Age=0/i.test(c))).toBe(true)
    expect(await portal.services.sessions.getSession(token!)).toBeNull()
  })

  test('a return address elsewhere falls back to the home page', async () => {
    const signedIn = await from('127.0.0.2', '/Account/loginip?returnUrl=%2F%2Fevil.example')
    expect(signedIn.location).toBe('/')
  })

  test('an address outside every range gets a page saying so, and no session', async () => {
    const refused = await from('127.0.0.1', '/Account/loginip')
    expect(refused.status).toBe(403)
    expect(refused.body).toContain('Your network is not registered')
    expect(sid(refused.cookies)).toBeUndefined()
  })
})

describe('logging out', () => {
  test("ends the session and lands on the site's origin, signed out, told so", async () => {
    const browser = new CookieJar()
    await browser.fetch(await throughProvider(browser, '/account/ssologin?org=demo', 'member'))
    const { token } = (await (await browser.fetch(url('/account/GetCsrf'))).json()) as {
      token: string
    }
    const out = await browser.fetch(url('/account/logout'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: token }),
    })
    expect(out.status).toBe(302)
    expect(out.headers.get('Location')).toBe('/')
    // The origin's home needs a subscription: the guard sends the anonymous browser to sign in,
    // and the notice waits for the first page shown.
    let page = await browser.fetch(url('/'))
    for (let hop = 0; hop < 4 && page.status === 302; hop++)
      page = await browser.fetch(new URL(page.headers.get('Location')!, portal.origin).href)
    expect(page.status).toBe(200)
    expect(page.url).toContain('/account/login')
    expect(await html(page)).toContain('You have logged out.')
    expect(await account(browser)).toBeNull()
  })
})
