import { Link } from 'react-router'
import { NumberedPager } from '#app/components/numbered-pager.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { formatDay } from '#sites/dates.ts'
import { card, container, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { CitationList } from '../treaties/citation-list.tsx'
import * as styles from '../treaties/treaties.css.ts'
import type { Route } from './+types/jurisdiction'
import { loadJurisdictions } from './nyc.server.ts'
import { NYC_OVERVIEW, ToolNav } from './tool-nav.tsx'

/** /nyctool/jurisdiction: the States and the Convention; `?state=` opens one. */
export async function loader(args: Route.LoaderArgs) {
  return loadJurisdictions(args)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'New York Convention by jurisdiction')
export const handle: RouteHandle = { breadcrumb: 'By jurisdiction', overview: NYC_OVERVIEW }

export default function NycJurisdictionRoute({ loaderData }: Route.ComponentProps) {
  const { states, selected } = loaderData
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>New York Convention by jurisdiction</h1>
      <ToolNav />
      <p className={styles.lead}>
        The States whose awards and court decisions in the collection cite the Convention. The
        collection’s treaty record is the Dutch treaty register, which holds the Convention as
        binding the Netherlands and lists no other Contracting State; for the others, the page
        quotes what the collection’s texts say about the State and the Convention.
      </p>
      <div className={styles.sections}>
        {selected ? (
          <section id="state" className={card} aria-labelledby="state-title">
            <h2 id="state-title" className={styles.sectionTitle}>
              {selected.country}
            </h2>
            <h3 className={styles.rowTitle}>Status</h3>
            {selected.status.register ? (
              <p>
                Contracting State: the treaty register holds{' '}
                <Link to={selected.status.register.url}>{selected.status.register.title}</Link> as
                binding {selected.country}
                {selected.status.register.version
                  ? ` (text version of ${formatDay(selected.status.register.version)})`
                  : ''}
                .
              </p>
            ) : (
              <p className={styles.note}>
                The treaty record of the collection gives no date or reservation for this State.
              </p>
            )}
            {selected.status.statements.items.length ? (
              <>
                <p>What the texts say about {selected.country} and the Convention:</p>
                <CitationList
                  items={selected.status.statements.items.slice(0, 3)}
                  headingLevel={4}
                />
              </>
            ) : null}
            <h3 className={styles.rowTitle}>Decisions citing the Convention</h3>
            <p className={styles.count} role="status">
              {selected.documents.total
                ? `${selected.documents.total === 1 ? 'One document' : `${selected.documents.total} documents`} of the collection about ${selected.country} cite the Convention, newest first.`
                : `No document of the collection about ${selected.country} cites the Convention.`}
            </p>
            <CitationList items={selected.documents.items} headingLevel={4} />
            <NumberedPager
              current={selected.documents.page}
              pages={selected.documents.pages}
              label="Decision pages"
              href={(n) =>
                `/nyctool/jurisdiction?state=${encodeURIComponent(selected.country)}${n > 1 ? `&page=${n}` : ''}#state`
              }
            />
          </section>
        ) : null}
        <section className={card} aria-labelledby="states">
          <h2 id="states" className={styles.sectionTitle}>
            States
          </h2>
          <table className={styles.table} aria-labelledby="states">
            <thead>
              <tr>
                <th className={styles.cell} scope="col">
                  State
                </th>
                <th className={styles.cell} scope="col">
                  Treaty register
                </th>
                <th className={styles.numberCell} scope="col">
                  Documents
                </th>
              </tr>
            </thead>
            <tbody>
              {states.map((s) => (
                <tr key={s.country}>
                  <th className={styles.rowHeader} scope="row">
                    <Link
                      to={s.href}
                      aria-current={selected?.country === s.country ? 'true' : undefined}
                    >
                      {s.country}
                    </Link>
                  </th>
                  <td className={styles.cell}>
                    {s.registered ? 'Contracting State' : 'Not recorded'}
                  </td>
                  <td className={styles.numberCell}>{s.documents}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
