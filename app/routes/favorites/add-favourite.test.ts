import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestServices } from '#test/helpers/test-services.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { action } from './page.tsx'

// Adding a document with a plain form goes back to the page as it was shown: with its query, so
// the hits stay marked; an address elsewhere is refused.

let services: Awaited<ReturnType<typeof createTestServices>>
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

const add = async (returnTo: string) =>
  action(
    routeArgs(services, 'http://ka.localhost/favorites', {
      viewer: await viewerFor(services, 'kapp@demo.test', 'KA'),
      init: {
        method: 'POST',
        body: new URLSearchParams({
          intent: 'add-favourite',
          documentId: 'isds-d680108477c9',
          title: 'An award',
          url: '/document/isds-d680108477c9',
          folder: '0',
          returnTo,
        }),
      },
    }) as never,
  )

test('the plain form returns to the document with its query', async () => {
  const response = (await add('/document/isds-d680108477c9?q=expropriation')) as Response
  expect(response.status).toBe(302)
  expect(response.headers.get('Location')).toBe('/document/isds-d680108477c9?q=expropriation')
})

test('a return address on another site is a 400', async () => {
  const reply = (await add('//evil.test/x')) as { init: ResponseInit }
  expect(reply.init.status).toBe(400)
})
