import { describe, expect, test } from 'vitest'
import { isSearchSyntaxError, SearchSyntaxError } from '#server/errors.ts'
import type { QueryNode } from './ast.ts'
import {
  extractTerms,
  hasOperator,
  MAX_QUERY_TERMS,
  MIN_PREFIX_CHARS,
  parseQuery,
} from './parse.ts'

const t = (value: string, prefix = false): QueryNode => ({ type: 'term', value, prefix })
const p = (value: string, prefix = false): QueryNode => ({ type: 'phrase', value, prefix })
const and = (...children: QueryNode[]): QueryNode => ({ type: 'and', children })
const or = (...children: QueryNode[]): QueryNode => ({ type: 'or', children })
const not = (include: QueryNode, exclude: QueryNode): QueryNode => ({
  type: 'not',
  include,
  exclude,
})
const near = (distances: number[], ...operands: QueryNode[]): QueryNode =>
  ({ type: 'near', operands, distances }) as QueryNode

describe('parseQuery', () => {
  test.each<[string, QueryNode]>([
    // single words and the wildcard
    ['arbitration', t('arbitration')],
    ['  arbitration  ', t('arbitration')],
    ['arbitra*', t('arbitra', true)],
    ['arbitra**', t('arbitra', true)],
    ['U.S.', t('U.S.')],
    // multi-word input with no syntax is one phrase
    ['bilateral investment treaty', p('bilateral investment treaty')],
    ['fair and equitable treatment', p('fair and equitable treatment')],
    ['investment treat*', p('investment treat', true)],
    ['fair & equitable', p('fair & equitable')],
    // ... but as soon as there is syntax, juxtaposed words are ANDed
    ['fair AND equitable treatment', and(t('fair'), t('equitable'), t('treatment'))],
    ['invest* treaty', and(t('invest', true), t('treaty'))],
    ['"fair and equitable" treatment', and(p('fair and equitable'), t('treatment'))],
    ['(bilateral investment)', and(t('bilateral'), t('investment'))],
    ['fair & AND equitable', and(t('fair'), t('equitable'))],
    // quoted phrases
    ['"most favoured nation"', p('most favoured nation')],
    ['"  most   favoured nation "', p('most favoured nation')],
    ['"terms AND conditions"', p('terms AND conditions')],
    ['"investment treat"*', p('investment treat', true)],
    ['a"b c"', and(t('a'), p('b c'))],
    // operators
    ['a AND b', and(t('a'), t('b'))],
    ['a OR b', or(t('a'), t('b'))],
    ['a NOT b', not(t('a'), t('b'))],
    ['a AND NOT b', not(t('a'), t('b'))],
    ['a NOT b NOT c', not(not(t('a'), t('b')), t('c'))],
    ['a NEAR b', near([30], t('a'), t('b'))],
    ['a NEAR2 b', near([2], t('a'), t('b'))],
    ['a NEAR5 b', near([5], t('a'), t('b'))],
    ['a NEAR10 b', near([10], t('a'), t('b'))],
    ['a NEAR20 b', near([20], t('a'), t('b'))],
    ['a NEAR30 b', near([30], t('a'), t('b'))],
    ['a NEAR50 b', near([50], t('a'), t('b'))],
    ['a NEAR/5 b', near([5], t('a'), t('b'))],
    ['a NEAR b NEAR5 c', near([30, 5], t('a'), t('b'), t('c'))],
    [
      '"fair and equitable" NEAR5 expropriat*',
      near([5], p('fair and equitable'), t('expropriat', true)),
    ],
    ['(a OR b) NEAR c', near([30], or(t('a'), t('b')), t('c'))],
    ['(a OR (b OR "c d")) NEAR c', near([30], or(t('a'), t('b'), p('c d')), t('c'))],
    // lowercase operators are words
    ['a and b', p('a and b')],
    ['a or b', p('a or b')],
    ['not b', p('not b')],
    ['a near b', p('a near b')],
    ['NEARBY', t('NEARBY')],
    ['Or', t('Or')],
    // a missing operator is AND, also between groups
    ['(a OR b) (c OR d)', and(or(t('a'), t('b')), or(t('c'), t('d')))],
    ['a (b)', and(t('a'), t('b'))],
    // precedence: NOT > NEAR > AND > OR
    ['a OR b AND c', or(t('a'), and(t('b'), t('c')))],
    ['a AND b OR c', or(and(t('a'), t('b')), t('c'))],
    ['a AND b NEAR c', and(t('a'), near([30], t('b'), t('c')))],
    ['a NEAR b AND c', and(near([30], t('a'), t('b')), t('c'))],
    ['a OR b NOT c', or(t('a'), not(t('b'), t('c')))],
    ['a NOT b OR c', or(not(t('a'), t('b')), t('c'))],
    ['a NOT b AND c', and(not(t('a'), t('b')), t('c'))],
    ['a b OR c d', or(and(t('a'), t('b')), and(t('c'), t('d')))],
    ['(a OR b) AND c', and(or(t('a'), t('b')), t('c'))],
    ['a NEAR5 b AND NOT c', not(near([5], t('a'), t('b')), t('c'))],
    // noise words without letters or digits are dropped outside phrases
    ['a AND - OR b', or(t('a'), t('b'))],
  ])('%s', (input, expected) => {
    expect(parseQuery(input)).toEqual(expected)
  })

  test.each<[string, string]>([
    ['(a', 'Unbalanced parenthesis at 1'],
    ['a)', 'Unbalanced parenthesis at 2'],
    ['(a OR b) AND (c', 'Unbalanced parenthesis at 14'],
    ['((a) OR b', 'Unbalanced parenthesis at 1'],
    ['"abc', 'Unbalanced quote at 1'],
    ['a "b c', 'Unbalanced quote at 3'],
    ['""', 'Empty phrase at 1'],
    ['" - "', 'Empty phrase at 1'],
    ['()', 'Empty parentheses at 1'],
    ['a AND ()', 'Empty parentheses at 7'],
    ['a AND', 'AND needs a term after it at 3'],
    ['AND a', 'AND needs a term before it at 1'],
    ['a OR', 'OR needs a term after it at 3'],
    ['OR', 'OR needs a term before it at 1'],
    ['NOT a', 'NOT needs a term before it at 1'],
    ['a NOT', 'NOT needs a term after it at 3'],
    ['a OR NOT b', 'NOT needs a term before it at 6'],
    ['a AND OR b', 'AND needs a term after it at 3'],
    ['(a AND) b', 'AND needs a term after it at 4'],
    ['(OR a)', 'OR needs a term before it at 2'],
    ['NEAR b', 'NEAR needs a term before it at 1'],
    ['a NEAR', 'NEAR needs a term after it at 3'],
    ['a NEAR (b AND c)', 'NEAR can only join words, phrases or OR-groups of them at 3'],
    ['(a NOT b) NEAR c', 'NEAR can only join words, phrases or OR-groups of them at 11'],
    ['a NOT b NEAR c', 'NEAR can only join words, phrases or OR-groups of them at 9'],
    ['(a NEAR b) NEAR5 c', 'NEAR5 can only join words, phrases or OR-groups of them at 12'],
    [
      'a NEAR7 b',
      'NEAR7 is not a proximity operator (use NEAR, NEAR2, NEAR5, NEAR10, NEAR20, NEAR30 or ' +
        'NEAR50) at 3',
    ],
    ['a NEAR/ b', 'NEAR/ is not a proximity operator'],
    ['a NEAR100 b', 'NEAR100 is not a proximity operator'],
    ['*', 'The wildcard * needs a word before it at 1'],
    ['a *', 'The wildcard * needs a word before it at 3'],
    ['a*b', 'The wildcard * may only end a word at 2'],
    ['*ab', 'The wildcard * may only end a word at 1'],
    ['', 'Empty search at 1'],
    ['   ', 'Empty search at 1'],
    ['& -', 'Nothing to search for at 1'],
    [
      '(a OR b OR c OR d) NEAR (e OR f OR g OR h) NEAR (i OR j OR k OR l) NEAR (m OR n)',
      'Too many alternatives around NEAR at 68',
    ],
  ])('%s fails: %s', (input, message) => {
    let error: unknown
    try {
      parseQuery(input)
    } catch (e) {
      error = e
    }
    expect(isSearchSyntaxError(error)).toBe(true)
    const e = error as SearchSyntaxError
    expect(e.message).toContain(message)
    expect(e.code).toBe('SEARCH_SYNTAX')
    expect(e.position).toBeGreaterThanOrEqual(1)
    expect(e.message.endsWith(`at ${e.position}`)).toBe(true)
  })
})

