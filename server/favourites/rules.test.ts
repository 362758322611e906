import { describe, expect, test } from 'vitest'
import {
  compareLists,
  defaultSortFor,
  filterOptions,
  jurisdictionMatches,
  markShown,
  sortFavouriteDocuments,
  sortFavouriteSearches,
  topicMatches,
  type DocumentSort,
  type SearchSort,
} from './rules.ts'

const day = (d: number) => new Date(Date.UTC(2025, 0, d))
const docs = [
  {
    id: 'a',
    jurisdictions: ['France'],
    topics: ['Patents>Validity'],
    addedDate: day(2),
    reviewDate: '2024-05-01',
  },
  {
    id: 'b',
    jurisdictions: ['austria'],
    topics: ['Copyright'],
    addedDate: day(9),
    reviewDate: null,
  },
  {
    id: 'c',
    jurisdictions: ['Germany', 'Belgium'],
    topics: ['Trade marks'],
    addedDate: day(5),
    reviewDate: '2025-01-01',
  },
]
const searches = [
  { id: 'x', jurisdictions: ['Spain', 'Belgium'], topics: ['Patents'], addedDate: day(1) },
  { id: 'y', jurisdictions: ['Austria'], topics: ['Copyright', 'Designs'], addedDate: day(3) },
  { id: 'z', jurisdictions: ['Belgium'], topics: ['Designs'], addedDate: day(2) },
]

describe('documents-and-searches model', () => {
  test('changing the type resets the sort', () => {
    expect(defaultSortFor('favouriteDocuments')).toBe('jurisdiction')
    expect(defaultSortFor('favouriteSearches')).toBe('jurisdictions')
  })

  // A document's several jurisdictions sort as a list: Belgium, Germany comes before France.
  test.each<[DocumentSort, string[]]>([
    ['jurisdiction', ['b', 'c', 'a']],
    ['topic', ['b', 'a', 'c']],
    ['dateAdded', ['b', 'c', 'a']],
    ['reviewDate', ['c', 'a', 'b']],
  ])('documents sorted by %s', (by, order) => {
    expect(sortFavouriteDocuments(docs, by).map((d) => d.id)).toEqual(order)
  })

  test.each<[SearchSort, string[]]>([
    ['jurisdictions', ['y', 'z', 'x']],
    ['topics', ['y', 'z', 'x']],
    ['dateAdded', ['y', 'z', 'x']],
  ])('searches sorted by %s (arrays compared after sorting)', (by, order) => {
    expect(sortFavouriteSearches(searches, by).map((s) => s.id)).toEqual(order)
  })

  test.each<[string[], string[], number]>([
    [['b', 'a'], ['a', 'b'], 0],
    [['a'], ['a', 'b'], -1],
    [['c'], ['a', 'z'], 1],
  ])('compareLists(%j, %j) has the sign of %i', (a, b, sign) => {
    expect(Math.sign(compareLists(a, b))).toBe(sign)
  })

  test.each<[string[], string[], boolean]>([
    [['France'], [], true],
    [['France'], ['france'], true],
    [['France'], ['Spain'], false],
    [['Spain', 'France'], ['France'], true],
  ])('jurisdictions %j with %j selected match: %s', (values, selected, expected) => {
    expect(jurisdictionMatches(values, selected)).toBe(expected)
  })

  test.each<[string[], string[], boolean]>([
    [['Patents>Validity'], [], true],
    [['Patents>Validity'], ['Patents'], true],
    [['Patents'], ['Patents>Validity'], true],
    [['Copyright'], ['Patents'], false],
  ])('topics %j with %j selected match: %s', (values, selected, expected) => {
    expect(topicMatches(values, selected)).toBe(expected)
  })

  test('filtering marks every entry shown or hidden, keeping the list', () => {
    const marked = markShown(
      docs,
      { jurisdictions: ['France', 'Germany'], topics: ['Patents'] },
      (d) => d,
    )
    expect(marked.map((d) => [d.id, d.show])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ])
  })

  test('the filters list what the entries carry, with the counts each item alone would show', () => {
    const list = [
      { jurisdictions: ['France'], topics: ['IP>Patents>Validity'] },
      { jurisdictions: ['France', 'Germany'], topics: ['IP>Trade marks'] },
      { jurisdictions: ['germany'], topics: ['Competition'] },
    ]
    const none = filterOptions(list, {}, (e) => e)
    expect(none.jurisdictions.map((o) => [o.value, o.count, o.selected])).toEqual([
      ['France', 2, false],
      ['Germany', 2, false],
    ])
    expect(none.topics.map((o) => [o.value, o.label, o.depth, o.count])).toEqual([
      ['Competition', 'Competition', 0, 1],
      ['IP', 'IP', 0, 2],
      ['IP>Patents', 'Patents', 1, 1],
      ['IP>Patents>Validity', 'Validity', 2, 1],
      ['IP>Trade marks', 'Trade marks', 1, 1],
    ])
    // Topic counts follow the jurisdictions chosen, and the reverse; a value no entry carries
    // stays listed while it is selected, so it can be cleared.
    const some = filterOptions(
      list,
      { jurisdictions: ['GERMANY', 'Spain'], topics: ['IP'] },
      (e) => e,
    )
    expect(some.jurisdictions.map((o) => [o.value, o.count, o.selected])).toEqual([
      ['France', 2, false],
      ['Germany', 1, true],
      ['Spain', 0, true],
    ])
    expect(some.topics.find((o) => o.value === 'IP')).toMatchObject({ count: 1, selected: true })
    expect(some.topics.find((o) => o.value === 'Competition')).toMatchObject({ count: 1 })
  })
})
