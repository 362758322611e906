import { Form, Link } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { button, card, container, input, muted, page } from '#app/styles/ui.css.ts'
import { mountedRouteKeys } from '#sites/index.ts'
import type { Route } from './+types/home'
import * as styles from './home.css.ts'

/**
 * The subscriber's home: a search box, what the edition's collection holds (the type facet of an
 * empty search) and the newest documents. Editorial home content (blogs, news, featured books)
 * comes with the personalisation work.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { search } = context.get(servicesContext)
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  const { page, filters } = search.searchWithFilters(
    { q: '', resultsPerPage: 6, sortBy: 'date', sortOrder: 'desc' },
    { edition: site.id },
  )
  const types = filters.find((f) => f.id === 'type')?.filterItems ?? []
  const mounted = mountedRouteKeys()
  return {
    greeting: viewer.account?.name ?? null,
    total: page.totalHits,
    types: types.map((t) => ({ name: t.name, value: t.value, count: t.count ?? 0 })),
    latest: page.hits.map((h) => ({ id: h.id, title: h.title, url: h.url, type: h.type, date: h.publicationDate ?? h.updatedDate, source: h.source })),
    canSearch: mounted.has('search'),
    canRead: mounted.has('document'),
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Home')

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' })

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { greeting, total, types, latest, canSearch, canRead } = loaderData
  return (
    <div className={`${container} ${page}`}>
      <section className={styles.hero}>
        <h1 className={styles.heroTitle}>{greeting ? `Welcome, ${greeting}` : 'Welcome'}</h1>
        <p className={styles.heroText}>
          Search {total.toLocaleString('en-GB')} documents: awards, judgments, treaties, statutes and commentary.
        </p>
        {canSearch ? (
          <Form method="get" action="/search" role="search" className={styles.heroSearch}>
            <label htmlFor="home-search" className="visually-hidden">
              Search the collection
            </label>
            <input id="home-search" name="q" type="search" className={input} placeholder="e.g. fair and equitable treatment" />
            <button type="submit" className={button.default}>
              Search
            </button>
          </Form>
        ) : null}
      </section>

      <div className={styles.columns}>
        <section className={card} aria-labelledby="collection-heading">
          <h2 id="collection-heading" className={styles.sectionTitle}>
            In the collection
          </h2>
          <ul className={styles.list}>
            {types.map((t) => (
              <li key={t.value} className={styles.row}>
                {canSearch ? <Link to={`/search?type=${encodeURIComponent(t.value)}`}>{t.name}</Link> : <span>{t.name}</span>}
                <span className={muted}>{t.count.toLocaleString('en-GB')}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className={card} aria-labelledby="latest-heading">
          <h2 id="latest-heading" className={styles.sectionTitle}>
            Latest documents
          </h2>
          <ul className={styles.list}>
            {latest.map((d) => (
              <li key={d.id} className={styles.latest}>
                {canRead ? <Link to={d.url}>{d.title}</Link> : <span>{d.title}</span>}
                <span className={muted}>
                  {[d.type, d.source, d.date ? dateFormat.format(new Date(d.date)) : null].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
