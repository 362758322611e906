import { afterAll, beforeAll, expect, test } from 'vitest'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { SINGLE_BOOK_HOMES } from '#sites/kipl/variants.ts'
import { loader as documentLoader } from './document.tsx'

// A single-title plan whose own title the collection lacks opens a title standing in for it, and
// its page says so (the starter index holds the stand-ins).

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
  const result = (await documentLoader(args as never)) as unknown
  // The loader answers plain data, or data with a status (an unreadable term).
  return ((result as { data?: unknown }).data ?? result) as { standsInFor: string | null }
}

test("the GPL plan's home says which title stands in for Global Patent Litigation", async () => {
  const page = await load(`http://kipl.localhost${SINGLE_BOOK_HOMES.GPL}`, 'gpl@demo.test')
  expect(page.standsInFor).toBe('Global Patent Litigation')
})

test('a full plan reading the same title sees no such note', async () => {
  const page = await load(`http://kipl.localhost${SINGLE_BOOK_HOMES.GPL}`, 'ipl@demo.test')
  expect(page.standsInFor).toBeNull()
})
