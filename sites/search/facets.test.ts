import { describe, expect, it, test } from 'vitest'
import { facetName, facetValueProblem, valueLabel } from './facets.ts'

describe('the names of filters and of their values', () => {
  it('names publication types in the plural, as the tabs of books and journals read', () => {
    expect(valueLabel('publicationtype', 'book')).toBe('Books')
    expect(valueLabel('publicationtype', 'loose-leaf')).toBe('Loose-leaf publications')
    expect(valueLabel('publicationtype', 'journal')).toBe('Journals')
  })

  it('reads a tree value by its last step and other values as stored', () => {
    expect(valueLabel('topic', 'Intellectual property>Trade marks')).toBe('Trade marks')
    expect(valueLabel('jurisdiction', 'Germany')).toBe('Germany')
    expect(valueLabel('no-such-facet', 'x')).toBe('x')
  })

  it('calls the organisation filter Institution on awards, as the drawer does', () => {
    expect(facetName('organization', 'awards')).toBe('Institution')
    expect(facetName('organization', 'default')).toBe('Organization')
    expect(facetName('legislation', 'awards')).toBe('Treaty or instrument invoked')
    expect(facetName('legislation', 'default')).toBe('Legislation')
  })
})

describe('facetValueProblem', () => {
  test('a facet with a fixed form names it; the others take any value', () => {
    expect(facetValueProblem('decisionyear', '2006')).toBeNull()
    expect(facetValueProblem('decisionyear', '06')).toBe(
      '"06" is not a year of decision: it is a year, such as 2006.',
    )
    expect(facetValueProblem('publicationtype', 'magazine')).toMatch(/book, loose-leaf, journal/)
    expect(facetValueProblem('respondent', 'Atlantis')).toBeNull()
  })
})
