import * as oidc from 'openid-client'
import type { Account, UserStore } from '#server/users/user-store.ts'
import { domainOf, findProvider, isLoopbackUrl, type SsoProvider } from './providers.ts'
import { seal, unseal } from './sealed.ts'

// Single sign-on through an organisation's OpenID Connect provider: the authorization code flow
// with PKCE, state and nonce (openid-client). The round trip's state travels sealed in the
// browser (see sealed.ts), so any instance can finish what another started, and it expires.
// An account is linked by the provider's verified e-mail address only; none is ever created.

/** How long a sign-in may take at the provider before it has to be started again. */
export const SSO_FLOW_MINUTES = 10
const FLOW_PURPOSE = 'sso-flow'
/** Discovered provider metadata is kept this long (keys are refetched by kid as needed). */
const DISCOVERY_TTL_MS = 3600_000

interface Flow {
  org: string
  state: string
  nonce: string
  codeVerifier: string
  redirectUri: string
  returnUrl: string
}

export type SsoRefusal =
  /** No round trip under way in this browser, or it ran past its time. */
  | 'expired'
  /** The answer carries another state than the sign-in started here. */
  | 'state-mismatch'
  /** The provider answered an error, or its answer did not verify. */
  | 'provider-error'
  /** The provider did not say the e-mail address is verified (or gave none). */
  | 'email-unverified'
  /** The provider vouched for an address outside the organisation's domains. */
  | 'email-outside-organisation'
  /** No account uses the verified address. */
  | 'unknown-account'

export type SsoOrganisation = { id: string; name: string }

export type SsoOutcome =
  | { ok: true; account: Account; returnUrl: string; organisation: SsoOrganisation }
  | {
      ok: false
      reason: SsoRefusal
      returnUrl: string
      organisation: SsoOrganisation | null
      email: string | null
    }

export interface SsoService {
  /** The organisations that sign in through their own provider. */
  readonly organisations: readonly SsoOrganisation[]
  /**
   * The origins a sign-in form may lead to (its answer redirects there), for the pages'
   * Content-Security-Policy `form-action`: each issuer's, and each authorization endpoint's once
   * discovered.
   */
  formTargets(): string[]
  /** The organisation named by `org`, else the one whose domain the e-mail address is in. */
  find(input: { org?: string | null; email?: string | null }): SsoOrganisation | null
  /**
   * Starts a sign-in: where to send the browser, and the sealed round-trip state for it to
   * carry back (in an HttpOnly cookie) until `expiresAt`. `waf` goes on to the provider.
   */
  start(input: {
    org: string
    redirectUri: string
    returnUrl: string
    waf?: string | null
    loginHint?: string | null
  }): Promise<{ url: string; flow: string; expiresAt: Date }>
  /** Finishes a sign-in from the provider's answer (`callbackUrl`) and the sealed state. */
  finish(input: { flow: string | undefined; callbackUrl: URL }): Promise<SsoOutcome>
}

export class UnknownOrganisationError extends Error {
  readonly code = 'SSO_UNKNOWN_ORGANISATION'
  constructor(org: string) {
    super(`No single sign-on is configured for "${org}"`)
    this.name = 'UnknownOrganisationError'
  }
}

