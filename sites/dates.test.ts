import { describe, expect, test } from 'vitest'
import { formatDay, formatDaysIn, formatMoment } from './dates.ts'

describe('formatDay', () => {
  test('writes a day one way, the spec’s (day 2-digit, short month, year, en-GB), in UTC', () => {
    expect(formatDay('2020-05-01')).toBe('01 May 2020')
    expect(formatDay('2015-04-17')).toBe('17 Apr 2015')
    expect(formatDay('2020-09-01T23:30:00Z')).toBe('01 Sept 2020')
    expect(formatDay(new Date('2020-09-01T23:30:00Z'))).toBe('01 Sept 2020')
  })

  test('a moment is its day and its time in UTC', () => {
    expect(formatMoment('2026-12-07T14:05:09Z')).toBe('07 Dec 2026, 14:05 UTC')
    expect(formatMoment(new Date('2026-01-02T00:00:00Z'))).toBe('02 Jan 2026, 00:00 UTC')
    expect(formatMoment('not a moment')).toBe('')
  })

  test('reads a day written month first, as some sources write it', () => {
    expect(formatDay('March 22, 2024')).toBe('22 Mar 2024')
    expect(formatDay('June 5, 2008')).toBe('05 Jun 2008')
    expect(formatDay('Smarch 22, 2024')).toBe('Smarch 22, 2024')
  })

  test('nothing is empty, and what is not a day is kept as it is', () => {
    expect(formatDay(null)).toBe('')
    expect(formatDay('')).toBe('')
    expect(formatDay('1998')).toBe('1998')
    expect(formatDay('2020-13-45')).toBe('2020-13-45')
    expect(formatDay(new Date(Number.NaN))).toBe('')
  })
})

describe('formatDaysIn', () => {
  test('writes each ISO day of a sentence as the portal writes a day, and leaves the rest', () => {
    expect(formatDaysIn('Partial Final Award in Preble-Rish Haiti, 2021-12-22.')).toBe(
      'Partial Final Award in Preble-Rish Haiti, 22 Dec 2021.',
    )
    expect(formatDaysIn('From 2020-05-01 to 2020-06-02')).toBe('From 01 May 2020 to 02 Jun 2020')
    expect(formatDaysIn('Case ARB/20/1, 1998')).toBe('Case ARB/20/1, 1998')
    expect(formatDaysIn('R.S., c. C-23, s. 39; 1974-75-76, c. 76')).toBe(
      'R.S., c. C-23, s. 39; 1974-75-76, c. 76',
    )
  })
})
