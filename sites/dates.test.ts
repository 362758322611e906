import { describe, expect, test } from 'vitest'
import { formatDay } from './dates.ts'

describe('formatDay', () => {
  test('writes a day in each style, in UTC', () => {
    expect(formatDay('2020-05-01')).toBe('01 May 2020')
    expect(formatDay('2020-05-01', 'compact')).toBe('1 May 2020')
    expect(formatDay('2020-09-01', 'long')).toBe('1 September 2020')
    expect(formatDay('2020-09-01T23:30:00Z')).toBe('01 Sept 2020')
    expect(formatDay(new Date('2020-09-01T23:30:00Z'), 'compact')).toBe('1 Sept 2020')
  })

  test('nothing is empty, and what is not a day is kept as it is', () => {
    expect(formatDay(null)).toBe('')
    expect(formatDay('')).toBe('')
    expect(formatDay('1998')).toBe('1998')
    expect(formatDay('2020-13-45')).toBe('2020-13-45')
    expect(formatDay(new Date(Number.NaN))).toBe('')
  })
})
