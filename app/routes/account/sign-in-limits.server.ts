import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { RouterContextProvider } from 'react-router'
import { requestInfoContext, servicesContext } from '#app/context.ts'
import { cookieHeader, readCookies } from '#app/utils/cookies.server.ts'
import { LIMITS, type Limit } from '#server/users/rate-limits.ts'

/**
 * OWASP's device cookie: a browser that has signed in to an account gets a cookie naming that
 * account, sealed with the session secret. Its attempts are counted under the cookie rather than
 * under the account, so a stranger who exhausts the account's allowance does not lock the owner
 * out of a browser they have used before (decision 160).
 */
export const DEVICE_COOKIE = 'signin-device'
const YEAR = 365 * 24 * 3600

type Counted = readonly [key: string, limit: Limit]

/**
 * Counts this attempt, atomically and before the password is checked, under the client address
 * and under the account (or the trusted browser). Returns what was counted and, when any count
 * is past its limit, the seconds to wait.
 */
export async function countSignInAttempt(
  request: Request,
  context: Readonly<RouterContextProvider>,
  email: string,
) {
  const { rateLimits, env, metrics } = context.get(servicesContext)
  const address = context.get(requestInfoContext).clientIp
  const account = email.toLowerCase()
  const device = trustedDevice(request, env.SESSION_SECRET, account)
  const counted: Counted[] = [
    [`signin-address:${address}`, LIMITS.signInPerAddress],
    device
      ? [`signin-device:${device}`, LIMITS.signInPerDevice]
      : [`signin-account:${account}`, LIMITS.signInPerAccount],
  ]
  const verdicts = await Promise.all(counted.map(([key, limit]) => rateLimits.hit(key, limit)))
  const waits = verdicts.filter((v) => !v.allowed).map((v) => v.retryAfterSeconds)
  if (waits.length > 0) metrics.signInLimited.inc()
  return { counted, retryAfterSeconds: waits.length ? Math.max(...waits) : null }
}

/**
 * A success takes its attempt back from the address, clears the account's (or the browser's)
 * count and returns the cookie that trusts this browser for the account from now on.
 */
export async function signInSucceeded(
  request: Request,
  context: Readonly<RouterContextProvider>,
  email: string,
  counted: Counted[],
): Promise<string> {
  const { rateLimits, env } = context.get(servicesContext)
  const [[address, addressLimit], [own]] = counted
  await Promise.all([rateLimits.forgive(address, addressLimit), rateLimits.reset(own)])
  const nonce = randomBytes(16).toString('base64url')
  const value = `${nonce}.${seal(env.SESSION_SECRET, email.toLowerCase(), nonce)}`
  return cookieHeader(request, DEVICE_COOKIE, value, {
    httpOnly: true,
    maxAge: YEAR,
    path: '/account',
  })
}

/** The browser's device nonce when its cookie was sealed for this account, else null. */
function trustedDevice(request: Request, secret: string, account: string): string | null {
  const [nonce, mac] = (readCookies(request)[DEVICE_COOKIE] ?? '').split('.')
  if (!nonce || !mac || !/^[\w-]{22}$/.test(nonce)) return null
  const want = Buffer.from(seal(secret, account, nonce))
  const got = Buffer.from(mac)
  return want.length === got.length && timingSafeEqual(want, got) ? nonce : null
}

function seal(secret: string, account: string, nonce: string): string {
  return createHmac('sha256', secret).update(`device\n${account}\n${nonce}`).digest('base64url')
}
