import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '#server/db/connection.ts'
import { defaultScryptParams, hashPassword, type ScryptParams } from './passwords.ts'
import { normalizeEmail, toAccount, type Account, type UserStore } from './user-store.ts'

// Password help: a subscriber who forgot the password asks for a link by e-mail; the link carries
// a random token that works once, for a short time, and sets a new password. A signed-in
// subscriber changes the password with the current one. Either way every session of the account
// ends (the browser that did it signs in again), and links not used yet stop working.

/** How long a link works. */
export const RESET_LINK_TTL_MS = 60 * 60_000

/** Links asked for one address (the screen's answer is the same past it; no mail goes out). */
export const RESET_MAILS_PER_ACCOUNT = { max: 3, windowMs: 60 * 60_000 } as const

type PasswordResetsTable = {
  /** SHA-256 (hex) of the link's token; the token itself is never stored. */
  token_hash: string
  account_id: string
  created_at: number
  expires_at: number
  /** When the link set a password; null while it may still be used. */
  used_at: number | null
}
type Tables = { password_resets: PasswordResetsTable }

/** What asking for a link for an address comes to (the caller answers the same in each case). */
export type ResetRequest =
  | { kind: 'link'; account: Account; token: string; expiresAt: Date }
  /** The account has no password here: it signs in by single sign-on or its network. */
  | { kind: 'organisation'; account: Account }
  | { kind: 'unknown' }

export type ResetLinkState =
  { ok: true; account: Account } | { ok: false; reason: 'unknown' | 'expired' | 'used' }

export interface PasswordResets {
  /** Issues a link for the address when it has an account with a password. */
  request(email: string): Promise<ResetRequest>
  /** Whether the link's token may still set a password, and for which account. */
  check(token: string): Promise<ResetLinkState>
  /**
   * Uses the link once: sets the password, ends every session of the account and voids its other
   * links, in one transaction. Two uses at once: one wins, the other gets `used`.
   */
  complete(token: string, password: string): Promise<ResetLinkState>
  /** Whether the account signs in with a password here (not only through its organisation). */
  hasPassword(accountId: string): Promise<boolean>
  /**
   * Changes the password when `current` is right (else false), ending every session of the
   * account and voiding its links.
   */
  change(accountId: string, current: string, next: string): Promise<boolean>
}

export interface PasswordResetsOptions {
  users: UserStore
  passwordParams?: ScryptParams
  now?: () => Date
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

export function createPasswordResets(db: Db, options: PasswordResetsOptions): PasswordResets {
  const { users } = options
  const params = options.passwordParams ?? defaultScryptParams
  const now = () => (options.now?.() ?? new Date()).getTime()
  const store = db.withTables<Tables>()

  const accountRow = (id: string) =>
    store.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst()

  /** Sets the hash, ends the sessions and voids the links of the account, in `trx`. */
  const replacePassword = async (trx: typeof store, accountId: string, hash: string) => {
    await trx
      .updateTable('accounts')
      .set({ password_hash: hash })
      .where('id', '=', accountId)
      .execute()
    await trx.deleteFrom('sessions').where('account_id', '=', accountId).execute()
    await trx
      .deleteFrom('password_resets')
      .where('account_id', '=', accountId)
      .where('used_at', 'is', null)
      .execute()
  }

  const check = async (token: string): Promise<ResetLinkState> => {
    if (!/^[\w-]{43}$/.test(token)) return { ok: false, reason: 'unknown' }
    const row = await store
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', hashOf(token))
      .executeTakeFirst()
    if (!row) return { ok: false, reason: 'unknown' }
    if (row.used_at !== null) return { ok: false, reason: 'used' }
    if (Number(row.expires_at) <= now()) return { ok: false, reason: 'expired' }
    const account = await accountRow(row.account_id)
    return account ? { ok: true, account: toAccount(account) } : { ok: false, reason: 'unknown' }
  }

  return {
    async request(email) {
      const row = await store
        .selectFrom('accounts')
        .selectAll()
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst()
      if (!row) return { kind: 'unknown' }
      const account = toAccount(row)
      if (!row.password_hash) return { kind: 'organisation', account }
      const token = randomBytes(32).toString('base64url')
      const at = now()
      await store
        .insertInto('password_resets')
        .values({
          token_hash: hashOf(token),
          account_id: account.id,
          created_at: at,
          expires_at: at + RESET_LINK_TTL_MS,
          used_at: null,
        })
        .execute()
      return { kind: 'link', account, token, expiresAt: new Date(at + RESET_LINK_TTL_MS) }
    },

    check,

    async complete(token, password) {
      const state = await check(token)
      if (!state.ok) return state
      const hash = await hashPassword(password, params)
      const at = now()
      const used = await store.transaction().execute(async (trx) => {
        // The conditional update is the single use: only one caller sees a row change.
        const result = await trx
          .updateTable('password_resets')
          .set({ used_at: at })
          .where('token_hash', '=', hashOf(token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', at)
          .executeTakeFirst()
        if (Number(result.numUpdatedRows) !== 1) return false
        await replacePassword(trx, state.account.id, hash)
        return true
      })
      return used ? state : { ok: false, reason: 'used' }
    },

    async hasPassword(accountId) {
      const row = await store
        .selectFrom('accounts')
        .select('password_hash')
        .where('id', '=', accountId)
        .executeTakeFirst()
      return Boolean(row?.password_hash)
    },

    async change(accountId, current, next) {
      const row = await accountRow(accountId)
      if (!row?.password_hash) return false
      if (!(await users.verifyCredentials(row.email, current))) return false
      const hash = await hashPassword(next, params)
      await store.transaction().execute((trx) => replacePassword(trx, accountId, hash))
      return true
    },
  }
}
