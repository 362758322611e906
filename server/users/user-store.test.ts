import { describe, expect, test } from 'vitest'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import {
  isAccountNotFoundError,
  isEmailTakenError,
  isInvalidInputError,
  isInvalidIpRangeError,
  isInvalidSubscriptionError,
} from '#server/errors.ts'
import { hashPassword } from './passwords.ts'
import { createUserStore, type NewAccount } from './user-store.ts'

const fast = { N: 2 ** 10, r: 8, p: 1 }
let counter = 0
function unique(prefix: string) {
  counter += 1
  return `${prefix}-${counter}@example.test`
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe.each(testDatabases())('user store ($name)', (database) => {
  const db = useTempDb(database)
  const store = () => createUserStore(db(), { passwordParams: fast })
  const create = (input: Partial<NewAccount> = {}) =>
    store().createAccount({ email: unique('user'), password: 'secret pw', ...input })

  describe('accounts', () => {
    test('are created with lower-cased email and found case-insensitively', async () => {
      const email = unique('Mixed.Case').replace('Mixed', ' MIXED')
      const account = await create({
        email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        accountNo: 'C-1001',
      })
      expect(account).toEqual({
        id: expect.any(String),
        email: email.trim().toLowerCase(),
        displayName: 'Ada Lovelace',
        firstName: 'Ada',
        lastName: 'Lovelace',
        accountNo: 'C-1001',
        createdAt: expect.any(Date),
      })
      expect(await store().findByEmail(email.toUpperCase())).toEqual(account)
      expect(await store().findById(account.id)).toEqual(account)
      expect(await store().findByEmail('nobody@example.test')).toBeNull()
      expect(await store().findById('no-such-id')).toBeNull()
    })

    test('display name falls back to the email when no names are given', async () => {
      const account = await create({ displayName: undefined })
      expect(account.displayName).toBe(account.email)
      expect((await create({ displayName: 'The Library' })).displayName).toBe('The Library')
    })

    test('one email, one account, whatever its case', async () => {
      const email = unique('dup')
      await create({ email })
      const error = await rejection(create({ email: email.toUpperCase() }))
      expect(isEmailTakenError(error)).toBe(true)
    })

    test('invalid input is refused with its field paths', async () => {
      const error = await rejection(create({ email: 'not an email' }))
      expect(isInvalidInputError(error)).toBe(true)
      if (isInvalidInputError(error)) expect(error.issues[0].path).toBe('email')
    })
  })

  describe('credentials', () => {
    test('the right password signs in, anything else does not', async () => {
      const account = await create({ password: 'open sesame' })
      expect(await store().verifyCredentials(account.email.toUpperCase(), 'open sesame')).toEqual(
        account,
      )
      expect(await store().verifyCredentials(account.email, 'open sesame!')).toBeNull()
      expect(await store().verifyCredentials('unknown@example.test', 'open sesame')).toBeNull()
    })

    test('an account without a password cannot sign in with one', async () => {
      const account = await create({ password: null })
      expect(await store().verifyCredentials(account.email, '')).toBeNull()
      expect(await store().verifyCredentials(account.email, 'anything')).toBeNull()
    })

    test('setPassword replaces the password', async () => {
      const account = await create({ password: 'old one' })
      await store().setPassword(account.id, 'new one')
      expect(await store().verifyCredentials(account.email, 'old one')).toBeNull()
      expect(await store().verifyCredentials(account.email, 'new one')).toEqual(account)
      expect(isAccountNotFoundError(await rejection(store().setPassword('nope', 'x')))).toBe(true)
    })

    test('a hash made with other parameters is upgraded on sign-in', async () => {
      const account = await create({ password: 'upgrade me' })
      const old = await hashPassword('upgrade me', { N: 2 ** 11, r: 8, p: 1 })
      await db()
        .updateTable('accounts')
        .set({ password_hash: old })
        .where('id', '=', account.id)
        .execute()
      expect(await store().verifyCredentials(account.email, 'upgrade me')).toEqual(account)
      const row = await db()
        .selectFrom('accounts')
        .select('password_hash')
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow()
      expect(row.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/)
      expect(await store().verifyCredentials(account.email, 'upgrade me')).toEqual(account)
    })
  })

  describe('subscriptions', () => {
    test('are stored per site and replaced as a whole', async () => {
      const account = await create({
        subscriptions: [
          { siteId: 'KIPL', subscription: 'PL', aiEnabled: true },
          { siteId: 'KA', subscription: 'YB' },
        ],
      })
      expect(await store().subscriptionsFor(account.id)).toEqual([
        { siteId: 'KA', subscription: 'YB', aiEnabled: false },
        { siteId: 'KIPL', subscription: 'PL', aiEnabled: true },
      ])
      await store().setSubscriptions(account.id, [
        { siteId: 'KCL', subscription: 'CT', aiEnabled: true },
      ])
      expect(await store().subscriptionsFor(account.id)).toEqual([
        { siteId: 'KCL', subscription: 'CT', aiEnabled: true },
      ])
      await store().setSubscriptions(account.id, [])
      expect(await store().subscriptionsFor(account.id)).toEqual([])
    })

    test('a code that the edition does not sell, or two on one site, is refused', async () => {
      const account = await create()
      for (const list of [
        [{ siteId: 'KCL' as const, subscription: 'KAPP' as const }],
        [
          { siteId: 'KA' as const, subscription: 'KA' as const },
          { siteId: 'KA' as const, subscription: 'KAPP' as const },
        ],
      ]) {
        const error = await rejection(store().setSubscriptions(account.id, list))
        expect(isInvalidSubscriptionError(error)).toBe(true)
      }
      const error = await rejection(
        create({ subscriptions: [{ siteId: 'KA', subscription: 'IPL' }] }),
      )
      expect(isInvalidSubscriptionError(error)).toBe(true)
      expect(isAccountNotFoundError(await rejection(store().setSubscriptions('nope', [])))).toBe(
        true,
      )
    })

    test('a failed creation leaves no half-made account', async () => {
      const email = unique('atomic')
      const error = await rejection(create({ email, ipRanges: ['10.0.0.0/40'] }))
      expect(isInvalidIpRangeError(error)).toBe(true)
      expect(await store().findByEmail(email)).toBeNull()
    })
  })

  describe('IP ranges', () => {
    test('match IPv4, IPv4-mapped and IPv6 clients; the narrowest range wins', async () => {
      const wide = await create({ ipRanges: ['198.51.100.0/24', '2001:db8:aa00::/40'] })
      const narrow = await create({
        ipRanges: ['198.51.100.16/28', '198.51.100.200-198.51.100.210'],
      })
      expect(await store().ipRangesFor(narrow.id)).toEqual([
        '198.51.100.16/28',
        '198.51.100.200-198.51.100.210',
      ])
      expect((await store().accountForIp('198.51.100.1'))?.id).toBe(wide.id)
      expect((await store().accountForIp('198.51.100.17'))?.id).toBe(narrow.id)
      expect((await store().accountForIp('::ffff:198.51.100.17'))?.id).toBe(narrow.id)
      expect((await store().accountForIp('198.51.100.210'))?.id).toBe(narrow.id)
      expect((await store().accountForIp('198.51.100.211'))?.id).toBe(wide.id)
      expect((await store().accountForIp('198.51.100.255'))?.id).toBe(wide.id)
      expect((await store().accountForIp('2001:db8:aaff::1'))?.id).toBe(wide.id)
      expect(await store().accountForIp('198.51.101.0')).toBeNull()
      expect(await store().accountForIp('2001:db8:ab00::1')).toBeNull()
      expect(await store().accountForIp('127.0.0.1')).toBeNull()
      expect(await store().accountForIp('::1')).toBeNull()
      expect(await store().accountForIp('not an address')).toBeNull()
    })

    test('are replaced as a whole and go with their account', async () => {
      const account = await create({ ipRanges: ['203.0.113.0/25'] })
      await store().setIpRanges(account.id, ['203.0.113.128/25', '203.0.113.130'])
      expect(await store().ipRangesFor(account.id)).toEqual([
        '203.0.113.128/25',
        '203.0.113.130/32',
      ])
      expect(await store().accountForIp('203.0.113.1')).toBeNull()
      expect((await store().accountForIp('203.0.113.129'))?.id).toBe(account.id)
      await store().setIpRanges(account.id, [])
      expect(await store().accountForIp('203.0.113.129')).toBeNull()
    })
  })

  describe('account information', () => {
    test('has the spec shape, with the subscription of the requested site', async () => {
      const account = await create({
        accountNo: 'C-2002',
        subscriptions: [{ siteId: 'KIPL', subscription: 'MIP', aiEnabled: true }],
      })
      expect(await store().accountInformation(account.id, 'KIPL')).toEqual({
        userId: account.id,
        accountId: account.id,
        username: account.email,
        accountNo: 'C-2002',
        subscription: 'MIP',
        authenticatedByIp: false,
        gaSessionId: null,
      })
      expect(
        await store().accountInformation(account.id, 'KA', {
          authenticatedByIp: true,
          gaSessionId: 'ga-1',
        }),
      ).toEqual({
        userId: account.id,
        accountId: account.id,
        username: account.email,
        accountNo: 'C-2002',
        subscription: null,
        authenticatedByIp: true,
        gaSessionId: 'ga-1',
      })
      expect(await store().accountInformation('nope', 'KA')).toBeNull()
    })
  })
})
