import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

// One-click unsubscribe links carry a token signed with the session secret: the subscription id
// and its HMAC. Nothing is stored, the link works without signing in, and nobody can forge one
// for another subscription.

/**
 * Tokens of one purpose that name a row by its id: the id and its HMAC under the secret, with
 * the purpose signed in, so a token made for one purpose never verifies for another.
 */
export function idTokens(purpose: string) {
  const signature = (secret: string, id: string) =>
    createHmac('sha256', secret)
      .update(purpose + id)
      .digest('base64url')
  return {
    sign: (secret: string, id: string) => `${id}.${signature(secret, id)}`,
    /** The id of a valid token, else null. */
    verify(secret: string, token: string): string | null {
      const match = /^([0-9a-f-]{36})\.([\w-]{43})$/.exec(token.trim())
      if (!match) return null
      const [, id, sent] = match as unknown as [string, string, string]
      const expected = Buffer.from(signature(secret, id))
      const given = Buffer.from(sent)
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
    },
  }
}

const unsubscribe = idTokens('alert-unsubscribe:')
export const unsubscribeToken = unsubscribe.sign
/** The subscription id of a valid token, else null. */
export const verifyUnsubscribeToken = unsubscribe.verify

// A sign-up or change for an address that is not the signed-in subscriber's own waits for the
// address to confirm it: the mail carries the preferences themselves, signed and with an expiry,
// so nothing is stored until the owner of the address follows the link (decision 162).

const CONFIRM_PURPOSE = 'alert-confirm:'
/** How long a confirmation link works. */
export const CONFIRM_HOURS = 48

export type PendingSignUp = {
  siteId: string
  email: string
  name: string
  publications: string[]
  frequency: 'daily' | 'weekly'
}

function confirmSignature(secret: string, payload: string): string {
  return createHmac('sha256', secret)
    .update(CONFIRM_PURPOSE + payload)
    .digest('base64url')
}

export function confirmToken(secret: string, signUp: PendingSignUp, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ ...signUp, expires: now + CONFIRM_HOURS * 3600_000 }),
  ).toString('base64url')
  return `${payload}.${confirmSignature(secret, payload)}`
}

/**
 * What a used confirmation link is remembered by, so it works once (decision 241): the SHA-256
 * of its signature, which names the one signed sign-up; the token itself is not kept.
 */
export function confirmTokenKey(token: string): string {
  const signature = token.trim().split('.').at(-1) ?? ''
  return createHash('sha256')
    .update(CONFIRM_PURPOSE + signature)
    .digest('hex')
}

/** The sign-up a valid, unexpired token carries, else null. */
export function verifyConfirmToken(
  secret: string,
  token: string,
  now = Date.now(),
): PendingSignUp | null {
  const match = /^([\w-]{1,4000})\.([\w-]{43})$/.exec(token.trim())
  if (!match) return null
  const [, payload, sent] = match as unknown as [string, string, string]
  const expected = Buffer.from(confirmSignature(secret, payload))
  const given = Buffer.from(sent)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const { expires, ...signUp } = JSON.parse(
    Buffer.from(payload, 'base64url').toString(),
  ) as PendingSignUp & { expires: number }
  return expires > now ? signUp : null
}
