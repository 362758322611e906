import { Link } from 'react-router'
import { searchDownPage } from '#app/utils/search-down.server.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { parseDevelopmentsParams } from '#app/components/home/developments-params.ts'
import { RecentDevelopments } from '#app/components/home/recent-developments.tsx'
import { servicesContext, siteContext } from '#app/context.ts'
import { card, container, muted, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/list'
import * as styles from './jurisdictions.css.ts'

const CONTINENTS = ['Africa', 'Asia', 'Europe', 'North America', 'South America', 'Oceania']

/**
 * /jurisdictions: the countries the edition holds documents about, by continent, each opening
 * its page; and the recent developments with the legal filter workflow (spec 001 §4), whose
 * continents, convention and jurisdictions narrow the list of countries as well.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { jurisdictions, home } = context.get(servicesContext)
  const site = context.get(siteContext)
  const selection = parseDevelopmentsParams(new URL(request.url).searchParams)
  const [countries, developments] = await Promise.all([
    jurisdictions.list(site.id).catch(searchDownPage),
    home.developments(site.id, selection, 10),
  ])
  const convention = developments.facetFilters.conventionsFilter.filterItems.find((c) => c.active)
  const continents = developments.facetFilters.continentsFilter.filterItems
    .filter((c) => c.active)
    .map((c) => c.name as string)
  const chosen = new Set([...selection.jurisdictions, ...(convention?.conventionLandCodes ?? [])])
  const filtered = continents.length > 0 || chosen.size > 0
  const shown = countries.filter(
    (c) => !filtered || chosen.has(c.code) || (c.continent && continents.includes(c.continent)),
  )
  const groups = [...CONTINENTS, null]
    .map((continent) => ({
      continent: continent ?? 'Other',
      items: shown
        .filter((c) => c.continent === continent)
        .map((c) => ({ name: c.name, url: c.url, documents: c.documents })),
    }))
    .filter((g) => g.items.length > 0)
  return {
    groups,
    total: countries.length,
    shown: shown.length,
    filters: [...continents, ...(convention ? [convention.displayName] : [])],
    choseJurisdictions: selection.jurisdictions.length,
    developments,
    selection,
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Jurisdictions')
export const handle: RouteHandle = { breadcrumb: 'Jurisdictions' }

const number = new Intl.NumberFormat('en-GB')

export default function JurisdictionsRoute({ loaderData }: Route.ComponentProps) {
  const { groups, total, shown, filters, choseJurisdictions, developments, selection } = loaderData
  const narrowed = shown !== total || filters.length > 0 || choseJurisdictions > 0
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>Jurisdictions</h1>
      <p className={styles.lead}>
        The countries the collection holds documents about, with their cases, treaties, court
        decisions and statutes. Open one to see what the collection holds for it.
      </p>
      <div className={styles.sections}>
        <section className={card} aria-labelledby="jurisdictions-list">
          <h2 id="jurisdictions-list" className={styles.sectionTitle}>
            {narrowed ? `${shown} of ${total} jurisdictions` : `${total} jurisdictions`}
          </h2>
          {narrowed ? (
            <p className={styles.filterNote}>
              <span className={muted}>
                Narrowed by the filters of recent developments
                {filters.length ? `: ${filters.join(', ')}` : ''}
                {choseJurisdictions ? ` and ${choseJurisdictions} chosen jurisdictions` : ''}.
              </span>
              <Link to="/jurisdictions">Show all</Link>
            </p>
          ) : null}
          {groups.length === 0 ? (
            <p className={muted}>The collection holds no document about these jurisdictions.</p>
          ) : (
            groups.map((g) => (
              <section key={g.continent} aria-labelledby={`continent-${slug(g.continent)}`}>
                <h3 id={`continent-${slug(g.continent)}`}>{g.continent}</h3>
                <ul className={styles.countries}>
                  {g.items.map((c) => (
                    <li key={c.url}>
                      <Link to={c.url}>{c.name}</Link>{' '}
                      <span className={styles.itemMeta}>
                        {number.format(c.documents)} {c.documents === 1 ? 'document' : 'documents'}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </section>
        <RecentDevelopments
          developments={developments}
          selection={selection}
          path="/jurisdictions"
        />
      </div>
    </div>
  )
}

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z]+/g, '-')
}

export const ErrorBoundary = GeneralErrorBoundary
