// The engine's counts are exact: on a generated corpus of a few thousand documents, every result
// count, every facet count and every date period equals a brute-force count over the same index
// (its facets and doc_meta rows read with plain SQL, the text matched word by word in JS), for
// queries with and without text, with OR and AND selections, date ranges, modes and toggles; and
// with a scoring bound far below the hits, the counts do not move and the page holds results.
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CanonicalDocument, Edition } from '#server/content/model.ts'
import { buildTempIndexOf, fixtureDocument, type TempIndex } from '#test/helpers/search-index.ts'
import type { FilterResponse, SearchFilter, SearchQuery } from '../engine.ts'
import { DATE_FILTER_PERIODS, periodStarts } from '../facet-response.ts'
import { openFts5Engine, type Fts5Engine } from './engine.ts'

const DOCUMENTS = 3000
const NOW = new Date('2025-06-15T12:00:00Z')
const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india']
const TYPES = ['Awards', 'Decisions', 'Judgments', 'Court decisions', 'News'] as const
const KIND_OF = {
  Awards: 'award',
  Decisions: 'decision',
  Judgments: 'judgment',
  'Court decisions': 'court_decision',
  News: 'news',
} as const
const ORGANIZATIONS = ['ICSID', 'PCA', 'SCC', 'ICC']
const TOPICS = [
  'Investment>Expropriation',
  'Investment>Fair treatment',
  'Commercial>Sales',
  'Costs',
]
const LANGUAGES = ['en', 'fr', 'es']
const EDITION_SETS: Edition[][] = [['KA'], ['KA', 'KIPL'], ['KIPL'], ['KCL'], ['KA', 'KCL']]

// A small deterministic generator (mulberry32).
let state = 7
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0
  let t = state
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]
/** Earlier words are commoner, so some hit lists hold most documents and some few. */
const word = () => WORDS[Math.floor(WORDS.length * random() * random())]
const some = <T>(items: readonly T[]) => items.filter(() => random() < 0.35)
const day = () => {
  const d = new Date(Date.UTC(2015, 0, 1) + Math.floor(random() * 3800) * 86_400_000)
  return d.toISOString().slice(0, 10)
}

function generate(): CanonicalDocument[] {
  const template = fixtureDocument()
  return Array.from({ length: DOCUMENTS }, (_, i) => {
    const type = pick(TYPES)
    const text = Array.from({ length: 3 + Math.floor(random() * 12) }, word).join(' ')
    return {
      ...template,
      id: `gen-${String(i).padStart(5, '0')}`,
      title: `${word()} ${random() < 0.5 ? word() : 'matter'} ${i}`,
      editions: pick(EDITION_SETS),
      type,
      kind: KIND_OF[type],
      summary: undefined,
      aiAvailable: random() < 0.7,
      language: pick(LANGUAGES),
      institution: random() < 0.8 ? pick(ORGANIZATIONS) : undefined,
      jurisdictions: some(['Beta', 'Delta', 'Gamma']),
      topics: some(TOPICS),
      parties: [],
      judges: [],
      sectors: [],
      outcome: undefined,
      case: undefined,
      dates: random() < 0.9 ? { decision: day(), added: day() } : { added: day() },
      sections: [{ heading: '', html: `<p>${text}</p>`, text }],
    }
  })
}

/** The index read back with plain SQL, for counting by brute force. */
type Row = {
  rowid: number
  id: string
  title: string
  editions: number
  kind: string
  date: string | null
  published: string | null
  ai: number
  words: Set<string>
  /** The title and each section, lower case, spaced at both ends. */
  texts: string[]
  facets: Map<string, Set<string>>
}

const EDITION_BIT: Record<Edition, number> = { KA: 1, KIPL: 2, KCL: 4 }
const AWARD_KINDS = ['award', 'decision', 'procedural_order', 'opinion', 'court_decision']

let index: TempIndex
let engine: Fts5Engine
let bounded: Fts5Engine
let rows: Row[]

