import { describe, expect, test } from 'vitest'
import type { Section } from '../model.ts'
import { debrisRuns, isDebrisToken, removeDebris } from './ocr-debris.ts'
import { romanHeadings } from './roman-headings.ts'
import { repairText, repairWord } from './vocabulary.ts'

describe('damaged words', () => {
  test('are repaired when one OCR substitution gives a word the corpus uses often', () => {
    expect(repairWord('Anticle')).toBe('Article')
    expect(repairWord('cstablished')).toBe('established')
    expect(repairWord('investrnent')).toBe('investment')
    expect(repairWord('furtlier')).toBe('further')
    // A repair gives a word the document uses itself.
    const text = ['under Anticle 3 of the BIT, as cstablished', 'Article 4 established it']
    expect(repairText(text)[0]).toBe('under Article 3 of the BIT, as established')
    expect(repairText(['under Anticle 3'])).toEqual(['under Anticle 3'])
  })

  test('real words, short words, names in capitals and parts of tokens are left alone', () => {
    // Real English words one substitution from a frequent one: 'asserts', 'shares', 'patent'.
    for (const word of ['assents', 'shores', 'potent', 'clutch', 'verity', 'banded', 'rational'])
      expect(repairWord(word), word).toBeNull()
    expect(repairWord('Cloim')).toBeNull() // fewer than six letters
    expect(repairWord('ANTICLE')).toBeNull()
    const kept = [
      'see www.investrnent.example and val-uation, validly kept in-',
      'forrned; Mrs Garnes, and Garnes, and Garnes said',
      'nos permitimos solicitar que el criterio',
    ]
    expect(repairText(kept)).toEqual(kept)
  })
})

describe('OCR debris', () => {
  test('tokens no language writes are debris; names that switch case once are not', () => {
    for (const t of ['OmMmMOOD>', 'o>', 'aXbYc', 'P®HB']) expect(isDebrisToken(t), t).toBe(true)
    for (const t of ['McDonald', 'ExxonMobil', 'PwC', 'Article', 'ARB/03/24', 'C-120.'])
      expect(isDebrisToken(t), t).toBe(false)
  })

  test('a run is removed with the fragments beside it; the words around stay', () => {
    expect(removeDebris('o> OmMmMOOD> x INTRODUCTION')).toBe('INTRODUCTION')
    expect(debrisRuns('the award of 2006 o> OmMmMOOD> x INTRODUCTION')).toEqual(['o> OmMmMOOD> x'])
    expect(removeDebris('USD 5 million.® The Tribunal')).toBe('USD 5 million. The Tribunal')
    const clean = 'The Tribunal, in ICSID Case No. ARB/03/24, awards USD 5 million.'
    expect(removeDebris(clean)).toBe(clean)
  })
})

describe('roman numbers of the main headings', () => {
  const section = (heading: string): Section => ({ heading, html: '<p>x</p>', text: 'x' })
  test('are read back in sequence', () => {
    const headings = [
      'I INTRODUCTION',
      'A. Commencement',
      'IL. THE FACTS',
      'Til. THE ARGUMENTS',
      'IV. JURISDICTION',
      'Vv. CLAIMS',
      'VI. © COSTS',
    ]
    expect(romanHeadings(headings.map(section)).map((s) => s.heading)).toEqual([
      'I. INTRODUCTION',
      'A. Commencement',
      'II. THE FACTS',
      'III. THE ARGUMENTS',
      'IV. JURISDICTION',
      'V. CLAIMS',
      'VI. COSTS',
    ])
  })

  test('a heading that starts with such letters out of sequence is left as it is', () => {
    const headings = ['IT Services', 'Til. THE FACTS', 'I. INTRODUCTION', 'Vv. CLAIMS']
    expect(romanHeadings(headings.map(section)).map((s) => s.heading)).toEqual([
      'IT Services',
      'Til. THE FACTS',
      'I. INTRODUCTION',
      'Vv. CLAIMS',
    ])
  })
})
