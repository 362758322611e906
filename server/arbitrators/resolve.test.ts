import { describe, expect, it } from 'vitest'
import type { EntityType } from './names.ts'
import { resolveEntities } from './resolve.ts'

const persons = (...names: string[]) => names.map((name) => ({ type: 'person' as const, name }))

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

  it('does not show a name with a firm run into it', () => {
    const { entities } = resolved([
      ...persons('Laura Halonen', 'Laura Halonen Lalive'),
      { type: 'firm', name: 'Lalive' },
    ])
    expect(entities.map((e) => e.name)).toEqual(['Laura Halonen', 'Lalive'])
  })
})
