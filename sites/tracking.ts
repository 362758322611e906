// Usage tracking (spec 001 §4, §9): what the client sends, when it retries, and the hosts it is
// off on. Isomorphic: the browser's client and the server's endpoint read the same rules.

/** Retried up to 5 times, 1 s apart, until the subscription is known. */
export const TRACKING_RETRY = { retries: 5, delayMs: 1000 } as const

/** The event a page view sends (a search's own event is recorded by the server). */
export const PAGE_VIEW_EVENT = 'PageView'

/** Host name labels of the pre-production hosts, where tracking is off. */
const OFF_LABELS = ['alpha', 'beta', 'test'] as const

/**
 * Off on alpha, beta and test hosts: a host name with a label that is one of those words or
 * starts with it and a dash or digit (`beta.example.org`, `ka-test.example.org`,
 * `alpha2.example.org`).
 */
export function trackingOffForHost(hostname: string): boolean {
  return hostname
    .toLowerCase()
    .split('.')
    .some((label) =>
      label
        .split('-')
        .some((part) => OFF_LABELS.some((word) => new RegExp(`^${word}\\d*$`).test(part))),
    )
}

export type TrackingPayload = {
  eventType: string
  keywords: string | null
  /** The viewer's subscription code. */
  module: string | null
  /** The edition. */
  platform: string
  /** Filled in by the server from the session: the page never carries the account's id. */
  userId: null
  /** The page's path. */
  location: string
  userAgent: string
}
