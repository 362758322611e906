// The FTS5 adapter through the portal's seam: every call crosses to a search thread and back.
// The engine's behaviour is tested through this interface (server/search/fts5/engine.test.ts); here, that it
// answers exactly what the synchronous engine answers, that errors keep their codes, and that
// concurrent queries on several threads do not disturb each other.
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTempIndex, SEARCH_FIXTURE, type TempIndex } from '#test/helpers/search-index.ts'
import type { SearchBackend, SearchQuery } from '#server/search/engine.ts'
import {
  isInvalidSearchQueryError,
  isNotFoundError,
  isSearchSyntaxError,
  isUnknownSearchModeError,
} from '#server/errors.ts'
import { openFts5Backend } from './host.ts'
import { openFts5Engine, type Fts5Engine } from '#server/search/fts5/engine.ts'

const KA = { edition: 'KA' } as const
const NOW = '2025-06-15T12:00:00.000Z'

let index: TempIndex
let backend: SearchBackend
let engine: Fts5Engine

beforeAll(() => {
  index = buildTempIndex()
  backend = openFts5Backend(index.path, { threads: 2, now: NOW })
  engine = openFts5Engine(index.path, { now: () => new Date(NOW) })
})
afterAll(async () => {
  await backend?.close()
  engine?.close()
  index?.cleanup()
})

const QUERIES: SearchQuery[] = [
  {},
  { q: 'expropriation' },
  { q: 'expropriation AND (lawful OR admissible)', sortBy: 'date' },
  { q: 'indirect NEAR10 compensation' },
  { q: 'expropri*', filters: [{ id: 'type', filterItems: ['Awards'] }] },
  { mode: 'books' },
  { mode: 'journals', q: 'arbitration' },
  { datePeriod: 12, filters: [{ id: 'topic', filterItems: ['Procedure'] }] },
  { q: 'award', searchWithinTitleOnly: true, excerpt: 'long' },
]

describe('the asynchronous interface answers what the engine answers', () => {
  test.each(QUERIES)('search with filters %j', async (query) => {
    expect(await backend.search.searchWithFilters(query, KA)).toEqual(
      engine.searchWithFilters(query, KA),
    )
  })

  test('suggestions, content reads and search within a publication', async () => {
    expect(await backend.search.suggest('Gui', KA)).toEqual(engine.suggest('Gui', KA))
    const read = { searchTerm: 'expropriation', edition: 'KA' as const }
    expect(await backend.content.getDocument('award-alpha', read)).toEqual(
      engine.getDocument('award-alpha', read),
    )
    expect(await backend.content.getPublication('book-nyc')).toEqual(
      engine.getPublication('book-nyc'),
    )
    expect(await backend.content.getProceeding('case-alpha-beta', 'proc-alpha-1')).toEqual(
      engine.getProceeding('case-alpha-beta', 'proc-alpha-1'),
    )
    const within = { publicationId: 'book-nyc', tocNodeIds: ['1', '2'], searchTerm: 'arbitral' }
    expect(await backend.search.searchWithinPublication(within)).toEqual(
      engine.searchWithinPublication(within),
    )
  })

  test('many queries at once on two threads answer as one at a time', async () => {
    const all = await Promise.all(
      [...QUERIES, ...QUERIES].map((q) => backend.search.searchWithFilters(q, KA)),
    )
    all.forEach((answer, i) =>
      expect(answer).toEqual(engine.searchWithFilters(QUERIES[i % QUERIES.length], KA)),
    )
  })
})

describe('errors keep their codes across the thread', () => {
  test('syntax (with its position), invalid query, unknown mode, not found', async () => {
    const syntax = await backend.search.search({ q: '(a OR b' }, KA).catch((e: unknown) => e)
    expect(isSearchSyntaxError(syntax)).toBe(true)
    expect((syntax as { position: number }).position).toBeGreaterThan(0)
    const wildcard = await backend.search.search({ q: 'a* OR b*' }, KA).catch((e: unknown) => e)
    expect(isSearchSyntaxError(wildcard)).toBe(true)
    expect((wildcard as Error).message).toMatch(/at least 3 letters before \*/)
    await expect(backend.search.search({ start: -1 }, KA)).rejects.toSatisfy(
      isInvalidSearchQueryError,
    )
    await expect(backend.search.search({ mode: 'nope' }, KA)).rejects.toSatisfy(
      isUnknownSearchModeError,
    )
    await expect(backend.content.getDocument('nope')).rejects.toSatisfy(isNotFoundError)
  })
})

test('a new build renamed over the file is picked up without a restart, no call failing', async () => {
  const first = buildTempIndex()
  const fewer = join(dirname(first.path), 'fewer.jsonl')
  const lines = readFileSync(SEARCH_FIXTURE, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
  writeFileSync(fewer, lines.slice(0, 5).join('\n'))
  const second = buildTempIndex(fewer)
  const secondEngine = openFts5Engine(second.path, { now: () => new Date(NOW) })
  const expected = secondEngine.search({}, KA).totalHits
  secondEngine.close()
  const swapped = openFts5Backend(first.path, { threads: 1, now: NOW })
  try {
    const before = (await swapped.search.search({}, KA)).totalHits
    expect(expected).not.toBe(before)
    renameSync(second.path, first.path)
    let after = before
    for (let i = 0; i < 100 && after === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      after = (await swapped.search.search({}, KA)).totalHits
    }
    expect(after).toBe(expected)
  } finally {
    await swapped.close()
    first.cleanup()
    second.cleanup()
  }
})
