import { data, Form, Link, redirect } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import { BarChart } from '#app/routes/smart-charts/bar-chart.tsx'
import { button, card, container, input, label, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { REPORT_PERIODS, type ReportPeriod } from '#server/events/search-report.ts'
import { formatDay } from '#sites/dates.ts'
import { staffMayOpen } from '#sites/index.ts'
import { searchHref } from '#sites/search/search-params.ts'
import { withChanges, defaultState } from '#sites/search/search-state.ts'
import type { Route } from './+types/search-report'
import * as styles from './search-report.css.ts'

const TITLE = 'Search report'
const DEFAULT_DAYS: ReportPeriod = 30

/**
 * /editors/search-report?days=7|30|90: for the portal's editors, this edition's searches per day
 * (a chart drawn on the server, and the same figures as a table), the queries asked most and the
 * queries that found nothing. Counted from the search events subscribers agreed to (decision
 * 181). The guard answers not found to anyone without the editor role; this is the backstop.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args
  const viewer = context.get(viewerContext)
  if (!viewer.account || !staffMayOpen('editors.search-report', viewer.roles)) {
    throw data(null, { status: 404 })
  }
  const site = context.get(siteContext)
  const url = pageUrl(args)
  const asked = url.searchParams.get('days')
  const days = REPORT_PERIODS.find((d) => String(d) === asked) ?? DEFAULT_DAYS
  // One address per report: the default period is not spelt out, anything unknown is dropped.
  const canonical = days === DEFAULT_DAYS ? url.pathname : `${url.pathname}?days=${days}`
  if (canonical !== url.pathname + url.search) throw redirect(canonical)

  const report = await context
    .get(servicesContext)
    .searchReports.searchReport({ siteId: site.id, days })
  const search = (q: string) => searchHref(withChanges(defaultState('default'), { q }))
  return data(
    {
      edition: site.name,
      days,
      periods: REPORT_PERIODS,
      from: formatDay(report.from),
      to: formatDay(report.to),
      total: report.total,
      chart: {
        id: 'searches-per-day',
        title: 'Searches per day',
        description: `${report.total} searches from ${formatDay(report.from)} to ${formatDay(report.to)}`,
        unit: 'searches',
        kind: 'year' as const,
        total: report.total,
        href: '#per-day',
        bars: report.perDay.map((d) => ({
          label: formatDay(d.day).replace(/ \d{4}$/, ''),
          count: d.searches,
          href: `#day-${d.day}`,
        })),
      },
      perDay: report.perDay.map((d) => ({ ...d, label: formatDay(d.day) })),
      topQueries: report.topQueries.map((q) => ({ ...q, href: search(q.query) })),
      zeroResults: report.zeroResults.map((q) => ({
        ...q,
        href: search(q.query),
        last: formatDay(q.lastSearched),
      })),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, TITLE)
export const handle: RouteHandle = { breadcrumb: TITLE }

export default function SearchReportRoute({ loaderData }: Route.ComponentProps) {
  const { chart, perDay, topQueries, zeroResults } = loaderData
  return (
    <div className={`${container} ${page}`}>
      <h1>
        {TITLE}: {loaderData.edition}
      </h1>
      <p className={styles.lead}>
        Searches of subscribers who agreed to usage tracking, counted by day (UTC). Queries are
        grouped without regard to case; a listing opened with no words counts as a search but not as
        a query.
      </p>
      <Form method="get" className={styles.periodForm}>
        <label className={label}>
          Period{' '}
          <select name="days" defaultValue={loaderData.days} className={input}>
            {loaderData.periods.map((d) => (
              <option key={d} value={d}>
                Last {d} days
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={button.outlined}>
          Show
        </button>
      </Form>
      <p className={styles.total} role="status">
        {loaderData.total.toLocaleString('en-GB')} searches from {loaderData.from} to{' '}
        {loaderData.to}
      </p>
      <section className={card} aria-labelledby="chart-searches-per-day">
        <h2 id="chart-searches-per-day">{chart.title}</h2>
        <BarChart chart={chart} titleId="chart-searches-per-day" />
        <details>
          <summary>Searches per day as a table</summary>
          <table className={styles.table} id="per-day">
            <thead>
              <tr>
                <th className={styles.cell} scope="col">
                  Day
                </th>
                <th className={styles.numberCell} scope="col">
                  Searches
                </th>
              </tr>
            </thead>
            <tbody>
              {perDay.map((d) => (
                <tr key={d.day} id={`day-${d.day}`}>
                  <th className={styles.cell} scope="row">
                    {d.label}
                  </th>
                  <td className={styles.numberCell}>{d.searches}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
      <div className={styles.sections}>
        <QueryTable
          id="top-queries"
          title="Top queries"
          empty="No query was searched in this period."
          rows={topQueries.map((q) => ({
            query: q.query,
            href: q.href,
            searches: q.searches,
            extra: q.results === null ? '–' : q.results.toLocaleString('en-GB'),
          }))}
          extraHeading="Results"
        />
        <QueryTable
          id="zero-results"
          title="Queries that found nothing"
          empty="Every query found something in this period."
          rows={zeroResults.map((q) => ({
            query: q.query,
            href: q.href,
            searches: q.searches,
            extra: q.last,
          }))}
          extraHeading="Last searched"
        />
      </div>
    </div>
  )
}

function QueryTable({
  id,
  title,
  empty,
  rows,
  extraHeading,
}: {
  id: string
  title: string
  empty: string
  rows: { query: string; href: string; searches: number; extra: string }[]
  extraHeading: string
}) {
  return (
    <section className={card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                Query
              </th>
              <th className={styles.numberCell} scope="col">
                Searches
              </th>
              <th className={styles.numberCell} scope="col">
                {extraHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.query}>
                <th className={styles.cell} scope="row">
                  <Link to={r.href}>{r.query}</Link>
                </th>
                <td className={styles.numberCell}>{r.searches}</td>
                <td className={styles.numberCell}>{r.extra}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
