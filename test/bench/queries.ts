// The query set every engine in the bench runs: realistic searches (terms, phrases, NEAR,
// wildcards, Boolean groups, filters, dates, title-only, books and journals with text, browsing
// with filters), with filter values taken from the index itself (its most frequent ones in the
// arbitration edition), so the same set fits the full corpus and the generated ones.
import Database from 'better-sqlite3'
import type { SearchFilter, SearchQuery } from '#server/search/engine.ts'
import { MAX_QUERY_TERMS, MIN_PREFIX_CHARS } from '#server/search/query/parse.ts'

export type NamedQuery = { name: string; query: SearchQuery }

export const EDITION = 'KA' as const

export const SUGGEST_TERMS = [
  'arb',
  'inves',
  'republic',
  'energy',
  'kingdom of',
  'ltd',
  'conv',
  'mining',
]

export function queriesFor(path: string): NamedQuery[] {
  const db = new Database(path, { readonly: true })
  const top = (facet: string, where = '') =>
    db
      .prepare(
        `SELECT x.value FROM facets x JOIN document_editions e
          ON e.doc_rowid = x.doc_rowid AND e.edition = ?
        WHERE x.facet = ? ${where} GROUP BY x.value ORDER BY count(*) DESC LIMIT 1`,
      )
      .pluck()
      .get(EDITION, facet) as string | undefined
  const org = top('organization')
  const topic = top('topic', `AND x.value LIKE '%>%'`) ?? top('topic')
  const type = top('type')
  const jurisdiction = top('jurisdiction')
  db.close()
  const only = (id: string, value: string | undefined, andOrValue?: 'AND'): SearchFilter[] =>
    value ? [{ id, filterItems: [value], ...(andOrValue ? { andOrValue } : {}) }] : []
  return [
    { name: 'browse, newest first', query: {} },
    { name: 'awards mode, browse', query: { mode: 'awards' } },
    { name: 'term: arbitration', query: { q: 'arbitration' } },
    { name: 'rare term: umbrella', query: { q: 'umbrella' } },
    {
      name: 'phrase: "fair and equitable treatment"',
      query: { q: '"fair and equitable treatment"' },
    },
    {
      name: 'plain words: bilateral investment treaty',
      query: { q: 'bilateral investment treaty' },
    },
    {
      name: 'NEAR10: expropriation, compensation',
      query: { q: 'expropriation NEAR10 compensation' },
    },
    { name: 'wildcard: invest*', query: { q: 'invest*' } },
    {
      name: 'boolean with groups and NOT',
      query: { q: 'jurisdiction AND (umbrella OR "most favoured nation") NOT annulment' },
    },
    {
      name: 'term + facet filters (OR and AND)',
      query: {
        q: 'damages',
        filters: [
          { id: 'type', filterItems: ['Awards'], andOrValue: 'OR' },
          ...only('organization', org, 'AND'),
        ],
      },
    },
    {
      name: 'term + date range',
      query: { q: 'tribunal', dateFrom: '01-01-2015', dateTo: '31-12-2020' },
    },
    { name: 'title only: award', query: { q: 'award', searchWithinTitleOnly: true } },
    { name: 'no term, topic filter, by date', query: { filters: only('topic', topic) } },
    {
      name: 'no term, type + jurisdiction filters',
      query: { filters: [...only('type', type), ...only('jurisdiction', jurisdiction)] },
    },
    {
      name: 'no term, Awards + organization filters',
      query: { filters: [...only('type', 'Awards'), ...only('organization', org)] },
    },
    { name: 'books: arbitration', query: { mode: 'books', q: 'arbitration' } },
    {
      name: 'books: phrase "dispute settlement"',
      query: { mode: 'books', q: '"dispute settlement"' },
    },
    { name: 'journals: investment', query: { mode: 'journals', q: 'investment' } },
  ]
}

/**
 * The most expensive text the parser allows: the 40 commonest three-letter word beginnings of
 * the corpus (by share of sections that hold one), each as a wildcard, OR'd together.
 */
const COMMON_PREFIXES = [
  'the', 'and', 'con', 'pro', 'par', 'for', 'wit', 'com', 'int', 'sta',
  'tha', 'thi', 'sha', 'res', 'not', 'art', 'app', 'pre', 'whi', 'per',
  'acc', 'reg', 'und', 'oth', 'any', 'all', 'its', 'sub', 'may', 'rec',
  'fro', 'suc', 'cou', 'dec', 'hav', 'are', 'dis', 'rep', 'rel', 'cas',
] // prettier-ignore

export const BROADEST_QUERY = COMMON_PREFIXES.slice(0, MAX_QUERY_TERMS)
  .map((p) => `${p.slice(0, MIN_PREFIX_CHARS)}*`)
  .join(' OR ')
