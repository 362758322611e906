import { generateKeyPairSync } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, as an organisation would
 * run one: its own sign-in page (any password), PKCE required, the e-mail scope answered from
 * UserInfo (not in the ID token), and `waf` accepted as an extra authorization parameter. It
 * records the parameters of every authorization request it accepted.
 */
export type TestIdentity = { email?: string; email_verified?: boolean; name?: string }

export async function startTestProvider({
  identities,
  redirectUris,
  clientId = 'portal',
  clientSecret = 'portal-secret-portal-secret',
  port = 0,
}: {
  /** login → claims (a login it does not know cannot sign in) */
  identities: Record<string, TestIdentity> | ((login: string) => TestIdentity | undefined)
  redirectUris: string[]
  clientId?: string
  clientSecret?: string
  /** 0: any free port */
  port?: number
}) {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const accepted: Array<Record<string, unknown>> = []

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: {
      keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }],
    },
    cookies: { keys: ['test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    extraParams: ['waf'],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    async findAccount(_ctx, sub) {
      const identity = typeof identities === 'function' ? identities(sub) : identities[sub]
      if (!identity) return undefined
      return { accountId: sub, claims: async () => ({ sub, ...identity }) }
    },
    // The organisation's own portal: no consent screen after signing in.
    async loadExistingGrant(ctx) {
      const { Grant } = ctx.oidc.provider
      const grantId = ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId)
      if (grantId) return Grant.find(grantId)
      const grant = new Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId,
      })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })
  provider.on('authorization.accepted', (ctx) => accepted.push({ ...ctx.oidc.params }))
  server.on('request', provider.callback())

  return {
    issuer,
    clientId,
    clientSecret,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A browser's cookies, per host and path (enough for these tests: no domain cookies). */
export class CookieJar {
  private cookies = new Map<string, { value: string; path: string }>()

  header(url: string): string {
    const { host, pathname } = new URL(url)
    return [...this.cookies]
      .filter(([key, c]) => key.startsWith(`${host} `) && pathname.startsWith(c.path))
      .map(([key, c]) => `${key.slice(host.length + 1)}=${c.value}`)
      .join('; ')
  }

  get(url: string, name: string): string | undefined {
    return this.cookies.get(`${new URL(url).host} ${name}`)?.value
  }

  set(url: string, name: string, value: string, path = '/') {
    this.cookies.set(`${new URL(url).host} ${name}`, { value, path })
  }

  store(url: string, response: Response) {
    const { host } = new URL(url)
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((s) => s.trim())
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      const attr = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1)
      const expires = attr('expires')
      const gone =
        attr('max-age') === '0' ||
        (expires !== undefined && new Date(expires).getTime() <= Date.now())
      if (gone) this.cookies.delete(`${host} ${name}`)
      else this.cookies.set(`${host} ${name}`, { value, path: attr('path') ?? '/' })
    }
  }

  /** One request with the jar's cookies, redirects not followed. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    const cookie = this.header(url)
    if (cookie) headers.set('Cookie', cookie)
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    this.store(url, response)
    return response
  }
}

/**
 * What a user does at the provider: opens the authorization address, signs in as `login` on its
 * page, and is sent back. Returns the address it sends the browser back to (not followed).
 */
export async function signInAtProvider(jar: CookieJar, authorizationUrl: string, login: string) {
  let url = authorizationUrl
  for (let hop = 0; hop < 10; hop++) {
    const response = await jar.fetch(url)
    const location = response.headers.get('Location')
    if (location) {
      const next = new URL(location, url).href
      if (new URL(next).origin !== new URL(authorizationUrl).origin) return next
      url = next
      continue
    }
    const html = await response.text()
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
    if (response.status !== 200 || !action) {
      throw new Error(`Unexpected page at the provider (${response.status}): ${html.slice(0, 300)}`)
    }
    const submitted = await jar.fetch(new URL(action.replace(/&amp;/g, '&'), url).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }),
    })
    url = new URL(submitted.headers.get('Location')!, url).href
  }
  throw new Error('Too many redirects at the provider')
}
