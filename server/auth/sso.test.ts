import { createHmac, createSign, generateKeyPairSync, type KeyObject } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { CookieJar, signInAtProvider, startTestProvider } from '#test/helpers/oidc-provider.ts'
import { parseSsoProviders, type SsoProvider } from './providers.ts'
import { seal, unseal } from './sealed.ts'
import { createSsoService, type SsoService } from './sso.ts'

// The single sign-on service against a real OpenID provider on a loopback port: the code flow
// with PKCE, state and nonce, the ID token verified and the e-mail read from UserInfo.

const REDIRECT_URI = 'http://ka.localhost/account/ssocallback'
const SECRET = 'test-secret-test-secret-test-secret-0123'
const accounts = new Map([['kapp@demo.test', { id: 'acct-kapp', email: 'kapp@demo.test' }]])
const users = {
  findByEmail: async (email: string) => {
    const a = accounts.get(email.toLowerCase())
    return a
      ? {
          ...a,
          displayName: 'Demo',
          firstName: '',
          lastName: '',
          accountNo: null,
          createdAt: new Date(),
        }
      : null
  },
}

let idp: Awaited<ReturnType<typeof startTestProvider>>
let sso: SsoService

beforeAll(async () => {
  idp = await startTestProvider({
    redirectUris: [REDIRECT_URI],
    identities: {
      kapp: { email: 'KAPP@demo.test', email_verified: true, name: 'Demo KAPP' },
      unverified: { email: 'kapp@demo.test', email_verified: false },
      stranger: { email: 'nobody@demo.test', email_verified: true },
      outsider: { email: 'someone@other.example', email_verified: true },
      noemail: {},
    },
  })
  const provider: SsoProvider = {
    id: 'demo',
    name: 'Demo University',
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    domains: ['demo.test'],
    scope: 'openid email profile',
  }
  sso = createSsoService({ providers: [provider], secret: SECRET, users })
})
afterAll(() => idp?.close())

async function roundTrip(login: string, { waf }: { waf?: string } = {}) {
  const started = await sso.start({
    org: 'demo',
    redirectUri: REDIRECT_URI,
    returnUrl: '/search?q=award',
    waf,
  })
  const back = await signInAtProvider(new CookieJar(), started.url, login)
  return { started, back: new URL(back) }
}

describe('single sign-on against a real provider', () => {
  test('signs in the account with the verified e-mail, keeps the return path and passes waf on', async () => {
    const { started, back } = await roundTrip('kapp', { waf: 'w-123' })
    const authorization = new URL(started.url)
    expect(authorization.origin).toBe(idp.issuer)
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorization.searchParams.get('state')).toBeTruthy()
    expect(authorization.searchParams.get('nonce')).toBeTruthy()
    expect(authorization.searchParams.get('waf')).toBe('w-123')
    expect(idp.accepted.at(-1)).toMatchObject({ waf: 'w-123', client_id: 'portal' })
    expect(back.href.startsWith(REDIRECT_URI)).toBe(true)

    const outcome = await sso.finish({ flow: started.flow, callbackUrl: back })
    expect(outcome).toMatchObject({
      ok: true,
      account: { id: 'acct-kapp' },
      returnUrl: '/search?q=award',
      organisation: { id: 'demo', name: 'Demo University' },
    })
  })

  test('an answer whose state is not the one started in this browser is refused', async () => {
    const { back } = await roundTrip('kapp')
    const other = await sso.start({ org: 'demo', redirectUri: REDIRECT_URI, returnUrl: '/' })
    expect(await sso.finish({ flow: other.flow, callbackUrl: back })).toMatchObject({
      ok: false,
      reason: 'state-mismatch',
    })
    const mine = await roundTrip('kapp')
    const tampered = new URL(mine.back)
    tampered.searchParams.set('state', 'forged')
    expect(await sso.finish({ flow: mine.started.flow, callbackUrl: tampered })).toMatchObject({
      ok: false,
      reason: 'state-mismatch',
    })
  })

  test('without the round-trip state (another browser, or expired), nothing is signed in', async () => {
    const { back } = await roundTrip('kapp')
    expect(await sso.finish({ flow: undefined, callbackUrl: back })).toMatchObject({
      ok: false,
      reason: 'expired',
    })
    expect(await sso.finish({ flow: 'garbage', callbackUrl: back })).toMatchObject({
      ok: false,
      reason: 'expired',
    })
  })

  test('a code is good once: replaying the answer is refused', async () => {
    const { started, back } = await roundTrip('kapp')
    expect((await sso.finish({ flow: started.flow, callbackUrl: back })).ok).toBe(true)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await sso.finish({ flow: started.flow, callbackUrl: back })).toMatchObject({
      ok: false,
      reason: 'provider-error',
    })
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Single sign-on with demo failed/))
    warn.mockRestore()
  })

  test('an e-mail the provider does not say is verified is refused', async () => {
    const { started, back } = await roundTrip('unverified')
    expect(await sso.finish({ flow: started.flow, callbackUrl: back })).toMatchObject({
      ok: false,
      reason: 'email-unverified',
      email: 'kapp@demo.test',
    })
    const none = await roundTrip('noemail')
    expect(await sso.finish({ flow: none.started.flow, callbackUrl: none.back })).toMatchObject({
      ok: false,
      reason: 'email-unverified',
      email: null,
    })
  })

  test('a verified e-mail no account uses is refused, and no account is made', async () => {
    const { started, back } = await roundTrip('stranger')
    expect(await sso.finish({ flow: started.flow, callbackUrl: back })).toMatchObject({
      ok: false,
      reason: 'unknown-account',
      email: 'nobody@demo.test',
      returnUrl: '/search?q=award',
    })
    expect(await users.findByEmail('nobody@demo.test')).toBeNull()
  })

  test('a provider may vouch only for its own organisation’s addresses', async () => {
    const { started, back } = await roundTrip('outsider')
    expect(await sso.finish({ flow: started.flow, callbackUrl: back })).toMatchObject({
      ok: false,
      reason: 'email-outside-organisation',
    })
  })

  test('the provider’s own refusal (the user cancelled) is a refusal', async () => {
    const started = await sso.start({ org: 'demo', redirectUri: REDIRECT_URI, returnUrl: '/' })
    const state = new URL(started.url).searchParams.get('state')!
    const back = new URL(
      `${REDIRECT_URI}?error=access_denied&state=${state}&iss=${encodeURIComponent(idp.issuer)}`,
    )
    expect(await sso.finish({ flow: started.flow, callbackUrl: back })).toMatchObject({
      ok: false,
      reason: 'provider-error',
    })
  })

  test('a sign-in form may lead to the provider: its origin is a form target', () => {
    expect(sso.formTargets()).toEqual([idp.issuer])
  })

  test('the organisation is found by id or by the e-mail address’s domain', () => {
    expect(sso.find({ org: 'DEMO' })).toEqual({ id: 'demo', name: 'Demo University' })
    expect(sso.find({ email: 'a.person@Demo.Test' })).toEqual({
      id: 'demo',
      name: 'Demo University',
    })
    expect(sso.find({ email: 'a.person@elsewhere.example' })).toBeNull()
    expect(sso.find({ org: 'nope', email: 'a@demo.test' })).toBeNull()
  })
})

