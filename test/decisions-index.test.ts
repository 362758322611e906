import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

// docs/decisions/README.md indexes the decisions by area: every decision's file is listed once,
// under one area, and every line links to a file that exists.

const DIR = 'docs/decisions'
const index = readFileSync(`${DIR}/README.md`, 'utf8')
const linked = [...index.matchAll(/^- \[\d+\.[^\n]*\]\(([^)]+\.md)\)$/gm)].map((m) => m[1]!)
const files = readdirSync(DIR).filter((f) => /^\d+-.*\.md$/.test(f))

test('every decision is listed once in the index, under an area', () => {
  expect(
    linked.filter((f, i) => linked.indexOf(f) !== i),
    'listed twice',
  ).toEqual([])
  expect(
    files.filter((f) => !linked.includes(f)),
    'not listed',
  ).toEqual([])
  expect(
    linked.filter((f) => !files.includes(f)),
    'listed but missing',
  ).toEqual([])
  expect(index.indexOf('\n## ')).toBeLessThan(index.indexOf('\n- ['))
})
