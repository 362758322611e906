import { expect, test } from 'vitest'
import {
  mayTrack,
  pageView,
  sendWhenKnown,
  subscriptionFromCookies,
  type SendOutcome,
} from './usage-tracking.ts'

function harness(subscriptions: (string | null)[], outcomes: SendOutcome[] = []) {
  const waits: number[] = []
  const sent: string[] = []
  let reads = 0
  return {
    waits,
    sent,
    options: {
      readSubscription: () => subscriptions[Math.min(reads++, subscriptions.length - 1)] ?? null,
      send: (subscription: string) => {
        sent.push(subscription)
        return Promise.resolve(outcomes[sent.length - 1] ?? 'done')
      },
      wait: (ms: number) => {
        waits.push(ms)
        return Promise.resolve()
      },
    },
  }
}

test('sends at once when the subscription is known', async () => {
  const h = harness(['KAPP'])
  expect(await sendWhenKnown(h.options)).toBe(true)
  expect(h.sent).toEqual(['KAPP'])
  expect(h.waits).toEqual([])
})

test('retries 1 s apart until the subscription is known', async () => {
  const h = harness([null, null, 'IPL'])
  expect(await sendWhenKnown(h.options)).toBe(true)
  expect(h.waits).toEqual([1000, 1000])
  expect(h.sent).toEqual(['IPL'])
})

test('gives up after 5 retries when it never is', async () => {
  const h = harness([null])
  expect(await sendWhenKnown(h.options)).toBe(false)
  expect(h.waits).toEqual([1000, 1000, 1000, 1000, 1000])
  expect(h.sent).toEqual([])
})

test('a busy or failing portal is tried again within the same retries; a refusal is not', async () => {
  const busy = harness(['KA'], ['retry', 'retry', 'done'])
  expect(await sendWhenKnown(busy.options)).toBe(true)
  expect(busy.sent).toHaveLength(3)
  const failing = harness(['KA'])
  const thrown = {
    ...failing.options,
    send: () => Promise.reject(new Error('offline')),
  }
  expect(await sendWhenKnown(thrown)).toBe(false)
  expect(failing.waits).toHaveLength(5)
})

test('a page left before the subscription is known sends nothing', async () => {
  const h = harness([null, 'KAPP'])
  let left = false
  const result = sendWhenKnown({
    ...h.options,
    wait: () => {
      left = true
      return Promise.resolve()
    },
    cancelled: () => left,
  })
  expect(await result).toBe(false)
  expect(h.sent).toEqual([])
})

test('the subscription counts only when the cookie and its session twin agree', () => {
  expect(subscriptionFromCookies('siteSubscription=KAPP; siteSubscriptionSession=KAPP')).toBe(
    'KAPP',
  )
  expect(subscriptionFromCookies('siteSubscription=KAPP')).toBeNull()
  expect(subscriptionFromCookies('siteSubscription=KAPP; siteSubscriptionSession=KA')).toBeNull()
  expect(subscriptionFromCookies('')).toBeNull()
})

test('nothing is tracked before the banner is answered, nor on alpha, beta or test hosts', () => {
  expect(mayTrack('csrf=x', 'ka.localhost')).toBe(false)
  expect(mayTrack('csrf=x; visited=yes', 'ka.localhost')).toBe(true)
  expect(mayTrack('visited=yes', 'beta.example.org')).toBe(false)
  expect(mayTrack('visited=yes', 'ka-test.example.org')).toBe(false)
})

test('a page view names the page’s path and the words searched, never the account', () => {
  expect(
    pageView(
      { pathname: '/search', search: '?q=umbrella+clause&type=Awards' },
      { subscription: 'KAPP', platform: 'KA', userAgent: 'UA' },
    ),
  ).toEqual({
    eventType: 'PageView',
    keywords: 'umbrella clause',
    module: 'KAPP',
    platform: 'KA',
    userId: null,
    location: '/search',
    userAgent: 'UA',
  })
  expect(
    pageView(
      { pathname: '/document/x', search: '' },
      { subscription: 'KA', platform: 'KA', userAgent: 'UA' },
    ).keywords,
  ).toBeNull()
})
