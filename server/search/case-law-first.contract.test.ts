// Case law first (decision 247), held alike on both engines: on the arbitration edition a search
// by relevance ranks rulings before a treaty's sections, unless the query names an instrument;
// the other editions rank by relevance alone. A treaty's section is titled with its treaty.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CanonicalDocument } from '#server/content/model.ts'
import { enginesUnderTest, type OpenedEngine } from '#test/helpers/search-engines.ts'
import { buildTempIndexOf, fixtureDocument, type TempIndex } from '#test/helpers/search-index.ts'
import type { SearchQuery } from './engine.ts'
import { namesInstrument } from './case-law-first.ts'

const filler = Array.from({ length: 400 }, (_, i) => `word${i % 50}`).join(' ')

function documents(): CanonicalDocument[] {
  const award = fixtureDocument()
  const section = (text: string) => ({ heading: '', html: `<p>${text}</p>`, text })
  return [
    {
      ...award,
      id: 'award-long',
      editions: ['KA', 'KIPL'],
      title: 'Alpha Energy v. Republic of Beta, Award',
      sections: [
        section(
          `${filler} The Tribunal holds that fair and equitable treatment was denied. ${filler}`,
        ),
      ],
    },
    {
      ...award,
      id: 'bit-article-3',
      editions: ['KA', 'KIPL'],
      type: 'Bilateral investment treaties',
      kind: 'chapter',
      title: 'Article 3',
      institution: undefined,
      parties: [
        { name: 'Netherlands', role: 'Contracting party' },
        { name: 'Beta', role: 'Contracting party' },
      ],
      publication: {
        role: 'chapter',
        publicationId: 'bit-nl-beta',
        publicationTitle: 'Agreement between the Netherlands and Beta',
        publicationType: 'book',
        tocNode: '3',
        label: 'Article 3',
      },
      sections: [section('Each Party shall accord fair and equitable treatment.')],
    },
  ]
}

let index: TempIndex
beforeAll(() => {
  index = buildTempIndexOf(documents())
})
afterAll(() => index?.cleanup())

describe.each(enginesUnderTest())('$name', (engine) => {
  let opened: OpenedEngine
  beforeAll(async () => {
    opened = await engine.open(index.path, { now: '2025-06-15T12:00:00.000Z' })
  })
  afterAll(async () => {
    await opened?.close()
  })
  const titles = async (query: SearchQuery, edition: 'KA' | 'KIPL') =>
    (await opened.backend.search.search(query, { edition })).hits.map((h) => h.title)
  const award = 'Alpha Energy v. Republic of Beta, Award'
  const article = 'Netherlands–Beta BIT, Article 3'

  test('a doctrinal query on the arbitration edition: the ruling before the treaty', async () => {
    expect(await titles({ q: 'fair and equitable treatment' }, 'KA')).toEqual([award, article])
  })
  test('by relevance alone where the edition does not ask, or the query names the treaty', async () => {
    // The treaty's section matches more of either query: by relevance alone it comes first.
    const q = 'Party OR equitable treatment'
    expect(await titles({ q }, 'KIPL')).toEqual([article, award])
    expect(await titles({ q }, 'KA')).toEqual([award, article])
    expect(await titles({ q: 'Article 3 OR equitable treatment' }, 'KA')).toEqual([article, award])
  })
  test('another order than relevance is kept as asked', async () => {
    const q = { q: 'fair and equitable treatment', sortBy: 'title' as const }
    expect(await titles(q, 'KA')).toEqual([award, article])
    expect(await titles({ ...q, sortOrder: 'desc' }, 'KA')).toEqual([article, award])
  })
  test("a treaty's section names its treaty, and its Contracting parties are no dispute", async () => {
    const hit = (await opened.backend.search.search({ q: 'Party' }, { edition: 'KA' })).hits[0]
    expect(hit.title).toBe(article)
    expect(hit.caseFacts.parties).toEqual([])
  })
})

test('what names an instrument, and what is doctrine', () => {
  const named = (text: string) => namesInstrument([{ text, prefix: false }])
  for (const q of ['Article 1105', 'ECT', 'New York Convention', '§ 1025', 'NAFTA', 'bit'])
    expect(named(q), q).toBe(true)
  for (const q of ['fair and equitable treatment', 'arbitration agreement', 'treaty shopping'])
    expect(named(q), q).toBe(false)
})
