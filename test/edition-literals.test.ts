import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'
import { SITE_IDS } from '#sites/types.ts'

// Editions differ in data (sites/), not in code: outside sites/ no string literal names an
// edition ('KA', 'kipl', a type 'KCL'), so adding an edition never means hunting for the places
// that test one. The demo accounts are seeding data and may name them; tests may too. Words
// inside longer strings ('ka.localhost', 'kaplus') are not edition ids. A table keyed by edition
// (`Record<SiteId, …>`) is allowed: the compiler lists it when an edition is added.

const EDITION_WORDS = new Set(SITE_IDS.flatMap((id) => [id, id.toLowerCase()]))
const ALLOWED = new Set(['server/users/demo-accounts.ts'])

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('+types'))
    .map((f) => join(dir, f))
    .filter((f) => !ALLOWED.has(f))
}

/** Each string literal of `file` that is exactly an edition id, as `file:line 'text'`. */
function editionLiterals(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      EDITION_WORDS.has(node.text)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
      found.push(`${file}:${line + 1} '${node.text}'`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

test('no edition id is written as a string outside sites/ and the demo accounts', () => {
  const files = ['app', 'server'].flatMap(sourcesUnder)
  expect(files.length).toBeGreaterThan(100)
  expect(files.flatMap((f) => editionLiterals(f))).toEqual([])
})

test('the check finds an edition id as a string, in a type too, and not inside other words', () => {
  expect(
    editionLiterals('x.ts', `const a = site.id === 'KIPL'\ntype T = Record<'KA' | 'kcl', number>`),
  ).toEqual([`x.ts:1 'KIPL'`, `x.ts:2 'KA'`, `x.ts:2 'kcl'`])
  expect(
    editionLiterals('x.ts', `const b = 'ka.localhost' + 'kaplus'; const c = { KA: 1 }`),
  ).toEqual([])
})
