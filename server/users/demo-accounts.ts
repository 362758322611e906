import { isEmailTakenError } from '#server/errors.ts'
import type { SubscriptionInput, UserStore } from './user-store.ts'

// Demo accounts so every edition and subscription variant can be tried. They share one password.
// Addresses end in .test (reserved, RFC 2606), so no mail to them can reach anyone.

export const DEMO_PASSWORD = 'demo-password'

/**
 * Addresses that sign in as the demo institution. None of them is a real client: 127.0.0.2 is a
 * loopback address that local tools use only when asked to (`curl --interface 127.0.0.2`), and the
 * other two are reserved for documentation (RFC 5737, RFC 3849). Ordinary local requests come
 * from 127.0.0.1 or ::1 and stay anonymous.
 */
export const DEMO_IP_RANGES: readonly string[] = ['127.0.0.2/32', '192.0.2.0/24', '2001:db8::/32']

export interface DemoAccount {
  email: string
  /** DEMO_PASSWORD, or null for the institution, which signs in by IP range only. */
  password: string | null
  displayName: string
  firstName: string
  lastName: string
  accountNo: string
  subscriptions: readonly SubscriptionInput[]
  ipRanges: readonly string[]
}

function demo(
  code: string,
  subscriptions: SubscriptionInput[],
  extra: Partial<DemoAccount> = {},
): DemoAccount {
  return {
    email: `${code.toLowerCase()}@demo.test`,
    password: DEMO_PASSWORD,
    displayName: `Demo ${code}`,
    firstName: 'Demo',
    lastName: code,
    accountNo: `DEMO-${code}`,
    subscriptions,
    ipRanges: [],
    ...extra,
  }
}

/** The basic KA plan has no AI assistant; every other demo subscription has it. */
export const demoAccounts: readonly DemoAccount[] = [
  demo('KA', [{ siteId: 'KA', subscription: 'KA', aiEnabled: false }]),
  demo('KAPP', [{ siteId: 'KA', subscription: 'KAPP', aiEnabled: true }]),
  demo('YB', [{ siteId: 'KA', subscription: 'YB', aiEnabled: true }]),
  demo('IHB', [{ siteId: 'KA', subscription: 'IHB', aiEnabled: true }]),
  demo('IPL', [{ siteId: 'KIPL', subscription: 'IPL', aiEnabled: true }]),
  demo('PL', [{ siteId: 'KIPL', subscription: 'PL', aiEnabled: true }]),
  demo('MIP', [{ siteId: 'KIPL', subscription: 'MIP', aiEnabled: true }]),
  demo('CT', [{ siteId: 'KIPL', subscription: 'CT', aiEnabled: true }]),
  demo('GPL', [{ siteId: 'KIPL', subscription: 'GPL', aiEnabled: true }]),
  demo('ILTT', [{ siteId: 'KIPL', subscription: 'ILTT', aiEnabled: true }]),
  demo('SPW', [{ siteId: 'KIPL', subscription: 'SPW', aiEnabled: true }]),
  demo('KCL', [{ siteId: 'KCL', subscription: 'CT', aiEnabled: true }]),
  demo('ALL', [
    { siteId: 'KA', subscription: 'KAPP', aiEnabled: true },
    { siteId: 'KIPL', subscription: 'IPL', aiEnabled: true },
    { siteId: 'KCL', subscription: 'CT', aiEnabled: true },
  ]),
  demo('NOSUB', []),
  demo(
    'INSTITUTION',
    [
      { siteId: 'KA', subscription: 'KAPP', aiEnabled: true },
      { siteId: 'KIPL', subscription: 'IPL', aiEnabled: true },
      { siteId: 'KCL', subscription: 'CT', aiEnabled: true },
    ],
    {
      password: null,
      displayName: 'Demo Institution',
      firstName: '',
      lastName: '',
      ipRanges: DEMO_IP_RANGES,
    },
  ),
]

/**
 * Creates the demo accounts that are missing and resets the subscriptions and IP ranges of
 * those that exist, so running it again (or on two instances at once) changes nothing.
 * Existing demo accounts keep their password and names.
 */
export async function seedDemoAccounts(
  store: UserStore,
): Promise<{ created: string[]; existing: string[] }> {
  const created: string[] = []
  const existing: string[] = []
  for (const account of demoAccounts) {
    const found = await store.findByEmail(account.email)
    if (found === null) {
      try {
        await store.createAccount({
          ...account,
          subscriptions: [...account.subscriptions],
          ipRanges: [...account.ipRanges],
        })
        created.push(account.email)
        continue
      } catch (error) {
        if (!isEmailTakenError(error)) throw error
      }
    }
    const current = found ?? (await store.findByEmail(account.email))
    if (current === null) throw new Error(`Demo account ${account.email} vanished while seeding`)
    await store.setSubscriptions(current.id, [...account.subscriptions])
    await store.setIpRanges(current.id, [...account.ipRanges])
    existing.push(account.email)
  }
  return { created, existing }
}
