import { RouterContextProvider } from 'react-router'
import { expect, test } from 'vitest'
import { viewerContext } from '#app/context.ts'
import { anonymous } from '#test/helpers/route-args.ts'
import { privateResponsesMiddleware } from './cache.server.ts'

async function cacheControl(signedIn: boolean, chosen?: string) {
  const context = new RouterContextProvider()
  context.set(viewerContext, {
    ...anonymous,
    account: signedIn
      ? { id: 'a', email: 'a@x.test', name: 'A', initials: 'A', accountNo: '' }
      : null,
  })
  const response = await privateResponsesMiddleware(
    { request: new Request('http://ka.localhost/'), context, params: {}, pattern: '/' } as never,
    async () =>
      new Response('<html></html>', {
        headers: chosen ? { 'Cache-Control': chosen } : { 'Content-Type': 'text/html' },
      }),
  )
  return (response as Response).headers.get('Cache-Control')
}

test("a signed-in viewer's pages are kept by no shared cache; a route's private policy stands", async () => {
  expect(await cacheControl(true)).toBe('private, no-store')
  expect(await cacheControl(true, 'public, max-age=3600')).toBe('private, no-store')
  expect(await cacheControl(true, 'private, max-age=300')).toBe('private, max-age=300')
  expect(await cacheControl(false)).toBeNull()
})
