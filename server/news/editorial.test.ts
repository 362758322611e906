import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { loadCompareFeed } from '#server/compare/feed.ts'
import { loadTemplatesFeed } from '#server/practice/templates-feed.ts'
import { isEditorialContentError, loadEditorialContent, readCanonicalLines } from './editorial.ts'

const SHIPPED = 'data/editorial'
const scratch = mkdtempSync(join(tmpdir(), 'editorial-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** What loading throws, or null. */
function failure(load: () => unknown): string | null {
  try {
    load()
    return null
  } catch (error) {
    expect(isEditorialContentError(error)).toBe(true)
    return (error as Error).message
  }
}

describe('editorial feeds', () => {
  test('the shipped news, developments, comparison answers and templates load', () => {
    const { news, developments } = loadEditorialContent(SHIPPED)
    expect(news.length).toBeGreaterThan(0)
    expect(developments.length).toBeGreaterThan(0)
    expect(news.map((n) => n.date)).toEqual(
      news
        .map((n) => n.date)
        .sort()
        .reverse(),
    )
    expect(loadCompareFeed(SHIPPED).length).toBeGreaterThan(0)
    expect(loadTemplatesFeed(SHIPPED).length).toBeGreaterThan(0)
  })

  test('a missing file is no content', () => {
    expect(readCanonicalLines(join(scratch, 'none.jsonl'))).toEqual([])
    expect(loadCompareFeed(scratch)).toEqual([])
  })

  test('a bad line stops the start naming its file and line', () => {
    const [first] = readCanonicalLines(join(SHIPPED, 'news.jsonl'))
    const file = join(scratch, 'news.jsonl')
    writeFileSync(file, `${JSON.stringify(first.doc)}\n\n{ not json\n`)
    expect(failure(() => loadEditorialContent(scratch))).toMatch(`${file}:3: `)
    writeFileSync(file, `${JSON.stringify({ ...first.doc, title: 42 })}\n`)
    expect(failure(() => loadEditorialContent(scratch))).toMatch(`${file}:1: title`)
    // A canonical document of the wrong kind for the feed: the feed's own check, same place.
    writeFileSync(join(scratch, 'compare.jsonl'), `${JSON.stringify(first.doc)}\n`)
    expect(failure(() => loadCompareFeed(scratch))).toMatch(`compare.jsonl:1: expected kind`)
  })
})
