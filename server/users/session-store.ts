import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '#server/db/connection.ts'
import { toAccount, type Account } from './user-store.ts'

// Server-side sessions. The cookie carries a random 256-bit token; the store keeps only its
// SHA-256, so a leaked database does not hand out live sessions. Expiry slides with use, but
// the row is rewritten at most once per `renewAfterMs`, and never beyond `maxLifetimeMs`.

export type SessionData = Record<string, unknown>

export interface Session {
  /** Null for a session that holds no sign-in (an anonymous visitor's anti-forgery secret). */
  accountId: string | null
  authenticatedByIp: boolean
  createdAt: Date
  lastSeenAt: Date
  expiresAt: Date
  data: SessionData
}

export interface SessionWithAccount extends Session {
  account: Account | null
}

export interface NewSession {
  accountId: string | null
  authenticatedByIp?: boolean
  /** Idle lifetime in milliseconds; defaults to the store's `defaultTtlMs`. */
  ttlMs?: number
  data?: SessionData
}

export interface SessionStore {
  /** Returns the raw token for the cookie; it cannot be recovered from the store later. */
  createSession(input: NewSession): Promise<{ token: string; expiresAt: Date }>
  /** The live session for `token`, or null. An expired session is deleted on sight. */
  getSession(token: string): Promise<SessionWithAccount | null>
  /** Replaces the session's data; false when the session does not exist. */
  setSessionData(token: string, data: SessionData): Promise<boolean>
  deleteSession(token: string): Promise<void>
  /** Signs an account out everywhere (after a password change, for example). */
  deleteSessionsForAccount(accountId: string): Promise<number>
  /** Removes every expired session; returns how many. Run it now and then. */
  deleteExpired(): Promise<number>
}

export interface SessionStoreOptions {
  now?: () => Date
  /** Idle lifetime when `createSession` is given none. Default: 7 days. */
  defaultTtlMs?: number
  /** Minimum time between two renewals of one session. Default: 5 minutes. */
  renewAfterMs?: number
  /** No session outlives its creation by more than this. Default: 30 days. */
  maxLifetimeMs?: number
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

function parseData(json: string): SessionData {
  try {
    const value: unknown = JSON.parse(json)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as SessionData)
      : {}
  } catch {
    return {}
  }
}

export function createSessionStore(db: Db, options: SessionStoreOptions = {}): SessionStore {
  const now = options.now ?? (() => new Date())
  const defaultTtlMs = options.defaultTtlMs ?? 7 * DAY
  const renewAfterMs = options.renewAfterMs ?? 5 * MINUTE
  const maxLifetimeMs = options.maxLifetimeMs ?? 30 * DAY

  return {
    async createSession(input) {
      const token = randomBytes(32).toString('base64url')
      const createdAt = now().getTime()
      const ttlMs = input.ttlMs ?? defaultTtlMs
      const expiresAt = Math.min(createdAt + ttlMs, createdAt + maxLifetimeMs)
      await db
        .insertInto('sessions')
        .values({
          id: hashToken(token),
          account_id: input.accountId,
          authenticated_by_ip: input.authenticatedByIp ? 1 : 0,
          created_at: createdAt,
          last_seen_at: createdAt,
          expires_at: expiresAt,
          ttl_ms: ttlMs,
          data: JSON.stringify(input.data ?? {}),
        })
        .execute()
      return { token, expiresAt: new Date(expiresAt) }
    },

    async getSession(token) {
      if (!TOKEN_PATTERN.test(token)) return null
      const id = hashToken(token)
      const row = await db
        .selectFrom('sessions')
        .leftJoin('accounts', 'accounts.id', 'sessions.account_id')
        .select([
          'sessions.account_id',
          'sessions.authenticated_by_ip',
          'sessions.created_at',
          'sessions.last_seen_at',
          'sessions.expires_at',
          'sessions.ttl_ms',
          'sessions.data',
          'accounts.id',
          'accounts.email',
          'accounts.display_name',
          'accounts.first_name',
          'accounts.last_name',
          'accounts.account_no',
          'accounts.created_at as account_created_at',
        ])
        .where('sessions.id', '=', id)
        .executeTakeFirst()
      if (row === undefined) return null

      const at = now().getTime()
      let lastSeenAt = Number(row.last_seen_at)
      let expiresAt = Number(row.expires_at)
      if (expiresAt <= at) {
        await db.deleteFrom('sessions').where('id', '=', id).execute()
        return null
      }
      if (at - lastSeenAt >= renewAfterMs) {
        lastSeenAt = at
        expiresAt = Math.min(at + Number(row.ttl_ms), Number(row.created_at) + maxLifetimeMs)
        await db
          .updateTable('sessions')
          .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
          .where('id', '=', id)
          .execute()
      }

      const account =
        row.id === null
          ? null
          : toAccount({
              id: row.id,
              email: row.email ?? '',
              display_name: row.display_name ?? '',
              first_name: row.first_name ?? '',
              last_name: row.last_name ?? '',
              account_no: row.account_no,
              created_at: Number(row.account_created_at),
            })
      return {
        accountId: row.account_id,
        authenticatedByIp: Number(row.authenticated_by_ip) === 1,
        createdAt: new Date(Number(row.created_at)),
        lastSeenAt: new Date(lastSeenAt),
        expiresAt: new Date(expiresAt),
        data: parseData(row.data),
        account,
      }
    },

    async setSessionData(token, data) {
      if (!TOKEN_PATTERN.test(token)) return false
      const result = await db
        .updateTable('sessions')
        .set({ data: JSON.stringify(data) })
        .where('id', '=', hashToken(token))
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },

    async deleteSession(token) {
      if (!TOKEN_PATTERN.test(token)) return
      await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute()
    },

    async deleteSessionsForAccount(accountId) {
      const result = await db
        .deleteFrom('sessions')
        .where('account_id', '=', accountId)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    async deleteExpired() {
      const result = await db
        .deleteFrom('sessions')
        .where('expires_at', '<=', now().getTime())
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