beforeAll(() => {
  const docs = generate()
  index = buildTempIndexOf(docs)
  engine = openFts5Engine(index.path, { now: () => NOW })
  bounded = openFts5Engine(index.path, { now: () => NOW, scoreLimit: 25 })
  const byId = new Map(docs.map((d) => [d.id, d]))
  const db = new Database(index.path, { readonly: true })
  const facetsOf = new Map<number, Map<string, Set<string>>>()
  for (const f of db.prepare('SELECT doc_rowid, facet, value FROM facets').all() as {
    doc_rowid: number
    facet: string
    value: string
  }[]) {
    const of = facetsOf.get(f.doc_rowid) ?? new Map<string, Set<string>>()
    facetsOf.set(f.doc_rowid, of)
    of.set(f.facet, (of.get(f.facet) ?? new Set()).add(f.value))
  }
  rows = (
    db
      .prepare(
        `SELECT m.rowid, m.editions, m.kind, m.date, m.published, m.ai, d.id
        FROM doc_meta m JOIN documents d ON d.rowid = m.rowid`,
      )
      .all() as Omit<Row, 'title' | 'words' | 'texts' | 'facets'>[]
  ).map((r) => {
    const doc = byId.get(r.id) as CanonicalDocument
    const text = `${doc.title} ${doc.sections.map((s) => s.text).join(' ')}`.toLowerCase()
    return {
      ...r,
      title: doc.title,
      words: new Set(text.split(/\s+/)),
      texts: [doc.title, ...doc.sections.map((x) => x.text)].map((t) => ` ${t.toLowerCase()} `),
      facets: facetsOf.get(r.rowid) ?? new Map(),
    }
  })
  db.close()
}, 120_000)

afterAll(() => {
  engine?.close()
  bounded?.close()
  index?.cleanup()
})

/** The text queries, with what each means word by word. */
const TEXTS: [string | undefined, (w: Set<string>, texts: string[]) => boolean][] = [
  [undefined, () => true],
  ['alpha', (w) => w.has('alpha')],
  ['bravo AND echo', (w) => w.has('bravo') && w.has('echo')],
  ['golf OR hotel', (w) => w.has('golf') || w.has('hotel')],
  ['alpha NOT charlie', (w) => w.has('alpha') && !w.has('charlie')],
  ['fox*', (w) => w.has('foxtrot')],
  ['"alpha bravo"', (_, texts) => texts.some((t) => t.includes(' alpha bravo '))],
]

const FILTER_SETS: SearchFilter[][] = [
  [],
  [{ id: 'type', filterItems: ['Awards', 'Judgments'] }],
  [
    { id: 'organization', filterItems: ['ICSID', 'PCA'] },
    { id: 'topic', filterItems: ['Investment'], andOrValue: 'AND' },
  ],
  [
    { id: 'jurisdiction', filterItems: ['Beta', 'Delta'], andOrValue: 'AND' },
    { id: 'language', filterItems: ['English'] },
  ],
]

const OTHERS: { name: string; query: SearchQuery; edition: Edition }[] = [
  { name: 'KA', query: {}, edition: 'KA' },
  { name: 'KIPL, AI only', query: { searchAiAvailableOnly: true }, edition: 'KIPL' },
  {
    name: 'KA, a date range',
    query: { dateFrom: '01-01-2018', dateTo: '31-12-2021' },
    edition: 'KA',
  },
  { name: 'KA, the last 24 months', query: { datePeriod: 24 }, edition: 'KA' },
  { name: 'KCL, awards mode', query: { mode: 'awards' }, edition: 'KCL' },
  { name: 'KA, new content by date added', query: { dateType: 'published' }, edition: 'KA' },
]

/** What the engine answered: the results' count, each facet's counts, the periods' counts. */
function answered(e: Fts5Engine, query: SearchQuery, edition: Edition) {
  const { page, filters } = e.searchWithFilters(query, { edition })
  const facets: Record<string, Record<string, number>> = {}
  let periods: (number | null)[] = []
  for (const f of filters as FilterResponse[]) {
    if (f.id === 'date') {
      periods = f.filterItems.slice(1, -1).map((i) => i.count)
      continue
    }
    const counts: Record<string, number> = {}
    for (const i of f.filterItems) if (i.count) counts[i.name] = i.count
    facets[f.id] = counts
  }
  return { total: page.totalHits, hits: page.hits.map((h) => h.id), facets, periods }
}