describe('sealed round-trip state', () => {
  const later = (ms: number) => new Date(Date.now() + ms)

  test('opens under the same secret and purpose until it expires', () => {
    const sealed = seal(SECRET, 'sso-flow', { state: 's' }, later(60_000))
    expect(unseal(SECRET, 'sso-flow', sealed)).toEqual({ state: 's' })
    expect(unseal(SECRET, 'sso-flow', sealed, later(61_000))).toBeNull()
    expect(unseal(SECRET, 'other', sealed)).toBeNull()
    expect(unseal('another-secret-another-secret-another-secret', 'sso-flow', sealed)).toBeNull()
  })

  test('any change to it is refused', () => {
    const sealed = seal(SECRET, 'sso-flow', { returnUrl: '/' }, later(60_000))
    const bytes = Buffer.from(sealed, 'base64url')
    bytes[bytes.length - 1] ^= 1
    expect(unseal(SECRET, 'sso-flow', bytes.toString('base64url'))).toBeNull()
    expect(unseal(SECRET, 'sso-flow', 'not*base64')).toBeNull()
  })
})

describe('provider configuration', () => {
  const good = {
    id: 'acme',
    name: 'Acme University',
    issuer: 'https://login.acme.example',
    clientId: 'portal',
    domains: ['acme.example', '@Law.Acme.Example'],
  }

  test('reads inline JSON or a file, with defaults', () => {
    const inline = parseSsoProviders(JSON.stringify([good]))
    expect(inline).toEqual({
      providers: [
        {
          ...good,
          clientSecret: null,
          domains: ['acme.example', 'law.acme.example'],
          scope: 'openid email profile',
        },
      ],
    })
    expect(parseSsoProviders('config/sso.json', () => JSON.stringify([good]))).toEqual(inline)
    expect(parseSsoProviders(undefined)).toEqual({ providers: [] })
  })

  test.each([
    [[{ ...good, issuer: 'http://login.acme.example' }], /issuer.*https/],
    [[{ ...good, domains: [] }], /domains/],
    [[good, { ...good, domains: ['other.example'] }], /listed twice/],
    [[good, { ...good, id: 'beta' }], /already acme's/],
    [[{ ...good, scope: 'email' }], /openid/],
  ])('refuses a bad configuration, naming where (%#)', (value, problem) => {
    const result = parseSsoProviders(JSON.stringify(value))
    expect('problems' in result && result.problems.join('\n')).toMatch(problem)
  })

  test('a file that cannot be read is named', () => {
    const result = parseSsoProviders('missing.json', () => {
      throw new Error('ENOENT')
    })
    expect(result).toEqual({ problems: ['cannot read missing.json: ENOENT'] })
  })
})

/**
 * A provider that answers the token request with whatever ID token the test asks for: signed
 * with its published key, another key, HS256 or not at all, with any claims. Its metadata offers
 * `none` and HS256 too, as a careless or hostile provider's might.
 */
async function startMisbehavingProvider() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  let idToken = ''
  server.on('request', (req, res) => {
    const json = (body: unknown) => {
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify(body))
    }
    if (req.url === '/.well-known/openid-configuration') {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256', 'HS256', 'none'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none', 'client_secret_basic'],
      })
    }
    if (req.url === '/jwks') {
      return json({
        keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' }],
      })
    }
    if (req.url === '/token') {
      req.resume()
      return req.on('end', () =>
        json({ access_token: 'at', token_type: 'Bearer', expires_in: 60, id_token: idToken }),
      )
    }
    res.statusCode = 404
    res.end()
  })
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return {
    issuer,
    close: () => server.close(),
    /** The ID token the next token request gets. */
    answerWith({
      claims,
      alg = 'RS256',
      key = privateKey,
    }: {
      claims: Record<string, unknown>
      alg?: string
      key?: KeyObject
    }) {
      const input = `${b64({ alg, kid: 'k1', typ: 'JWT' })}.${b64(claims)}`
      const signature =
        alg === 'none'
          ? ''
          : alg === 'HS256'
            ? createHmac('sha256', 'a-secret-anyone-could-pick').update(input).digest('base64url')
            : createSign('RSA-SHA256').update(input).sign(key, 'base64url')
      idToken = `${input}.${signature}`
    },
  }
}

