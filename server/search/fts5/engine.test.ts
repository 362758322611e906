// What only the embedded engine does, asked through the portal's seam: suggestions and reads of
// whole documents (the content index's on either engine), its dense and sparse plans, its kept
// counts and its schema check. What a search answers is the contract both engines hold
// (../engine.contract.test.ts). ./backend.test.ts checks that the answers through the search
// threads equal the synchronous engine's.
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTempIndex, type TempIndex } from '#test/helpers/search-index.ts'
import type { SearchBackend, SearchQuery, SearchWithFilters } from '../engine.ts'
import { isNotFoundError } from '#server/errors.ts'
import { openFts5Backend, type Fts5BackendOptions } from '#server/content-index/host.ts'

const KA = { edition: 'KA' } as const
const KCL = { edition: 'KCL' } as const
const KIPL = { edition: 'KIPL' } as const
const NOW = '2025-06-15T12:00:00.000Z'

let index: TempIndex
let backend: SearchBackend

beforeAll(() => {
  index = buildTempIndex()
  backend = openFts5Backend(index.path, { threads: 2, now: NOW })
})
afterAll(async () => {
  await backend?.close()
  index?.cleanup()
})

/** Another backend on the test index, for the tests that need an engine of their own. */
const openBackend = (options: Fts5BackendOptions = {}) =>
  openFts5Backend(index.path, { threads: 1, now: NOW, ...options })

type Ctx = { edition: 'KA' | 'KIPL' | 'KCL' }

describe('suggestions', () => {
  const suggest = (...args: Parameters<SearchBackend['search']['suggest']>) =>
    backend.search.suggest(...args)

  test('nothing for 2 characters or fewer', async () => {
    const none = await suggest('Gu', KA)
    expect(none.documents.suggestions).toEqual([])
    expect(none.books).toEqual({ suggestions: [], total: 0 })
  })

  test('documents, books and topics from 3 characters, per edition', async () => {
    const s = await suggest('Gui', KA)
    expect(s.books.suggestions.map((x) => x.label)).toEqual(['Guide to the New York Convention'])
    expect(s.books.total).toBe(1)
    expect(s.books.suggestions[0].value).toBe('book-nyc')
    expect((await suggest('Gamma', KA)).documents.suggestions.map((x) => x.value)).toEqual([
      'award-gamma',
    ])
    expect((await suggest('Cartel', KCL)).practicalInsightTopics.suggestions[0]).toEqual({
      value: 'Competition>Cartels',
      label: 'Cartels',
      subLabel: 'Topic · Competition',
    })
    expect((await suggest('Gamma', KCL)).documents.suggestions).toEqual([])
  })

  test('publications of the asked types only', async () => {
    const all = (await suggest('Arbitration Review', KA)).books.suggestions.map((x) => x.value)
    expect(all).toContain('journal-review')
    const books = await suggest('Arbitration Review', KA, { publicationTypes: ['book'] })
    expect(books.books.suggestions.map((x) => x.value)).not.toContain('journal-review')
    const journals = await suggest('Arbitration Review', KA, { publicationTypes: ['journal'] })
    expect(journals.books).toEqual({
      suggestions: [expect.objectContaining({ value: 'journal-review' })],
      total: 1,
    })
    expect((await suggest('Gui', KA, { publicationTypes: ['journal'] })).books.total).toBe(0)
  })
})

describe('documents', () => {
  const content = () => backend.content
  const within = (...args: Parameters<SearchBackend['search']['searchWithinPublication']>) =>
    backend.search.searchWithinPublication(...args)

  test('hits highlighted in the body, numbered', async () => {
    const doc = await content().getDocument('award-alpha', {
      searchTerm: 'fair and equitable treatment',
    })
    expect(doc.hitCount).toBe(1)
    expect(doc.content).toContain(
      '<mark class="hit" id="hit-1">fair and equitable treatment</mark>',
    )
    expect(doc.record.institution).toBe('ICSID')
    expect(doc.editions).toEqual(['KA'])
  })

  test('a term from the URL keeps its operators; otherwise it is one phrase', async () => {
    const fromUrl = await content().getDocument('award-alpha', {
      searchTerm: 'treaty OR investment',
      searchTermFromUrl: true,
    })
    expect(fromUrl.hitCount).toBe(3)
    const typed = await content().getDocument('award-alpha', { searchTerm: 'treaty OR investment' })
    expect(typed.hitCount).toBe(0)
  })

  test('highlighting never breaks tags or character references', async () => {
    const doc = await content().getDocument('award-alpha', {
      searchTerm: 'amp OR follow',
      searchTermFromUrl: true,
    })
    expect(doc.content).toContain('&amp;')
    expect(doc.content).toContain('&lt;<mark class="hit" id="hit-1">follow</mark>&gt;')
    expect(doc.hitCount).toBe(1)
  })

  test('missing documents and other editions are NotFoundError', async () => {
    await expect(content().getDocument('nope')).rejects.toSatisfy(isNotFoundError)
    await expect(content().getDocument('cjeu-aid', { edition: 'KA' })).rejects.toSatisfy(
      isNotFoundError,
    )
  })

  test('search within a publication: per chosen chapter, nothing when none is chosen', async () => {
    const base = { publicationId: 'book-nyc', searchTerm: 'enforcement' }
    expect(await within({ ...base, tocNodeIds: [] })).toEqual([])
    const results = await within({ ...base, tocNodeIds: ['1', '2', '2.1'] })
    expect(results.map((r) => [r.docId, r.hitCount])).toEqual([
      ['book-nyc-2', 3],
      ['book-nyc-2-1', 1],
    ])
    expect(results[0].excerpt).toContain('<mark>enforcement</mark>')
    const only = await within({ ...base, tocNodeIds: ['2.1'] })
    expect(only.map((r) => r.docId)).toEqual(['book-nyc-2-1'])
    // not from a URL: the operator is searched as a word of the phrase
    const typed = { ...base, tocNodeIds: ['1', '2'], searchTerm: 'scope OR policy' }
    expect(await within(typed)).toEqual([])
    expect((await within({ ...typed, fromUrl: true })).map((r) => r.docId)).toEqual([
      'book-nyc-1',
      'book-nyc-2',
    ])
  })

  test('publication, case and proceeding', async () => {
    const pub = await content().getPublication('book-nyc')
    expect(pub.toc.map((n) => n.label)).toEqual(['Article I', 'Article V'])
    expect(pub.toc[1].children[0].docId).toBe('book-nyc-2-1')
    await expect(content().getPublication('award-alpha')).rejects.toSatisfy(isNotFoundError)
    const c = await content().getCase('case-alpha-beta')
    expect(c.record.case?.caseNo).toBe('ICSID Case No. ARB/18/1')
    const p = await content().getProceeding('case-alpha-beta', 'proc-alpha-1')
    expect(p.proceeding.documents.map((d) => d.id)).toEqual(['award-alpha'])
    await expect(content().getProceeding('case-alpha-beta', 'x')).rejects.toSatisfy(isNotFoundError)
    await expect(content().getCase('award-alpha')).rejects.toSatisfy(isNotFoundError)
  })
})

