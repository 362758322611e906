import { expect, test } from 'vitest'
import { pagerItems } from './pager.ts'

const show = (current: number, total: number) =>
  pagerItems(current, total)
    .map((i) => (i.kind === 'page' ? String(i.page) : '…'))
    .join(' ')

test('up to 6 pages in full', () => {
  expect(show(1, 1)).toBe('')
  expect(show(3, 6)).toBe('1 2 3 4 5 6')
})

test('near the start: the first 5, an ellipsis and the last', () => {
  expect(show(1, 20)).toBe('1 2 3 4 5 … 20')
  expect(show(4, 20)).toBe('1 2 3 4 5 … 20')
})

test('near the middle: the current page ±1 with the first and the last', () => {
  expect(show(5, 20)).toBe('1 … 4 5 6 … 20')
  expect(show(10, 20)).toBe('1 … 9 10 11 … 20')
  expect(show(16, 20)).toBe('1 … 15 16 17 … 20')
})

test('near the end: the first, an ellipsis and the last 5', () => {
  expect(show(17, 20)).toBe('1 … 16 17 18 19 20')
  expect(show(20, 20)).toBe('1 … 16 17 18 19 20')
  expect(show(7, 7)).toBe('1 … 3 4 5 6 7')
})
