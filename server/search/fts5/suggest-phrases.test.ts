import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CanonicalDocument } from '#server/content/model.ts'
import { buildTempIndexOf, fixtureDocument, type TempIndex } from '#test/helpers/search-index.ts'
import type { SearchBackend } from '../engine.ts'
import { openFts5Backend } from '#server/content-index/host.ts'
import { phrasesOf } from './suggest-phrases.ts'

describe('phrasesOf', () => {
  test('runs of 1-5 words between punctuation, not starting or ending with a stop word', () => {
    expect(phrasesOf('B. Fair and Equitable Treatment')).toEqual(
      expect.arrayContaining([
        'equitable',
        'treatment',
        'fair and equitable',
        'fair and equitable treatment',
      ]),
    )
    const all = phrasesOf('B. Fair and Equitable Treatment')
    expect(all).not.toContain('and equitable') // starts with a stop word
    expect(all).not.toContain('fair') // a single word under five letters
    expect(phrasesOf('Article 101 TFEU — Abuse of dominance')).toEqual(
      expect.arrayContaining(['article 101 tfeu', 'abuse of dominance']),
    )
    expect(phrasesOf('Article 101 TFEU — Abuse of dominance')).not.toContain('tfeu abuse')
    expect(phrasesOf('Expropriación')).toEqual(['expropriacion'])
    // A broken word ends a run: no phrase skips it.
    expect(phrasesOf('Deutsches Patent- und Markenamt')).toEqual(['deutsches', 'markenamt'])
  })
})

describe('search phrases in suggestions', () => {
  let index: TempIndex
  let backend: SearchBackend
  const doc = (id: string, heading: string, editions: CanonicalDocument['editions']) => ({
    ...fixtureDocument(),
    id,
    editions,
    case: undefined,
    sections: [{ heading, html: '<p>Text.</p>', text: 'Text.' }],
  })

  beforeAll(() => {
    index = buildTempIndexOf([
      doc('a1', 'IV. Fair and equitable treatment', ['KA']),
      doc('a2', 'The fair and equitable treatment standard', ['KA']),
      doc('a3', 'Fair and Equitable Treatment', ['KA', 'KCL']),
      doc('a4', 'Fairness of the proceedings', ['KA']),
      ...['m1', 'm2', 'm3'].map((id) => ({
        ...doc(id, 'Facts', ['KCL']),
        sections: [{ heading: 'Facts', html: '<p>The mergers.</p>', text: 'The mergers.' }],
      })),
    ])
    backend = openFts5Backend(index.path, { threads: 1 })
  })
  afterAll(async () => {
    await backend?.close()
    index?.cleanup()
  })

  test('the typed words start a phrase that three documents of the edition use', async () => {
    const s = await backend.search.suggest('fair', { edition: 'KA' })
    // 'fair and equitable' always goes on to 'treatment': only the longer phrase is offered.
    expect(s.terms.suggestions.map((x) => x.label)).toEqual(['fair and equitable treatment'])
    expect(s.terms.suggestions[0]).toEqual({
      value: '"fair and equitable treatment"',
      label: 'fair and equitable treatment',
      subLabel: 'Search term · in the headings or keywords of 3 documents',
    })
    const typed = await backend.search.suggest('fair and equitable tr', { edition: 'KA' })
    expect(typed.terms.suggestions.map((x) => x.label)).toEqual(['fair and equitable treatment'])
    expect(
      (await backend.search.suggest('treat', { edition: 'KA' })).terms.suggestions[0]?.label,
    ).toBe('treatment')
  })

  test('with no heading phrase, the words of the texts that start with the typed word', async () => {
    const s = await backend.search.suggest('merger', { edition: 'KCL' })
    expect(s.terms.suggestions).toEqual([
      { value: 'mergers', label: 'mergers', subLabel: 'Search term' },
    ])
    // Only words a document of the edition holds.
    expect((await backend.search.suggest('merger', { edition: 'KA' })).terms.suggestions).toEqual(
      [],
    )
  })

  test('another edition counts its own documents only', async () => {
    // One KCL document uses the phrase: too few for a phrase, the word itself is offered.
    const s = await backend.search.suggest('fair', { edition: 'KCL' })
    expect(s.terms.suggestions.map((x) => x.label)).toEqual(['fair'])
  })

  test('odd input finds nothing rather than failing', async () => {
    for (const text of ['"fair', 'fair*', '(((', 'NEAR(fair', '---']) {
      const s = await backend.search.suggest(text, { edition: 'KA' })
      expect(Array.isArray(s.terms.suggestions)).toBe(true)
    }
  })
})
