import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { Db } from '#server/db/connection.ts'
import {
  AccountNotFoundError,
  EmailTakenError,
  InvalidInputError,
  InvalidSubscriptionError,
  isUniqueViolation,
} from '#server/errors.ts'
import type { AccountsTable } from '#server/db/schema.ts'
import { parseIpAddress, parseIpRange } from './ip-ranges.ts'
import {
  defaultScryptParams,
  hashPassword,
  needsRehash,
  verifyPassword,
  type ScryptParams,
} from './passwords.ts'
import {
  isSubscriptionOn,
  siteIds,
  subscriptionCodes,
  type SiteId,
  type AccountSubscription,
  type SubscriptionCode,
} from './subscriptions.ts'

export interface Account {
  id: string
  /** Lower-cased. */
  email: string
  displayName: string
  firstName: string
  lastName: string
  accountNo: string | null
  createdAt: Date
}

export interface SubscriptionInput {
  siteId: SiteId
  subscription: SubscriptionCode
  aiEnabled?: boolean
}

export interface NewAccount {
  email: string
  /** Omit (or null) for an account that signs in only by IP range or single sign-on. */
  password?: string | null
  firstName?: string
  lastName?: string
  /** Defaults to "first last", or the email address when both names are empty. */
  displayName?: string
  accountNo?: string | null
  subscriptions?: SubscriptionInput[]
  /** Addresses, CIDR blocks or start-end ranges for institutional sign-in. */
  ipRanges?: string[]
}

/** The spec's account info (GET /account/GetAccountInformation). */
export interface AccountInformation {
  userId: string
  accountId: string
  username: string
  accountNo: string | null
  /** The account's subscription code on the requested site, or null without one. */
  subscription: SubscriptionCode | null
  authenticatedByIp: boolean
  gaSessionId: string | null
}

export interface UserStore {
  /** Creates the account with its subscriptions and IP ranges in one transaction. */
  createAccount(input: NewAccount): Promise<Account>
  findById(accountId: string): Promise<Account | null>
  findByEmail(email: string): Promise<Account | null>
  /**
   * The account when the password matches, else null. Does the same hashing work whether or not
   * the email exists, so response times do not reveal which addresses have accounts.
   */
  verifyCredentials(email: string, password: string): Promise<Account | null>
  setPassword(accountId: string, password: string | null): Promise<void>
  /** Replaces every subscription of the account. */
  setSubscriptions(accountId: string, subscriptions: SubscriptionInput[]): Promise<void>
  subscriptionsFor(accountId: string): Promise<AccountSubscription[]>
  /** Replaces every IP range of the account. */
  setIpRanges(accountId: string, ranges: string[]): Promise<void>
  /** Normalised text of the account's IP ranges, sorted. */
  ipRangesFor(accountId: string): Promise<string[]>
  /** The account whose IP range holds `ip` (the narrowest range wins), or null. */
  accountForIp(ip: string): Promise<Account | null>
  /**
   * The spec's account info for a site. `authenticatedByIp` and `gaSessionId` describe the
   * visit rather than the account, so the caller passes them from the session.
   */
  accountInformation(
    accountId: string,
    siteId: SiteId,
    visit?: { authenticatedByIp?: boolean; gaSessionId?: string | null },
  ): Promise<AccountInformation | null>
}

export interface UserStoreOptions {
  /** scrypt cost for new hashes; existing hashes are upgraded on the next successful sign-in. */
  passwordParams?: ScryptParams
  now?: () => Date
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

const subscriptionSchema = z.object({
  siteId: z.enum(siteIds),
  subscription: z.enum(subscriptionCodes),
  aiEnabled: z.boolean().optional(),
})

const newAccountSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  password: z.string().min(1).max(1024).nullish(),
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().max(100).default(''),
  displayName: z.string().trim().min(1).max(200).optional(),
  accountNo: z.string().trim().min(1).max(50).nullish(),
  subscriptions: z.array(subscriptionSchema).default([]),
  ipRanges: z.array(z.string()).default([]),
})

