import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ensureContentIndex } from '#server/content/ingest/ingest.ts'
import { isNotFoundError } from '#server/errors.ts'
import { openFts5Backend, type Fts5Backend } from '#server/content-index/host.ts'
import { createUserStore } from '#server/users/user-store.ts'
import { isMipQueryError, parseMipQuery } from '#sites/tools/manual-ip.ts'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { TEST_CONTENT_INDEX } from '#test/helpers/test-services.ts'
import { createMipFavouritesStore } from './favourites-store.ts'
import { loadManualIpFeed } from './feed.ts'
import { createManualIpService } from './service.ts'
import type { ManualIpService } from './types.ts'

// Manual IP on the starter index and the shipped editorial feed.

let index: Fts5Backend
let mip: ManualIpService
const db = useTempDb(testDatabases()[0])

let time = Date.UTC(2026, 0, 1)
beforeAll(async () => {
  await ensureContentIndex({ indexPath: TEST_CONTENT_INDEX, starterDir: 'data/starter' })
  index = openFts5Backend(TEST_CONTENT_INDEX, { threads: 2, warm: false })
  mip = createManualIpService({
    content: index.content,
    editorial: loadManualIpFeed('data/editorial'),
    // A clock a second on at each star, so "newest first" does not depend on the machine's speed.
    favourites: createMipFavouritesStore(db(), { now: () => new Date((time += 1000)) }),
  })
})
afterAll(async () => {
  await index.close()
})

describe('the query syntax', () => {
  test('words and category:value, in any spelling of the value', () => {
    expect(parseMipQuery('country:germany right:trademark topic:"time limits" Frist')).toEqual({
      words: ['Frist'],
      country: ['DE'],
      right: ['trade-mark'],
      topic: ['time-limits'],
    })
    expect(parseMipQuery('country:DE country:EPO AND fee*').country).toEqual(['DE', 'EP'])
  })

  test('an unknown category lists the categories; an unknown value the values', () => {
    const error = (q: string) => {
      try {
        parseMipQuery(q)
      } catch (e) {
        if (isMipQueryError(e)) return e.message
      }
      throw new Error('no error')
    }
    expect(error('colour:red')).toBe(
      "Unknown category. Use one of: country, right, topic (not 'colour') at 1",
    )
    expect(error('fees country:Atlantis')).toMatch(
      /^Unknown country 'Atlantis'\. Use one of: DE, EP/,
    )
    expect(error('"unbalanced')).toBe('Unbalanced quote at 1')
    expect(error('a OR b')).toMatch(/^OR is not supported here/)
  })
})