describe('single sign-on against a misbehaving provider', () => {
  let bad: Awaited<ReturnType<typeof startMisbehavingProvider>>
  let service: SsoService
  beforeAll(async () => {
    bad = await startMisbehavingProvider()
    service = createSsoService({
      providers: [
        {
          id: 'bad',
          name: 'Careless University',
          issuer: bad.issuer,
          clientId: 'portal',
          clientSecret: null,
          domains: ['demo.test'],
          scope: 'openid email profile',
        },
      ],
      secret: SECRET,
      users,
    })
  })
  afterAll(() => bad?.close())

  /** One round trip whose token answer carries an ID token made by `make` from the good claims. */
  async function withToken(
    make: (good: Record<string, unknown>) => Parameters<typeof bad.answerWith>[0],
  ) {
    const started = await service.start({ org: 'bad', redirectUri: REDIRECT_URI, returnUrl: '/' })
    const authorization = new URL(started.url)
    const now = Math.floor(Date.now() / 1000)
    bad.answerWith(
      make({
        iss: bad.issuer,
        sub: 'u1',
        aud: 'portal',
        iat: now,
        exp: now + 300,
        nonce: authorization.searchParams.get('nonce'),
        email: 'kapp@demo.test',
        email_verified: true,
      }),
    )
    const back = new URL(REDIRECT_URI)
    back.searchParams.set('code', 'any-code')
    back.searchParams.set('state', authorization.searchParams.get('state')!)
    back.searchParams.set('iss', bad.issuer)
    return service.finish({ flow: started.flow, callbackUrl: back })
  }

  test('the control: a well-made ID token signed with the published key signs in', async () => {
    expect(await withToken((claims) => ({ claims }))).toMatchObject({
      ok: true,
      account: { id: 'acct-kapp' },
    })
  })

  const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  test.each([
    ['signed by another key', (claims: Record<string, unknown>) => ({ claims, key: other })],
    ['alg: none', (claims: Record<string, unknown>) => ({ claims, alg: 'none' })],
    [
      'HS256 without a client secret',
      (claims: Record<string, unknown>) => ({ claims, alg: 'HS256' }),
    ],
    [
      'another issuer',
      (claims: Record<string, unknown>) => ({ claims: { ...claims, iss: 'http://evil.example' } }),
    ],
    [
      'another audience',
      (claims: Record<string, unknown>) => ({ claims: { ...claims, aud: 'someone-else' } }),
    ],
    [
      'another nonce',
      (claims: Record<string, unknown>) => ({ claims: { ...claims, nonce: 'replayed' } }),
    ],
    [
      'expired',
      (claims: Record<string, unknown>) => ({
        claims: { ...claims, iat: Number(claims.iat) - 7200, exp: Number(claims.iat) - 3600 },
      }),
    ],
  ])('an ID token %s is refused', async (_case, make) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect(await withToken(make)).toMatchObject({ ok: false, reason: 'provider-error' })
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Single sign-on with bad failed/))
    } finally {
      warn.mockRestore()
    }
  })

  test('a validly signed token with an unverified e-mail, or one outside the organisation, is refused', async () => {
    expect(
      await withToken((claims) => ({ claims: { ...claims, email_verified: false } })),
    ).toMatchObject({ ok: false, reason: 'email-unverified' })
    expect(
      await withToken((claims) => ({ claims: { ...claims, email: 'kapp@other.example' } })),
    ).toMatchObject({ ok: false, reason: 'email-outside-organisation' })
  })
})
