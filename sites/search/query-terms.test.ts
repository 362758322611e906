import { describe, expect, test } from 'vitest'
import { parseQuery } from '#server/search/query/index.ts'
import { appendTerm, isPlainPhrase, removeTerm, splitTerms } from './query-terms.ts'

describe('splitTerms', () => {
  test('plain words are one phrase', () => {
    expect(splitTerms('fair and equitable treatment')).toEqual([
      { operator: null, explicit: false, text: 'fair and equitable treatment' },
    ])
  })

  test('terms joined by operators; a missing operator is AND', () => {
    expect(splitTerms('a OR "b c" d NEAR5 e*')).toEqual([
      { operator: null, explicit: false, text: 'a' },
      { operator: 'OR', explicit: true, text: '"b c"' },
      { operator: 'AND', explicit: false, text: 'd' },
      { operator: 'NEAR5', explicit: true, text: 'e*' },
    ])
  })

  test('a group is one term', () => {
    expect(splitTerms('(a OR b) NOT c').map((t) => t.text)).toEqual(['(a OR b)', 'c'])
  })
})

describe('appendTerm (spec 000 §5)', () => {
  test('joins with AND by default; a phrase is quoted', () => {
    expect(appendTerm('', 'award')).toBe('award')
    expect(appendTerm('award', 'annulment')).toBe('award AND annulment')
    expect(appendTerm('award', 'most favoured nation')).toBe('award AND "most favoured nation"')
    expect(appendTerm('fair and equitable', 'treaty')).toBe('"fair and equitable" AND treaty')
  })

  test('after the last operator; an input starting with an operator keeps it', () => {
    expect(appendTerm('award OR', 'decision')).toBe('award OR decision')
    expect(appendTerm('award', 'NEAR10 annulment')).toBe('award NEAR10 annulment')
    expect(appendTerm('award', 'NOT interim award')).toBe('award NOT "interim award"')
  })

  test('the result parses', () => {
    for (const q of [
      appendTerm('fair and equitable', 'treaty'),
      appendTerm('a OR b', 'c d'),
      appendTerm('(a OR b)', 'NEAR c'),
    ]) {
      expect(() => parseQuery(q)).not.toThrow()
    }
  })
})

describe('removeTerm', () => {
  test('removes a term and the operator that joined it', () => {
    expect(removeTerm('a OR b NOT c', 1)).toBe('a NOT c')
    expect(removeTerm('a OR b NOT c', 0)).toBe('b NOT c')
    expect(removeTerm('fair and equitable', 0)).toBe('')
    expect(removeTerm('"a b" AND c', 1)).toBe('"a b"')
  })
})

test('isPlainPhrase', () => {
  expect(isPlainPhrase('a b')).toBe(true)
  expect(isPlainPhrase('a')).toBe(false)
  expect(isPlainPhrase('a AND b')).toBe(false)
  expect(isPlainPhrase('"a b"')).toBe(false)
})
