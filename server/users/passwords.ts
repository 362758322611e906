import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

// Password hashes are self-describing: `scrypt$N$r$p$salt$hash` (salt and hash in base64url),
// so the cost can be raised later without invalidating stored hashes (see `needsRehash`).

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number
  /** Block size. */
  r: number
  /** Parallelism. */
  p: number
}

/** One of OWASP's recommended scrypt settings: 32 MiB of memory per hash, parallelism 3. */
export const defaultScryptParams: Readonly<ScryptParams> = { N: 2 ** 15, r: 8, p: 3 }

const SALT_BYTES = 16
const KEY_BYTES = 32

function derive(password: string, salt: Buffer, params: ScryptParams, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      length,
      { ...params, maxmem: 256 * params.N * params.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    )
  })
}

export async function hashPassword(
  password: string,
  params: ScryptParams = defaultScryptParams,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, params, KEY_BYTES)
  const { N, r, p } = params
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

interface ParsedHash {
  params: ScryptParams
  salt: Buffer
  key: Buffer
}

function parseHash(encoded: string): ParsedHash | null {
  const parts = encoded.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [N, r, p] = parts.slice(1, 4).map(Number)
  // Bounds keep a corrupted row from asking for absurd amounts of memory or time.
  const powerOfTwo = Number.isInteger(N) && N >= 2 ** 10 && N <= 2 ** 20 && (N & (N - 1)) === 0
  if (!powerOfTwo || !Number.isInteger(r) || r < 1 || r > 32) return null
  if (!Number.isInteger(p) || p < 1 || p > 16) return null
  const salt = Buffer.from(parts[4], 'base64url')
  const key = Buffer.from(parts[5], 'base64url')
  if (salt.length < 8 || key.length < 16) return null
  return { params: { N, r, p }, salt, key }
}

/** Checks `password` against a stored hash in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded)
  if (parsed === null) return false
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length)
  return timingSafeEqual(key, parsed.key)
}

/** True when a stored hash was made with other parameters than `params` (or is unreadable). */
export function needsRehash(encoded: string, params: ScryptParams = defaultScryptParams): boolean {
  const parsed = parseHash(encoded)
  return (
    parsed === null ||
    parsed.params.N !== params.N ||
    parsed.params.r !== params.r ||
    parsed.params.p !== params.p ||
    parsed.key.length !== KEY_BYTES
  )
}
