import { sql } from 'kysely'
import type { Db } from '#server/db/connection.ts'

// Rate limits kept in the app store, so they hold across instances and restarts: a fixed-window
// counter per key (`signin-account:<email>`, `signin-address:<ip>`, …), counted by one atomic
// upsert on SQLite and PostgreSQL alike.

export type Limit = { max: number; windowMs: number }
export type Verdict = { allowed: boolean; retryAfterSeconds: number }

/** The limits the portal applies. Sign-in counts failures only; a success clears the account's. */
export const LIMITS = {
  signInPerAccount: { max: 10, windowMs: 15 * 60_000 },
  signInPerAddress: { max: 50, windowMs: 15 * 60_000 },
  formPerAddress: { max: 20, windowMs: 60 * 60_000 },
  alertMailsPerAddressee: { max: 3, windowMs: 24 * 60 * 60_000 },
} as const satisfies Record<string, Limit>

export interface RateLimits {
  /** Counts one attempt under `key`: allowed while the window's count stays within `max`. */
  hit(key: string, limit: Limit): Promise<Verdict>
  /** Whether one more attempt would be allowed, without counting it. */
  check(key: string, limit: Limit): Promise<Verdict>
  /** Forgets the key's count (a successful sign-in clears its failures). */
  reset(key: string): Promise<void>
  /** Drops the counters of windows that ended before `before`; returns how many. */
  purge(before: Date): Promise<number>
}

type RateLimitsTable = { key: string; window_start: number; window_end: number; count: number }
type Tables = { rate_limits: RateLimitsTable }

export function createRateLimits(db: Db, options: { now?: () => Date } = {}): RateLimits {
  const now = () => (options.now?.() ?? new Date()).getTime()
  const store = db.withTables<Tables>()
  const windowOf = (limit: Limit, at: number) => {
    const start = at - (at % limit.windowMs)
    return { start, end: start + limit.windowMs }
  }
  const verdict = (count: number, end: number, limit: Limit, at: number): Verdict => ({
    allowed: count <= limit.max,
    retryAfterSeconds: count <= limit.max ? 0 : Math.max(1, Math.ceil((end - at) / 1000)),
  })
  return {
    async hit(key, limit) {
      const at = now()
      const { start, end } = windowOf(limit, at)
      const row = await store
        .insertInto('rate_limits')
        .values({ key, window_start: start, window_end: end, count: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
            window_start: sql<number>`excluded.window_start`,
            window_end: sql<number>`excluded.window_end`,
          }),
        )
        .returning(['count'])
        .executeTakeFirstOrThrow()
      return verdict(Number(row.count), end, limit, at)
    },
    async check(key, limit) {
      const at = now()
      const { start, end } = windowOf(limit, at)
      const row = await store
        .selectFrom('rate_limits')
        .select(['count', 'window_start'])
        .where('key', '=', key)
        .executeTakeFirst()
      const count = row && Number(row.window_start) === start ? Number(row.count) : 0
      return verdict(count + 1, end, limit, at)
    },
    async reset(key) {
      await store.deleteFrom('rate_limits').where('key', '=', key).execute()
    },
    async purge(before) {
      const result = await store
        .deleteFrom('rate_limits')
        .where('window_end', '<', before.getTime())
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
