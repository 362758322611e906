import { describe, expect, test } from 'vitest'
import { defaultSortFor } from '#server/favourites/rules.ts'
import {
  defaultSortOf,
  listsHref,
  parseListsState,
  serializeListsState,
  withoutFilters,
  withSortBy,
  withView,
} from './lists-state.ts'

const parse = (query: string) => parseListsState(new URLSearchParams(query))

describe('the jurisdiction-and-topic view in the URL', () => {
  test('without view the page shows the folders', () => {
    expect(parse('')).toBeNull()
    expect(parse('tab=searches&sort=Title')).toBeNull()
  })

  test("each view's default sort is the one the rules reset to", () => {
    expect(defaultSortOf('documents')).toBe(defaultSortFor('favouriteDocuments'))
    expect(defaultSortOf('searches')).toBe(defaultSortFor('favouriteSearches'))
  })

  test('round trip: canonical order, the default sort left out, filters repeated', () => {
    const state = parse('topic=IP%3EPatents&sort=reviewDate&view=documents&jurisdiction=France')!
    expect(state).toEqual({
      view: 'documents',
      sort: 'reviewDate',
      jurisdiction: ['France'],
      topic: ['IP>Patents'],
    })
    expect(listsHref(state)).toBe(
      '/favorites?view=documents&sort=reviewDate&jurisdiction=France&topic=IP%3EPatents',
    )
    expect(parse(serializeListsState(state).toString())).toEqual(state)
  })

  test('bad values fall back to the defaults', () => {
    expect(
      parse('view=folders&sort=Title&jurisdiction=&jurisdiction=%20Spain%20&jurisdiction=spain'),
    ).toEqual({
      view: 'documents',
      sort: 'jurisdiction',
      jurisdiction: ['Spain'],
      topic: [],
    })
    // A documents sort on the searches view is not one of its sorts.
    expect(parse('view=searches&sort=reviewDate')?.sort).toBe('jurisdictions')
    expect(parse(`view=searches&${'topic=t&'.repeat(3)}topic=${'x'.repeat(201)}`)?.topic).toEqual([
      't',
    ])
    const many = Array.from({ length: 30 }, (_, i) => `jurisdiction=J${i}`).join('&')
    expect(parse(`view=documents&${many}`)?.jurisdiction).toHaveLength(20)
  })

  test('changing the view resets the sort and keeps the filters; clearing keeps the sort', () => {
    const state = parse('view=documents&sort=dateAdded&jurisdiction=Spain&topic=IP')!
    expect(withView(state, 'searches')).toEqual({
      view: 'searches',
      sort: 'jurisdictions',
      jurisdiction: ['Spain'],
      topic: ['IP'],
    })
    expect(withSortBy(state, 'topic').sort).toBe('topic')
    expect(withSortBy(state, 'nonsense').sort).toBe('jurisdiction')
    expect(listsHref(withoutFilters(state))).toBe('/favorites?view=documents&sort=dateAdded')
  })
})
