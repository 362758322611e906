import { describe, expect, it } from 'vitest'
import type { EntityType } from './names.ts'
import { resolveEntities } from './resolve.ts'

const persons = (...names: string[]) => names.map((name) => ({ type: 'person' as const, name }))
/** A person as one case names them (`scope`: the case, where names are resolved first). */
const person = (name: string, scope: string) => ({ type: 'person' as const, name, scope })

/** Resolves the mentions; `same(a, b)` is true when both names land on one profile. */
function resolved(mentions: Array<{ type: EntityType; name: string }>) {
  const result = resolveEntities(mentions)
  const slug = (name: string) => result.entityOf('person', name)?.slug
  return { ...result, same: (a: string, b: string) => !!slug(a) && slug(a) === slug(b) }
}

describe('resolveEntities', () => {
  it('merges titles, middle initials, accents and OCR damage into one person with one slug', () => {
    const { entities, entityOf } = resolved([
      ...persons(
        'Gabrielle Kaufmann-Kohler',
        'Gabrielle Kaufmann-Kohler',
        'GABRIELLE KAUFMANN-KOHLER',
        'Jürgen Voss',
        'Jiirgen Voss',
        'Guido Tawil',
        'Guido Santiago Tawil',
      ),
      { type: 'state', name: 'Spain' },
    ])
    expect(entities.map((e) => [e.slug, e.type, e.relType])).toEqual([
      ['gabrielle-kaufmann-kohler', 'person', 0],
      ['guido-santiago-tawil', 'person', 0],
      ['jurgen-voss', 'person', 0],
      ['spain', 'state', 2],
    ])
    expect(entityOf('person', 'Jiirgen Voss')?.name).toBe('Jürgen Voss')
    expect(entityOf('person', 'Guido Tawil')?.slug).toBe('guido-santiago-tawil')
  })

  it('keeps two people apart when a shorter name could be either of them', () => {
    const { entities } = resolved(persons('John Smith', 'John Adam Smith', 'John Brian Smith'))
    expect(entities).toHaveLength(3)
  })

  // Names one person writes in several ways, and names of different people that look alike.
  it.each([
    {
      what: 'a second surname written or left out, where one name alone goes on',
      names: [
        'Eduardo Zuleta',
        'Eduardo Zuleta Jaramillo',
        'Juan Perez',
        'Juan Perez Lopez',
        'Juan Perez Garcia',
      ],
      profiles: 4,
      same: [['Eduardo Zuleta', 'Eduardo Zuleta Jaramillo']],
      apart: [['Juan Perez', 'Juan Perez Lopez']],
    },
    {
      what: 'given names written out and as initials',
      names: [
        'Ahmed S. El-Kosheri',
        'Ahmed Sadek El-Kosheri',
        'J. Christopher Thomas',
        'John Christopher Thomas',
        'Claus von Wobeser',
        'Claus Werner von Wobeser',
        'Matthias Scherer',
        'Maxi Scherer',
      ],
      profiles: 5,
      same: [
        ['J. Christopher Thomas', 'John Christopher Thomas'],
        ['Ahmed S. El-Kosheri', 'Ahmed Sadek El-Kosheri'],
      ],
      apart: [['Matthias Scherer', 'Maxi Scherer']],
    },
  ])('merges $what into one person', ({ names, profiles, same: merged, apart }) => {
    const { entities, same } = resolved(persons(...names))
    expect(entities).toHaveLength(profiles)
    for (const [a, b] of merged) expect(same(a, b), `${a} = ${b}`).toBe(true)
    for (const [a, b] of apart) expect(same(a, b), `${a} ≠ ${b}`).toBe(false)
  })

  it.each([
    {
      what: 'a capital I that OCR read as J or T in a short given name',
      names: ['Ian Binnie', 'Ian Binnie', 'Jan Binnie', 'Tan Binnie'],
      shown: 'Ian Binnie',
    },
    {
      what: 'two long words one letter off each',
      names: ['Jeswald W. Salacuse', 'Jeswald W. Salacuse', 'Jerwald W. Salecuse'],
      shown: 'Jeswald W. Salacuse',
    },
    {
      what: 'a particle run into the surname',
      names: ['Armand L.C. de Mestral', 'Armand Demestral'],
      shown: 'Armand L.C. de Mestral',
    },
    {
      what: 'a short form of the given name',
      names: ['Franklin Berman', 'Sir Frank Berman KCMG QC'],
      shown: 'Franklin Berman',
    },
    {
      what: "a peer's post-nominals",
      names: ['Rt. Hon. Lord Phillips KG, PC', 'Lord Nicholas Phillips'],
      shown: 'Lord Nicholas Phillips',
    },
  ])('merges $what into one person', ({ names, shown }) => {
    const { entities } = resolved(persons(...names))
    expect(entities.map((e) => e.name)).toEqual([shown])
  })

  it('keeps people apart whose names differ by more than OCR damage', () => {
    const { entities } = resolved(
      persons('Maria Gonzalez', 'Mario Gonzales', 'Roberto Martinez', 'Rodrigo Martinez'),
    )
    expect(entities).toHaveLength(4)
  })

  it('shows the name as people write it: no capitals for a surname, no letter OCR put for an accent', () => {
    const { entities } = resolved(
      persons(
        'Prosper WEIL',
        'Prosper WEIL',
        'Albert Jan VAN DEN BERG',
        'Christer Séderlund',
        'Christer Séderlund',
        'Christer Sdderlund',
        'Christer Sdderlund',
        'Christer Soderlund',
        'Ménica Pinto',
        'Monica Pinto',
        'Andrés Rigo Sureda',
        'Andres Rigo Sureda',
        'Fernando Cantuarias Salaverrry',
        'Fernando Cantuarias Salaverry',
        'Messrs. Keith Highet',
      ),
    )
    expect(entities.map((e) => e.name)).toEqual([
      'Albert Jan van den Berg',
      'Andrés Rigo Sureda',
      'Christer Soderlund',
      'Fernando Cantuarias Salaverry',
      'Keith Highet',
      'Monica Pinto',
      'Prosper Weil',
    ])
  })

  it('takes no firm for a person, unless the person is written more often than the firm', () => {
    const { entities } = resolved([
      ...persons('Freshfields Bruckhaus Deringer', 'Daniel M. Price', 'Daniel M. Price'),
      { type: 'firm', name: 'Freshfields Bruckhaus Deringer LLP' },
      { type: 'firm', name: 'Freshfields Bruckhaus Deringer' },
      { type: 'firm', name: 'Daniel M. Price PLLC' },
    ])
    expect(entities.map((e) => `${e.type}: ${e.name}`)).toEqual([
      'person: Daniel M. Price',
      'firm: Daniel M. Price PLLC',
      'firm: Freshfields Bruckhaus Deringer LLP',
    ])
  })

  it('merges a firm OCR damaged into the firm, shown as written in lower case', () => {
    const { entities } = resolveEntities(
      [
        'DLA PIPER LLP',
        'DLA PIPER LLP',
        'DLA Piper',
        'White & Case LLP',
        'White & Case',
        'WuiTE & CASE LLP',
        'Amold & Porter LLP',
        'Arnold & Porter LLP',
        'Arnold & Porter',
      ].map((name) => ({ type: 'firm' as const, name })),
    )
    expect(entities.map((e) => e.name)).toEqual([
      'Arnold & Porter LLP',
      'DLA Piper',
      'White & Case LLP',
    ])
  })

  it.each([
    ['a second surname left out', 'Martin Doe', 'Martin Doe Rodriguez'],
    ['a particle a line break left dangling', 'Eloy Barbara de', 'Eloy Barbara de Parres'],
    ['a surname OCR damaged before the second was cut', 'Deva Villanta', 'Deva Villania Gomez'],
    ['an office cut off', 'Ms. Agnes Devanadera Solicitor', 'Agnes VST Devanadera'],
    [
      'an office cut off, the second surname left out',
      'Dr. Felipe Daruiz Ferro Procuraduria General of the Bolivarian',
      'Dr. Felipe Daruiz',
    ],
  ])('merges a short and a long form of one name: %s', (_, short, long) => {
    const { entities, same } = resolved(persons(short, long))
    expect(entities).toHaveLength(1)
    expect(same(short, long)).toBe(true)
  })

  it('merges a short form with a long one whose OCR variants are one person, not with two people', () => {
    const one = resolved(
      persons('Antolin Fernandez', 'Antolin Fernandez Antuña', 'Antolin Fernandez Antufia'),
    )
    expect(one.entities.map((e) => e.name)).toEqual(['Antolin Fernandez Antuña'])
    const two = resolved(persons('Patricio Grane', 'Patricio Grane Labat', 'Patricio Grane Riera'))
    expect(two.entities).toHaveLength(3)
    // (a given name of two letters, a surname OCR damaged by two letters: no evidence)
    const apart = resolved(
      persons('Li Wang', 'Li Wang Chen', 'Deva Villxxta', 'Deva Villania Gomez'),
    )
    expect(apart.entities).toHaveLength(4)
  })

  it('reads a given name left as its initial as the full form the same case writes', () => {
    const { same, entities } = resolved([
      person('B Professor Stern', 'case-tidewater'),
      person('Brigitte Stern', 'case-tidewater'),
      person('Brigitte Stern', 'case-other'),
      person('Bernd Stern', 'case-other'),
      // Two of that initial and surname in the case: the initial is not enough.
      person('J Smith', 'case-third'),
      person('John Smith', 'case-third'),
      person('Jane Smith', 'case-third'),
      // None in the case: another case's is no evidence.
      person('R Jones', 'case-fourth'),
      person('Robert Jones', 'case-fifth'),
    ])
    expect(same('B Professor Stern', 'Brigitte Stern')).toBe(true)
    expect(same('B Professor Stern', 'Bernd Stern')).toBe(false)
    expect(same('J Smith', 'John Smith') || same('J Smith', 'Jane Smith')).toBe(false)
    expect(same('R Jones', 'Robert Jones')).toBe(false)
    expect(entities).toHaveLength(7)
  })

  it('joins a surname OCR damaged past the usual repair, only within one case', () => {
    const { same } = resolved([
      person('Reinaldo Enrique Mujfioz Pedroza', 'case-conoco'),
      person('Reinaldo Enrique Muñoz Pedroza', 'case-conoco'),
      person('Jonathan Lopez Garcia', 'case-conoco'),
      person('Johannes Lopez Garcia', 'case-conoco'),
      person('Andrea Kowalczyk', 'case-one'),
      person('Andrea Kowalski', 'case-two'),
    ])
    expect(same('Reinaldo Enrique Mujfioz Pedroza', 'Reinaldo Enrique Muñoz Pedroza')).toBe(true)
    // A first name a few letters off is another person; a surname in two cases is no evidence.
    expect(same('Jonathan Lopez Garcia', 'Johannes Lopez Garcia')).toBe(false)
    expect(same('Andrea Kowalczyk', 'Andrea Kowalski')).toBe(false)
  })

  it('shows one name per firm: not an office, not OCR', () => {
    const { entities } = resolveEntities(
      [
        'Freshfields Bruckhaus Deringer US LLP',
        'Freshfields Bruckhaus Deringer US LLP',
        'Freshfields Bruckhaus Deringer LLP',
        'Bruckhaus Deringer LLP',
        'VINSON & ELKINS RLLP',
        'VINSON & ELKINS LLP',
        'G6mez Acebo & Pombo Abogados',
        'Gomez-Acebo & Pombo',
        'King & Spalding International LLP',
        'King & Spalding LLP',
      ].map((name) => ({ type: 'firm' as const, name })),
    )
    expect(entities.map((e) => e.name)).toEqual([
      'Freshfields Bruckhaus Deringer LLP',
      'Gomez-Acebo & Pombo',
      'King & Spalding LLP',
      'VINSON & ELKINS LLP',
    ])
  })

  it('does not show a name with a firm run into it', () => {
    const { entities } = resolved([
      ...persons('Laura Halonen', 'Laura Halonen Lalive'),
      { type: 'firm', name: 'Lalive' },
    ])
    expect(entities.map((e) => e.name)).toEqual(['Laura Halonen', 'Lalive'])
  })
})
