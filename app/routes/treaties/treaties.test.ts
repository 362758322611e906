import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Viewer } from '#app/context.ts'
import { loader as articleLoader } from '#app/routes/nyc-tool/item.tsx'
import { loader as jurisdictionLoader } from '#app/routes/nyc-tool/jurisdiction.tsx'
import { loader as overviewLoader } from '#app/routes/nyc-tool/overview.tsx'
import { loader as provisionLoader } from '#app/routes/nyc-tool/provision.tsx'
import { loader as topicLoader } from '#app/routes/nyc-tool/topic.tsx'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loader as bitsLoader } from './bits.tsx'
import { loader as conventionsLoader } from './conventions.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>
let subscriber: Viewer

beforeAll(async () => {
  services = await createTestServices()
  subscriber = await viewerFor(services, 'kapp@demo.test', 'KA')
})
afterAll(() => services.cleanup())

const origin = 'http://ka.localhost'
const args = (path: string, params: Record<string, string> = {}) =>
  routeArgs(services, `${origin}${path}`, { params, viewer: subscriber }) as never
const stripped = (html: string) => html.replace(/<[^>]+>/g, '')

/** What a loader threw: a redirect's Location, or a status and message. */
async function thrown(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: e.headers.get('Location') }
    const d = e as { init?: ResponseInit; data?: { message?: string } }
    return { status: d.init?.status, message: d.data?.message }
  }
  throw new Error('The loader did not throw')
}

