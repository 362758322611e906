import { data, Link, redirect } from 'react-router'
import { z } from 'zod'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext, siteContext } from '#app/context.ts'
import { card, container, muted, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { buildCharts } from '#server/charts/service.ts'
import { CHART_PRODUCTS, chartProduct, defaultChartProduct } from '#sites/tools/smart-charts.ts'
import type { Route } from './+types/page'
import { BarChart } from './bar-chart.tsx'
import * as styles from './smart-charts.css.ts'

const Params = z.object({ product: z.string().trim().max(40).optional() })

/**
 * /smartcharts?product={code}: the product's charts, counted from the content index over preset
 * searches (sites/tools/smart-charts.ts). Without a product, the edition's first; a product of
 * another edition, or none at all, is not found.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const url = new URL(request.url)
  const params = Params.safeParse({ product: url.searchParams.get('product') ?? undefined })
  if (!params.success) {
    throw data({ message: 'A product code is at most 40 characters.' }, { status: 400 })
  }
  const { product: code } = params.data
  if (!code) {
    const first = defaultChartProduct(site.id)
    if (!first) throw data({ message: 'This edition has no smart charts.' }, { status: 404 })
    throw redirect(`/smartcharts?product=${encodeURIComponent(first.code)}`)
  }
  const product = chartProduct(code, site.id)
  if (!product) {
    throw data({ message: `There are no smart charts called “${code}”.` }, { status: 404 })
  }
  const charts = await buildCharts(context.get(servicesContext).search, product, site.id)
  return {
    product: { code: product.code, title: product.title, lead: product.lead },
    others: CHART_PRODUCTS.filter((p) => p.edition === site.id && p.code !== product.code).map(
      (p) => ({ title: p.title, href: `/smartcharts?product=${encodeURIComponent(p.code)}` }),
    ),
    charts: charts.map((chart) => ({
      ...chart,
      downloads: (['csv', 'excel'] as const).map((format) => ({
        format,
        label: format === 'csv' ? 'CSV' : 'Excel',
        href: `/smartcharts/download?${new URLSearchParams({ product: product.code, chart: chart.id, format })}`,
      })),
    })),
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData?.product.title ?? 'Smart Charts')
export const handle: RouteHandle = { breadcrumb: 'Smart Charts' }

export default function SmartChartsRoute({ loaderData }: Route.ComponentProps) {
  const { product, others, charts } = loaderData
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>{product.title}</h1>
      <p className={styles.lead}>
        {product.lead} Each bar opens the search that lists its documents.
      </p>
      {others.length ? (
        <nav aria-label="Other smart charts">
          <ul className={styles.products}>
            {others.map((o) => (
              <li key={o.href}>
                <Link to={o.href}>{o.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={styles.charts}>
        {charts.map((chart) => {
          const titleId = `chart-${chart.id}`
          return (
            <section key={chart.id} className={card} aria-labelledby={titleId}>
              <h2 id={titleId} className={styles.chartTitle}>
                {chart.title}
              </h2>
              <p className={styles.description}>{chart.description}</p>
              {chart.bars.length ? (
                <BarChart chart={chart} titleId={titleId} />
              ) : (
                <p>The collection holds nothing to count here yet.</p>
              )}
              <div className={styles.footer}>
                <Link to={chart.href}>
                  All {chart.total} {chart.unit}
                </Link>
                <span className={muted}>Download the data:</span>
                {chart.downloads.map((d) => (
                  <a
                    key={d.format}
                    href={d.href}
                    download
                    aria-label={`Download the data of “${chart.title}” as ${d.label}`}
                  >
                    {d.label}
                  </a>
                ))}
              </div>
              <details className={styles.details}>
                <summary>Table</summary>
                <table className={styles.table}>
                  <caption className="visually-hidden">{chart.title}</caption>
                  <thead>
                    <tr>
                      <th className={styles.cell} scope="col">
                        {chart.kind === 'year' ? 'Year' : 'Value'}
                      </th>
                      <th className={styles.numberCell} scope="col">
                        {chart.unit.charAt(0).toUpperCase() + chart.unit.slice(1)}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {chart.bars.map((b) => (
                      <tr key={b.label}>
                        <th className={styles.cell} scope="row">
                          {b.count > 0 ? <Link to={b.href}>{b.label}</Link> : b.label}
                        </th>
                        <td className={styles.numberCell}>{b.count}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </section>
          )
        })}
      </div>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
