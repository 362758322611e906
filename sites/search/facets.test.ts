import { describe, expect, it } from 'vitest'
import { facetName, valueLabel } from './facets.ts'

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
