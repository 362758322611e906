import { Link } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext, siteContext } from '#app/context.ts'
import { card, container, muted, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { CASE_LAW_GROUPS, CASE_LAW_TYPES } from '#sites/kipl/case-law.ts'
import { isFacetId } from '#sites/search/facets.ts'
import { parseSearchParams, searchHref } from '#sites/search/search-params.ts'
import { withFacet } from '#sites/search/search-state.ts'
import { toSearchQuery } from '#sites/search/engine-query.ts'
import type { Route } from './+types/case-law'
import * as styles from './ip.css.ts'
import { above } from '#app/styles/layout.css.ts'
import { formatDay } from '#sites/dates.ts'

/**
 * /case-law (IP edition): all the edition's case law, counted by court, provider, topic and
 * procedure, each value a link to its search; the latest decisions below.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const base = parseSearchParams(new URLSearchParams(CASE_LAW_TYPES.map((t) => ['type', t])))
  const query = toSearchQuery(base)
  const { page: results, filters } = await context.get(servicesContext).search.searchWithFilters(
    {
      ...query,
      resultsPerPage: 10,
      sortBy: 'date',
      sortOrder: 'desc',
      filters: [
        ...query.filters,
        ...CASE_LAW_GROUPS.map((g) => ({ id: g.facet, filterItems: [], limit: 20 })),
      ],
    },
    { edition: site.id },
  )
  const groups = CASE_LAW_GROUPS.map((g) => {
    const items = (filters.find((f) => f.id === g.facet)?.filterItems ?? []).filter(
      (i) => (i.count ?? 0) > 0,
    )
    return {
      facet: g.facet,
      title: g.title,
      items: items.map((i) => ({
        label: i.value.includes('>')
          ? `${i.value.split('>').slice(0, -1).join(' › ')} › ${i.label}`
          : i.label,
        count: i.count ?? 0,
        href: isFacetId(g.facet)
          ? searchHref(withFacet(base, g.facet, { values: [i.value], op: 'OR' }))
          : searchHref(base),
      })),
    }
  }).filter((g) => g.items.length > 0)
  return {
    total: results.totalHits,
    all: searchHref(base),
    groups,
    latest: results.hits.map((h) => ({
      id: h.id,
      title: h.title,
      url: h.url,
      date: h.jurisDate ?? h.updatedDate,
      where: h.sourceLocation ?? h.source,
    })),
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'All Case Law')
export const handle: RouteHandle = { breadcrumb: 'All Case Law' }

export default function CaseLawRoute({ loaderData }: Route.ComponentProps) {
  const { total, all, groups, latest } = loaderData
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>All Case Law</h1>
      <p className={styles.lead}>
        The edition holds <Link to={all}>{total} judgments and decisions</Link>. Choose a court, a
        provider, a topic or a procedure to search within them.
      </p>
      <div className={styles.groups}>
        {groups.map((g) => (
          <section key={g.facet} className={card} aria-labelledby={`case-law-${g.facet}`}>
            <h2 id={`case-law-${g.facet}`} className={styles.groupTitle}>
              {g.title}
            </h2>
            <ul className={styles.links}>
              {g.items.map((i) => (
                <li key={i.href}>
                  <Link to={i.href}>{i.label}</Link> <span className={muted}>({i.count})</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section className={`${card} ${above.l}`} aria-labelledby="case-law-latest">
        <h2 id="case-law-latest" className={styles.groupTitle}>
          Latest decisions
        </h2>
        <ul className={styles.links}>
          {latest.map((d) => (
            <li key={d.id}>
              <Link to={d.url}>{d.title}</Link>
              <p className={muted}>
                {d.where}
                {d.date ? `, ${formatDay(d.date)}` : ''}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
