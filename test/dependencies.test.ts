import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

// Every dependency package.json declares is used: imported by a source, configuration or test
// file, or run by a script. A package nothing uses is an install, an audit and an update for
// nothing, and it misleads the reader about how things are done (a date library beside dates
// formatted by hand).

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  scripts: Record<string, string>
}

const SOURCE = /\.(ts|tsx|js|mjs|cjs|sh|py)$/
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => SOURCE.test(f) && !f.includes('node_modules') && !f.includes('+types'))
    .map((f) => join(dir, f))
}
const files = [
  ...['app', 'server', 'sites', 'test'].flatMap(filesUnder),
  ...readdirSync('.').filter((f) => SOURCE.test(f)),
]
const sources = files.map((f) => readFileSync(f, 'utf8')).join('\n')
const scripts = Object.values(pkg.scripts).join('\n')

/** Packages used through another tool rather than imported or run by name. */
const USED_INDIRECTLY: Record<string, string> = {
  typescript: 'tsc, in the typecheck script',
}

function isUsed(name: string): boolean {
  if (name in USED_INDIRECTLY) return true
  const quoted = new RegExp(`['"\`]${name.replace(/[/.]/g, '\\$&')}(/[^'"\`]*)?['"\`]`)
  if (quoted.test(sources)) return true
  // A command-line tool run by a script (its bin is usually its name).
  const bin = name.split('/').pop()!
  if (new RegExp(`(^|[\\s&|;(])(npx )?${bin}\\b`).test(scripts)) return true
  // Types for a package in use, or for Node itself.
  if (name.startsWith('@types/')) {
    const typed = name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2')
    return typed === 'node' || isUsed(typed)
  }
  return false
}

test('every dependency is imported or run by something', () => {
  const declared = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]
  expect(declared.filter((name) => !isUsed(name))).toEqual([])
})