export function createSsoService({
  providers,
  secret,
  users,
  now = () => new Date(),
}: {
  providers: readonly SsoProvider[]
  /** The session secret: seals the round-trip state. */
  secret: string
  users: Pick<UserStore, 'findByEmail'>
  now?: () => Date
}): SsoService {
  const discovered = new Map<string, { at: number; config: Promise<oidc.Configuration> }>()
  const formTargets = new Set(providers.map((p) => new URL(p.issuer).origin))

  function configFor(provider: SsoProvider): Promise<oidc.Configuration> {
    const cached = discovered.get(provider.id)
    if (cached && now().getTime() - cached.at < DISCOVERY_TTL_MS) return cached.config
    // openid-client checks an ID token's signature only with non-repudiation checks on: the
    // token is then verified against the issuer's JWKS, and `alg: none` or HS256 (no key set
    // can hold a symmetric key) is refused, even if the provider's metadata offers them.
    const config = oidc
      .discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret ?? undefined,
        provider.clientSecret ? undefined : oidc.None(),
        {
          timeout: 10,
          // A provider on this machine (development, tests) may speak plain http.
          execute: isLoopbackUrl(provider.issuer) ? [oidc.allowInsecureRequests] : [],
        },
      )
      .then((c) => {
        oidc.enableNonRepudiationChecks(c)
        return c
      })
    discovered.set(provider.id, { at: now().getTime(), config })
    config.then(
      (c) => {
        const endpoint = c.serverMetadata().authorization_endpoint
        if (endpoint) formTargets.add(new URL(endpoint).origin)
      },
      () => discovered.delete(provider.id),
    )
    return config
  }

  const byId = (id: string) => providers.find((p) => p.id === id) ?? null
  const organisation = (p: SsoProvider): SsoOrganisation => ({ id: p.id, name: p.name })

  return {
    organisations: providers.map(organisation),

    formTargets: () => [...formTargets],

    find(input) {
      const provider = findProvider(providers, input)
      return provider && organisation(provider)
    },

    async start({ org, redirectUri, returnUrl, waf, loginHint }) {
      const provider = byId(org)
      if (!provider) throw new UnknownOrganisationError(org)
      const config = await configFor(provider)
      const flow: Flow = {
        org,
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        redirectUri,
        returnUrl,
      }
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: provider.scope,
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      }
      if (waf) parameters.waf = waf
      if (loginHint) parameters.login_hint = loginHint
      const expiresAt = new Date(now().getTime() + SSO_FLOW_MINUTES * 60_000)
      return {
        url: oidc.buildAuthorizationUrl(config, parameters).href,
        flow: seal(secret, FLOW_PURPOSE, flow, expiresAt),
        expiresAt,
      }
    },

    async finish({ flow: sealed, callbackUrl }) {
      const flow = unseal<Flow>(secret, FLOW_PURPOSE, sealed, now())
      const provider = flow && byId(flow.org)
      if (!flow || !provider) {
        return { ok: false, reason: 'expired', returnUrl: '/', organisation: null, email: null }
      }
      const refuse = (reason: SsoRefusal, email: string | null = null): SsoOutcome => ({
        ok: false,
        reason,
        returnUrl: flow.returnUrl,
        organisation: organisation(provider),
        email,
      })
      if (callbackUrl.searchParams.get('state') !== flow.state) return refuse('state-mismatch')
      // The provider's own refusal (the user cancelled, or may not use this client).
      if (callbackUrl.searchParams.has('error')) return refuse('provider-error')

      let email: unknown
      let verified: unknown
      try {
        const config = await configFor(provider)
        const tokens = await oidc.authorizationCodeGrant(
          config,
          callbackUrl,
          {
            pkceCodeVerifier: flow.codeVerifier,
            expectedState: flow.state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          },
          { redirect_uri: flow.redirectUri },
        )
        const claims = tokens.claims()!
        ;({ email, email_verified: verified } = claims)
        // Many providers put the e-mail in the ID token only when asked; else the UserInfo
        // endpoint has it, for the same subject.
        if (email === undefined) {
          const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)
          ;({ email, email_verified: verified } = info)
        }
      } catch (error) {
        console.warn(`Single sign-on with ${provider.id} failed: ${describe(error)}`)
        return refuse('provider-error')
      }

      if (typeof email !== 'string' || !email.includes('@')) return refuse('email-unverified')
      if (verified !== true) return refuse('email-unverified', email)
      if (!provider.domains.includes(domainOf(email) ?? '')) {
        return refuse('email-outside-organisation', email)
      }
      const account = await users.findByEmail(email)
      if (!account) return refuse('unknown-account', email)
      return { ok: true, account, returnUrl: flow.returnUrl, organisation: organisation(provider) }
    },
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const { error: code, error_description: text } = error as {
    error?: string
    error_description?: string
  }
  return [error.message, code, text].filter(Boolean).join(': ')
}
