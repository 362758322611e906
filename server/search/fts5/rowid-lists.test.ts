import { describe, expect, test } from 'vitest'
import { parseRowids } from './rowid-lists.ts'

describe('parseRowids', () => {
  test('reads what json_group_array writes, the empty list included', () => {
    expect([...parseRowids('[]')]).toEqual([])
    expect([...parseRowids('[7]')]).toEqual([7])
    expect([...parseRowids('[1,20,300,2147483647]')]).toEqual([1, 20, 300, 2147483647])
  })

  test('refuses what is not a list of rowids', () => {
    expect(() => parseRowids('[1,null]')).toThrow(/Not a list of rowids/)
    expect(() => parseRowids('[1.5]')).toThrow(/Not a list of rowids/)
  })
})
