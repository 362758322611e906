import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTempIndex, type TempIndex } from '#test/helpers/search-index.ts'
import type { SearchBackend, SearchEngine } from './engine.ts'
import { openFts5Backend } from '#server/content-index/host.ts'
import { createListingCounts } from './listings.ts'

let index: TempIndex
let backend: SearchBackend

beforeAll(() => {
  index = buildTempIndex()
  backend = openFts5Backend(index.path, { threads: 1 })
})
afterAll(async () => {
  await backend?.close()
  index?.cleanup()
})

/** The real engine, counting the searches it is asked for. */
function countingEngine(fail = false) {
  const calls: string[] = []
  const engine: SearchEngine = {
    ...backend.search,
    search(query, ctx) {
      calls.push(`${ctx.edition} ${query.mode}`)
      return fail
        ? Promise.reject(new Error('index unavailable'))
        : backend.search.search(query, ctx)
    },
  }
  return { engine, calls }
}

describe('listing counts', () => {
  test('a listing is empty on an edition whose index holds nothing there', async () => {
    const listings = createListingCounts(backend.search)
    // The fixture has one journal, on KA and KIPL; KCL has none.
    expect(await listings.empty('KA', ['journals', 'books'])).toEqual(new Set())
    expect(await listings.empty('KIPL', ['journals'])).toEqual(new Set())
    expect(await listings.empty('KCL', ['journals', 'books'])).toEqual(
      new Set(['journals', 'books']),
    )
  })

  test('a preset is thin while its search finds fewer documents than it must', async () => {
    const listings = createListingCounts(backend.search)
    // The fixture has two CJEU judgments on KCL, one of them on KIPL.
    const judgments = '/search?source=CJEU+judgments'
    const presets = [
      { url: judgments, min: 2 },
      { url: '/books?source=Yearbook+Commercial+Arbitration', min: 1 },
      { url: '/practical-insights', min: 5 }, // no search screen: nothing to count, shown
    ]
    expect(await listings.thin('KCL', presets)).toEqual(
      new Set(['/books?source=Yearbook+Commercial+Arbitration']),
    )
    expect(await listings.thin('KIPL', presets)).toEqual(
      new Set([judgments, '/books?source=Yearbook+Commercial+Arbitration']),
    )
  })

  test('counts are kept for the time-to-live, then counted again', async () => {
    let clock = 5_000
    const { engine, calls } = countingEngine()
    const listings = createListingCounts(engine, { ttlMs: 1000, now: () => clock })
    await listings.empty('KCL', ['journals'])
    await listings.empty('KCL', ['journals'])
    expect(calls).toEqual(['KCL journals'])
    clock += 1001
    await listings.empty('KCL', ['journals'])
    expect(calls).toEqual(['KCL journals', 'KCL journals'])
  })

  test('a failed count shows the item and is not kept', async () => {
    const { engine, calls } = countingEngine(true)
    const listings = createListingCounts(engine)
    expect(await listings.empty('KCL', ['journals'])).toEqual(new Set())
    expect(await listings.empty('KCL', ['journals'])).toEqual(new Set())
    expect(calls).toHaveLength(2)
  })
})
