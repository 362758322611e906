import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServices } from '#test/helpers/test-services.ts'
import { citingDocuments, phrase } from './citing.ts'

let services: Awaited<ReturnType<typeof createTestServices>>
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

const AES = 'case-aes-summit-generation-limited-and-aes-tisza-eromu-kft-v-the-ec954b'

describe('citingDocuments', () => {
  test('counts the documents citing a case number, less the case’s own', async () => {
    const record = (await services.content.getCase(AES)).record
    const own = new Set(record.case!.proceedings.flatMap((p) => p.documents.map((d) => d.id)))
    expect(record.case!.caseNo).toBe('ICSID Case No. ARB/07/22')

    const cited = await citingDocuments(services.search, 'KA', 'ICSID Case No. ARB/07/22', own)
    const all = await services.search.search(
      { q: cited!.q, resultsPerPage: 100 },
      { edition: 'KA' },
    )
    const others = all.hits.filter((hit) => !own.has(hit.id))
    expect(others.length).toBeGreaterThan(0)
    expect(all.hits.some((hit) => own.has(hit.id))).toBe(true)
    expect(cited).toEqual({ count: others.length, q: '"ICSID Case No. ARB/07/22"' })
    // Each citing document names the case number in its excerpt.
    for (const hit of others) expect(hit.excerpt.replace(/<\/?mark>/g, '')).toMatch(/07\/22/)
  })

  test('a name too short or without a number is not looked for', async () => {
    expect(await citingDocuments(services.search, 'KA', 'No. 1', new Set())).toBeNull()
    expect(await citingDocuments(services.search, 'KA', 'Ad hoc arbitration', new Set())).toBeNull()
  })

  test('a phrase never carries the search language’s operators', () => {
    expect(phrase('ICSID Case No. ARB/07/22')).toBe('"ICSID Case No. ARB/07/22"')
    expect(phrase('a "b" (c*)')).toBe('"a b c"')
  })
})
