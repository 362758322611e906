import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Viewer } from '#app/context.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { anonymous, routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { action } from './events.ts'

// POST /apiv2/api/Events: a signed-in subscriber's usage event, stored once the cookie banner is
// answered, with who and where taken from the session; bad input is a 400 naming the field.

let services: Awaited<ReturnType<typeof createTestServices>>
let viewer: Viewer
beforeAll(async () => {
  services = await createTestServices()
  viewer = await viewerFor(services, 'kapp@demo.test', 'KA')
})
afterAll(() => services.cleanup())

const event = {
  eventType: 'PageView',
  keywords: 'umbrella clause',
  module: 'KAPP',
  platform: 'KA',
  userId: null,
  location: '/search',
  userAgent: 'Mozilla/5.0 (test)',
}

async function post(
  body: unknown,
  { who = viewer, cookie = 'visited=yes', host = 'ka.localhost' } = {},
) {
  const response = (await action(
    routeArgs(services, `http://${host}/apiv2/api/Events`, {
      viewer: who,
      init: {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify(body),
      },
    }) as never,
  ).catch((thrown: unknown) => thrown)) as Response
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

test('an event is stored with the spec’s fields, who and where from the session', async () => {
  const answer = await post({ ...event, module: 'IPL', platform: 'KCL', userId: 'someone-else' })
  expect(answer).toEqual({ status: 200, body: { recorded: true } })
  const [stored] = await services.events.recentEvents({ type: 'PageView', limit: 1 })
  expect(stored).toMatchObject({
    type: 'PageView',
    keywords: 'umbrella clause',
    siteId: 'KA',
    accountId: viewer.account!.id,
    module: 'KAPP',
    platform: 'KA',
    location: '/search',
    userAgent: 'Mozilla/5.0 (test)',
  })
})

test('nothing is stored before the cookie banner is answered, nor on a test host', async () => {
  const before = (await services.events.recentEvents({ type: 'PageView' })).length
  expect(await post(event, { cookie: '' })).toEqual({
    status: 200,
    body: { recorded: false, reason: 'no-consent' },
  })
  expect(await post(event, { host: 'test.localhost' })).toEqual({
    status: 200,
    body: { recorded: false, reason: 'off-on-this-host' },
  })
  expect((await services.events.recentEvents({ type: 'PageView' })).length).toBe(before)
})

test('bad input is a 400 naming the field; no session is a 401', async () => {
  const noType = await post({ ...event, eventType: undefined })
  expect(noType.status).toBe(400)
  expect(noType.body.errors).toEqual({ eventType: 'Give the event type' })
  const elsewhere = await post({ ...event, location: 'https://evil.test/' })
  expect(elsewhere.status).toBe(400)
  expect(elsewhere.body.errors).toEqual({ location: 'The page’s path, from /' })
  const long = await post({ ...event, keywords: 'k'.repeat(1001) })
  expect(long.body.errors).toEqual({ keywords: 'Use at most 1000 characters' })
  const notJson = (await action(
    routeArgs(services, 'http://ka.localhost/apiv2/api/Events', {
      viewer,
      init: { method: 'POST', body: '{' },
    }) as never,
  ).catch((thrown: unknown) => thrown)) as Response
  expect(notJson.status).toBe(400)
  expect((await post(event, { who: anonymous })).status).toBe(401)
})

test('past 120 events a minute, a browser is told to wait', async () => {
  const busy = await viewerFor(services, 'all@demo.test', 'KA')
  let last = { status: 0, body: {} as Record<string, unknown> }
  for (let i = 0; i < 121; i++) last = await post(event, { who: busy })
  expect(last.status).toBe(429)
  expect(last.body.message).toBe('Too many events. Try again later.')
})
