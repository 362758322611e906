import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Db } from '#server/db/connection.ts'
import { isUniqueViolation } from '#server/errors.ts'
import type { Database } from '#server/db/schema.ts'

// Row types of migrations 0007_alerts and 0017_alert_confirmations (they live beside the store
// that owns them).

export interface AlertSubscriptionsTable {
  id: string
  site_id: string
  email: string
  account_id: string | null
  name: string
  publications: string
  saved_searches: number
  frequency: string
  origin: string
  status: string
  created_at: number
  updated_at: number
  last_sent_at: number | null
  unsubscribed_at: number | null
}

export interface AlertSentItemsTable {
  subscription_id: string
  item_key: string
  sent_at: number
}

export interface AlertSearchCursorsTable {
  subscription_id: string
  saved_search_id: string
  checked_through: string
  updated_at: number
}

/** A confirmation link used: the SHA-256 of its signature, kept until the link expires. */
export interface AlertConfirmationsTable {
  token_key: string
  used_at: number
  expires_at: number
}

export type AlertTables = {
  alert_subscriptions: AlertSubscriptionsTable
  alert_confirmations: AlertConfirmationsTable
  alert_sent_items: AlertSentItemsTable
  alert_search_cursors: AlertSearchCursorsTable
}

export type AlertDb = Kysely<Database & AlertTables>

export const alertDb = (db: Db): AlertDb => db.withTables<AlertTables>()

export const FREQUENCIES = ['daily', 'weekly'] as const
export type Frequency = (typeof FREQUENCIES)[number]

/** How long after the last digest a subscriber is due again (a little under the period). */
export const FREQUENCY_MS: Record<Frequency, number> = {
  daily: 20 * 3600 * 1000,
  weekly: 6.5 * 24 * 3600 * 1000,
}

export type AlertPreferences = {
  name: string
  /** News publication titles to receive. */
  publications: string[]
  /** Include new documents matching the account's saved searches. */
  savedSearches: boolean
  frequency: Frequency
}

export type AlertSubscription = AlertPreferences & {
  id: string
  siteId: string
  email: string
  accountId: string | null
  origin: string
  active: boolean
  createdAt: number
  updatedAt: number
  lastSentAt: number | null
}

export type SubscribeInput = AlertPreferences & {
  siteId: string
  email: string
  accountId?: string | null
  origin: string
}

