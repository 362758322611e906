import { describe, expect, test } from 'vitest'
import {
  compareLists,
  defaultSortFor,
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
    jurisdiction: 'France',
    topicId: 'Patents>Validity',
    addedDate: day(2),
    authorReviewDate: '2024-05-01',
  },
  {
    id: 'b',
    jurisdiction: 'austria',
    topicId: 'Copyright',
    addedDate: day(9),
    authorReviewDate: null,
  },
  {
    id: 'c',
    jurisdiction: 'Germany',
    topicId: 'Trade marks',
    addedDate: day(5),
    authorReviewDate: '2025-01-01',
  },
]
const searches = [
  { id: 'x', jurisdictions: ['Spain', 'Belgium'], topicIds: ['Patents'], addedDate: day(1) },
  { id: 'y', jurisdictions: ['Austria'], topicIds: ['Copyright', 'Designs'], addedDate: day(3) },
  { id: 'z', jurisdictions: ['Belgium'], topicIds: ['Designs'], addedDate: day(2) },
]

describe('documents-and-searches model', () => {
  test('changing the type resets the sort', () => {
    expect(defaultSortFor('favouriteDocuments')).toBe('jurisdiction')
    expect(defaultSortFor('favouriteSearches')).toBe('jurisdictions')
  })

  test.each<[DocumentSort, string[]]>([
    ['jurisdiction', ['b', 'a', 'c']],
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
      (d) => ({
        jurisdictions: [d.jurisdiction],
        topics: [d.topicId],
      }),
    )
    expect(marked.map((d) => [d.id, d.show])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ])
  })
})