/** The same by brute force over the index's rows. */
function bruteForce(
  text: (w: Set<string>, texts: string[]) => boolean,
  filters: SearchFilter[],
  extra: SearchQuery,
  edition: Edition,
  listed: string[],
) {
  const column = extra.dateType === 'published' ? 'published' : 'date'
  const cutoffs = periodStarts(NOW)
  const range =
    extra.dateFrom !== undefined
      ? ['2018-01-01', '2021-12-31']
      : extra.datePeriod !== undefined
        ? [cutoffs[DATE_FILTER_PERIODS.indexOf(extra.datePeriod as 24)], null]
        : null
  const candidates = rows.filter(
    (r) =>
      (r.editions & EDITION_BIT[edition]) !== 0 &&
      (!extra.searchAiAvailableOnly || r.ai === 1) &&
      (extra.mode !== 'awards' || AWARD_KINDS.includes(r.kind)) &&
      text(r.words, r.texts),
  )
  // The query lists every facet, type too, so the awards mode's default type does not apply.
  const modeFilters = filters
  const passes = (r: Row, f: SearchFilter) => {
    const values = r.facets.get(f.id) ?? new Set()
    return f.andOrValue === 'AND'
      ? f.filterItems.every((v) => values.has(v))
      : f.filterItems.some((v) => values.has(v))
  }
  const inRange = (r: Row) => {
    const d = r[column]
    return !range || (d !== null && d >= range[0]! && (range[1] === null || d <= range[1]))
  }
  const passing = (skip: string | null, skipRange = false) =>
    candidates.filter(
      (r) => modeFilters.every((f) => f.id === skip || passes(r, f)) && (skipRange || inRange(r)),
    )
  const results = passing(null)
  const facets: Record<string, Record<string, number>> = {}
  for (const id of listed) {
    const own = modeFilters.find((f) => f.id === id && f.andOrValue !== 'AND')
    const counts: Record<string, number> = {}
    for (const r of own ? passing(id) : results) {
      for (const v of r.facets.get(id) ?? []) counts[v] = (counts[v] ?? 0) + 1
    }
    facets[id] = counts
  }
  const overPeriods = passing(null, true)
  const periods = cutoffs.map((c) => overPeriods.filter((r) => (r[column] ?? '') >= c).length)
  return { total: results.length, ids: new Set(results.map((r) => r.rowid)), facets, periods }
}

describe.each(OTHERS)('$name', ({ query: extra, edition }) => {
  test.each(TEXTS.map(([q, text]) => ({ q: q ?? '(no text)', text, raw: q })))(
    'text $q: every count equals a brute-force count',
    ({ text, raw }) => {
      for (const filters of FILTER_SETS) {
        // Every listed facet with all of its values.
        const listedAll = ['type', 'organization', 'topic', 'jurisdiction', 'language']
        const query: SearchQuery = {
          ...extra,
          q: raw,
          filters: [
            ...filters,
            ...listedAll
              .filter((id) => !filters.some((f) => f.id === id))
              .map((id) => ({ id, filterItems: [], limit: 1000 })),
          ],
        }
        for (const f of query.filters ?? []) f.limit = 1000
        const got = answered(engine, query, edition)
        const want = bruteForce(text, filters, extra, edition, listedAll)
        const where = JSON.stringify(query)
        expect(got.total, where).toBe(want.total)
        for (const id of listedAll)
          expect(got.facets[id], `${where} ${id}`).toEqual(want.facets[id])
        expect(got.periods, where).toEqual(want.periods)
        // With a scoring bound far below the hits: the same counts, a page of results.
        const few = answered(bounded, { ...query, resultsPerPage: 20 }, edition)
        expect({ ...few, hits: [] }, where).toEqual({ ...got, hits: [] })
        expect(few.hits.length).toBe(Math.min(20, want.total))
      }
    },
  )
})

test('past the scoring bound: the newest results whose title matches are ranked, the rest follow newest first', () => {
  const query = { q: 'alpha', resultsPerPage: 100 }
  const all = engine.searchWithFilters(query, { edition: 'KA' }).page
  const few = bounded.searchWithFilters(query, { edition: 'KA' }).page
  expect(few.totalHits).toBe(all.totalHits)
  const row = new Map(rows.map((r) => [r.id, r]))
  const hits = few.hits.map((h) => row.get(h.id) as Row)
  // The bound (25) is taken by the newest results whose title holds the word, best first.
  const titled = rows
    .filter((r) => (r.editions & 1) !== 0 && r.words.has('alpha') && /\balpha\b/.test(r.title))
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || b.rowid - a.rowid)
  expect(titled.length).toBeGreaterThan(25)
  expect(new Set(hits.slice(0, 25).map((r) => r.id))).toEqual(
    new Set(titled.slice(0, 25).map((r) => r.id)),
  )
  // The rest, unscored, newest first; all of them results, none twice.
  const rest = hits.slice(25).map((r) => r.date ?? '')
  expect(rest).toEqual([...rest].sort().reverse())
  expect(hits.every((r) => r.words.has('alpha') && (r.editions & 1) !== 0)).toBe(true)
  expect(new Set(hits.map((r) => r.id)).size).toBe(100)
})
