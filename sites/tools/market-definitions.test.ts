import { expect, test } from 'vitest'
import { isMdlQueryError, MDL_CATEGORIES, parseMdlQuery } from './market-definitions.ts'

test('terms join by AND unless OR or NOT is written; category:value sets the category', () => {
  expect(
    parseMdlQuery('sugar product-market:"natural gas" OR geographic-market:Belgium NOT fine').map(
      (i) => [i.operator, i.category, i.term],
    ),
  ).toEqual([
    ['AND', 'Keyword', 'sugar'],
    ['AND', 'Product Market', 'natural gas'],
    ['OR', 'Geographic Market', 'Belgium'],
    ['NOT', 'Keyword', 'fine'],
  ])
  expect(parseMdlQuery('"Product Market":beer')[0]).toMatchObject({
    category: 'Product Market',
    term: 'beer',
  })
  expect(parseMdlQuery('nace_code:C.10.81')[0]).toMatchObject({
    category: 'NACE code',
    term: 'C.10.81',
  })
  expect(parseMdlQuery('')).toEqual([])
})

test('an unknown category lists the categories; a malformed query says where', () => {
  const fail = (q: string) => {
    try {
      parseMdlQuery(q)
    } catch (error) {
      if (isMdlQueryError(error)) return { message: error.message, position: error.position }
      throw error
    }
    throw new Error(`${q} parsed`)
  }
  const unknown = fail('gas colour:red')
  expect(unknown.position).toBe(5)
  for (const c of MDL_CATEGORIES)
    expect(unknown.message).toContain(c.toLowerCase().replace(/ /g, '-'))
  expect(fail('gas "natural')).toMatchObject({ message: 'Unbalanced quote at 5', position: 5 })
  expect(fail('OR gas').position).toBe(1)
  expect(fail('gas AND').message).toMatch(/AND needs a term after it/)
  expect(fail('gas AND OR beer').position).toBe(9)
})
