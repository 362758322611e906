// What the tests on hand-labelled sets share: a frozen set is checked by its bytes, and each
// figure is held at its floor (floors only rise).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect } from 'vitest'

/** The set is the bytes it was frozen with. */
export function expectFrozen(file: string, sha256: string): void {
  expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(sha256)
}

/** Each figure at or above its floor, named when it falls short. */
export function expectAtLeast<K extends string>(
  figures: Record<K, number>,
  floor: Record<K, number>,
): void {
  for (const key of Object.keys(floor) as K[])
    expect(figures[key], key).toBeGreaterThanOrEqual(floor[key])
}
