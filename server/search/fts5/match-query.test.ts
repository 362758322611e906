import Database from 'better-sqlite3'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isSearchSyntaxError } from '#server/errors.ts'
import { parseQuery } from '../query/parse.ts'
import { quoteFts5, toFts5Match } from './match-query.ts'

const compile = (q: string, columns?: string[]) => toFts5Match(parseQuery(q), { columns })

describe('toFts5Match', () => {
  test.each<[string, string]>([
    ['arbitration', '"arbitration"'],
    ['arbitra*', '"arbitra"*'],
    ['bilateral investment treaty', '"bilateral investment treaty"'],
    ['investment treat*', '"investment treat"*'],
    ['a AND b', '("a" AND "b")'],
    ['a b', '"a b"'],
    ['a b OR c', '(("a" AND "b") OR "c")'],
    ['a NOT b', '("a" NOT "b")'],
    ['a NEAR b', 'NEAR("a" "b", 30)'],
    ['a NEAR2 "b cde"*', 'NEAR("a" "b cde"*, 2)'],
    // a chain is one group over all operands (its window spans every gap and inner token), plus
    // each pair's own distance
    ['a NEAR b NEAR c', '(NEAR("a" "b" "c", 61) AND NEAR("a" "b", 30) AND NEAR("b" "c", 30))'],
    ['a NEAR5 b NEAR10 c', '(NEAR("a" "b" "c", 16) AND NEAR("a" "b", 5) AND NEAR("b" "c", 10))'],
    [
      'a NEAR2 b NEAR5 c NEAR10 d',
      '(NEAR("a" "b" "c" "d", 19) AND NEAR("a" "b", 2) AND NEAR("b" "c", 5) AND NEAR("c" "d", 10))',
    ],
    [
      '"a b" NEAR5 "c co-op" NEAR10 "d e"',
      '(NEAR("a b" "c co-op" "d e", 18) AND NEAR("a b" "c co-op", 5) AND ' +
        'NEAR("c co-op" "d e", 10))',
    ],
    ['(a OR b) NEAR5 c', '(NEAR("a" "c", 5) OR NEAR("b" "c", 5))'],
    [
      'a NEAR5 (b OR "b c") NEAR2 d',
      '((NEAR("a" "b" "d", 8) AND NEAR("a" "b", 5) AND NEAR("b" "d", 2)) OR ' +
        '(NEAR("a" "b c" "d", 9) AND NEAR("a" "b c", 5) AND NEAR("b c" "d", 2)))',
    ],
    [
      '(a OR b) NEAR (c OR d)',
      '(NEAR("a" "c", 30) OR NEAR("a" "d", 30) OR NEAR("b" "c", 30) OR NEAR("b" "d", 30))',
    ],
    // user text that looks like FTS5 syntax stays inside strings
    ['title:x', '"title:x"'],
    ['x^ OR -y OR {z}', '("x^" OR "-y" OR "{z}")'],
    ['near(a)', '("near" AND "a")'],
  ])('%s → %s', (input, expected) => {
    expect(compile(input)).toBe(expected)
  })

  test('column filter', () => {
    expect(compile('a OR b', ['title'])).toBe('{title} : (("a" OR "b"))')
    expect(compile('a', ['title', 'body'])).toBe('{title body} : ("a")')
    expect(() => toFts5Match(parseQuery('a'), { columns: ['x y'] })).toThrow()
  })

  test('quoteFts5 doubles quotes and blanks control characters', () => {
    expect(quoteFts5('say "hi"')).toBe('"say ""hi"""')
    expect(quoteFts5('a\u0000b')).toBe('"a b"')
  })
})

