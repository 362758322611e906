import { expect, test } from 'vitest'
import { pillTitle } from './pills.ts'

test("pill titles are 'name: item', cut at 40 characters plus an ellipsis", () => {
  expect(pillTitle('Topic', 'Expropriation')).toBe('Topic: Expropriation')
  const long = pillTitle(
    'Jurisdiction',
    'Netherlands, in respect of Aruba, Curaçao and Sint Maarten',
  )
  expect(long).toBe('Jurisdiction: Netherlands, in respect of…')
  expect(long.length).toBe(41)
  expect(pillTitle('a'.repeat(20), 'b'.repeat(18))).toHaveLength(40)
})
