import { afterAll, beforeAll, expect, test } from 'vitest'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { SINGLE_BOOK_HOMES } from '#sites/kipl/variants.ts'
import { loader as documentLoader } from './document.tsx'

// A single-title plan's home is its title's table of contents. While the collection does not
// hold the title, the page says so and offers what the plan opens today, instead of another
// title in its place; anyone else asking for that address gets the not-found page.

let services: Awaited<ReturnType<typeof createTestServices>>
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(async () => {
  await services?.cleanup()
})

async function load(url: string, email: string) {
  const viewer = await viewerFor(services, email, 'KIPL')
  const id = decodeURIComponent(new URL(url).pathname.split('/').pop()!)
  const args = routeArgs(services, url, { site: 'KIPL', viewer, params: { id } })
  return (await documentLoader(args as never)) as unknown as { kind: string; title?: string }
}

test("the GPL plan's home says its title is not in the collection yet", async () => {
  const page = await load(`http://kipl.localhost${SINGLE_BOOK_HOMES.GPL}`, 'gpl@demo.test')
  expect(page).toMatchObject({
    kind: 'title-not-held',
    title: 'Global Patent Litigation',
    related: [{ title: 'German Patent Act (PatG)', url: '/document/de-patg' }],
  })
})

test('another plan asking for the same address gets the not-found page', async () => {
  const answer = await load(`http://kipl.localhost${SINGLE_BOOK_HOMES.GPL}`, 'ipl@demo.test').then(
    () => null,
    (e: unknown) => e as { init?: { status?: number } },
  )
  expect(answer?.init?.status).toBe(404)
})
