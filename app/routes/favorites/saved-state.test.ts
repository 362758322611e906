import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Viewer } from '#app/context.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { loader as documentLoader } from '../documents/document.tsx'
import { loader as searchLoader } from '../search/page.tsx'
import { action } from './page.tsx'

// Saved state: a document in the viewer's favourites says so, with its folders, on its page and
// in a page of results, and can be taken out of every folder from there; a plain form goes back
// to the page as it was (its query, so the hits stay marked).

let services: Awaited<ReturnType<typeof createTestServices>>
let viewer: Viewer
beforeAll(async () => {
  services = await createTestServices()
  viewer = await viewerFor(services, 'kapp@demo.test', 'KA')
})
afterAll(() => services.cleanup())

const post = (fields: Record<string, string>, who: Viewer = viewer) =>
  action(
    routeArgs(services, 'http://ka.localhost/favorites', {
      viewer: who,
      init: { method: 'POST', body: new URLSearchParams(fields) },
    }) as never,
  )

async function documentPage(id: string, who: Viewer = viewer) {
  const answer = (await documentLoader(
    routeArgs(services, `http://ka.localhost/document/${id}?q=tribunal`, {
      viewer: who,
      params: { id },
    }) as never,
  )) as { data?: unknown }
  const data = (answer.data ?? answer) as { kind: string; saved?: unknown }
  expect(data.kind).toBe('document')
  return data
}

test('a saved document says in which folders on its page and in the results, and is removed from there', async () => {
  const search = await searchLoader(
    routeArgs(services, 'http://ka.localhost/search?q=expropriation', { viewer }) as never,
  )
  const [first, second] = search.results!.hits
  const owner = { accountId: viewer.account!.id, siteId: 'KA' }
  const folder = await services.favourites.addFolder(owner, 'Takings')
  for (const folderId of [folder.id, '0']) {
    await post({
      intent: 'add-favourite',
      documentId: first!.id,
      title: first!.title,
      url: `/document/${first!.id}`,
      folder: folderId,
      js: '1',
    })
  }

  expect((await documentPage(first!.id)).saved).toEqual({ folders: ['Takings'], unfiled: true })
  expect((await documentPage(second!.id)).saved).toBeNull()
  const again = await searchLoader(
    routeArgs(services, 'http://ka.localhost/search?q=expropriation', { viewer }) as never,
  )
  expect(again.saved).toEqual({ [first!.id]: { folders: ['Takings'], unfiled: true } })
  // Someone else's page of the same search shows none of it.
  const other = await viewerFor(services, 'all@demo.test', 'KA')
  const theirs = await searchLoader(
    routeArgs(services, 'http://ka.localhost/search?q=expropriation', { viewer: other }) as never,
  )
  expect(theirs.saved).toEqual({})

  // Without JavaScript: back to the results as they were, with a notice.
  const returnTo = '/search?q=expropriation'
  const removed = (await post({
    intent: 'remove-saved-document',
    documentId: first!.id,
    returnTo,
  })) as Response
  expect(removed.status).toBe(302)
  expect(removed.headers.get('Location')).toBe(returnTo)
  expect((await documentPage(first!.id)).saved).toBeNull()
  // Sent twice (Back, then again): it says so rather than failing.
  const twice = await post({ intent: 'remove-saved-document', documentId: first!.id, js: '1' })
  expect(twice).toMatchObject({ ok: true, message: 'Not in your favourites' })
})

test('a return address elsewhere or a missing document is a 400 that says what is wrong', async () => {
  const elsewhere = (await post({
    intent: 'remove-saved-document',
    documentId: 'isds-d680108477c9',
    returnTo: '//evil.test/x',
  })) as { init: ResponseInit; data: { errors: Record<string, string> } }
  expect(elsewhere.init.status).toBe(400)
  expect(elsewhere.data.errors.url ?? elsewhere.data.errors.returnTo).toBe(
    'The address must be on this site',
  )
  const missing = (await post({ intent: 'remove-saved-document', documentId: '' })) as {
    init: ResponseInit
  }
  expect(missing.init.status).toBe(400)
})