describe('answers', () => {
  test('a comparison grid: each cell with its source, German law from the statutes', async () => {
    const grid = await mip.compare({ countries: ['DE', 'EP', 'US'], right: 'patent' })
    expect(grid.rows.map((r) => r.topic)).toEqual([
      'filing-requirements',
      'fees',
      'time-limits',
      'representation',
    ])
    const cell = (topic: string, country: string) =>
      grid.rows.find((r) => r.topic === topic)!.cells.find((c) => c.country === country)!.entries
    const filing = cell('filing-requirements', 'DE')
    expect(filing.map((e) => e.source.citation)).toContain('§ 34 PatG')
    expect(filing.find((e) => e.source.citation === '§ 34 PatG')!.answer.join('\n')).toMatch(
      /Die Anmeldung muß enthalten/,
    )
    expect(cell('representation', 'DE')[0].source).toMatchObject({
      citation: '§ 25 PatG',
      url: '/document/de-patg_1.30',
      documentId: 'de-patg_1.30',
    })
    // The fee schedule leads the German fees, with the amounts.
    const fees = cell('fees', 'DE')[0]
    expect(fees.origin).toBe('fee-schedule')
    expect(fees.answer.join('\n')).toMatch(/311 000 .* – 40 EUR/)
    expect(cell('representation', 'EP').map((e) => e.source.citation)).toEqual(
      expect.arrayContaining(['Article 133 EPC']),
    )
    expect(filing.every((e) => !e.sample)).toBe(true)
  })

  test('United States patents and trade marks from 35 U.S.C. and the Lanham Act', async () => {
    const cellOf = async (right: 'patent' | 'trade-mark', topic: string) =>
      (await mip.compare({ countries: ['US'], right })).rows.find((r) => r.topic === topic)!
        .cells[0].entries
    const filing = await cellOf('patent', 'filing-requirements')
    expect(filing[0]).toMatchObject({ origin: 'provision', sample: false })
    expect(filing[0].source).toMatchObject({
      citation: '§ 111 35 U.S.C.',
      url: '/document/us-35usc_s111',
    })
    const term = (await cellOf('patent', 'time-limits')).find(
      (e) => e.source.citation === '§ 154 35 U.S.C.',
    )!
    expect(term.answer.join(' ')).toMatch(/^\(2\) Term\.—.*20 years/)
    expect((await cellOf('patent', 'representation'))[0].source.citation).toBe('§ 33 35 U.S.C.')
    // The Office's fee schedule sets the fees: the answer says so and quotes no statutory amount.
    const fees = await cellOf('patent', 'fees')
    expect(fees).toHaveLength(1)
    expect(fees[0]).toMatchObject({ sample: false, source: { url: '/document/us-35usc_s41' } })
    expect(fees[0].answer.join(' ')).toMatch(/fee schedule/)
    expect(fees[0].answer.join(' ')).not.toMatch(/\$\d/)
    expect((await cellOf('trade-mark', 'filing-requirements'))[0].source.citation).toBe(
      '§ 1051 15 U.S.C.',
    )
    const renewal = await cellOf('trade-mark', 'time-limits')
    expect(renewal.map((e) => e.source.citation)).toEqual(['§ 1058 15 U.S.C.', '§ 1059 15 U.S.C.'])
    // No provision of the Lanham Act on representation: the sample answer stays, marked.
    expect((await cellOf('trade-mark', 'representation'))[0]).toMatchObject({
      origin: 'editorial',
      sample: true,
    })
  })

  test('countries list what each holds, sample or not', async () => {
    const countries = await mip.countries()
    const de = countries.find((c) => c.code === 'DE')!
    expect(de.rights.map((r) => r.right)).toEqual(['patent', 'trade-mark', 'design'])
    expect(de.rights.every((r) => !r.sample && r.entries > 0)).toBe(true)
    expect(countries.find((c) => c.code === 'CN')!.rights.every((r) => r.sample)).toBe(true)
  })

  test('search: every word must match, filters narrow, counts per filter, paging', async () => {
    const all = await mip.search({ query: 'Inlandsvertreter', start: 0, pageSize: 50 })
    expect(all.total).toBeGreaterThanOrEqual(3)
    expect(
      all.hits.every(
        (h) =>
          h.answer.join(' ').includes('Inlandsvertreter') ||
          h.source.title.includes('Inlandsvertreter'),
      ),
    ).toBe(true)
    const marks = await mip.search({
      query: 'Inlandsvertreter right:trade-mark',
      start: 0,
      pageSize: 50,
    })
    expect(marks.hits.map((h) => h.source.citation)).toContain('§ 96 MarkenG')
    expect(marks.hits.every((h) => h.right === 'trade-mark')).toBe(true)
    // The right filter counts the other rights too, so one can switch.
    const rights = marks.filters.find((f) => f.category === 'right')!
    expect(rights.items.find((i) => i.value === 'patent')!.count).toBeGreaterThan(0)
    expect(rights.items.find((i) => i.value === 'trade-mark')!.selected).toBe(true)
    const page2 = await mip.search({ query: 'country:DE', start: 10, pageSize: 10 })
    expect(page2.hits).toHaveLength(10)
    expect(page2.total).toBeGreaterThan(20)
    const none = await mip.search({ query: 'zzzqqq', start: 0, pageSize: 10 })
    expect(none.total).toBe(0)
    await expect(mip.search({ query: 'colour:red', start: 0, pageSize: 10 })).rejects.toThrow(
      /Unknown category/,
    )
  })

  test('one entry by id; an unknown id is not found', async () => {
    const e = await mip.entry('DE-patent-de-patg_3.1')
    expect(e.source.citation).toBe('§ 34 PatG')
    await expect(mip.entry('nope')).rejects.toSatisfy(isNotFoundError)
  })
})

describe('favourites', () => {
  test('star, list with the entry, unstar; only entries Manual IP holds', async () => {
    const users = createUserStore(db(), { passwordParams: { N: 2 ** 10, r: 8, p: 1 } })
    const account = await users.createAccount({
      email: 'mip-svc@example.test',
      firstName: 'A',
      lastName: 'B',
    })
    const owner = { accountId: account.id, siteId: 'KIPL' }
    expect(await mip.favourites.add(owner, 'DE-patent-de-patg_3.1')).toBe(true)
    expect(await mip.favourites.add(owner, 'SAMPLE-MIP-GB-patent-fees')).toBe(true)
    const list = await mip.favourites.list(owner)
    expect(list.map((e) => e.id)).toEqual(['SAMPLE-MIP-GB-patent-fees', 'DE-patent-de-patg_3.1'])
    expect(list[1].source.citation).toBe('§ 34 PatG')
    await expect(mip.favourites.add(owner, 'nope')).rejects.toSatisfy(isNotFoundError)
    await mip.favourites.remove(owner, 'DE-patent-de-patg_3.1')
    await expect(mip.favourites.remove(owner, 'DE-patent-de-patg_3.1')).rejects.toSatisfy(
      isNotFoundError,
    )
    expect([...(await mip.favourites.ids(owner))]).toEqual(['SAMPLE-MIP-GB-patent-fees'])
  })
})
