import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

// The dependency direction of the layout (STYLE §2): app → server → sites. server/ imports app/
// only in its HTTP adapter; sites/ (the isomorphic tables) imports neither.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(dir, f))
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/^\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map(
    (m) => m[1],
  )
}

test('server/ imports app/ only in server/http', () => {
  const offenders = sourceFiles('server')
    .filter((f) => !f.startsWith(join('server', 'http')))
    .filter((f) => importsOf(f).some((spec) => spec.startsWith('#app/')))
  expect(offenders).toEqual([])
})

test('sites/ imports neither app/ nor server/ (its tests may, to check against the index)', () => {
  const offenders = sourceFiles('sites')
    .filter((f) => !f.endsWith('.test.ts'))
    .filter((f) =>
      importsOf(f).some((spec) => spec.startsWith('#app/') || spec.startsWith('#server/')),
    )
  expect(offenders).toEqual([])
})
