import { describe, expect, test } from 'vitest'
import { countryOf, stateName, stateOf } from './nationality.ts'

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

describe('stateOf', () => {
  test('names one State however a party or an award writes it', () => {
    for (const written of [
      'The Republic of Venezuela',
      'Venezuela',
      'Bolivarian Republic of Venezuela',
      'República Bolivariana de Venezuela',
    ])
      expect(stateOf(written)).toBe('Venezuela')
    expect(stateOf('Argentine Republic')).toBe('Argentina')
    expect(stateOf('Government of Canada')).toBe('Canada')
    expect(stateOf('The Government of the United States of America')).toBe('United States')
    expect(stateOf('Deutschland')).toBe('Germany')
    expect(stateOf('España')).toBe('Spain')
    expect(stateOf('Kingdom of Spain')).toBe('Spain')
    expect(stateOf('Acme Holdings B.V.')).toBeUndefined()
    expect(stateName("Republic of Côte d'Ivoire")).toBe("Côte d'Ivoire")
    expect(stateName('The Kingdom of Spain')).toBe('Spain')
    expect(stateName('Argentine Republic')).toBe('Argentina')
  })
})
