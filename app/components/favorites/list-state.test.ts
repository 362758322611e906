import { describe, expect, test } from 'vitest'
import {
  afterChange,
  afterFolderDeleted,
  defaultListState,
  listHref,
  parseListState,
  serializeListState,
  withFolder,
  withPage,
  withQuery,
  withSize,
  withSort,
  withTab,
  type FavoritesListState,
} from './list-state.ts'

const FOLDER = '0b6a1a8e-3a47-4c55-9d0e-6f1c2d3e4f50'
const OTHER = '1c7b2b9f-4b58-4d66-8e1f-7a2d3e4f5a61'
const busy: FavoritesListState = {
  tab: 'documents',
  folder: FOLDER,
  q: 'award',
  sort: 'Title',
  order: 'desc',
  size: 50,
  page: 4,
}

describe('favourites list state (spec 001 §4, folder model)', () => {
  test.each<[string, (s: FavoritesListState) => FavoritesListState, Partial<FavoritesListState>]>([
    [
      'changing folder resets page, size and sort',
      (s) => withFolder(s, OTHER),
      { folder: OTHER, page: 1, size: 10, sort: 'AddedDate', order: 'desc', q: 'award' },
    ],
    [
      'changing page size resets the page',
      (s) => withSize(s, 20),
      { size: 20, page: 1, sort: 'Title', order: 'desc' },
    ],
    [
      'a new query resets the page',
      (s) => withQuery(s, ' treaty '),
      { q: 'treaty', page: 1, size: 50 },
    ],
    [
      'the same sort column toggles the direction',
      (s) => withSort(s, 'Title'),
      { sort: 'Title', order: 'asc', page: 1 },
    ],
    [
      'AddedDate starts newest first',
      (s) => withSort(s, 'AddedDate'),
      { sort: 'AddedDate', order: 'desc' },
    ],
    [
      'other columns start A to Z',
      (s) => withSort({ ...s, sort: 'AddedDate' }, 'Source'),
      { sort: 'Source', order: 'asc' },
    ],
    [
      'AddedDate again toggles to oldest first',
      (s) => withSort(withSort(s, 'AddedDate'), 'AddedDate'),
      { order: 'asc' },
    ],
    [
      'after add, move or delete the list starts at page 1',
      afterChange,
      { page: 1, folder: FOLDER, size: 50, sort: 'Title' },
    ],
    [
      'deleting the selected folder returns to folder 0',
      (s) => afterFolderDeleted(s, FOLDER),
      { folder: '0', page: 1, size: 10, sort: 'AddedDate' },
    ],
    [
      'deleting another folder stays, at page 1',
      (s) => afterFolderDeleted(s, OTHER),
      { folder: FOLDER, page: 1, size: 50 },
    ],
    [
      'changing tab resets page and sort',
      (s) => withTab(s, 'searches'),
      { tab: 'searches', page: 1, sort: 'AddedDate', order: 'desc' },
    ],
    [
      'paging keeps everything else',
      (s) => withPage(s, 2),
      { page: 2, size: 50, sort: 'Title', q: 'award' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(change(busy)).toMatchObject(expected)
  })

  test.each<[string, Partial<FavoritesListState>]>([
    ['', defaultListState],
    ['?page=0&size=7&sort=Nope&order=up&folder=../x&tab=x', defaultListState],
    ['?sort=Title', { sort: 'Title', order: 'asc' }],
    ['?sort=AddedDate&order=asc', { sort: 'AddedDate', order: 'asc' }],
    ['?tab=searches&sort=Source', { tab: 'searches', sort: 'AddedDate', order: 'desc' }],
    [`?folder=${FOLDER}&page=3&size=20`, { folder: FOLDER, page: 3, size: 20 }],
  ])('parses %j', (query, expected) => {
    expect(parseListState(new URLSearchParams(query))).toMatchObject(expected)
  })

  test('round trip, with defaults left out', () => {
    expect(parseListState(serializeListState(busy))).toEqual(busy)
    expect(listHref(defaultListState)).toBe('/favorites')
    expect(listHref(busy)).toBe(
      `/favorites?folder=${FOLDER}&q=award&sort=Title&order=desc&size=50&page=4`,
    )
  })
})
