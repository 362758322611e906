import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { requestInfoContext } from '#app/context.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { loader as accountInformation } from './account-information.ts'
import { action as login, loader as loginPage } from './login.tsx'
import { action as logout } from './logout.tsx'
import { DEVICE_COOKIE } from './sign-in-limits.server.ts'
import { loader as ssoLogin } from './sso-login.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

function post(url: string, fields: Record<string, string>) {
  return { init: { method: 'POST', body: new URLSearchParams(fields) } as RequestInit, url }
}

async function status(promise: Promise<unknown>) {
  const value = await promise
  return value instanceof Response
    ? value.status
    : ((value as { init?: ResponseInit }).init?.status ?? 200)
}

describe('sign-in', () => {
  test('a demo account signs in and goes back to the page it asked for', async () => {
    const { url, init } = post('http://ka.localhost/account/login', {
      email: 'KAPP@demo.test',
      password: 'demo-password',
      returnUrl: '/search?q=award',
    })
    const response = (await login(routeArgs(services, url, { init }) as never)) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/search?q=award')
    const cookie = response.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(/^sid=[\w-]{43};/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    const token = /^sid=([\w-]+)/.exec(cookie)![1]
    const session = await services.sessions.getSession(token)
    expect(session?.account?.email).toBe('kapp@demo.test')
  })

  test('a wrong password is a 400 with a message, and no session', async () => {
    const { url, init } = post('http://ka.localhost/account/login', {
      email: 'kapp@demo.test',
      password: 'nope',
    })
    const result = (await login(routeArgs(services, url, { init }) as never)) as {
      data: { error: string }
      init: ResponseInit
    }
    expect(result.init.status).toBe(400)
    expect(result.data.error).toBe('The e-mail address or password is incorrect.')
  })

  test('a returnUrl to another site is ignored', async () => {
    const { url, init } = post('http://ka.localhost/account/login', {
      email: 'kapp@demo.test',
      password: 'demo-password',
      returnUrl: '//evil.example/phish',
    })
    const response = (await login(routeArgs(services, url, { init }) as never)) as Response
    expect(response.headers.get('Location')).toBe('/')
  })

  test('the login page keeps a same-origin returnUrl and the waf parameter', async () => {
    const data = await loginPage(
      routeArgs(services, 'http://ka.localhost/account/login?returnUrl=%2Fbooks&waf=abc') as never,
    )
    expect(data).toMatchObject({ returnUrl: '/books', waf: 'abc' })
    const evil = await loginPage(
      routeArgs(
        services,
        'http://ka.localhost/account/login?returnUrl=https%3A%2F%2Fevil.example',
      ) as never,
    )
    expect(evil.returnUrl).toBe('/')
  })

  test('a visitor signed in already is told who, with the way on and the way to another account', async () => {
    const url = 'http://ka.localhost/account/login?returnUrl=%2Fbooks'
    const signedIn = await loginPage(
      routeArgs(services, url, {
        viewer: await viewerFor(services, 'kapp@demo.test', 'KA'),
      }) as never,
    )
    expect(signedIn.signedInAs).toEqual({ name: expect.any(String), email: 'kapp@demo.test' })
    expect(signedIn.returnUrl).toBe('/books')
    const byAddress = await viewerFor(services, 'institution@demo.test', 'KA')
    const institution = await loginPage(
      routeArgs(services, url, { viewer: { ...byAddress, authenticatedByIp: true } }) as never,
    )
    expect(institution.signedInAs, 'an institution’s visitor still gets the form').toBeNull()
    expect((await loginPage(routeArgs(services, url) as never)).signedInAs).toBeNull()
  })

  test('with no organisation configured, single sign-on passes the return path and waf on to the login', async () => {
    const response = await ssoLogin(
      routeArgs(
        services,
        'http://ka.localhost/account/ssologin?returnUrl=%2Fawards%3Fq%3Dx&waf=w1',
      ) as never,
    )
    expect((response as Response).headers.get('Location')).toBe(
      '/account/login?returnUrl=%2Fawards%3Fq%3Dx&waf=w1',
    )
  })
})

describe('sign-in under abuse', () => {
  let nextAddress = 1
  /** Each test signs in from addresses of its own, so one test's counts do not reach another's. */
  const attempt = (email: string, password: string, cookie?: string, address = '10.9.0.1') => {
    const { url, init } = post('http://ka.localhost/account/login', { email, password })
    if (cookie) init.headers = { Cookie: cookie }
    const args = routeArgs(services, url, { init })
    args.context.get(requestInfoContext).clientIp = address
    return login(args as never) as Promise<unknown>
  }
  const freshAddress = () => `10.8.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`
  /** Counts how often the password is checked while `run` runs. */
  async function passwordChecks(run: () => Promise<unknown>) {
    const spy = vi.spyOn(services.users, 'verifyCredentials')
    try {
      await run()
      return spy.mock.calls.length
    } finally {
      spy.mockRestore()
    }
  }

  test('after 10 wrong passwords the account is refused for a while, even with the right one', async () => {
    const limited = async () => (await services.metrics.signInLimited.get()).values[0]?.value ?? 0
    const before = await limited()
    const address = freshAddress()
    for (let n = 0; n < 10; n++)
      expect(await status(attempt('ka@demo.test', `wrong-${n}`, undefined, address))).toBe(400)
    const refused = (await attempt('ka@demo.test', 'demo-password', undefined, address)) as {
      data: { error: string }
      init: ResponseInit
    }
    expect(refused.init.status).toBe(429)
    expect(Number(new Headers(refused.init.headers).get('Retry-After'))).toBeGreaterThan(0)
    expect(refused.data.error).toMatch(
      /^Too many failed sign-in attempts\. Try again in \d+ minutes?/,
    )
    expect((await limited()) - before).toBe(1)
    // Another account from the same address still signs in.
    expect(await status(attempt('kapp@demo.test', 'demo-password', undefined, address))).toBe(302)
  })

  test('a parallel burst of 40 reaches the password check at most 10 times, from one address or many', async () => {
    const one = freshAddress()
    const fromOne = await passwordChecks(() =>
      Promise.all(
        Array.from({ length: 40 }, (_, n) => attempt('yb@demo.test', `wrong-${n}`, undefined, one)),
      ),
    )
    expect(fromOne).toBeLessThanOrEqual(10)
    const fromMany = await passwordChecks(() =>
      Promise.all(
        Array.from({ length: 40 }, (_, n) =>
          attempt('gpl@demo.test', `wrong-${n}`, undefined, freshAddress()),
        ),
      ),
    )
    expect(fromMany).toBeLessThanOrEqual(10)
  })

  test('a burst with the right password last among 39 wrong ones does not sign in past the limit', async () => {
    const address = freshAddress()
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        status(
          attempt('ihb@demo.test', n === 39 ? 'demo-password' : `wrong-${n}`, undefined, address),
        ),
      ),
    )
    expect(results.filter((s) => s === 400 || s === 302).length).toBeLessThanOrEqual(10)
    expect(results.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30)
  })

  test('a stranger cannot lock the owner out of a browser that signed in before', async () => {
    const signedIn = (await attempt(
      'mip@demo.test',
      'demo-password',
      undefined,
      freshAddress(),
    )) as Response
    expect(signedIn.status).toBe(302)
    const device = signedIn.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!
    expect(device).toMatch(/HttpOnly/i)
    expect(device).toMatch(/Path=\/account/i)
    const deviceCookie = device.split(';')[0]!
    // A stranger spends the account's allowance from many addresses.
    for (let n = 0; n < 12; n++)
      await attempt('mip@demo.test', `wrong-${n}`, undefined, freshAddress())
    expect(await status(attempt('mip@demo.test', 'demo-password', undefined, freshAddress()))).toBe(
      429,
    )
    // The owner's browser is counted apart and still signs in; its cookie names only this account.
    expect(
      await status(attempt('mip@demo.test', 'demo-password', deviceCookie, freshAddress())),
    ).toBe(302)
    const forged = deviceCookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    expect(await status(attempt('mip@demo.test', 'demo-password', forged, freshAddress()))).toBe(
      429,
    )
  })

  test('signing in ends the session the browser had and replaces the anti-forgery secret', async () => {
    const account = await services.users.findByEmail('ipl@demo.test')
    const { token: before } = await services.sessions.createSession({ accountId: account!.id })
    const response = (await attempt(
      'ipl@demo.test',
      'demo-password',
      `sid=${before}; csrf=${'b'.repeat(43)}`,
    )) as Response
    expect(response.status).toBe(302)
    expect(await services.sessions.getSession(before)).toBeNull()
    const cookies = response.headers.getSetCookie()
    const after = /^sid=([\w-]+)/.exec(cookies.find((c) => c.startsWith('sid='))!)![1]
    expect(after).not.toBe(before)
    expect(await services.sessions.getSession(after)).not.toBeNull()
    expect(cookies.find((c) => c.startsWith('csrf='))).toMatch(
      /^csrf=(?!b{43})[\w-]{43};.*HttpOnly/i,
    )
  })
})

