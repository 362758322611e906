import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServices } from '#test/helpers/test-services.ts'
import { INSIGHTS_FILE, loadInsightsFeed } from './insights-feed.ts'
import { isInsightsInputError } from './insights-types.ts'
import { passageOf } from './passages.ts'

let services: Awaited<ReturnType<typeof createTestServices>>

beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

const shipped = loadInsightsFeed('data/editorial')

describe('the practical insights feed', () => {
  test('the shipped notes: sample content, each on a topic of its edition', () => {
    expect(shipped.length).toBeGreaterThanOrEqual(15)
    expect(shipped.every((n) => n.sample && n.summary && n.sections.length > 0)).toBe(true)
    const topics = new Set(services.insights.topics('KA').map((t) => t.id))
    expect(shipped.every((n) => topics.has(n.topicId))).toBe(true)
  })

  test('every authority a shipped note cites is a document of its edition', async () => {
    const ids = [...new Set(shipped.flatMap((n) => n.authorities))]
    expect(ids.length).toBeGreaterThan(20)
    const missing: string[] = []
    for (const id of ids) {
      await services.content.getDocument(id, { edition: 'KA' }).catch(() => missing.push(id))
    }
    expect(missing).toEqual([])
  })

  test('a bad line stops the load with its file and line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'insights-'))
    try {
      const good = (await readFile(join('data/editorial', INSIGHTS_FILE), 'utf8')).split('\n')[0]!
      const file = join(dir, INSIGHTS_FILE)
      await writeFile(file, `${good}\n{"id":"x"}\n`)
      expect(() => loadInsightsFeed(dir)).toThrow(`${file}:2`)
      const otherTopic = good.replace(/"insightTopic":"[^"]*"/, '"insightTopic":"no-such-topic"')
      await writeFile(file, `\n${otherTopic}\n`)
      expect(() => loadInsightsFeed(dir)).toThrow(
        `${file}:2: KA has no practical insight topic “no-such-topic”`,
      )
      await writeFile(file, `${good}\n${good}\n`)
      expect(() => loadInsightsFeed(dir)).toThrow(`${file}:2: a note with the id`)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('topics and notes', () => {
  test('each edition’s topics, with their notes counted; an edition without has none', () => {
    const ka = services.insights.topics('KA')
    expect(ka.map((t) => t.id)).toContain('emergency-arbitrator')
    expect(ka.find((t) => t.id === 'emergency-arbitrator')).toMatchObject({
      url: '/practical-insights?topic=emergency-arbitrator',
      notes: shipped.filter((n) => n.topicId === 'emergency-arbitrator').length,
    })
    expect(services.insights.topics('KIPL')).toEqual([])
  })

  test('a topic lists its notes and the awards whose text discusses it, with their passage', async () => {
    const list = await services.insights.list('KA', { topic: 'emergency-arbitrator' })
    expect(list.topics.map((t) => t.id)).toEqual(['emergency-arbitrator'])
    expect(list.topics[0]!.notesShown.map((n) => n.institution).sort()).toEqual(['ICC', 'SCC'])
    const jkx = list.decisions!.items.find((d) => d.id === 'isds-40c32db94678')
    expect(jkx?.passage).toMatch(/emergency arbitrator/i)
    expect(jkx?.url).toContain('q=')
    expect(list.decisions!.searchUrl).toMatch(/^\/search\?/)
  })

  test('filters by institution and country; an unknown one is refused with its name', async () => {
    const icsid = await services.insights.list('KA', { institution: 'icsid' })
    const notes = icsid.topics.flatMap((t) => t.notesShown)
    expect(notes.length).toBeGreaterThan(3)
    expect(notes.every((n) => n.institution === 'ICSID')).toBe(true)
    const germany = await services.insights.list('KA', { country: 'Germany' })
    expect(germany.topics.flatMap((t) => t.notesShown).every((n) => n.country === 'Germany')).toBe(
      true,
    )
    const refused = await services.insights.list('KA', { topic: 'nope' }).catch((e: unknown) => e)
    expect(isInsightsInputError(refused)).toBe(true)
    expect((refused as Error).message).toContain('“nope”')
  })

  test('a note: its authorities with the passage on the topic, other decisions and related notes', async () => {
    const nyc = shipped.find((n) => n.title.startsWith('Resisting enforcement'))!
    const note = await services.insights.note('KA', nyc.id)
    const article5 = note.authorities.find((a) => a.id === 'BWBV0005176_5')
    expect(article5?.title).toBe('Article V')
    expect(article5?.passage).toMatch(/refused/)
    expect(note.topic.url).toBe('/practical-insights?topic=nyc-enforcement')
    expect(note.related.map((r) => r.title)).toContain('Enforcing a foreign award in Germany')
    expect(note.decisions.items.every((d) => !nyc.authorities.includes(d.id))).toBe(true)
    await expect(services.insights.note('KA', 'no-such-note')).rejects.toThrow(/not found/)
    await expect(services.insights.note('KIPL', nyc.id)).rejects.toThrow(/not found/)
  })

  test('the passage is the paragraph of the first hit, cut around it', () => {
    const long = 'word '.repeat(200)
    const html = `<p>Opening.</p><p>${long}the <mark class="hit" id="hit-1">emergency</mark> arbitrator ${long}</p>`
    const passage = passageOf(html)
    expect(passage).toContain('emergency arbitrator')
    expect(passage.startsWith('…')).toBe(true)
    expect(passage.length).toBeLessThan(450)
    expect(passageOf('<p>First.</p><p>Second.</p>')).toBe('First. Second.')
    // a short item reads after the sentence that opens its list
    const list = passageOf(
      '<h2>Article 52</h2><p>(1). Either party may request annulment on these grounds:</p>' +
        '<p class="item">(a) not properly constituted;</p>' +
        '<p class="item">(b) has <mark class="hit" id="hit-1">manifestly</mark> exceeded its powers;</p>',
    )
    expect(list).toBe(
      '(1). Either party may request annulment on these grounds: (a) not properly constituted; (b) has manifestly exceeded its powers;',
    )
  })
})

describe('the comparer', () => {
  test('each answer with its source: a statute, a decision’s passage, else the sample note', async () => {
    const result = await services.insights.compare('KA', {
      topicIds: ['set-aside', 'expedited-procedure'],
      jurisdictions: ['germany', 'ICSID', 'Netherlands', 'ICC'],
    })
    expect(result.topics.map((t) => t.id)).toEqual(['expedited-procedure', 'set-aside'])
    expect(result.columns.map((c) => c.name)).toEqual(['ICSID', 'ICC', 'Germany', 'Netherlands'])
    const cell = (topic: string, column: string) =>
      result.rows[result.topics.findIndex((t) => t.id === topic)]!.find((c) => c.column === column)!
    // Germany: § 1059 ZPO, from the jurisdiction comparison, and the note beside it
    const germany = cell('set-aside', 'Germany')
    expect(germany).toMatchObject({ origin: 'provision', language: 'de', sample: false })
    expect(germany.source?.url).toBe('/document/de-zpo_10.7.1')
    expect(germany.note?.sample).toBe(true)
    // ICSID: the passage of a decision the search finds
    const icsid = cell('set-aside', 'ICSID')
    expect(icsid.origin).toBe('decision')
    expect(icsid.paragraphs[0]).toMatch(/set aside|setting aside/i)
    // the Netherlands: nothing held
    expect(cell('set-aside', 'Netherlands').origin).toBe('none')
    // ICC's expedited procedure: a decision if the collection holds one, else the sample note
    const icc = cell('expedited-procedure', 'ICC')
    expect(['decision', 'note']).toContain(icc.origin)
    if (icc.origin === 'note') expect(icc.sample).toBe(true)
  })

  test('unknown topics or columns are refused, naming them', async () => {
    const e = await services.insights
      .compare('KA', { topicIds: ['costs', 'x-topic'], jurisdictions: ['Atlantis'] })
      .catch((error: unknown) => error)
    expect(isInsightsInputError(e)).toBe(true)
    expect((e as Error).message).toBe(
      'The comparer has unknown topics: x-topic; unknown countries or institutions: Atlantis.',
    )
  })
})

describe('header suggestions', () => {
  test('topics whose words the text starts, each valued by its id', () => {
    const found = services.insights.suggest('KA', 'emerg')
    expect(found.suggestions[0]).toEqual({
      value: 'emergency-arbitrator',
      label: 'Emergency arbitrator',
      subLabel: 'Practical insights · 2 notes',
    })
    expect(services.insights.suggest('KA', 'annul').suggestions.map((s) => s.label)).toEqual([
      'Annulment and setting aside',
      'ICSID annulment',
    ])
    expect(services.insights.suggest('KIPL', 'emerg').total).toBe(0)
  })
})
