import { describe, expect, it } from 'vitest'
import { extractAward } from './extract.ts'
import { personKey } from './names.ts'
import { resolveEntities } from './resolve.ts'
import { signatureMembers } from './signature.ts'
import { Lexicon, repairedName } from './spellings.ts'

describe('names OCR damaged and peers under their titles', () => {
  it('gives a peer the key of their own name', () => {
    expect(personKey('The Rt. Hon. Lord Collins of Mapesbury')).toBe(personKey('Lawrence Collins'))
    expect(personKey('Lord Mustill')).toBe(personKey('Michael Mustill'))
    expect(personKey('Lord Leonard Hoffmann')).toBe(personKey('Leonard Hoffmann'))
    expect(personKey('Lord Smith of Somewhere')).not.toBe(personKey('John Smith'))
  })

  it('undoes the letter runs only OCR makes, and the others where the corpus writes the word', () => {
    expect(repairedName('Francisco Orrego Vicufia')).toBe('Francisco Orrego Vicuña')
    expect(repairedName('Jiirgen Voss')).toBe('Jürgen Voss')
    expect(repairedName('Sofia Martins')).toBeUndefined()
    expect(repairedName('Bengt Sjévall')).toBeUndefined()
    const lexicon = new Lexicon()
    lexicon.add('as Mr Sjövall said in Sjövall v Sweden')
    expect(repairedName('Bengt Sjévall', lexicon)).toBe('Bengt Sjövall')
    expect(repairedName('José Alvarez', lexicon)).toBeUndefined()
  })

  it('undoes a confusion whose repair the texts write only without accents, more often than the word as read, as they write it', () => {
    const lexicon = new Lexicon()
    lexicon.add(
      'Professor Remiro Brotons; Remiro Brotons (1998); Prof. Remiro Broténs. Dr. Gomez Palacio, Gomez Palacio',
    )
    lexicon.add('René-Jean Dupuy and René Dupuy in Reno')
    lexicon.add('Gamez, Gomez')
    expect(repairedName('Antonio Remiro Broténs', lexicon)).toBe('Antonio Remiro Brotons')
    expect(repairedName('Ignacio Gémez Palacio', lexicon)).toBe('Ignacio Gomez Palacio')
    expect(repairedName('René Dupuy', lexicon)).toBeUndefined()
    expect(repairedName('Ignacio Gémez-Palacio', lexicon)).toBe('Ignacio Gomez-Palacio')
  })

  it('shows the repaired spelling and finds the profile by it', () => {
    const { entities, entityOf } = resolveEntities([
      { type: 'person', name: 'Francisco Orrego Vicufia' },
      { type: 'person', name: 'Prof. Francisco Orrego Vicufia' },
    ])
    const e = entityOf('person', 'Francisco Orrego Vicufia')
    expect(e?.name).toBe('Francisco Orrego Vicuña')
    expect(e?.keys).toContain(personKey('Francisco Orrego Vicuña'))
    expect(entities.filter((x) => x.type === 'person')).toHaveLength(1)
  })
})

describe('the signature block', () => {
  const tail = [
    'The claims are dismissed.',
    '[Signed] [Signed]',
    'Prof. Diego P. Fernandez Arroyo Mr. Christer Söderlund',
    'Arbitrator Arbitrator',
    'Date: 19 April 2021 Date:',
    'Prof. Gabrielle Kaufmann-Kohler',
    'President of the Tribunal',
    'Date:',
  ].join('\n')

  it('reads each name above its function, two to a line', () => {
    expect(signatureMembers(tail).map((c) => [c.name, c.note])).toEqual([
      ['Gabrielle Kaufmann-Kohler', 'President of the Tribunal'],
      ['Diego P. Fernandez Arroyo', 'Arbitrator'],
      ['Christer Söderlund', 'Arbitrator'],
    ])
  })

  it('names the tribunal where the first pages do not, and a president they leave without function', () => {
    const signedOnly = extractAward({ text: `DECISION\n\n${'Text. '.repeat(50)}\n${tail}` })
    expect(signedOnly.tribunal.map((m) => [m.name, m.role])).toEqual([
      ['Gabrielle Kaufmann-Kohler', 'president'],
      ['Diego P. Fernandez Arroyo', 'arbitrator'],
      ['Christer Söderlund', 'arbitrator'],
    ])
    const cover =
      'Members of the Tribunal\nMr. Donald Donovan\nSir Franklin Berman\nMr. Marc Lalonde\n\n'
    const end = '/signed/\nSir Franklin Berman, KCMG, Q.C.\nPresident\n'
    const roles = extractAward({ text: `${cover}${'Text. '.repeat(50)}\n${end}` }).tribunal
    expect(roles.find((m) => m.name === 'Franklin Berman')?.role).toBe('president')
  })
})

describe('who appointed whom', () => {
  it('finds the party that opens the sentence and the State under its short name', () => {
    const text = [
      'Members of the Tribunal',
      'Prof. Gabrielle Kaufmann-Kohler, President',
      'Dr. Enrique Gomez Pinzon, Arbitrator',
      'Prof. Albert Jan van den Berg, Arbitrator',
      '',
      'The Centre invited the parties to constitute the tribunal.',
      'In the absence of an agreement between the parties, on 9 December 2004, Duke elected to submit',
      'the arbitration to three arbitrators pursuant to Article 37(2)(b) of the ICSID Convention and',
      'appointed Dr. Enrique Gomez Pinzon, a national of Colombia, as arbitrator. On 10 January 2005,',
      'the USA appointed Prof. Albert Jan van den Berg as arbitrator.',
    ].join('\n')
    const roles = extractAward({
      text,
      claimant: 'Duke Energy Electroquil Partners',
      respondent: 'The Government of the United States of America',
    }).tribunal.map((m) => [m.name, m.role])
    expect(roles).toEqual([
      ['Gabrielle Kaufmann-Kohler', 'president'],
      ['Enrique Gomez Pinzon', 'claimant-appointed'],
      ['Albert Jan van den Berg', 'respondent-appointed'],
    ])
  })
})
