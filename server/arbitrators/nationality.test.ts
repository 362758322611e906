import { describe, expect, test } from 'vitest'
import { countryOf } from './nationality.ts'

describe('countryOf', () => {
  test('names, official names and demonyms read as the country', () => {
    expect(countryOf('France')).toBe('France')
    expect(countryOf('French')).toBe('France')
    expect(countryOf('French Republic')).toBe('France')
    expect(countryOf('Canadian')).toBe('Canada')
    expect(countryOf('Argentine Republic')).toBe('Argentina')
    expect(countryOf('Argentinean')).toBe('Argentina')
    expect(countryOf('American')).toBe('United States')
    expect(countryOf('United States')).toBe('United States')
    expect(countryOf('British')).toBe('United Kingdom')
    expect(countryOf('Belgian')).toBe('Belgium')
  })

  test('dual nationalities keep both; a cut or unknown word is no nationality', () => {
    expect(countryOf('Colombia and France')).toBe('Colombia and France')
    expect(countryOf('Swiss/Italian')).toBe('Switzerland and Italy')
    expect(countryOf('United')).toBeUndefined()
    expect(countryOf('Claimant')).toBeUndefined()
  })
})
