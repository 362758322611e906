// Wildcards alone rank as Lucene ranks them (./page-order.ts): titles that match first, then the
// others, each newest first, whatever their word counts; a word is still ranked by bm25.
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { SearchBackend } from '../engine.ts'
import { openFts5Backend } from '#server/content-index/host.ts'
import { buildTempIndexOf, fixtureDocument, type TempIndex } from '#test/helpers/search-index.ts'

let index: TempIndex
let backend: SearchBackend

const doc = (id: string, title: string, text: string, decision: string) => ({
  ...fixtureDocument(),
  id,
  title,
  case: undefined,
  dates: { decision, added: decision },
  sections: [{ heading: 'Merits', html: `<p>${text}</p>`, text }],
})

beforeAll(() => {
  index = buildTempIndexOf([
    doc('old-titled', 'Investment Award', 'The tribunal rules.', '2001-01-01'),
    doc('new-body', 'Award', 'An investor made an investment.', '2020-01-01'),
    doc('many-body', 'Award', 'Investor, investor, investor: investing.', '2010-01-01'),
    doc('newest-body', 'Award', 'The investment.', '2024-01-01'),
    doc('none', 'Award', 'Nothing to see.', '2025-01-01'),
  ])
  backend = openFts5Backend(index.path, { threads: 1 })
})
afterAll(async () => {
  await backend?.close()
  index?.cleanup()
})

const ids = async (q: string, sortOrder?: 'asc' | 'desc') =>
  (await backend.search.search({ q, sortBy: 'score', sortOrder }, { edition: 'KA' })).hits.map(
    (r) => r.id,
  )

test('wildcards alone: titles first, then newest first; reversed, the other way', async () => {
  expect(await ids('invest*')).toEqual(['old-titled', 'newest-body', 'new-body', 'many-body'])
  expect(await ids('invest* OR nothing*')).toEqual([
    'old-titled',
    'none',
    'newest-body',
    'new-body',
    'many-body',
  ])
  expect((await ids('invest*', 'asc'))[3]).toBe('old-titled')
})

test('a word is ranked by bm25: the document saying it most comes before newer ones', async () => {
  const order = await ids('investor')
  expect(order.indexOf('many-body')).toBeLessThan(order.indexOf('new-body'))
})
