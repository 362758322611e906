import { describe, expect, test } from 'vitest'
import { savedSearchQuery } from './saved-search-query.ts'

const filter = (url: string, id: string) =>
  savedSearchQuery(url).filters?.find((f) => f.id === id)?.filterItems

describe('a saved search selects what its page shows', () => {
  test('the text, toggles and facet selections of the URL', () => {
    const query = savedSearchQuery(
      '/search?q=expropriation&searchAiAvailableOnly=true&type=Awards&type=Decisions&f.jurisdiction=Germany&sortBy=date&start=20',
    )
    expect(query).toMatchObject({ q: 'expropriation', searchAiAvailableOnly: true })
    expect(filter('/search?type=Awards&type=Decisions', 'type')).toEqual(['Awards', 'Decisions'])
    expect(filter('/search?f.jurisdiction=Germany', 'jurisdiction')).toEqual(['Germany'])
    // paging, sorting and dates are the alert job's own
    expect(query).not.toHaveProperty('start')
    expect(query).not.toHaveProperty('sortBy')
    expect(query).not.toHaveProperty('dateType')
  })

  test.each([
    ['/awards?q=annulment', 'type', ['Awards']],
    ['/books', 'publicationtype', ['book', 'loose-leaf']],
    ['/search?mode=bits', 'type', ['Bilateral investment treaties']],
    ['/search?mode=unified-patent-court', 'legislation', ['Agreement on a Unified Patent Court']],
  ])('%s keeps its screen’s default filter', (url, id, values) => {
    expect(filter(url, id)).toEqual(values)
  })

  test('an unknown path or key is a plain search of the text', () => {
    const query = savedSearchQuery('/elsewhere?q=treaty&nonsense=1')
    expect(query.q).toBe('treaty')
    expect(query.filters?.every((f) => f.filterItems.length === 0)).toBe(true)
  })
})