describe('sign-out', () => {
  test('logging out deletes the server session and clears the cookies', async () => {
    const account = await services.users.findByEmail('kapp@demo.test')
    const { token } = await services.sessions.createSession({ accountId: account!.id })
    const viewer = { ...(await viewerFor(services, 'kapp@demo.test', 'KA')), sessionToken: token }
    const { url, init } = post('http://ka.localhost/account/logout', {})
    const response = (await logout(routeArgs(services, url, { init, viewer }) as never)) as Response
    expect(response.status).toBe(302)
    // The site's origin (spec: /account/logout returns to the site origin), with a notice.
    expect(response.headers.get('Location')).toBe('/')
    expect(response.headers.getSetCookie().some((c) => /^sid=;.*Max-Age=0/i.test(c))).toBe(true)
    expect(
      response.headers.getSetCookie().some((c) => /^notice=.*You%20have%20logged%20out/.test(c)),
    ).toBe(true)
    expect(await services.sessions.getSession(token)).toBeNull()
    expect(response.headers.getSetCookie().some((c) => /^csrf=[\w-]{43};/.test(c))).toBe(true)
  })
})

describe('account information', () => {
  test('is the spec shape for a signed-in viewer', async () => {
    const viewer = await viewerFor(services, 'kapp@demo.test', 'KA')
    const response = await accountInformation(
      routeArgs(services, 'http://ka.localhost/account/GetAccountInformation', { viewer }) as never,
    )
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(Object.keys(body).sort()).toEqual(
      [
        'accountId',
        'accountNo',
        'authenticatedByIp',
        'gaSessionId',
        'subscription',
        'userId',
        'username',
      ].sort(),
    )
    expect(body).toMatchObject({
      subscription: 'KAPP',
      authenticatedByIp: false,
      username: 'kapp@demo.test',
    })
  })

  test('is 401 for an anonymous visitor', async () => {
    expect(
      await status(
        accountInformation(
          routeArgs(services, 'http://ka.localhost/account/GetAccountInformation') as never,
        ),
      ),
    ).toBe(401)
  })
})
