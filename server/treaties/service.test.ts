import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isNotFoundError } from '#server/errors.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { citationQuery, nycArticleQuery } from './citations.ts'
import { partyCountry } from './countries.ts'

let services: Awaited<ReturnType<typeof createTestServices>>

beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

const stripped = (html: string) => html.replace(/<[^>]+>/g, '')

describe('party names', () => {
  test('read as the countries the jurisdiction facet names', () => {
    expect(partyCountry('Republic of the Philippines')).toBe('Philippines')
    expect(partyCountry('Gambia.')).toBe('Gambia')
    expect(partyCountry("Hungarian People's Republic")).toBe('Hungary')
    expect(partyCountry('Yemen Arab Republic')).toBe('Yemen')
    // A State that no longer exists keeps its name.
    expect(partyCountry('Czech and Slovak Federal Republic')).toBe(
      'Czech and Slovak Federal Republic',
    )
  })
})

describe('citation queries', () => {
  test('a bilateral treaty by its parties beside a word for a treaty, a convention by its names', () => {
    expect(
      citationQuery({
        id: 'x',
        title: 'Agreement …',
        bilateral: true,
        parties: ['Netherlands', 'Philippines'],
      }),
    ).toMatch(/^\("Netherlands" OR .*"Dutch"\) NEAR5 \("Philippines" OR .*\) NEAR5 \(BIT OR/)
    expect(
      citationQuery({ id: 'x', title: 'A', bilateral: true, parties: ['Netherlands'] }),
    ).toBeUndefined()
    expect(
      citationQuery({
        id: 'BWBV0005176',
        title: 'Convention on the Recognition and Enforcement of Foreign Arbitral Awards',
        bilateral: false,
        parties: [],
      }),
    ).toBe(
      '"New York Convention" OR "Recognition and Enforcement of Foreign Arbitral Awards" OR "Convention on the Recognition and Enforcement of Foreign Arbitral Awards"',
    )
    expect(nycArticleQuery({ roman: 'V' })).toContain('"article V" OR "art V"')
  })
})

describe('treaty lists', () => {
  test('the bilateral investment treaties with their two parties, by title, filtered by party and year', async () => {
    const all = await services.treaties.list('KA', 'bits')
    expect(all.total).toBe(12)
    expect(all.items).toHaveLength(10)
    expect(all.pages).toBe(2)
    expect(all.items.every((t) => t.parties.length === 2 && t.parties[0] === 'Netherlands')).toBe(
      true,
    )
    expect(all.items.every((t) => t.partiesFrom === 'title' && t.url === `/document/${t.id}`)).toBe(
      true,
    )
    expect(all.parties).toContainEqual({ name: 'Netherlands', count: 12 })
    expect(all.parties).toContainEqual({ name: 'Hungary', count: 1 })
    expect(all.years).toEqual({ min: 1992, max: 2003 })

    const estonia = await services.treaties.list('KA', 'bits', { party: 'Estonia' })
    expect(estonia.items.map((t) => [t.id, t.signed])).toEqual([['BWBV0001097', '1992-10-27']])
    const signed = await services.treaties.list('KA', 'bits', { from: 2000, to: 2005 })
    expect(signed.items.map((t) => t.signed).sort()).toEqual(['2002-09-25', '2003-12-11'])
    expect(signed.total).toBe(2)
    expect(
      (await services.treaties.list('KA', 'bits', { q: 'philippines' })).items.map((t) => t.id),
    ).toEqual(['BWBV0002482'])
    expect((await services.treaties.list('KA', 'bits', { page: 2 })).items).toHaveLength(2)
  })

  test('conventions: the New York and ICSID Conventions, the Vienna Convention; the register names the Netherlands', async () => {
    const list = await services.treaties.list('KA', 'conventions', { q: 'convention' })
    const ids = (
      await Promise.all(
        [1, 2, 3].map((page) => services.treaties.list('KA', 'conventions', { page })),
      )
    ).flatMap((p) => p.items.map((t) => t.id))
    expect(list.total).toBeGreaterThan(10)
    expect(ids).toEqual(expect.arrayContaining(['BWBV0005176', 'BWBV0004615', 'un-vclt']))
    const nyc = await services.treaties.treaty('KA', 'BWBV0005176')
    expect(nyc).toMatchObject({
      list: 'conventions',
      parties: ['Netherlands'],
      partiesFrom: 'register',
      version: '2012-10-24',
    })
    const vclt = await services.treaties.treaty('KA', 'un-vclt')
    expect(vclt).toMatchObject({ parties: [], partiesFrom: null })
  })

  test('the bilateral treaties the cases were brought under: their States, the awards under each, the text where held', async () => {
    const invoked = await services.treaties.invokedTreaties('KA')
    expect(invoked.length).toBeGreaterThan(10)
    for (const t of invoked) {
      expect(t.name).toBe(`${t.parties.join('–')} BIT`)
      expect(t.documents).toBeGreaterThan(0)
    }
    const counts = invoked.map((t) => t.documents)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    // The register holds the Netherlands' treaties: those invoked open their text.
    const held = invoked.filter((t) => t.text)
    expect(held.length).toBeGreaterThan(0)
    for (const t of held) expect(t.parties).toContain('Netherlands')
    expect(invoked.some((t) => /NAFTA|Energy Charter/.test(t.name))).toBe(false)
  })

  test('an unknown treaty, or one outside the edition, is not found', async () => {
    await expect(services.treaties.treaty('KA', 'BWBV9999999')).rejects.toSatisfy(isNotFoundError)
    // The European Patent Convention is the IP edition's.
    await expect(services.treaties.treaty('KA', 'BWBV0003819')).rejects.toSatisfy(isNotFoundError)
    await expect(services.treaties.treaty('KIPL', 'BWBV0003819')).resolves.toMatchObject({
      list: 'conventions',
    })
  })
})

describe('citations', () => {
  test('the awards citing the ICSID Convention, newest first, each with its passage', async () => {
    const page = await services.treaties.citations('KA', 'BWBV0004615')
    expect(page.total).toBeGreaterThan(50)
    expect(page.items).toHaveLength(10)
    const dates = page.items.map((c) => c.date ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
    for (const c of page.items) {
      expect(c.passage).toMatch(/<mark>/)
      expect(stripped(c.passage)).toMatch(
        /ICSID Convention|Washington Convention|Convention on the Settlement/i,
      )
    }
  })

  test('the treaties a country is party to', async () => {
    const ph = await services.treaties.treatiesOfParty('KA', 'Philippines')
    expect(ph.map((t) => t.id)).toEqual(['BWBV0002482'])
    const nl = await services.treaties.treatiesOfParty('KA', 'Netherlands')
    expect(nl.map((t) => t.id)).toEqual(
      expect.arrayContaining(['BWBV0002482', 'BWBV0005176', 'BWBV0004615']),
    )
    expect(await services.treaties.treatiesOfParty('KA', 'Atlantis')).toEqual([])
  })
})

describe('the New York Convention', () => {
  test('Article V: its text and the decisions that apply it, with the passage', async () => {
    const view = await services.treaties.nyc.article('KA', 5)
    expect(view.docId).toBe('BWBV0005176_5')
    expect(view.html).toContain('Recognition and enforcement of the award may be refused')
    const repsol = view.decisions.items.find((d) => d.title.startsWith('Repsol YPF Ecuador'))
    expect(repsol).toBeDefined()
    expect(stripped(repsol!.passage)).toMatch(
      /New York Convention, Art\. II\.1 and Art\. V\.2\(a\)/,
    )
  })

  test('articles and grounds with their counts; States with their documents and what the texts say', async () => {
    const articles = await services.treaties.nyc.articles('KA')
    expect(articles).toHaveLength(16)
    expect(articles.find((a) => a.article.roman === 'II')!.decisions).toBeGreaterThan(0)
    const topics = await services.treaties.nyc.topics('KA')
    expect(topics.find((t) => t.topic.id === 'writing')!.decisions).toBeGreaterThan(0)
    const writing = await services.treaties.nyc.topic('KA', 'writing')
    expect(writing.decisions.items.every((d) => /writing/i.test(stripped(d.passage)))).toBe(true)

    const states = await services.treaties.nyc.jurisdictions('KA')
    expect(states).toContainEqual({ country: 'Egypt', documents: 1 })
    const egypt = await services.treaties.nyc.jurisdiction('KA', 'Egypt')
    expect(egypt.items.map((d) => d.type)).toEqual(['Court decisions'])

    const nl = await services.treaties.nycStatus('KA', 'Netherlands')
    expect(nl.register).toMatchObject({ treatyId: 'BWBV0005176', version: '2012-10-24' })
    const us = await services.treaties.nycStatus('KA', 'United States')
    expect(us.register).toBeNull()
    expect(
      us.statements.items.some((s) =>
        /(party|parties) to the New York Convention/.test(stripped(s.passage)),
      ),
    ).toBe(true)
  })

  test('an article or ground that does not exist is not found', async () => {
    await expect(services.treaties.nyc.article('KA', 17)).rejects.toSatisfy(isNotFoundError)
    await expect(services.treaties.nyc.topic('KA', 'nothing')).rejects.toSatisfy(isNotFoundError)
  })
})
