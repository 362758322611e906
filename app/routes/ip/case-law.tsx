import { Link } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext, siteContext } from '#app/context.ts'
import { card, container, muted, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { CASE_LAW_PARTS, type CaseLawPart } from '#sites/kipl/case-law.ts'
import { isFacetId } from '#sites/search/facets.ts'
import { parseSearchParams, searchHref } from '#sites/search/search-params.ts'
import { withFacet } from '#sites/search/search-state.ts'
import { toSearchQuery } from '#sites/search/engine-query.ts'
import type { Edition, SearchEngine } from '#server/search/engine.ts'
import type { Route } from './+types/case-law'
import * as styles from './ip.css.ts'
import { above } from '#app/styles/layout.css.ts'
import { formatDay } from '#sites/dates.ts'

/**
 * /case-law (IP edition): all the edition's case law, the decisions of courts and offices first
 * (by court, topic and procedure), then domain name decisions under their own name (by provider),
 * each value a link to its search, each part with its latest decisions. A part the edition holds
 * nothing of is left out.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const search = context.get(servicesContext).search
  const parts = await Promise.all(CASE_LAW_PARTS.map((part) => casesOf(part, search, site.id)))
  return { parts: parts.filter((p) => p.total > 0) }
}

async function casesOf(part: CaseLawPart, engine: SearchEngine, edition: Edition) {
  const base = parseSearchParams(new URLSearchParams(part.types.map((t) => ['type', t])))
  const query = toSearchQuery(base)
  const { page: results, filters } = await engine.searchWithFilters(
    {
      ...query,
      resultsPerPage: 10,
      sortBy: 'date',
      sortOrder: 'desc',
      filters: [
        ...query.filters,
        ...part.groups.map((g) => ({ id: g.facet, filterItems: [], limit: 20 })),
      ],
    },
    { edition },
  )
  const groups = part.groups
    .map((g) => {
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
    })
    .filter((g) => g.items.length > 0)
  return {
    id: part.id,
    title: part.title,
    noun: part.noun,
    latestTitle: part.latest,
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
  const { parts } = loaderData
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>All Case Law</h1>
      <p className={styles.lead}>
        The edition holds{' '}
        {parts.map((p, i) => (
          <span key={p.id}>
            {i > 0 ? ' and ' : ''}
            <Link to={p.all}>
              {p.total} {p.noun}
            </Link>
          </span>
        ))}
        {parts.length ? '. ' : 'no case law yet. '}
        Choose a court, a topic, a procedure or a provider to search within them.
      </p>
      {parts.map((part) => (
        <section key={part.id} className={above.l} aria-labelledby={`case-law-${part.id}`}>
          <h2 id={`case-law-${part.id}`} className={styles.partTitle}>
            {part.title}
          </h2>
          <div className={styles.groups}>
            {part.groups.map((g) => (
              <section
                key={g.facet}
                className={card}
                aria-labelledby={`case-law-${part.id}-${g.facet}`}
              >
                <h3 id={`case-law-${part.id}-${g.facet}`} className={styles.groupTitle}>
                  {g.title}
                </h3>
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
          <section className={`${card} ${above.l}`} aria-labelledby={`case-law-${part.id}-latest`}>
            <h3 id={`case-law-${part.id}-latest`} className={styles.groupTitle}>
              {part.latestTitle}
            </h3>
            <ul className={styles.links}>
              {part.latest.map((d) => (
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
        </section>
      ))}
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
