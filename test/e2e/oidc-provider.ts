import { startTestProvider } from '../helpers/oidc-provider.ts'

/**
 * The browser tests' organisation: a real OpenID provider on a fixed loopback port (its issuer is
 * in the portal's SSO_PROVIDERS, see playwright.config.ts), with the portal's three edition hosts
 * as redirect addresses. Any address at demo.test signs in as itself, verified; `unverified.` in
 * front of one signs it in unverified.
 */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3102)
const portal = Number(process.env.E2E_PORT ?? 3100)

await startTestProvider({
  port: OIDC_PORT,
  redirectUris: ['ka', 'kipl', 'kcl'].map(
    (s) => `http://${s}.localhost:${portal}/account/ssocallback`,
  ),
  identities: (login) => {
    const unverified = login.startsWith('unverified.')
    const email = unverified ? login.slice('unverified.'.length) : login
    return email.endsWith('@demo.test') ? { email, email_verified: !unverified } : undefined
  },
})
console.log(`Test OpenID provider on port ${OIDC_PORT}`)