/** The SearchSyntaxError that parsing `input` throws. */
function syntaxError(input: string): SearchSyntaxError {
  try {
    parseQuery(input)
  } catch (e) {
    if (isSearchSyntaxError(e)) return e
    throw e
  }
  throw new Error(`No syntax error for ${input}`)
}

describe('query limits', () => {
  const wildcard = `A wildcard needs at least ${MIN_PREFIX_CHARS} letters before * (write "arb*", not "a*")`
  const tooMany = `Too many search terms (at most ${MAX_QUERY_TERMS}): combine fewer words or use a phrase`

  test.each<[string, string]>([
    ['a*', `${wildcard}, in the word at 1`],
    ['ab*', `${wildcard}, in the word at 1`],
    ['12*', `${wildcard}, in the word at 1`],
    ['é*', `${wildcard}, in the word at 1`],
    ['treaty OR ab*', `${wildcard}, in the word at 11`],
    ['investment t*', `${wildcard}, in the word at 12`],
    ['co-op*', `${wildcard}, in the word at 1`],
    ['"investment t"*', `${wildcard}, in the phrase at 1`],
    ['a NEAR "b c"*', `${wildcard}, in the phrase at 8`],
  ])('%s fails: %s', (input, message) => {
    expect(syntaxError(input).message).toBe(message)
  })

  test.each<[string, QueryNode]>([
    ['arb*', t('arb', true)],
    ['123*', t('123', true)],
    ['été*', t('été', true)],
    ['cafe\u0301s*', t('cafe\u0301s', true)],
    ['co-ope*', t('co-ope', true)],
    ['"investment tre"*', p('investment tre', true)],
    ['investment tre*', p('investment tre', true)],
    ['ab', t('ab')],
    ['a OR -*', t('a')],
  ])('%s is allowed', (input, expected) => {
    expect(parseQuery(input)).toEqual(expected)
  })

  test(`${MAX_QUERY_TERMS} terms and phrases are allowed, one more is not`, () => {
    const terms = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`)
    expect(() => parseQuery(terms(MAX_QUERY_TERMS).join(' OR '))).not.toThrow()
    const phrases = Array.from({ length: MAX_QUERY_TERMS + 1 }, (_, i) => `"a b${i}"`).join(' ')
    const e = syntaxError(phrases)
    expect(e.message).toBe(`${tooMany}; term 41 is at ${phrases.lastIndexOf('"a b') + 1}`)
    // NEAR operands and OR alternatives are terms too
    const near = `${terms(20).join(' NEAR ')} AND (${terms(21).join(' OR ')})`
    expect(syntaxError(near).message).toContain(tooMany)
  })

  test('noise words are not terms, and a plain phrase is one term however long', () => {
    const words = Array.from({ length: 200 }, (_, i) => `w${i}`)
    expect(parseQuery(words.join(' '))).toEqual(p(words.join(' ')))
    const withNoise = `${words.slice(0, MAX_QUERY_TERMS).join(' - ')} AND &`
    expect(() => parseQuery(withNoise)).not.toThrow()
  })

  test('160 one-letter wildcards fail at once on the first wildcard', () => {
    const input = `${Array<string>(159).fill('a*').join(' OR ')} OR b*`
    const e = syntaxError(input)
    expect(e.message).toBe(`${wildcard}, in the word at 1`)
  })

  test('160 three-letter wildcards fail on term 41', () => {
    const input = Array<string>(160).fill('arb*').join(' OR ')
    const e = syntaxError(input)
    expect(e.message).toBe(`${tooMany}; term 41 is at ${40 * 'arb* OR '.length + 1}`)
    expect(e.position).toBe(321)
  })
})

describe('hasOperator', () => {
  test.each<[string, boolean]>([
    ['fair AND equitable', true],
    ['a OR b', true],
    ['NOT a', true],
    ['a NEAR b', true],
    ['a NEAR5 b', true],
    ['a NEAR/10 b', true],
    ['(a)OR(b)', true],
    ['fair and equitable', false],
    ['ANDROID ORACLE NOTE NEARBY', false],
    ['"fair equitable"', false],
  ])('%s → %s', (text, expected) => {
    expect(hasOperator(text)).toBe(expected)
  })
})

describe('extractTerms', () => {
  test('collects words and phrases to highlight, without NOT exclusions or duplicates', () => {
    const terms = extractTerms(parseQuery('(treaty OR Treaty) NEAR5 invest* "fair use" NOT tax'))
    expect(terms).toEqual([
      { text: 'treaty', prefix: false },
      { text: 'invest', prefix: true },
      { text: 'fair use', prefix: false },
    ])
  })
})

describe('SearchSyntaxError', () => {
  test('the guard checks the code, not the class', () => {
    expect(isSearchSyntaxError(new SearchSyntaxError('x', 1))).toBe(true)
    expect(isSearchSyntaxError({ code: 'SEARCH_SYNTAX' })).toBe(true)
    expect(isSearchSyntaxError(new Error('x'))).toBe(false)
    expect(isSearchSyntaxError(null)).toBe(false)
  })
})

describe('noise words', () => {
  test.each<[string, QueryNode]>([
    ['a OR -', t('a')],
    ['- NOT a OR b', t('b')],
    ['a NOT -', t('a')],
    ['a NEAR5 - NEAR10 b', near([10], t('a'), t('b'))],
    ['(- OR a) NEAR b', near([30], t('a'), t('b'))],
    ['(a AND &) b', and(t('a'), t('b'))],
  ])('%s', (input, expected) => {
    expect(parseQuery(input)).toEqual(expected)
  })
})
