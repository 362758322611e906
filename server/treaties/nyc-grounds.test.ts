// The New York Convention tool on the starter corpus: every ground of Article V lists the
// decisions that apply it, rulings first, and the FAA's chapter 2 stands beside the articles.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { NYC_TOPICS } from '#sites/tools/treaties.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { nycTopicQuery } from './citations.ts'

const GROUNDS = [
  'invalid-agreement',
  'due-process',
  'excess',
  'composition',
  'set-aside',
  'arbitrability',
  'public-policy',
]

test('a ground is found by its citation as well as by its words near the Convention', () => {
  const dueProcess = NYC_TOPICS.find((t) => t.id === 'due-process')!
  const q = nycTopicQuery(dueProcess)
  expect(q).toContain('"article v 1 b"')
  expect(q).toContain('"section 103 2 c"')
  expect(q).toContain('NEAR30')
})

describe('on the starter corpus', () => {
  let services: Awaited<ReturnType<typeof createTestServices>>
  beforeAll(async () => {
    services = await createTestServices()
  })
  afterAll(() => services.cleanup())

  test('each ground of Article V(1)(a)-(e) and V(2)(a)-(b) lists at least one decision', async () => {
    const counts = new Map<string, number>(
      (await services.treaties.nyc.topics('KA')).map((t) => [t.topic.id, t.decisions]),
    )
    for (const id of GROUNDS) expect(counts.get(id), id).toBeGreaterThan(0)
  })

  test('a court ruling that applies the ground comes first, with its passage', async () => {
    const { decisions } = await services.treaties.nyc.topic('KA', 'invalid-agreement')
    expect(decisions.items[0].type).toBe('Court decisions')
    expect(decisions.items.map((d) => d.title)).toContainEqual(
      expect.stringMatching(/KABAB-JI.*\[2020\] EWCA Civ 6/),
    )
    expect(decisions.items[0].passage.length).toBeGreaterThan(20)
  })

  test('Article V shows the FAA sections that implement it', async () => {
    const view = await services.treaties.nyc.article('KA', 5)
    expect(view.implementing.map((i) => i.url)).toEqual([
      '/document/us-9usc_s201',
      '/document/us-9usc_s207',
    ])
    expect(view.implementing[1].title).toMatch(/^§ 207 – Award of arbitrators; confirmation/)
    expect(view.decisions.total).toBeGreaterThan(2)
  })
})
