import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { requestInfoContext, servicesContext, type RequestInfo } from '#app/context.ts'
import { parseEnv } from '#server/env.ts'
import type { Services } from '#server/services.ts'
import { csrfMiddleware, csrfToken } from './csrf.server.ts'

const env = parseEnv({ SESSION_SECRET: 'k'.repeat(40) })
const seed = 'b'.repeat(43)
const token = csrfToken(env.SESSION_SECRET, seed)

async function run(init: RequestInit & { cookie?: string }) {
  const context = new RouterContextProvider()
  context.set(servicesContext, { env } as Services)
  const info: RequestInfo = { clientIp: '', nonce: '', csrfToken: '', setCookies: [] }
  context.set(requestInfoContext, info)
  const headers = new Headers(init.headers)
  if (init.cookie) headers.set('Cookie', init.cookie)
  const request = new Request('http://ka.localhost/request-demo', { ...init, headers })
  try {
    await csrfMiddleware(
      { request, context, params: {}, pattern: '/request-demo' } as never,
      async () => new Response('ok'),
    )
    return { status: 200, info }
  } catch (thrown) {
    return { status: (thrown as { init: ResponseInit }).init.status, info }
  }
}

describe('anti-forgery', () => {
  test('a first visit gets a csrf cookie and a token for its forms', async () => {
    const { status, info } = await run({ method: 'GET' })
    expect(status).toBe(200)
    expect(info.setCookies[0]).toMatch(/^csrf=[\w-]{43}; .*HttpOnly/)
    const issued = /^csrf=([\w-]{43})/.exec(info.setCookies[0])![1]
    expect(info.csrfToken).toBe(csrfToken(env.SESSION_SECRET, issued))
  })

  test.each([
    ['no token', { body: new URLSearchParams({ name: 'x' }) }],
    ['a wrong token', { body: new URLSearchParams({ csrf: 'forged' }) }],
    [
      'a token for another browser',
      { body: new URLSearchParams({ csrf: csrfToken(env.SESSION_SECRET, 'c'.repeat(43)) }) },
    ],
  ])('a POST with %s is refused with 403', async (_name, init) => {
    expect((await run({ method: 'POST', cookie: `csrf=${seed}`, ...init })).status).toBe(403)
  })

  test('a POST without the cookie is refused even with a token', async () => {
    expect((await run({ method: 'POST', body: new URLSearchParams({ csrf: token }) })).status).toBe(
      403,
    )
  })

  test('the token is accepted as a form field or as the header', async () => {
    expect(
      (
        await run({
          method: 'POST',
          cookie: `csrf=${seed}`,
          body: new URLSearchParams({ csrf: token }),
        })
      ).status,
    ).toBe(200)
    expect(
      (await run({ method: 'DELETE', cookie: `csrf=${seed}`, headers: { 'X-CSRF-Token': token } }))
        .status,
    ).toBe(200)
  })
})
