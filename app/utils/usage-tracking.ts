import {
  PAGE_VIEW_EVENT,
  TRACKING_RETRY,
  trackingOffForHost,
  type TrackingPayload,
} from '#sites/tracking.ts'

// The browser's side of usage tracking (spec 001 §4): a page view is posted to the portal's own
// endpoint (POST /apiv2/api/Events) once the cookie banner is answered, off on alpha, beta and
// test hosts, retried up to 5 times 1 s apart until the subscription is known. The server fills
// in who it is from the session, and passes it on to an analytics endpoint where configured.

export const EVENTS_PATH = '/apiv2/api/Events'

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

/** The subscription the cookies name: valid only when the cookie and its session twin agree. */
export function subscriptionFromCookies(cookies: string): string | null {
  const value = cookieValue(cookies, 'siteSubscription')
  return value && value === cookieValue(cookies, 'siteSubscriptionSession') ? value : null
}

/** The cookie banner is answered: I AGREE set visited=yes (spec 000 §4). */
export function hasConsent(cookies: string): boolean {
  return cookieValue(cookies, 'visited') === 'yes'
}

/** Whether this page may be tracked at all: consent given and a host where tracking is on. */
export function mayTrack(cookies: string, hostname: string): boolean {
  return hasConsent(cookies) && !trackingOffForHost(hostname)
}

/** A page view: the page's path, and the words searched when the address carries them. */
export function pageView(
  page: { pathname: string; search: string },
  known: { subscription: string; platform: string; userAgent: string },
): TrackingPayload {
  const q = new URLSearchParams(page.search).get('q')?.trim()
  return {
    eventType: PAGE_VIEW_EVENT,
    keywords: q || null,
    module: known.subscription,
    platform: known.platform,
    userId: null,
    location: page.pathname,
    userAgent: known.userAgent,
  }
}

/** What one try of sending came to: taken (or refused for good), or worth another try. */
export type SendOutcome = 'done' | 'retry'

/**
 * Tries once, then retries up to `retries` times `delayMs` apart, while the subscription is not
 * known yet or the portal could not take the event (no answer, 429 or 5xx). Resolves true once
 * sent; false when it gave up or was cancelled.
 */
export async function sendWhenKnown(options: {
  readSubscription: () => string | null
  send: (subscription: string) => Promise<SendOutcome>
  wait?: (ms: number) => Promise<void>
  cancelled?: () => boolean
  retries?: number
  delayMs?: number
}): Promise<boolean> {
  const {
    readSubscription,
    send,
    wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    cancelled = () => false,
    retries = TRACKING_RETRY.retries,
    delayMs = TRACKING_RETRY.delayMs,
  } = options
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await wait(delayMs)
    if (cancelled()) return false
    const subscription = readSubscription()
    if (!subscription) continue
    const outcome = await send(subscription).catch((): SendOutcome => 'retry')
    if (outcome === 'done') return true
  }
  return false
}

/** Posts one event with the anti-forgery header, as every other call from the page does. */
export async function postEvent(payload: TrackingPayload, csrf: string): Promise<SendOutcome> {
  const response = await fetch(EVENTS_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf },
    body: JSON.stringify(payload),
  })
  // Read to its end, so the request is over for the browser too (a page with an unread answer
  // never counts as settled).
  await response.text().catch(() => '')
  return response.status === 429 || response.status >= 500 ? 'retry' : 'done'
}
