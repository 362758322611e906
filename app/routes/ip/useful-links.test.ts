import { describe, expect, test } from 'vitest'
import { USEFUL_LINKS } from '#sites/kipl/useful-links.ts'
import { loader } from './useful-links.tsx'

describe('/usefullinks', () => {
  test('every group has links, each an https address to another site, none twice', () => {
    const { groups } = loader()
    expect(groups).toBe(USEFUL_LINKS)
    const urls = groups.flatMap((g) => g.links.map((l) => l.url))
    expect(groups.every((g) => g.links.length > 0)).toBe(true)
    expect(urls.every((u) => new URL(u).protocol === 'https:')).toBe(true)
    expect(new Set(urls).size).toBe(urls.length)
    expect(groups.flatMap((g) => g.links).every((l) => l.title && l.description)).toBe(true)
  })
})
