import { describe, expect, test } from 'vitest'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { createEventStore } from './event-store.ts'
import { createSearchReports } from './search-report.ts'

describe.each(testDatabases())('the editors’ report of searches ($name)', (database) => {
  const db = useTempDb(database)
  const today = Date.parse('2026-11-27T15:00:00Z')
  let time = today

  test('counts searches per day, the top queries and those that found nothing', async () => {
    const events = createEventStore(db(), { now: () => new Date(time) })
    const search = (
      keywords: string | null,
      resultCount: number,
      daysAgo: number,
      siteId = 'KA',
    ) => {
      time = today - daysAgo * 86_400_000
      return events.recordEvent({
        type: 'Searches_Regular',
        keywords,
        resultCount,
        siteId: siteId as 'KA',
        link: '/search',
      })
    }
    await search('Expropriation', 40, 0)
    await search('expropriation ', 38, 1)
    await search('expropriation', 41, 1)
    await search('umbrella clause', 7, 1)
    await search('tribunl', 0, 2)
    await search('Tribunl', 0, 0)
    await search('fork in the road', 0, 3)
    await search(null, 120, 0) // a listing opened with no words: counted, not a query
    await search('old search', 0, 40) // before the period
    await search('expropriation', 5, 0, 'KIPL') // another edition
    await events.recordEvent({ type: 'PageView', siteId: 'KA', location: '/search' })

    const reports = createSearchReports(db(), { now: () => new Date(today) })
    const report = await reports.searchReport({ siteId: 'KA', days: 7 })
    expect(report.from).toBe('2026-11-21')
    expect(report.to).toBe('2026-11-27')
    expect(report.perDay).toHaveLength(7)
    expect(report.perDay.slice(-4)).toEqual([
      { day: '2026-11-24', searches: 1 },
      { day: '2026-11-25', searches: 1 },
      { day: '2026-11-26', searches: 3 },
      { day: '2026-11-27', searches: 3 },
    ])
    expect(report.perDay[0]).toEqual({ day: '2026-11-21', searches: 0 })
    expect(report.total).toBe(8)
    expect(report.topQueries[0]).toEqual({ query: 'expropriation', searches: 3, results: 41 })
    expect(report.topQueries.map((q) => q.query)).toEqual([
      'expropriation',
      'tribunl',
      'fork in the road',
      'umbrella clause',
    ])
    expect(report.zeroResults).toEqual([
      { query: 'tribunl', searches: 2, lastSearched: '2026-11-27' },
      { query: 'fork in the road', searches: 1, lastSearched: '2026-11-24' },
    ])
    const longer = await reports.searchReport({ siteId: 'KA', days: 90 })
    expect(longer.zeroResults.map((q) => q.query)).toContain('old search')
    expect((await reports.searchReport({ siteId: 'KCL', days: 30 })).total).toBe(0)
  })
})