describe('against a real FTS5 table', () => {
  let db: Database.Database
  const match = (q: string, columns?: string[]): number[] =>
    db
      .prepare('SELECT rowid FROM t WHERE t MATCH ? ORDER BY rowid')
      .pluck()
      .all(compile(q, columns)) as number[]

  beforeAll(() => {
    db = new Database(':memory:')
    db.exec(
      `CREATE VIRTUAL TABLE t USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 2')`,
    )
    const insert = db.prepare('INSERT INTO t (rowid, title, body) VALUES (?, ?, ?)')
    insert.run(
      1,
      'Fair and equitable treatment',
      'The claimant invokes fair and equitable treatment.',
    )
    insert.run(2, 'Expropriation', 'indirect expropriation w1 w2 w3 w4 w5 compensation')
    insert.run(3, 'Treaty shopping', 'a bilateral investment treaty between the states')
    insert.run(
      4,
      'Said "quoted" text',
      'the arbitral tribunal said "quoted" things about co-operation',
    )
  })
  afterAll(() => db.close())

  test('operators', () => {
    expect(match('fair AND treatment')).toEqual([1])
    expect(match('fair OR expropriation')).toEqual([1, 2])
    expect(match('treaty NOT shopping')).toEqual([])
    expect(match('the NOT claimant')).toEqual([3, 4])
    expect(match('fair and equitable treatment')).toEqual([1])
    expect(match('equitable fair')).toEqual([])
    expect(match('"investment treaty"')).toEqual([3])
    expect(match('invest*')).toEqual([3])
    expect(match('bilateral invest*')).toEqual([3])
    expect(match('co-operation')).toEqual([4])
    expect(match('"quoted"')).toEqual([4])
    expect(match('tribunal', ['title'])).toEqual([])
    expect(match('treaty', ['title'])).toEqual([3])
  })

  test('NEAR distances: just inside the window matches, just outside does not', () => {
    // five words between "indirect expropriation" and "compensation"; six between indirect and it
    expect(match('expropriation NEAR5 compensation')).toEqual([2])
    expect(match('indirect NEAR5 compensation')).toEqual([])
    expect(match('indirect NEAR10 compensation')).toEqual([2])
    expect(match('"indirect expropriation" NEAR5 compensation')).toEqual([2])
    expect(match('(direct OR indirect) NEAR10 compensation')).toEqual([2])
    expect(match('w1 NEAR2 w4')).toEqual([2])
    expect(match('w1 NEAR2 w5')).toEqual([])
  })

  test('property: text parses or fails with SearchSyntaxError, and compiles to valid FTS5', () => {
    const alphabet = fc.constantFrom(
      ...'aB1 ()"*-:^{}+.,;\'\\/\u0000\t\né€'.split(''),
      ' AND ',
      ' OR ',
      ' NOT ',
      ' NEAR ',
      ' NEAR5 ',
      ' NEAR/10 ',
      ' NEAR7 ',
      'treaty',
      'invest',
    )
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.array(alphabet, { maxLength: 16 }).map((parts) => parts.join('')),
    )
    const run = db.prepare('SELECT count(*) FROM t WHERE t MATCH ?').pluck()
    fc.assert(
      fc.property(text, fc.boolean(), (input, titleOnly) => {
        let fts: string
        try {
          fts = toFts5Match(parseQuery(input), { columns: titleOnly ? ['title'] : undefined })
        } catch (e) {
          if (isSearchSyntaxError(e)) return
          throw e
        }
        run.get(fts)
      }),
      { numRuns: 3000 },
    )
  })
})

describe('NEAR chains against a real FTS5 table', () => {
  let db: Database.Database
  const filler = (n: number) => Array<string>(n).fill('filler').join(' ')
  /** True when the query matches a table holding only `body`. */
  const matches = (q: string, body: string): boolean => {
    db.exec('DELETE FROM n')
    db.prepare('INSERT INTO n (body) VALUES (?)').run(body)
    return db.prepare('SELECT count(*) FROM n WHERE n MATCH ?').pluck().get(compile(q)) === 1
  }

  beforeAll(() => {
    db = new Database(':memory:')
    db.exec(`CREATE VIRTUAL TABLE n USING fts5(body, tokenize = 'unicode61 remove_diacritics 2')`)
  })
  afterAll(() => db.close())

  test('a chain binds one middle term: one b near a and another b near c is no match', () => {
    const q = 'alpha NEAR5 beta NEAR10 gamma'
    expect(matches(q, `alpha beta ${filler(30)} beta gamma`)).toBe(false)
    // the pairwise AND this replaced did match it
    const pairs = 'NEAR("alpha" "beta", 5) AND NEAR("beta" "gamma", 10)'
    expect(db.prepare('SELECT count(*) FROM n WHERE n MATCH ?').pluck().get(pairs)).toBe(1)
  })

  test('a genuine chain at the limit of both distances matches, in either order', () => {
    const q = 'alpha NEAR5 beta NEAR10 gamma'
    expect(matches(q, `alpha ${filler(5)} beta ${filler(10)} gamma`)).toBe(true)
    expect(matches(q, `gamma ${filler(10)} beta ${filler(5)} alpha`)).toBe(true)
    expect(matches(q, `beta ${filler(4)} alpha ${filler(5)} gamma`)).toBe(true)
    expect(matches(q, `alpha ${filler(6)} beta ${filler(10)} gamma`)).toBe(false)
    expect(matches(q, `alpha ${filler(5)} beta ${filler(11)} gamma`)).toBe(false)
  })

  test('equal distances: each pair may use the whole distance', () => {
    const q = 'alpha NEAR5 beta NEAR5 gamma'
    expect(matches(q, `alpha ${filler(5)} beta ${filler(5)} gamma`)).toBe(true)
    expect(matches(q, `alpha ${filler(5)} beta ${filler(6)} gamma`)).toBe(false)
  })

  test('the tokens of an inner phrase widen the window', () => {
    const q = 'alpha NEAR5 "beta co-op" NEAR10 gamma'
    expect(matches(q, `alpha ${filler(5)} beta co-op ${filler(10)} gamma`)).toBe(true)
    expect(matches(q, `alpha ${filler(5)} beta co-op ${filler(11)} gamma`)).toBe(false)
  })

  test('FTS5 limit: a pair may be met by another occurrence than the group uses', () => {
    // The b near a is 11 words from c; the b next to c is far from a. Documented in match-query.ts.
    expect(matches('alpha NEAR5 beta NEAR10 gamma', `alpha beta ${filler(11)} gamma beta`)).toBe(
      true,
    )
  })
})
