// Collections true to their names (decision 248), on the starter corpus as a subscriber reads
// them: Books holds books only and offers the rest under its own names, the arbitration
// edition's conventions lead with the ones its readers use, listed titles read clean, and sample
// news says so where it is listed.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Viewer } from '#app/context.ts'
import { titleFault } from '#server/content/text/titles.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loader as newsLoader } from './news/page.tsx'
import { loader as booksLoader } from './search/books.tsx'
import { loader as conventionsLoader } from './treaties/conventions.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>
let subscriber: Viewer

beforeAll(async () => {
  services = await createTestServices()
  subscriber = await viewerFor(services, 'kapp@demo.test', 'KA')
})
afterAll(() => services.cleanup())

const args = (url: string, site: 'KA' | 'KIPL' | 'KCL' = 'KA', viewer?: Viewer) =>
  routeArgs(services, url, { site, ...(viewer ? { viewer } : {}) }) as never

describe('collections true to their names', () => {
  test('Books lists no treaty, convention or statute, and offers them under their own names', async () => {
    const books = await booksLoader(args('http://ka.localhost/books', 'KA', subscriber))
    expect(books.results?.total).toBe(0)
    const offered = Object.fromEntries(books.heldInstead.map((h) => [h.label, h.href]))
    expect(offered).toMatchObject({
      Conventions: '/conventions',
      'Bilateral investment treaties': '/bits',
      Treaties: '/search?type=Treaties',
      'Statutes and rules': '/search?type=Legislation',
    })
    for (const held of books.heldInstead) expect(held.count).toBeGreaterThan(0)
  })

  test('the arbitration edition’s conventions lead with New York, ICSID and the VCLT', async () => {
    const list = await conventionsLoader(args('http://ka.localhost/conventions', 'KA', subscriber))
    expect(list.list.items.slice(0, 3).map((t) => t.id)).toEqual([
      'BWBV0005176',
      'BWBV0004615',
      'un-vclt',
    ])
    for (const t of list.list.items) expect(titleFault(t.title)).toEqual([])
  })

  test.each(['KA', 'KIPL', 'KCL'] as const)(
    '%s: listed news items carry their sample mark',
    async (site) => {
      const page = await newsLoader(args(`http://${site.toLowerCase()}.localhost/news`, site))
      const items = page.list?.items ?? []
      expect(items.length).toBeGreaterThan(0)
      for (const item of items) {
        // The feed is written for this demonstration: each listed item must say so.
        if (/sample/i.test(`${item.id} ${item.summary}`)) expect(item.sample).toBe(true)
        expect(titleFault(item.title)).toEqual([])
      }
    },
  )
})
