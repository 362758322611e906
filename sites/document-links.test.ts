import Database from 'better-sqlite3'
import { matchRoutes } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestServices, TEST_CONTENT_INDEX } from '#test/helpers/test-services.ts'
import { mountedRouteKeys, patternFor, routeAccess } from './compose.ts'
import { sites } from './registry.ts'

// Links and routes agree: every document link the results can produce (each document's url in the
// index) opens on its edition for a full subscription, matched as the router matches it.

type Services = Awaited<ReturnType<typeof createTestServices>>

let services: Services
let index: Database.Database

beforeAll(async () => {
  services = await createTestServices() // builds the starter index when it is missing
  index = new Database(TEST_CONTENT_INDEX, { readonly: true, fileMustExist: true })
})
afterAll(async () => {
  index?.close()
  await services?.cleanup()
})

const routes = [...mountedRouteKeys()].map((key) => ({ id: key, path: patternFor(key) }))

test.each(Object.values(sites))('every document link of $id opens on its edition', (site) => {
  const urls = index
    .prepare(
      `SELECT d.url FROM documents d JOIN document_editions e ON e.doc_rowid = d.rowid
       WHERE e.edition = ?`,
    )
    .pluck()
    .all(site.id) as string[]
  expect(urls.length).toBeGreaterThan(0)
  // Full plans: the subscriptions without a reduced route set.
  const plans = site.subscriptions.filter((s) => !site.variants[s])
  const refused = new Map<string, string>()
  // Urls that differ only in their last segment (a document id, never a slash) match one route:
  // each shape is matched once.
  const keys = new Map<string, ReturnType<typeof routeKeyOf>>()
  const routeKeyOf = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.id
  for (const url of urls) {
    const shape = url.replace(/[^/]*$/, '\u0000')
    if (!keys.has(shape)) keys.set(shape, routeKeyOf(url))
    const key = keys.get(shape)
    for (const plan of plans) {
      const access = key ? routeAccess(site, key, plan) : 'no route'
      if (access !== 'ok') refused.set(`${key ?? url} (${plan})`, `${access}: ${url}`)
    }
  }
  expect(Object.fromEntries(refused)).toEqual({})
})

test.each(Object.values(sites))(
  "$id's home features titles and new-content types it holds",
  (site) => {
    const inEdition = index.prepare(
      `SELECT d.kind FROM documents d JOIN document_editions e ON e.doc_rowid = d.rowid
     WHERE d.id = ? AND e.edition = ?`,
    )
    for (const { id } of site.home.featured) {
      expect(inEdition.pluck().get(id, site.id), id).toBe('publication')
    }
    const types = index.prepare(
      `SELECT DISTINCT d.type FROM documents d JOIN document_editions e ON e.doc_rowid = d.rowid
     WHERE e.edition = ?`,
    )
    const held = new Set(types.pluck().all(site.id) as string[])
    for (const type of site.home.newContentTypes) expect(held.has(type), type).toBe(true)
  },
)
