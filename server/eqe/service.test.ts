import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isEditorialContentError } from '#server/news/editorial.ts'
import { EQE_TEXTS } from '#sites/kipl/eqe.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loadEqeFeed } from './feed.ts'
import { parseProvisionRefs, provisionQuery, provisionsOf, resolveRef } from './provisions.ts'
import { createEqeService } from './service.ts'

let services: Awaited<ReturnType<typeof createTestServices>>

beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

describe('provisions of a text', () => {
  const toc = [
    {
      id: '1',
      label: 'PART I',
      level: 1,
      children: [
        {
          id: '1.1',
          label: 'Article 1',
          sublabel: 'Scope',
          docId: 'X_1.1',
          level: 2,
          children: [],
        },
        { id: '1.2', label: 'Article 4a', docId: 'X_1.2', level: 2, children: [] },
      ],
    },
    { id: '2', label: 'Rule 26bis', sublabel: 'Priority', docId: 'X_2', level: 1, children: [] },
    {
      id: '3',
      label: 'Protocol',
      level: 1,
      children: [{ id: '3.1', label: 'Article 1', docId: 'X_3.1', level: 2, children: [] }],
    },
  ]

  test('articles and rules with their chapter documents; a protocol’s articles are left out', () => {
    const list = provisionsOf('EPC', toc)
    expect(list.map((p) => [p.kind, p.number, p.docId])).toEqual([
      ['article', '1', 'X_1.1'],
      ['article', '4a', 'X_1.2'],
      ['rule', '26bis', 'X_2'],
    ])
  })

  test('references read and resolve, ranges take every number between; a missing one is named', () => {
    const refs = parseProvisionRefs('EPC Art. 1-4; EPC Rule 26bis, 27')
    const list = provisionsOf('EPC', toc)
    expect(resolveRef(refs[0]!, list).found.map((p) => p.number)).toEqual(['1', '4a'])
    expect(resolveRef(refs[1]!, list)).toMatchObject({ missing: ['27'] })
    expect(() => parseProvisionRefs('Article fifty')).toThrow(/is not like/)
    expect(() => parseProvisionRefs('EPC Art. 5x-')).toThrow(/not a number or range/)
  })

  test('a query reads as a provision only when it is one', () => {
    const codes = ['EPC', 'PCT']
    expect(provisionQuery('54', codes)).toEqual({ number: '54', kind: null, text: null })
    expect(provisionQuery('Art. 54 EPC', codes)).toEqual({
      number: '54',
      kind: 'article',
      text: 'EPC',
    })
    expect(provisionQuery('pct rule 26bis', codes)).toEqual({
      number: '26bis',
      kind: 'rule',
      text: 'PCT',
    })
    expect(provisionQuery('art 54', codes)).toMatchObject({ kind: 'article', text: null })
    expect(provisionQuery('inventive step', codes)).toBeNull()
  })
})