describe('dense and sparse plans give the same answers', () => {
  let dense: SearchBackend
  let sparse: SearchBackend
  beforeAll(() => {
    dense = openBackend({ denseFraction: 1e9 })
    sparse = openBackend({ denseFraction: 0 })
  })
  afterAll(async () => {
    await Promise.all([dense?.close(), sparse?.close()])
  })

  test.each<SearchQuery>([
    {},
    { q: 'expropriation', filters: [{ id: 'type', filterItems: ['Awards'] }] },
    { q: 'expropriation OR enforcement', filters: [{ id: 'topic', filterItems: ['Procedure'] }] },
    { mode: 'books' },
    { datePeriod: 12, filters: [{ id: 'type', filterItems: ['Awards', 'Journals'] }] },
  ])('%j', async (query) => {
    expect(await sparse.search.searchWithFilters(query, KA)).toEqual(
      await dense.search.searchWithFilters(query, KA),
    )
  })
})

describe('kept counts', () => {
  test('kept counts answer as a fresh engine does, whatever ran before', async () => {
    const sequence: [SearchQuery, Ctx][] = [
      // a checked value without documents is listed with 0, and must not stay in kept counts
      [{ mode: 'awards', filters: [{ id: 'type', filterItems: ['Awards', 'Nowhere'] }] }, KA],
      [{ mode: 'profile page' }, KA], // the same candidates as awards
      [{ mode: 'awards', filters: [{ id: 'type', filterItems: [] }] }, KA],
      [{}, KA],
      [{}, KCL],
      [{ searchAiAvailableOnly: true }, KA],
      [{ hasContent: true, mode: 'awards' }, KA],
      [{ filters: [{ id: 'topic', filterItems: ['Competition>Cartels'] }] }, KIPL],
      [{ filters: [{ id: 'topic', filterItems: ['Competition>Cartels'] }] }, KCL],
      [{ datePeriod: 12 }, KA],
      [{}, KA],
    ]
    // Each answer of a fresh engine (a backend of one thread, one call), two at a time.
    const freshAnswer = async ([query, ctx]: [SearchQuery, Ctx]) => {
      const engine = openBackend()
      try {
        return await engine.search.searchWithFilters(query, ctx)
      } finally {
        await engine.close()
      }
    }
    const fresh: SearchWithFilters[] = []
    for (let i = 0; i < sequence.length; i += 2) {
      fresh.push(...(await Promise.all(sequence.slice(i, i + 2).map(freshAnswer))))
    }
    // One thread: one engine sees the whole sequence.
    const kept = openBackend()
    try {
      for (const [i, [query, ctx]] of sequence.entries()) {
        expect(await kept.search.searchWithFilters(query, ctx)).toEqual(fresh[i])
      }
    } finally {
      await kept.close()
    }
  }, 60_000)
})

test('an index of another schema version is refused with what to do', async () => {
  const copy = `${index.path}.old-schema`
  const db = new Database(index.path, { readonly: true })
  db.exec(`VACUUM INTO '${copy}'`)
  db.close()
  const old = new Database(copy)
  old.prepare(`UPDATE meta SET value = '0' WHERE key = 'schema_version'`).run()
  old.close()
  const refused = openFts5Backend(copy, { threads: 1, now: NOW })
  try {
    await expect(refused.search.search({}, KA)).rejects.toThrow(
      /schema version 0, this portal reads version \d+: build it again/,
    )
  } finally {
    await refused.close()
  }
})