export interface AlertStore {
  /** Creates the edition's subscription for the address, or updates and reactivates it. */
  subscribe(input: SubscribeInput): Promise<AlertSubscription>
  get(id: string): Promise<AlertSubscription | null>
  findByEmail(siteId: string, email: string): Promise<AlertSubscription | null>
  updatePreferences(id: string, preferences: AlertPreferences): Promise<AlertSubscription | null>
  /** True when the subscription was active and is now unsubscribed. */
  unsubscribe(id: string): Promise<boolean>
  /** Active subscriptions whose last digest is older than their frequency allows. */
  listDue(now: number): Promise<AlertSubscription[]>
  /**
   * Records the items as mailed to the subscription and returns the keys that were not recorded
   * before (so another run, here or on another instance, cannot mail them again).
   */
  claim(subscriptionId: string, keys: readonly string[], now: number): Promise<string[]>
  /** Forgets claimed items (the mail could not be sent). */
  release(subscriptionId: string, keys: readonly string[]): Promise<void>
  markSent(subscriptionId: string, now: number): Promise<void>
  cursor(subscriptionId: string, savedSearchId: string): Promise<string | null>
  setCursor(
    subscriptionId: string,
    savedSearchId: string,
    through: string,
    now: number,
  ): Promise<void>
  sentKeys(subscriptionId: string): Promise<string[]>
  /**
   * Spends a confirmation link (by its key, `confirmTokenKey`): true the first time, false once
   * it has been used, even by a request at the same moment. The key is kept until `expiresAt`,
   * when the link is refused as expired anyway; keys past theirs are dropped here.
   */
  spendConfirmation(key: string, expiresAt: number): Promise<boolean>
  /** Whether the confirmation link of this key has been used. */
  confirmationSpent(key: string): Promise<boolean>
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

function toSubscription(row: AlertSubscriptionsTable): AlertSubscription {
  let publications: string[] = []
  try {
    const parsed: unknown = JSON.parse(row.publications)
    if (Array.isArray(parsed)) publications = parsed.filter((p) => typeof p === 'string')
  } catch {
    publications = []
  }
  return {
    id: row.id,
    siteId: row.site_id,
    email: row.email,
    accountId: row.account_id,
    name: row.name,
    publications,
    savedSearches: Number(row.saved_searches) === 1,
    frequency: (FREQUENCIES as readonly string[]).includes(row.frequency)
      ? (row.frequency as Frequency)
      : 'weekly',
    origin: row.origin,
    active: row.status === 'active',
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    lastSentAt: row.last_sent_at === null ? null : Number(row.last_sent_at),
  }
}

export function createAlertStore(database: Db, options: { now?: () => number } = {}): AlertStore {
  const db = alertDb(database)
  const clock = options.now ?? Date.now

  const get = async (id: string) => {
    const row = await db
      .selectFrom('alert_subscriptions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
    return row ? toSubscription(row) : null
  }
  const findByEmail = async (siteId: string, email: string) => {
    const row = await db
      .selectFrom('alert_subscriptions')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('email', '=', normaliseEmail(email))
      .executeTakeFirst()
    return row ? toSubscription(row) : null
  }
  const preferenceColumns = (p: AlertPreferences) => ({
    name: p.name.trim(),
    publications: JSON.stringify([...new Set(p.publications)]),
    saved_searches: p.savedSearches ? 1 : 0,
    frequency: p.frequency,
  })

  return {
    async subscribe(input) {
      const email = normaliseEmail(input.email)
      const now = clock()
      const changes = {
        ...preferenceColumns(input),
        origin: input.origin,
        status: 'active',
        updated_at: now,
        unsubscribed_at: null,
      }
      // Insert, or on a second subscription for the same address update the existing row. Two
      // requests at once: the loser of the insert race updates the winner's row.
      for (let attempt = 0; attempt < 2; attempt++) {
        const existing = await findByEmail(input.siteId, email)
        if (existing) {
          await db
            .updateTable('alert_subscriptions')
            .set({ ...changes, account_id: input.accountId ?? existing.accountId })
            .where('id', '=', existing.id)
            .execute()
          return (await get(existing.id))!
        }
        const id = randomUUID()
        try {
          await db
            .insertInto('alert_subscriptions')
            .values({
              id,
              site_id: input.siteId,
              email,
              account_id: input.accountId ?? null,
              ...changes,
              created_at: now,
              last_sent_at: null,
            })
            .execute()
          return (await get(id))!
        } catch (error) {
          if (!isUniqueViolation(error)) throw error
        }
      }
      throw new Error('Could not save the alert subscription')
    },

    get,
    findByEmail,

    async updatePreferences(id, preferences) {
      await db
        .updateTable('alert_subscriptions')
        .set({ ...preferenceColumns(preferences), updated_at: clock() })
        .where('id', '=', id)
        .execute()
      return get(id)
    },

    async unsubscribe(id) {
      const now = clock()
      const result = await db
        .updateTable('alert_subscriptions')
        .set({ status: 'unsubscribed', unsubscribed_at: now, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'active')
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    async listDue(now) {
      const rows = await db
        .selectFrom('alert_subscriptions')
        .selectAll()
        .where('status', '=', 'active')
        .orderBy('created_at')
        .orderBy('id')
        .execute()
      return rows
        .map(toSubscription)
        .filter((s) => s.lastSentAt === null || now - s.lastSentAt >= FREQUENCY_MS[s.frequency])
    },

    async claim(subscriptionId, keys, now) {
      if (keys.length === 0) return []
      const unique = [...new Set(keys)]
      const claimed: string[] = []
      // In chunks, so a large digest stays under the databases' bound-parameter limits.
      for (let i = 0; i < unique.length; i += 200) {
        const rows = await db
          .insertInto('alert_sent_items')
          .values(
            unique
              .slice(i, i + 200)
              .map((item_key) => ({ subscription_id: subscriptionId, item_key, sent_at: now })),
          )
          .onConflict((oc) => oc.columns(['subscription_id', 'item_key']).doNothing())
          .returning('item_key')
          .execute()
        claimed.push(...rows.map((r) => r.item_key))
      }
      return unique.filter((k) => claimed.includes(k))
    },

    async release(subscriptionId, keys) {
      if (keys.length === 0) return
      await db
        .deleteFrom('alert_sent_items')
        .where('subscription_id', '=', subscriptionId)
        .where('item_key', 'in', [...keys])
        .execute()
    },

    async markSent(subscriptionId, now) {
      await db
        .updateTable('alert_subscriptions')
        .set({ last_sent_at: now })
        .where('id', '=', subscriptionId)
        .execute()
    },

    async cursor(subscriptionId, savedSearchId) {
      const row = await db
        .selectFrom('alert_search_cursors')
        .select('checked_through')
        .where('subscription_id', '=', subscriptionId)
        .where('saved_search_id', '=', savedSearchId)
        .executeTakeFirst()
      return row?.checked_through ?? null
    },

    async setCursor(subscriptionId, savedSearchId, through, now) {
      await db
        .insertInto('alert_search_cursors')
        .values({
          subscription_id: subscriptionId,
          saved_search_id: savedSearchId,
          checked_through: through,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['subscription_id', 'saved_search_id'])
            .doUpdateSet({ checked_through: through, updated_at: now }),
        )
        .execute()
    },

    async spendConfirmation(key, expiresAt) {
      const now = clock()
      await db.deleteFrom('alert_confirmations').where('expires_at', '<', now).execute()
      const spent = await db
        .insertInto('alert_confirmations')
        .values({ token_key: key, used_at: now, expires_at: expiresAt })
        .onConflict((oc) => oc.column('token_key').doNothing())
        .returning('token_key')
        .executeTakeFirst()
      return spent !== undefined
    },

    async confirmationSpent(key) {
      const row = await db
        .selectFrom('alert_confirmations')
        .select('token_key')
        .where('token_key', '=', key)
        .executeTakeFirst()
      return row !== undefined
    },

    async sentKeys(subscriptionId) {
      const rows = await db
        .selectFrom('alert_sent_items')
        .select('item_key')
        .where('subscription_id', '=', subscriptionId)
        .orderBy('item_key')
        .execute()
      return rows.map((r) => r.item_key)
    },
  }
}
