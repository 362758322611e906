// Kept date counts follow the clock of one open engine. The asynchronous backend fixes its day
// when it opens (a search thread gets a date, not a clock), so this runs the engine directly.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildTempIndex, type TempIndex } from '#test/helpers/search-index.ts'
import { openFts5Engine } from './engine.ts'

const KA = { edition: 'KA' } as const

let index: TempIndex

beforeAll(() => {
  index = buildTempIndex()
})
afterAll(() => index?.cleanup())

test('period counts follow the day', () => {
  let now = new Date('2025-06-15T12:00:00Z')
  const kept = openFts5Engine(index.path, { now: () => now })
  try {
    const periods = () =>
      kept
        .filters({}, KA)
        .find((f) => f.id === 'date')
        ?.filterItems.map((i) => i.count)
    expect(periods()).toEqual([null, 1, 2, 4, 4, null])
    now = new Date('2026-01-15T12:00:00Z')
    expect(periods()).toEqual([null, 0, 0, 1, 4, null])
  } finally {
    kept.close()
  }
})
