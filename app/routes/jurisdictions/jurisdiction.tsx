import { data, Link, redirect } from 'react-router'
import { searchDownPage } from '#app/utils/search-down.server.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { formatDay } from '#sites/dates.ts'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import { card, container, muted, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { countryOf } from '#server/jurisdictions/countries.ts'
import { isNotFoundError } from '#server/errors.ts'
import { mountedRouteKeys, routeAccess, type RouteKey } from '#sites/index.ts'
import { COMPARE_TOOLS, toolJurisdictions } from '#sites/tools/compare/index.ts'
import type { Route } from './+types/jurisdiction'
import * as styles from './jurisdictions.css.ts'
import { SampleMark } from '#app/components/sample-mark.tsx'

/** The route that serves a section's "see all" search, by the search's path. */
const SEARCH_ROUTES: Record<string, RouteKey> = {
  '/search': 'search',
  '/books': 'books',
  '/awards': 'awards',
}

/**
 * /jurisdiction/{name}: one country and what the edition holds about it: the cases where it is
 * the respondent State (or the EU's case register), the awards, the treaties and conventions it
 * is party to, court decisions and judgments from its courts and its statutes, each with its
 * first documents and the whole list as a search; its recent developments; and the comparisons
 * that cover it. A code or another spelling redirects to the country's common name; a country
 * the edition holds nothing about is the not-found page.
 */
export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args
  const { jurisdictions, home } = context.get(servicesContext)
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  const detail = await jurisdictions.jurisdiction(site.id, params.name).catch((e: unknown) => {
    if (isNotFoundError(e)) {
      throw data(
        { message: 'The collection holds nothing about a jurisdiction of this name.' },
        { status: 404 },
      )
    }
    return searchDownPage(e)
  })
  const url = pageUrl(args)
  if (url.pathname !== detail.url) throw redirect(detail.url, 301)

  const mounted = mountedRouteKeys()
  const canOpen = (key: RouteKey | undefined) =>
    key !== undefined && mounted.has(key) && routeAccess(site, key, viewer.subscription) === 'ok'
  const { country } = detail
  const developments = home
    .developments(site.id, {}, 200)
    .recentDevelopments.filter((d) =>
      d.jurisdictions.some((j) => countryOf(j)?.code === country.code),
    )
    .slice(0, 10)

  return {
    country: {
      name: country.name,
      officialName: country.officialName,
      continent: country.continent,
    },
    documents: detail.documents,
    sections: detail.sections.map((s) => ({
      id: s.id,
      title: s.title,
      total: s.total,
      items: s.items.map((i) => ({
        id: i.id,
        title: i.title,
        url: i.url,
        meta: [i.type, formatDay(i.jurisDate ?? i.legisDate ?? '')].filter(Boolean).join(' · '),
      })),
      searchUrl: canOpen(SEARCH_ROUTES[s.searchUrl.split('?')[0]]) ? s.searchUrl : null,
    })),
    developments: developments.map((d) => ({
      id: d.id,
      title: d.title,
      abstract: d.abstract,
      date: formatDay(d.publishedDate),
      sample: d.sample,
    })),
    comparisons: canOpen('compare-jurisdictions')
      ? COMPARE_TOOLS[site.id]
          .filter((t) => toolJurisdictions(t).includes(country.name))
          .map((t) => ({
            title: t.publicationTitle,
            url: `/compare-jurisdictions/${encodeURIComponent(t.slug)}?j=${encodeURIComponent(country.name)}`,
          }))
      : [],
  }
}

type LoaderData = Awaited<ReturnType<typeof loader>>

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData?.country.name ?? 'Jurisdiction')
export const handle: RouteHandle = {
  breadcrumb: (d) => (d as LoaderData | undefined)?.country.name ?? 'Jurisdiction',
  overview: { displayText: 'Jurisdictions', href: '/jurisdictions' },
}

const number = new Intl.NumberFormat('en-GB')

export default function JurisdictionRoute({ loaderData }: Route.ComponentProps) {
  const { country, documents, sections, developments, comparisons } = loaderData
  return (
    <div className={`${container} ${page}`}>
      <p>
        <Link to="/jurisdictions">All jurisdictions</Link>
      </p>
      <h1 className={styles.title}>{country.name}</h1>
      <p className={muted}>
        {[
          country.officialName !== country.name ? country.officialName : null,
          country.continent,
          `${number.format(documents)} ${documents === 1 ? 'document' : 'documents'} in the collection`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div className={styles.sections}>
        <div className={styles.columns}>
          {sections.map((s) => (
            <section key={s.id} className={card} aria-labelledby={`section-${s.id}`}>
              <h2 id={`section-${s.id}`} className={styles.sectionTitle}>
                {s.title}
              </h2>
              <p className={styles.count}>
                {s.total > s.items.length
                  ? `${s.items.length} of ${number.format(s.total)}, newest first`
                  : `${s.total}, newest first`}
              </p>
              <ul className={styles.plainList}>
                {s.items.map((i) => (
                  <li key={i.id}>
                    <Link to={i.url}>{i.title}</Link>
                    {i.meta ? <span className={styles.itemMeta}> · {i.meta}</span> : null}
                  </li>
                ))}
              </ul>
              {s.searchUrl && s.total > s.items.length ? (
                <p>
                  <Link to={s.searchUrl}>
                    See all {number.format(s.total)}
                    <span className="visually-hidden"> {s.title.toLowerCase()}</span>
                  </Link>
                </p>
              ) : null}
            </section>
          ))}
          {comparisons.length ? (
            <section className={card} aria-labelledby="section-compare">
              <h2 id="section-compare" className={styles.sectionTitle}>
                Compare with other jurisdictions
              </h2>
              <ul className={styles.plainList}>
                {comparisons.map((c) => (
                  <li key={c.url}>
                    <Link to={c.url}>{c.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <section className={card} aria-labelledby="section-developments">
          <h2 id="section-developments" className={styles.sectionTitle}>
            Recent developments
          </h2>
          {developments.length === 0 ? (
            <p className={muted}>No recent developments for {country.name}.</p>
          ) : (
            <ul className={styles.plainList}>
              {developments.map((d) => (
                <li key={d.id}>
                  <strong>{d.title}</strong>
                  {d.sample ? <SampleMark /> : null}
                  <br />
                  {d.abstract} <span className={styles.itemMeta}>· {d.date}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
