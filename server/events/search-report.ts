import { sql } from 'kysely'
import type { Db } from '#server/db/connection.ts'
import type { SiteId } from '#server/users/subscriptions.ts'

// The editors' report of searches, from the search events of one edition (type
// Searches_Regular): how many searches a day, the queries asked most, and the queries that found
// nothing (what the collection or the query language lacks). Days are UTC days; the store does
// the counting, so the report costs the same however many events there are.

export const SEARCH_EVENT = 'Searches_Regular'
export const REPORT_PERIODS = [7, 30, 90] as const
export type ReportPeriod = (typeof REPORT_PERIODS)[number]

export type SearchReport = {
  days: ReportPeriod
  /** yyyy-mm-dd, the first and last day counted. */
  from: string
  to: string
  total: number
  /** Every day of the period, the days without a search included. */
  perDay: { day: string; searches: number }[]
  topQueries: { query: string; searches: number; results: number | null }[]
  zeroResults: { query: string; searches: number; lastSearched: string }[]
}

export interface SearchReports {
  searchReport(input: { siteId: SiteId; days: ReportPeriod; limit?: number }): Promise<SearchReport>
}

const DAY_MS = 86_400_000
const isoDay = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10)

export function createSearchReports(db: Db, options: { now?: () => Date } = {}): SearchReports {
  const now = options.now ?? (() => new Date())
  return {
    async searchReport({ siteId, days, limit = 15 }) {
      const today = Math.floor(now().getTime() / DAY_MS)
      const first = today - days + 1
      const searches = db
        .selectFrom('usage_events')
        .where('site_id', '=', siteId)
        .where('type', '=', SEARCH_EVENT)
        .where('created_at', '>=', first * DAY_MS)
      const dayOf = sql<number>`created_at / ${sql.lit(DAY_MS)}`
      const query = sql<string>`lower(trim(keywords))`
      const [byDay, top, zero] = await Promise.all([
        searches
          .select([dayOf.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy(dayOf)
          .execute(),
        searches
          .where(sql<string>`trim(keywords)`, '!=', '')
          .select([
            query.as('query'),
            (eb) => eb.fn.countAll<number>().as('n'),
            (eb) => eb.fn.max('result_count').as('results'),
          ])
          .groupBy(query)
          .orderBy('n', 'desc')
          .orderBy(query)
          .limit(limit)
          .execute(),
        searches
          .where(sql<string>`trim(keywords)`, '!=', '')
          .where('result_count', '=', 0)
          .select([
            query.as('query'),
            (eb) => eb.fn.countAll<number>().as('n'),
            (eb) => eb.fn.max('created_at').as('last'),
          ])
          .groupBy(query)
          .orderBy('n', 'desc')
          .orderBy(query)
          .limit(limit)
          .execute(),
      ])
      const counts = new Map(byDay.map((r) => [Number(r.day), Number(r.n)]))
      const perDay = Array.from({ length: days }, (_, i) => ({
        day: isoDay(first + i),
        searches: counts.get(first + i) ?? 0,
      }))
      return {
        days,
        from: isoDay(first),
        to: isoDay(today),
        total: perDay.reduce((sum, d) => sum + d.searches, 0),
        perDay,
        topQueries: top
          .filter((r) => r.query)
          .map((r) => ({
            query: r.query,
            searches: Number(r.n),
            results: r.results === null ? null : Number(r.results),
          })),
        zeroResults: zero
          .filter((r) => r.query)
          .map((r) => ({
            query: r.query,
            searches: Number(r.n),
            lastSearched: isoDay(Math.floor(Number(r.last) / DAY_MS)),
          })),
      }
    },
  }
}
