import { sql } from 'kysely'
import type { Db } from '#server/db/connection.ts'

// Rate limits kept in the app store, so they hold across instances and restarts: a sliding-window
// counter per key (`signin-account:<email>`, `signin-address:<ip>`, …), counted by one atomic
// upsert on SQLite and PostgreSQL alike. The window slides by weighing the previous fixed window's
// count by how much of it still overlaps, so a burst across a window boundary is still counted.

export type Limit = { max: number; windowMs: number }
export type Verdict = { allowed: boolean; retryAfterSeconds: number }

/**
 * The limits the portal applies. Sign-in counts every attempt before the password is checked
 * (decision 160): per address, and per account from a browser that has not signed in to it
 * before, or else per such browser; a success takes its attempt back.
 */
export const LIMITS = {
  signInPerAccount: { max: 10, windowMs: 15 * 60_000 },
  signInPerDevice: { max: 10, windowMs: 15 * 60_000 },
  signInPerAddress: { max: 50, windowMs: 15 * 60_000 },
  formPerAddress: { max: 20, windowMs: 60 * 60_000 },
  alertMailsPerAddressee: { max: 3, windowMs: 24 * 60 * 60_000 },
  /**
   * Mail a subscriber sends with their own words to an address they name (the Market Definitions
   * Locator's e-mail): per account, and per recipient whoever sends, so the form relays nothing
   * in bulk (decision 241).
   */
  sharedMailsPerAccount: { max: 10, windowMs: 60 * 60_000 },
  sharedMailsPerRecipient: { max: 3, windowMs: 24 * 60 * 60_000 },
  /** Usage events a signed-in browser sends (one a page view): far above anyone's reading. */
  usageEventsPerAccount: { max: 120, windowMs: 60_000 },
} as const satisfies Record<string, Limit>

export interface RateLimits {
  /** Counts one attempt under `key`: allowed while the window's count stays within `max`. */
  hit(key: string, limit: Limit): Promise<Verdict>
  /** Whether one more attempt would be allowed, without counting it. */
  check(key: string, limit: Limit): Promise<Verdict>
  /** Forgets the key's count (a successful sign-in clears its failures). */
  reset(key: string): Promise<void>
  /** Takes one counted attempt back in the window it was counted in (a sign-in that succeeded). */
  forgive(key: string, limit: Limit): Promise<void>
  /** Drops the counters that weigh nothing any more at `before`; returns how many. */
  purge(before: Date): Promise<number>
}

type RateLimitsTable = {
  key: string
  window_start: number
  window_end: number
  count: number
  /** The count of the window just before this one (0 when that one saw nothing). */
  previous_count: number
}
type Tables = { rate_limits: RateLimitsTable }

export function createRateLimits(db: Db, options: { now?: () => Date } = {}): RateLimits {
  const now = () => (options.now?.() ?? new Date()).getTime()
  const store = db.withTables<Tables>()
  const windowOf = (limit: Limit, at: number) => {
    const start = at - (at % limit.windowMs)
    return { start, end: start + limit.windowMs }
  }
  /** Allowed while the weighted count stays within the limit; else how long until it would. */
  const verdict = (count: number, previous: number, limit: Limit, at: number): Verdict => {
    const { start, end } = windowOf(limit, at)
    const overlap = 1 - (at - start) / limit.windowMs
    if (count + previous * overlap <= limit.max) return { allowed: true, retryAfterSeconds: 0 }
    // The previous window's weight falls to zero by this window's end; past the limit within
    // this window alone, the next window's start (when this one becomes the weighed one) is
    // a lower bound, and the caller asks again then.
    const room = limit.max - count
    const wait =
      room >= 0 && previous > 0 ? start + limit.windowMs * (1 - room / previous) - at : end - at
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) }
  }
  return {
    async hit(key, limit) {
      const at = now()
      const { start, end } = windowOf(limit, at)
      const row = await store
        .insertInto('rate_limits')
        .values({ key, window_start: start, window_end: end, count: 1, previous_count: 0 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
            previous_count: sql<number>`case
              when rate_limits.window_start = excluded.window_start then rate_limits.previous_count
              when rate_limits.window_end = excluded.window_start then rate_limits.count
              else 0 end`,
            window_start: sql<number>`excluded.window_start`,
            window_end: sql<number>`excluded.window_end`,
          }),
        )
        .returning(['count', 'previous_count'])
        .executeTakeFirstOrThrow()
      return verdict(Number(row.count), Number(row.previous_count), limit, at)
    },
    async check(key, limit) {
      const at = now()
      const { start } = windowOf(limit, at)
      const row = await store
        .selectFrom('rate_limits')
        .select(['count', 'previous_count', 'window_start'])
        .where('key', '=', key)
        .executeTakeFirst()
      const rowStart = row ? Number(row.window_start) : null
      // The row's window is this one, the one before, or older (then it weighs nothing).
      const count = rowStart === start ? Number(row!.count) : 0
      const previous =
        rowStart === start
          ? Number(row!.previous_count)
          : rowStart === start - limit.windowMs
            ? Number(row!.count)
            : 0
      return verdict(count + 1, previous, limit, at)
    },
    async reset(key) {
      await store.deleteFrom('rate_limits').where('key', '=', key).execute()
    },
    async forgive(key, limit) {
      const { start } = windowOf(limit, now())
      await store
        .updateTable('rate_limits')
        .set({ count: sql<number>`count - 1` })
        .where('key', '=', key)
        .where('window_start', '=', start)
        .where('count', '>', 0)
        .execute()
    },
    async purge(before) {
      const result = await store
        .deleteFrom('rate_limits')
        // A window still weighs in the one after it: keep it until that one has ended too.
        .where(sql<number>`window_end * 2 - window_start`, '<', before.getTime())
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
