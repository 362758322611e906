import { Link } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { card } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import * as styles from '../treaties/treaties.css.ts'
import type { Route } from './+types/topic'
import { loadTopics } from './nyc.server.ts'
import { NYC_OVERVIEW } from './tool-nav.tsx'
import { CitedDecisions, ToolPage, ToolTable } from './tool-page.tsx'

/** /nyctool/topic: the Convention's grounds; `?topic=` lists one ground's decisions. */
export async function loader(args: Route.LoaderArgs) {
  return loadTopics(args)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'New York Convention by topic')
export const handle: RouteHandle = { breadcrumb: 'By topic', overview: NYC_OVERVIEW }

function decisionsText(n: number) {
  return n === 1 ? 'one award or decision' : `${n} awards and decisions`
}

export default function NycTopicRoute({ loaderData }: Route.ComponentProps) {
  const { topics, selected } = loaderData
  return (
    <ToolPage
      title="New York Convention by topic"
      lead="The grounds the Convention governs, each with the awards and court decisions of the collection that deal with it: its words close to the Convention’s name or to Article V."
    >
      <div className={styles.sections}>
        {selected ? (
          <section id="decisions" className={card} aria-labelledby="topic-decisions">
            <h2 id="topic-decisions" className={styles.sectionTitle}>
              {selected.topic.label} ({selected.topic.ref})
            </h2>
            <CitedDecisions
              summary={
                <>
                  {selected.decisions.total
                    ? `Dealt with in ${decisionsText(selected.decisions.total)} of the collection, those that deal with it most first.`
                    : 'No award or decision of the collection deals with it beside the Convention.'}{' '}
                  <Link to={`/nyctool/${selected.topic.article}`}>Read the article</Link>
                </>
              }
              decisions={selected.decisions}
              href={(n) =>
                `/nyctool/topic?topic=${selected.topic.id}${n > 1 ? `&page=${n}` : ''}#decisions`
              }
            />
          </section>
        ) : null}
        <section className={card} aria-labelledby="topics">
          <h2 id="topics" className={styles.sectionTitle}>
            Topics
          </h2>
          <ToolTable
            labelledBy="topics"
            columns={['Topic', 'Provision', 'Decisions']}
            rows={topics.map((t) => ({
              key: t.id,
              href: t.href,
              name: t.label,
              current: selected?.topic.id === t.id,
              about: t.ref,
              count: t.decisions,
            }))}
          />
        </section>
      </div>
    </ToolPage>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
