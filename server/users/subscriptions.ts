// The editions and their subscription codes come from `sites/` (one source of truth); this
// module gives the stores the checks they need and the shape of a stored subscription.
import {
  SITE_IDS,
  SUBSCRIPTIONS,
  sites,
  type SiteId,
  type Subscription as SubscriptionCode,
} from '#sites/index.ts'

export type { SiteId, SubscriptionCode }

export const siteIds = SITE_IDS
export const subscriptionCodes = SUBSCRIPTIONS

/** The codes an account can hold on each edition (KCL sells one: CT). */
export const subscriptionCodesBySite: Readonly<Record<SiteId, readonly SubscriptionCode[]>> = {
  KA: sites.KA.subscriptions,
  KIPL: sites.KIPL.subscriptions,
  KCL: sites.KCL.subscriptions,
}

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && (siteIds as readonly string[]).includes(value)
}

export function isSubscriptionOn(siteId: SiteId, code: unknown): code is SubscriptionCode {
  return (
    typeof code === 'string' &&
    (subscriptionCodesBySite[siteId] as readonly string[]).includes(code)
  )
}

/** One subscription of an account: its code on one edition, and whether AI is included. */
export interface AccountSubscription {
  siteId: SiteId
  subscription: SubscriptionCode
  aiEnabled: boolean
}
