import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

// The README's layout is the one map of the folders (STYLE §2). It is a block of lines, a folder
// each: a top folder at the margin (`server/`), a folder of it indented by two (`  search/`),
// then what it holds, wrapped lines indented further. A name in backticks on a folder's lines is
// a file or folder inside it. This test holds the map to the tree: every folder and backticked
// name exists, no folder is named twice, and every folder of app/, server/ and sites/ is on it.

type Entry = { path: string; text: string }

function readMap(): Entry[] {
  const readme = readFileSync('README.md', 'utf8')
  const start = readme.indexOf('\nLayout: the one map of the folders')
  if (start < 0) throw new Error('The README has no layout section ("Layout: the one map …")')
  const open = readme.indexOf('```\n', start) + 4
  const block = readme.slice(open, readme.indexOf('\n```', open))
  const entries: Entry[] = []
  let top = ''
  for (const line of block.split('\n')) {
    const folder = /^( {0,2})([\w.-]+\/)(?: {2,}|$)(.*)$/.exec(line)
    if (folder) {
      const [, indent, name, text] = folder
      if (indent === '') top = name!
      entries.push({ path: indent === '' ? name! : top + name!, text: text ?? '' })
    } else if (line.trim() && entries.length) {
      entries[entries.length - 1]!.text += ` ${line.trim()}`
    }
  }
  return entries
}

const entries = readMap()

test('the map names each folder once, and each exists', () => {
  const paths = entries.map((e) => e.path)
  expect(paths.length).toBeGreaterThan(30)
  expect(
    paths.filter((p, i) => paths.indexOf(p) !== i),
    'named twice',
  ).toEqual([])
  expect(
    paths.filter((p) => !existsSync(p)),
    'on the map but not in the tree',
  ).toEqual([])
})

test('every name in backticks on a folder’s lines is a file or folder inside it', () => {
  const missing = entries.flatMap((e) =>
    [...e.text.matchAll(/`([^`\s]+)`/g)]
      .map((m) => m[1]!)
      // Paths only (a file with its extension, or a folder); identifiers are prose.
      .filter((name) => /\.\w+$|\/$/.test(name))
      .filter((name) => !existsSync(join(e.path, name)))
      .map((name) => `${e.path}${name}`),
  )
  expect(missing).toEqual([])
})

test('every folder of app/, server/ and sites/ is on the map', () => {
  const onMap = new Set(entries.map((e) => e.path))
  const folders = ['app', 'server', 'sites'].flatMap((top) =>
    readdirSync(top, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !/^[.+]/.test(d.name))
      .map((d) => `${top}/${d.name}/`),
  )
  expect(folders.filter((f) => !onMap.has(f))).toEqual([])
})