/** Maps an accounts row (the password hash is never part of an Account). */
export function toAccount(row: Omit<AccountsTable, 'password_hash'>): Account {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    firstName: row.first_name,
    lastName: row.last_name,
    accountNo: row.account_no,
    createdAt: new Date(Number(row.created_at)),
  }
}

function checkSubscriptions(subscriptions: SubscriptionInput[]): void {
  const seen = new Set<string>()
  for (const { siteId, subscription } of subscriptions) {
    if (!isSubscriptionOn(siteId, subscription) || seen.has(siteId)) {
      throw new InvalidSubscriptionError(siteId, subscription)
    }
    seen.add(siteId)
  }
}

export function createUserStore(db: Db, options: UserStoreOptions = {}): UserStore {
  const params = options.passwordParams ?? defaultScryptParams
  const now = options.now ?? (() => new Date())
  let dummyHash: Promise<string> | undefined

  // Replace-by-upsert rather than delete-then-insert: two transactions replacing the same
  // account's rows at once (two instances seeding) then wait for each other instead of one
  // failing on a duplicate key.
  async function writeSubscriptions(trx: Db, accountId: string, list: SubscriptionInput[]) {
    const kept = list.map((s) => s.siteId)
    let stale = trx.deleteFrom('account_subscriptions').where('account_id', '=', accountId)
    if (kept.length > 0) stale = stale.where('site_id', 'not in', kept)
    await stale.execute()
    if (list.length === 0) return
    await trx
      .insertInto('account_subscriptions')
      .values(
        list.map((s) => ({
          account_id: accountId,
          site_id: s.siteId,
          subscription: s.subscription,
          ai_enabled: s.aiEnabled ? 1 : 0,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['account_id', 'site_id']).doUpdateSet((eb) => ({
          subscription: eb.ref('excluded.subscription'),
          ai_enabled: eb.ref('excluded.ai_enabled'),
        })),
      )
      .execute()
  }

  async function writeIpRanges(trx: Db, accountId: string, ranges: string[]) {
    const parsed = new Map(ranges.map(parseIpRange).map((range) => [range.text, range]))
    let stale = trx.deleteFrom('ip_ranges').where('account_id', '=', accountId)
    if (parsed.size > 0) stale = stale.where('ip_range', 'not in', [...parsed.keys()])
    await stale.execute()
    if (parsed.size === 0) return
    const createdAt = now().getTime()
    await trx
      .insertInto('ip_ranges')
      .values(
        [...parsed.values()].map((range) => ({
          account_id: accountId,
          ip_range: range.text,
          range_start: range.start,
          range_end: range.end,
          created_at: createdAt,
        })),
      )
      .onConflict((oc) => oc.columns(['account_id', 'ip_range']).doNothing())
      .execute()
  }

  async function requireAccount(trx: Db, accountId: string) {
    const row = await trx
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', accountId)
      .executeTakeFirst()
    if (row === undefined) throw new AccountNotFoundError(accountId)
  }

  const store: UserStore = {
    async createAccount(input) {
      const result = newAccountSchema.safeParse(input)
      if (!result.success) {
        throw new InvalidInputError(
          result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        )
      }
      const data = result.data
      const subscriptions = data.subscriptions
      checkSubscriptions(subscriptions)
      const ipRanges = data.ipRanges.map((range) => parseIpRange(range).text)
      const row: AccountsTable = {
        id: randomUUID(),
        email: data.email,
        password_hash: data.password ? await hashPassword(data.password, params) : null,
        display_name:
          data.displayName ?? (`${data.firstName} ${data.lastName}`.trim() || data.email),
        first_name: data.firstName,
        last_name: data.lastName,
        account_no: data.accountNo ?? null,
        created_at: now().getTime(),
      }
      try {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('accounts').values(row).execute()
          await writeSubscriptions(trx, row.id, subscriptions)
          await writeIpRanges(trx, row.id, ipRanges)
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTakenError(data.email)
        throw error
      }
      return toAccount(row)
    },

    async findById(accountId) {
      const row = await db
        .selectFrom('accounts')
        .selectAll()
        .where('id', '=', accountId)
        .executeTakeFirst()
      return row ? toAccount(row) : null
    },

    async findByEmail(email) {
      const row = await db
        .selectFrom('accounts')
        .selectAll()
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst()
      return row ? toAccount(row) : null
    },

    async verifyCredentials(email, password) {
      const row = await db
        .selectFrom('accounts')
        .selectAll()
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst()
      if (!row?.password_hash) {
        dummyHash ??= hashPassword('not the password of anyone', params)
        await verifyPassword(password, await dummyHash)
        return null
      }
      if (!(await verifyPassword(password, row.password_hash))) return null
      if (needsRehash(row.password_hash, params)) {
        const upgraded = await hashPassword(password, params)
        await db
          .updateTable('accounts')
          .set({ password_hash: upgraded })
          .where('id', '=', row.id)
          .where('password_hash', '=', row.password_hash)
          .execute()
      }
      return toAccount(row)
    },

    async setPassword(accountId, password) {
      const hash = password ? await hashPassword(password, params) : null
      const result = await db
        .updateTable('accounts')
        .set({ password_hash: hash })
        .where('id', '=', accountId)
        .executeTakeFirst()
      if (result.numUpdatedRows === 0n) throw new AccountNotFoundError(accountId)
    },

    async setSubscriptions(accountId, subscriptions) {
      checkSubscriptions(subscriptions)
      await db.transaction().execute(async (trx) => {
        await requireAccount(trx, accountId)
        await writeSubscriptions(trx, accountId, subscriptions)
      })
    },

    async subscriptionsFor(accountId) {
      const rows = await db
        .selectFrom('account_subscriptions')
        .select(['site_id', 'subscription', 'ai_enabled'])
        .where('account_id', '=', accountId)
        .orderBy('site_id')
        .execute()
      return rows.map((row) => ({
        siteId: row.site_id as SiteId,
        subscription: row.subscription as SubscriptionCode,
        aiEnabled: Number(row.ai_enabled) === 1,
      }))
    },

    async setIpRanges(accountId, ranges) {
      const texts = ranges.map((range) => parseIpRange(range).text)
      await db.transaction().execute(async (trx) => {
        await requireAccount(trx, accountId)
        await writeIpRanges(trx, accountId, texts)
      })
    },

    async ipRangesFor(accountId) {
      const rows = await db
        .selectFrom('ip_ranges')
        .select('ip_range')
        .where('account_id', '=', accountId)
        .orderBy('ip_range')
        .execute()
      return rows.map((row) => row.ip_range)
    },

    async accountForIp(ip) {
      const address = parseIpAddress(ip)
      if (address === null) return null
      const row = await db
        .selectFrom('ip_ranges')
        .innerJoin('accounts', 'accounts.id', 'ip_ranges.account_id')
        .selectAll('accounts')
        .where('ip_ranges.range_start', '<=', address)
        .where('ip_ranges.range_end', '>=', address)
        .orderBy('ip_ranges.range_start', 'desc')
        .orderBy('ip_ranges.range_end', 'asc')
        .orderBy('accounts.id')
        .limit(1)
        .executeTakeFirst()
      return row ? toAccount(row) : null
    },

    async accountInformation(accountId, siteId, visit = {}) {
      const row = await db
        .selectFrom('accounts')
        .leftJoin('account_subscriptions', (join) =>
          join
            .onRef('account_subscriptions.account_id', '=', 'accounts.id')
            .on('account_subscriptions.site_id', '=', siteId),
        )
        .select([
          'accounts.id',
          'accounts.email',
          'accounts.account_no',
          'account_subscriptions.subscription',
        ])
        .where('accounts.id', '=', accountId)
        .executeTakeFirst()
      if (row === undefined) return null
      return {
        userId: row.id,
        accountId: row.id,
        username: row.email,
        accountNo: row.account_no,
        subscription: (row.subscription as SubscriptionCode | null) ?? null,
        authenticatedByIp: visit.authenticatedByIp ?? false,
        gaSessionId: visit.gaSessionId ?? null,
      }
    },
  }
  return store
}