describe('/bits and /conventions', () => {
  test('the bilateral investment treaties: parties, dates, a party filter, and a treaty’s citations', async () => {
    const all = await bitsLoader(args('/bits'))
    expect(all.title).toBe('Bilateral Investment Treaties')
    expect(all.list.total).toBe(12)
    expect(all.list.items[0].citationsHref).toMatch(/^\/bits\?treaty=BWBV\d+#citations$/)
    // Then every bilateral treaty a case was brought under, opening the awards filtered to it.
    const underHungary = all.invoked.find((t) => t.name === 'Hungary–United Kingdom BIT')
    expect(underHungary?.awardsHref).toBe(
      `/awards?${new URLSearchParams({ 'f.legislation': 'Hungary–United Kingdom BIT' })}`,
    )

    // The form's empty fields are dropped from the address.
    expect(await thrown(() => bitsLoader(args('/bits?q=&party=Hungary&from=&to=')))).toEqual({
      status: 302,
      location: '/bits?party=Hungary',
    })
    const hungary = await bitsLoader(args('/bits?party=Hungary'))
    expect(hungary.list.items.map((t) => [t.parties, t.url])).toEqual([
      [['Netherlands', 'Hungary'], '/document/BWBV0002345'],
    ])
    expect(hungary.list.items[0].citationsHref).toBe(
      '/bits?party=Hungary&treaty=BWBV0002345#citations',
    )
    const signed = await bitsLoader(args('/bits?from=1990&to=1995'))
    expect(signed.list.items.map((t) => t.signed)).toEqual(['1992-10-27'])
  })

  test('a convention with the awards citing it and the passages, paged', async () => {
    const data = await conventionsLoader(args('/conventions?treaty=BWBV0004615&cpage=2'))
    expect(data.selected?.treaty.title).toMatch(/settlement of investment disputes/i)
    const citations = data.selected!.citations
    expect(citations.total).toBeGreaterThan(50)
    expect(citations.page).toBe(2)
    expect(citations.items).toHaveLength(10)
    expect(citations.items.every((c) => /<mark>/.test(c.passage))).toBe(true)
    expect(citations.items[0].url).toMatch(/^\/document\/isds-[0-9a-f]+\?q=/)
    const vclt = await conventionsLoader(
      args('/conventions?q=vienna+law+of+treaties&treaty=un-vclt'),
    )
    expect(vclt.list.items.map((t) => t.id)).toEqual(['un-vclt'])
    expect(
      vclt.selected!.citations.items.some((c) =>
        /Vienna Convention on the Law of Treaties|VCLT/.test(stripped(c.passage)),
      ),
    ).toBe(true)
  })

  test('bad input: a 400 naming the field, or the not-found page', async () => {
    expect(await thrown(() => bitsLoader(args('/bits?from=abc')))).toEqual({
      status: 400,
      message: 'Signed from (from) must be a whole number.',
    })
    expect(await thrown(() => bitsLoader(args('/bits?from=2005&to=1990')))).toMatchObject({
      status: 400,
    })
    expect(await thrown(() => bitsLoader(args('/bits?party=Atlantis')))).toEqual({
      status: 400,
      message: 'Party (party) is no party of these treaties: Atlantis.',
    })
    expect(await thrown(() => bitsLoader(args('/bits?page=0')))).toMatchObject({ status: 400 })
    expect(await thrown(() => bitsLoader(args('/bits?page=3')))).toMatchObject({ status: 404 })
    expect(await thrown(() => bitsLoader(args('/bits?treaty=BWBV9999999')))).toMatchObject({
      status: 404,
    })
    // A convention is not one of the bilateral treaties.
    expect(await thrown(() => bitsLoader(args('/bits?treaty=BWBV0005176')))).toMatchObject({
      status: 404,
    })
    expect(
      await thrown(() => conventionsLoader(args('/conventions?treaty=%3Cscript%3E'))),
    ).toMatchObject({
      status: 400,
    })
  })
})

describe('/nyctool', () => {
  test('the overview, the articles with their counts, and Article V with the decisions applying it', async () => {
    const overview = await overviewLoader(args('/nyctool'))
    expect(overview.convention.id).toBe('BWBV0005176')
    expect(overview.articles).toHaveLength(16)

    const provisions = await provisionLoader(args('/nyctool/provision'))
    expect(provisions.articles.find((a) => a.roman === 'V')).toMatchObject({ href: '/nyctool/5' })
    expect(provisions.articles.find((a) => a.roman === 'V')!.decisions).toBeGreaterThan(0)

    const v = await articleLoader(args('/nyctool/5', { id: '5' }))
    expect(v.article.roman).toBe('V')
    expect(v.html).toContain('public policy of that country')
    expect(v.documentHref).toBe('/document/BWBV0005176_5')
    const repsol = v.decisions.items.find((d) => d.title.startsWith('Repsol YPF Ecuador'))
    expect(stripped(repsol!.passage)).toContain('Art. V.2(a)')

    expect(await thrown(() => articleLoader(args('/nyctool/V', { id: 'V' })))).toEqual({
      status: 301,
      location: '/nyctool/5',
    })
    expect(await thrown(() => articleLoader(args('/nyctool/17', { id: '17' })))).toMatchObject({
      status: 404,
    })
    expect(await thrown(() => articleLoader(args('/nyctool/5?page=9', { id: '5' })))).toMatchObject(
      { status: 404 },
    )
  })

  test('topics and jurisdictions', async () => {
    const topics = await topicLoader(args('/nyctool/topic?topic=writing'))
    expect(topics.topics).toHaveLength(13)
    expect(topics.selected!.decisions.total).toBeGreaterThan(0)
    expect(
      topics.selected!.decisions.items.every((d) => /writing/i.test(stripped(d.passage))),
    ).toBe(true)
    expect(await thrown(() => topicLoader(args('/nyctool/topic?topic=nothing')))).toMatchObject({
      status: 404,
    })

    const states = await jurisdictionLoader(args('/nyctool/jurisdiction'))
    expect(states.states).toContainEqual(
      expect.objectContaining({ country: 'Netherlands', registered: true }),
    )
    expect(states.states).toContainEqual(
      expect.objectContaining({ country: 'Egypt', registered: false, documents: 1 }),
    )
    const egypt = await jurisdictionLoader(args('/nyctool/jurisdiction?state=Egypt'))
    expect(egypt.selected!.documents.items[0].title).toMatch(/^Malicorp/)
    expect(egypt.selected!.status.register).toBeNull()
    const nl = await jurisdictionLoader(args('/nyctool/jurisdiction?state=Netherlands'))
    expect(nl.selected!.status.register).toMatchObject({ url: '/document/BWBV0005176' })
    expect(
      await thrown(() => jurisdictionLoader(args('/nyctool/jurisdiction?state=Atlantis'))),
    ).toMatchObject({
      status: 404,
    })
  })
})
