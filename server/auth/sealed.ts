import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

// Short-lived state the browser carries for the server (the single sign-on round trip): sealed
// with AES-256-GCM under a key derived from the session secret, so the browser can neither read
// nor alter it, every instance with the same secret can open it, and it stops opening after its
// expiry whatever the browser does with the cookie.

const IV_BYTES = 12
const TAG_BYTES = 16

function keyFor(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'sealed-state', purpose, 32))
}

export function seal(secret: string, purpose: string, value: unknown, expiresAt: Date): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv)
  const plain = JSON.stringify({ v: value, exp: expiresAt.getTime() })
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

/** The sealed value, or null when it was altered, sealed for another purpose or has expired. */
export function unseal<T>(
  secret: string,
  purpose: string,
  sealed: string | undefined,
  now = new Date(),
): T | null {
  if (!sealed || !/^[\w-]+$/.test(sealed)) return null
  const bytes = Buffer.from(sealed, 'base64url')
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFor(secret, purpose),
      bytes.subarray(0, IV_BYTES),
    )
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ])
    const { v, exp } = JSON.parse(plain.toString('utf8')) as { v: T; exp: number }
    return typeof exp === 'number' && exp > now.getTime() ? v : null
  } catch {
    return null
  }
}
