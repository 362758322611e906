import { createHmac, timingSafeEqual } from 'node:crypto'

// One-click unsubscribe links carry a token signed with the session secret: the subscription id
// and its HMAC. Nothing is stored, the link works without signing in, and nobody can forge one
// for another subscription.

const PURPOSE = 'alert-unsubscribe:'

function signature(secret: string, subscriptionId: string): string {
  return createHmac('sha256', secret)
    .update(PURPOSE + subscriptionId)
    .digest('base64url')
}

export function unsubscribeToken(secret: string, subscriptionId: string): string {
  return `${subscriptionId}.${signature(secret, subscriptionId)}`
}

/** The subscription id of a valid token, else null. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([\w-]{43})$/.exec(token.trim())
  if (!match) return null
  const [, id, sent] = match as unknown as [string, string, string]
  const expected = Buffer.from(signature(secret, id))
  const given = Buffer.from(sent)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}
