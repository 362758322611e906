import Database from 'better-sqlite3'
import { describe, expect, test } from 'vitest'
import { countHits, excerptAround, highlightHtml, termPattern } from './highlight.ts'
import type { HighlightTerm } from './query/ast.ts'

const word = (text: string): HighlightTerm => ({ text, prefix: false })
const prefix = (text: string): HighlightTerm => ({ text, prefix: true })
const mark = (n: number, text: string) => `<mark class="hit" id="hit-${n}">${text}</mark>`

describe('accent folding', () => {
  test('a query without accents marks the accented word, accents kept', () => {
    expect(highlightHtml('<p>Arbitré à Zürich</p>', [word('arbitre'), word('zurich')])).toEqual({
      html: `<p>${mark(1, 'Arbitré')} à ${mark(2, 'Zürich')}</p>`,
      count: 2,
    })
  })

  test('an accented query marks the word without accents, in any case', () => {
    expect(highlightHtml('Zurich, ZURICH and zürich', [word('Zürich')])).toEqual({
      html: `${mark(1, 'Zurich')}, ${mark(2, 'ZURICH')} and ${mark(3, 'zürich')}`,
      count: 3,
    })
    expect(countHits('ARBITRE arbitre Arbitré', [word('arbitré')])).toBe(3)
  })

  test('decomposed accents, in the text or in the query', () => {
    const decomposed = 'arbitre\u0301'
    expect(highlightHtml(`un ${decomposed}.`, [word('arbitre')]).html).toBe(
      `un ${mark(1, decomposed)}.`,
    )
    expect(countHits('arbitré', [word(decomposed)])).toBe(1)
  })

  test('a phrase across accented words', () => {
    const text = 'La Société Générale et la societe, générale'
    expect(highlightHtml(text, [word('société generale')])).toEqual({
      html: `La ${mark(1, 'Société Générale')} et la ${mark(2, 'societe, générale')}`,
      count: 2,
    })
  })

  test('a prefix extends to the end of the word, accents on either side', () => {
    const text = 'Les sociétés, la société et le sociétariat; associé'
    expect(countHits(text, [prefix('societ')])).toBe(3)
    expect(highlightHtml(text, [prefix('sociét')]).html).toBe(
      `Les ${mark(1, 'sociétés')}, la ${mark(2, 'société')} et le ${mark(3, 'sociétariat')}; associé`,
    )
  })

  test('whole words only', () => {
    expect(countHits('arbitres préarbitré arbitré-e', [word('arbitre')])).toBe(1)
  })

  test('folds the letters the index folds, and no others', () => {
    // unicode61 keeps ø, ł, ß and Cyrillic й apart from o, l, ss and и
    expect(countHits('Søren Łódź Straße йод', [word('soren'), word('lodz'), word('iod')])).toBe(0)
    expect(countHits('Łódź', [word('łodz')])).toBe(1)
  })
})

describe('HTML', () => {
  test('never marks inside tags or character references', () => {
    const html = '<a title="arbitré" href="/arbitre">arbitré</a> &eacute;t&eacute; &amp; arbitre'
    expect(
      highlightHtml(html, [word('arbitre'), word('eacute'), word('amp'), word('title')]),
    ).toEqual({
      html:
        `<a title="arbitré" href="/arbitre">${mark(1, 'arbitré')}</a> ` +
        `&eacute;t&eacute; &amp; ${mark(2, 'arbitre')}`,
      count: 2,
    })
  })

  test('a phrase does not run across a tag', () => {
    expect(highlightHtml('<b>fair</b> <i>equitable</i>', [word('fair equitable')]).count).toBe(0)
  })
})

describe('counts and excerpts', () => {
  test('countHits counts every hit of every term', () => {
    const terms = [word('tribunal'), prefix('arbitr'), word('zurich')]
    expect(countHits('The Tribunal, arbitrators and arbitrage in Zürich; tribunals', terms)).toBe(4)
    expect(countHits('nothing here', terms)).toBe(0)
    expect(countHits('anything', [word('- &')])).toBe(0)
  })

  test('excerptAround marks accented hits in the original text', () => {
    const text = `${'filler '.repeat(40)}La société siège à Zürich. ${'filler '.repeat(40)}`
    const excerpt = excerptAround(text, [word('societe'), word('zurich')], 80)
    expect(excerpt).toContain('<mark>société</mark> siège à <mark>Zürich</mark>')
    expect(excerpt.startsWith('…')).toBe(true)
    expect(excerptAround(text, [word('geneve')], 80)).toBe('')
  })

  test('termPattern is null without a word to look for', () => {
    expect(termPattern([])).toBeNull()
    expect(termPattern([word('- & §')])).toBeNull()
  })
})

describe('agrees with the index tokenizer', () => {
  // Each pair: a word in a document, a query word; FTS5 decides whether it matches.
  const pairs: Array<[string, string]> = [
    ['arbitré', 'arbitre'],
    ['arbitre', 'arbitré'],
    ['ZÜRICH', 'zurich'],
    ['São', 'sao'],
    ['Ærø', 'aero'],
    ['Øresund', 'oresund'],
    ['Łódź', 'lodz'],
    ['İstanbul', 'istanbul'],
    ['ıstanbul', 'istanbul'],
    ['Straße', 'strasse'],
    ['Nguyễn', 'nguyen'],
    ['Şişli', 'sisli'],
    ['Țară', 'tara'],
    ['ёлка', 'елка'],
    ['άλφα', 'αλφα'],
    ['naïve', 'naive'],
  ]

  test.each(pairs)('%s / %s', (text, query) => {
    const db = new Database(':memory:')
    try {
      db.exec(`CREATE VIRTUAL TABLE t USING fts5(body, tokenize = 'unicode61 remove_diacritics 2')`)
      db.prepare('INSERT INTO t (body) VALUES (?)').run(text)
      const indexed = db
        .prepare('SELECT count(*) FROM t WHERE t MATCH ?')
        .pluck()
        .get(`"${query}"`) as number
      expect(countHits(text, [word(query)])).toBe(indexed)
    } finally {
      db.close()
    }
  })
})
