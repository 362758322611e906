import { Link } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { formatDay } from '#sites/dates.ts'
import { card } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { CitationList } from '../treaties/citation-list.tsx'
import * as styles from '../treaties/treaties.css.ts'
import type { Route } from './+types/jurisdiction'
import { loadJurisdictions } from './nyc.server.ts'
import { NYC_OVERVIEW } from './tool-nav.tsx'
import { CitedDecisions, ToolPage, ToolTable } from './tool-page.tsx'

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
    <ToolPage
      title="New York Convention by jurisdiction"
      lead="The States whose awards and court decisions in the collection cite the Convention. The collection’s treaty record is the Dutch treaty register, which holds the Convention as binding the Netherlands and lists no other Contracting State; for the others, the page quotes what the collection’s texts say about the State and the Convention."
    >
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
            <CitedDecisions
              summary={
                selected.documents.total
                  ? `${selected.documents.total === 1 ? 'One document' : `${selected.documents.total} documents`} of the collection about ${selected.country} cite the Convention, newest first.`
                  : `No document of the collection about ${selected.country} cites the Convention.`
              }
              decisions={selected.documents}
              headingLevel={4}
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
          <ToolTable
            labelledBy="states"
            columns={['State', 'Treaty register', 'Documents']}
            rows={states.map((s) => ({
              key: s.country,
              href: s.href,
              name: s.country,
              current: selected?.country === s.country,
              about: s.registered ? 'Contracting State' : 'Not recorded',
              count: s.documents,
            }))}
          />
        </section>
      </div>
    </ToolPage>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
