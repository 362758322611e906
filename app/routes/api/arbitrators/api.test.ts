import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServices } from '#test/helpers/test-services.ts'
import { apiCaller, type Handler } from '#test/helpers/api-call.ts'
import * as autocomplete from './autocomplete.ts'
import * as casesTable from './cases-table.ts'
import * as profile from './profile.ts'
import * as search from './search.ts'

let services: Awaited<ReturnType<typeof createTestServices>>

beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

const call = apiCaller(() => services, 'http://ka.localhost/apiv2')

describe('arbitrator profile calls (spec 001 §7.6)', () => {
  test('POST ArbitratorSearch/Search finds profiles by text and filter, 15 a page, with counts', async () => {
    const all = await call(search.action, '/ArbitratorSearch/Search', { method: 'POST', body: {} })
    expect(all.status).toBe(200)
    expect(all.body.resultsPerPage).toBe(15)
    expect(all.body.items).toHaveLength(15)
    expect(all.body.filters.map((f: { id: string }) => f.id)).toContain('commencement')

    const stern = await call(search.action, '/ArbitratorSearch/Search', {
      method: 'POST',
      body: { text: 'Stern', filters: { role: ['respondent-appointed'], institution: ['ICSID'] } },
    })
    expect(stern.body.items.map((p: { slug: string }) => p.slug)).toEqual(['brigitte-stern'])
    expect(stern.body.items[0]).toMatchObject({
      fullName: 'Brigitte Stern',
      url: '/profile-navigator/brigitte-stern',
      numberOfCases: 7,
    })
  })

  test('bad search bodies are a 400 naming what is wrong; a GET is not allowed', async () => {
    const badRole = await call(search.action, '/ArbitratorSearch/Search', {
      method: 'POST',
      body: { filters: { role: ['pope'] } },
    })
    expect(badRole.status).toBe(400)
    expect(Object.keys(badRole.body.errors)).toEqual(['filters.role.0'])
    const badPeriod = await call(search.action, '/ArbitratorSearch/Search', {
      method: 'POST',
      body: { filters: { commencement: 7 } },
    })
    expect(badPeriod.status).toBe(400)
    expect(badPeriod.body.message).toMatch(/commencement/)
    const deceased = await call(search.action, '/ArbitratorSearch/Search', {
      method: 'POST',
      body: { text: 'Stern', deceased: true },
    })
    expect(deceased.status).toBe(400)
    expect(deceased.body.errors.deceased).toMatch(/'Filter out deceased profiles' is not offered/)
    const notJson = await call(search.action, '/ArbitratorSearch/Search', {
      method: 'POST',
      body: '{nope',
    })
    expect(notJson.status).toBe(400)
    expect((await call(search.loader as Handler, '/ArbitratorSearch/Search')).status).toBe(405)
  })

  test('GET ArbitratorSearch/AutoComplete?query finds persons; too short or missing is a 400', async () => {
    const found = await call(autocomplete.loader, '/ArbitratorSearch/AutoComplete?query=stern')
    expect(found.status).toBe(200)
    expect(found.body[0]).toMatchObject({
      slug: 'brigitte-stern',
      url: '/profile-navigator/brigitte-stern',
    })
    const short = await call(autocomplete.loader, '/ArbitratorSearch/AutoComplete?query=s')
    expect(short.status).toBe(400)
    expect(short.body.message).toMatch(/at least 2 characters/)
    expect((await call(autocomplete.loader, '/ArbitratorSearch/AutoComplete')).status).toBe(400)
  })

  test('GET ArbitratorProfile/{slug} lower-cases the slug; unknown is a 404', async () => {
    const found = await call(profile.loader, '/ArbitratorProfile/Brigitte-Stern', {
      params: { slug: 'Brigitte-Stern' },
    })
    expect(found.status).toBe(200)
    expect(found.body).toMatchObject({ slug: 'brigitte-stern', totalCasesHits: 7 })
    expect(found.body.cases).toHaveLength(7)
    expect(found.body.cases[0].roles[0].evidence[0].docId).toBeTruthy()
    expect(found.body.filters.map((f: { id: string }) => f.id)).toEqual([
      'role',
      'institution',
      'rules',
      'year',
    ])
    const missing = await call(profile.loader, '/ArbitratorProfile/nobody-at-all', {
      params: { slug: 'nobody-at-all' },
    })
    expect(missing.status).toBe(404)
    // A spelling merged into another profile answers with that profile's address.
    const merged = await call(profile.loader, '/ArbitratorProfile/charles-brower', {
      params: { slug: 'charles-brower' },
    })
    expect(merged).toMatchObject({
      status: 301,
      location: '/apiv2/ArbitratorProfile/charles-n-brower',
    })
  })

  test('POST ArbitratorProfile/CasesTable/{slug} pages with Start, ResultsPerPage, Page and Filters', async () => {
    const first = await call(casesTable.action, '/ArbitratorProfile/CasesTable/brigitte-stern', {
      method: 'POST',
      body: {},
      params: { slug: 'brigitte-stern' },
    })
    expect(first.body).toMatchObject({ total: 7, page: 1, resultsPerPage: 5 })
    expect(first.body.items).toHaveLength(5)
    const second = await call(casesTable.action, '/ArbitratorProfile/CasesTable/brigitte-stern', {
      method: 'POST',
      body: { Page: 2 },
      params: { slug: 'brigitte-stern' },
    })
    expect(second.body.items).toHaveLength(2)
    const filtered = await call(casesTable.action, '/ArbitratorProfile/CasesTable/brigitte-stern', {
      method: 'POST',
      body: { Start: 0, ResultsPerPage: 10, Filters: { role: ['respondent-appointed'] } },
      params: { slug: 'brigitte-stern' },
    })
    expect(filtered.body.total).toBe(5)
    const bad = await call(casesTable.action, '/ArbitratorProfile/CasesTable/brigitte-stern', {
      method: 'POST',
      body: { ResultsPerPage: 500 },
      params: { slug: 'brigitte-stern' },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors)).toEqual(['ResultsPerPage'])
    const missing = await call(casesTable.action, '/ArbitratorProfile/CasesTable/nobody-at-all', {
      method: 'POST',
      body: {},
      params: { slug: 'nobody-at-all' },
    })
    expect(missing.status).toBe(404)
  })
})
