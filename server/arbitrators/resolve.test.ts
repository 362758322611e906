import { describe, expect, it } from 'vitest'
import { resolveEntities } from './resolve.ts'

describe('resolveEntities', () => {
  it('merges titles, middle initials, accents and OCR damage into one person with one slug', () => {
    const { entities, entityOf } = resolveEntities([
      { type: 'person', name: 'Gabrielle Kaufmann-Kohler' },
      { type: 'person', name: 'Gabrielle Kaufmann-Kohler' },
      { type: 'person', name: 'GABRIELLE KAUFMANN-KOHLER' },
      { type: 'person', name: 'Jürgen Voss' },
      { type: 'person', name: 'Jiirgen Voss' },
      { type: 'person', name: 'Guido Tawil' },
      { type: 'person', name: 'Guido Santiago Tawil' },
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
    const { entities } = resolveEntities([
      { type: 'person', name: 'John Smith' },
      { type: 'person', name: 'John Adam Smith' },
      { type: 'person', name: 'John Brian Smith' },
    ])
    expect(entities).toHaveLength(3)
  })

  it('merges a second surname written or left out, where one name alone goes on', () => {
    const { entities, entityOf } = resolveEntities([
      { type: 'person', name: 'Eduardo Zuleta' },
      { type: 'person', name: 'Eduardo Zuleta Jaramillo' },
      { type: 'person', name: 'Juan Perez' },
      { type: 'person', name: 'Juan Perez Lopez' },
      { type: 'person', name: 'Juan Perez Garcia' },
    ])
    expect(entities).toHaveLength(4)
    expect(entityOf('person', 'Eduardo Zuleta')?.slug).toBe(
      entityOf('person', 'Eduardo Zuleta Jaramillo')?.slug,
    )
    const withFirm = resolveEntities([
      { type: 'person', name: 'Laura Halonen' },
      { type: 'person', name: 'Laura Halonen Lalive' },
      { type: 'firm', name: 'Lalive' },
    ])
    expect(withFirm.entities.map((e) => e.name)).toEqual(['Laura Halonen', 'Lalive'])
    expect(entityOf('person', 'Juan Perez')?.slug).not.toBe(
      entityOf('person', 'Juan Perez Lopez')?.slug,
    )
  })

  it('merges given names written out and as initials into one person', () => {
    const { entities, entityOf } = resolveEntities([
      { type: 'person', name: 'Ahmed S. El-Kosheri' },
      { type: 'person', name: 'Ahmed Sadek El-Kosheri' },
      { type: 'person', name: 'J. Christopher Thomas' },
      { type: 'person', name: 'John Christopher Thomas' },
      { type: 'person', name: 'Claus von Wobeser' },
      { type: 'person', name: 'Claus Werner von Wobeser' },
      { type: 'person', name: 'Matthias Scherer' },
      { type: 'person', name: 'Maxi Scherer' },
    ])
    expect(entities).toHaveLength(5)
    expect(entityOf('person', 'J. Christopher Thomas')?.slug).toBe(
      entityOf('person', 'John Christopher Thomas')?.slug,
    )
    expect(entityOf('person', 'Ahmed S. El-Kosheri')?.slug).toBe(
      entityOf('person', 'Ahmed Sadek El-Kosheri')?.slug,
    )
  })
})