describe('the EQE feed', () => {
  test('the shipped structure: the exam, five papers, areas naming listed papers', () => {
    const feed = loadEqeFeed('data/editorial')
    expect(feed.exam).toHaveLength(1)
    expect(feed.papers.map((p) => p.code)).toEqual(['F', 'M1', 'M2', 'M3', 'M4'])
    expect(feed.areas.length).toBeGreaterThan(10)
    expect([...feed.exam, ...feed.papers, ...feed.areas].every((x) => x.sample)).toBe(true)
  })

  test('a line whose references do not read stops the start with its file and line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'eqe-feed-'))
    try {
      const line = (details: Record<string, string>) =>
        JSON.stringify({
          id: `x-${details.eqeRole}`,
          editions: ['KIPL'],
          type: 'Practical insights',
          kind: 'insight',
          title: 'X',
          source: 'EQE Materials',
          language: 'en',
          aiAvailable: false,
          details: { feed: 'eqe', ...details },
          provenance: { source: 'editorial', origin: 'test', terms: 'test' },
          sections: [],
        })
      await writeFile(
        join(dir, 'eqe.jsonl'),
        [
          line({ eqeRole: 'paper', paper: 'F' }),
          line({ eqeRole: 'area', slug: 'a', papers: 'F', provisions: 'EPC Article 54' }),
        ].join('\n'),
      )
      let error: unknown
      try {
        loadEqeFeed(dir)
      } catch (e) {
        error = e
      }
      expect(isEditorialContentError(error)).toBe(true)
      expect(String(error)).toMatch(/eqe\.jsonl:2: details\.provisions/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('EQE materials from the content index', () => {
  const eqe = () =>
    createEqeService({
      content: services.content,
      search: services.search,
      feed: loadEqeFeed('data/editorial'),
    })

  test('the EPC and PCT the collection holds, each area linked to their real articles', async () => {
    const materials = await eqe().materials(EQE_TEXTS)
    expect(materials.texts.map((t) => [t.code, t.held])).toEqual([
      ['EPC', true],
      ['PCT', true],
    ])
    const epc = materials.texts[0]!
    expect(epc.articles).toBeGreaterThan(150)
    expect(epc.rules).toBeGreaterThan(150)
    const patentability = materials.areas.find((a) => a.slug === 'patentability')!
    const art54 = patentability.provisions.find((p) => p.citation === 'Art. 54 EPC')!
    expect(art54.heading).toBe('Novelty')
    // The link opens the article's own text in the reader.
    const doc = await services.content.getDocument(art54.docId, { edition: 'KIPL' })
    expect(doc.url).toBe(art54.url)
    expect(doc.content).toMatch(/state of the art/i)
    expect(materials.papers.find((p) => p.code === 'M4')!.areas.map((a) => a.slug)).toContain(
      'opposition',
    )
  })

  test('a deleted article is said to be missing, not linked', async () => {
    const feed = loadEqeFeed('data/editorial')
    const area = { ...feed.areas[0]!, refs: parseProvisionRefs('EPC Art. 91, 92') }
    const materials = await createEqeService({
      content: services.content,
      search: services.search,
      feed: { ...feed, areas: [area] },
    }).materials(EQE_TEXTS)
    expect(materials.areas[0]!.provisions.map((p) => p.citation)).toEqual(['Art. 92 EPC'])
    expect(materials.areas[0]!.unresolved).toEqual(['Art. 91 EPC'])
  })

  test('a text the collection does not hold is reported as not held', async () => {
    const materials = await eqe().materials([
      ...EQE_TEXTS,
      { code: 'PLT', publicationId: 'NOT-IN-THE-INDEX', name: 'Patent Law Treaty' },
    ])
    expect(materials.texts.at(-1)).toMatchObject({ code: 'PLT', held: false, articles: 0 })
  })

  test('the index by number, by kind and text, and the passages that say some words', async () => {
    const service = eqe()
    const byNumber = await service.index(EQE_TEXTS, { q: 'Art. 56', pageSize: 60 })
    expect(byNumber.reading).toBe('number')
    expect(byNumber.items.map((p) => p.citation)).toEqual(['Art. 56 EPC', 'Art. 56 PCT'])
    const rules = await service.index(EQE_TEXTS, { text: 'PCT', kind: 'rule', pageSize: 60 })
    expect(rules.total).toBeGreaterThan(100)
    expect(rules.pages).toBe(Math.ceil(rules.total / 60))
    expect(rules.items.every((p) => p.text === 'PCT' && p.kind === 'rule')).toBe(true)
    const words = await service.index(EQE_TEXTS, { q: 'inventive step', pageSize: 60 })
    expect(words.reading).toBe('words')
    expect(words.items.map((p) => p.citation)).toContain('Art. 56 EPC')
    expect(words.passages.length).toBeGreaterThan(0)
    const first = words.passages[0]!
    expect(first.excerpt).toMatch(/<mark>/)
    expect(first.url).toBe(`/document/${first.provision.docId}?q=inventive%20step#hit-1`)
  })
})
