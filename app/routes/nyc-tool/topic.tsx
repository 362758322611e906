import { Link } from 'react-router'
import { NumberedPager } from '#app/components/numbered-pager.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { card, container, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { CitationList } from '../treaties/citation-list.tsx'
import * as styles from '../treaties/treaties.css.ts'
import type { Route } from './+types/topic'
import { loadTopics } from './nyc.server.ts'
import { NYC_OVERVIEW, ToolNav } from './tool-nav.tsx'

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
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>New York Convention by topic</h1>
      <ToolNav />
      <p className={styles.lead}>
        The grounds the Convention governs, each with the awards and court decisions of the
        collection that deal with it: its words close to the Convention’s name or to Article V.
      </p>
      <div className={styles.sections}>
        {selected ? (
          <section id="decisions" className={card} aria-labelledby="topic-decisions">
            <h2 id="topic-decisions" className={styles.sectionTitle}>
              {selected.topic.label} ({selected.topic.ref})
            </h2>
            <p className={styles.count} role="status">
              {selected.decisions.total
                ? `Dealt with in ${decisionsText(selected.decisions.total)} of the collection, those that deal with it most first.`
                : 'No award or decision of the collection deals with it beside the Convention.'}{' '}
              <Link to={`/nyctool/${selected.topic.article}`}>Read the article</Link>
            </p>
            <CitationList items={selected.decisions.items} />
            <NumberedPager
              current={selected.decisions.page}
              pages={selected.decisions.pages}
              label="Decision pages"
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
          <table className={styles.table} aria-labelledby="topics">
            <thead>
              <tr>
                <th className={styles.cell} scope="col">
                  Topic
                </th>
                <th className={styles.cell} scope="col">
                  Provision
                </th>
                <th className={styles.numberCell} scope="col">
                  Decisions
                </th>
              </tr>
            </thead>
            <tbody>
              {topics.map((t) => (
                <tr key={t.id}>
                  <th className={styles.rowHeader} scope="row">
                    <Link
                      to={t.href}
                      aria-current={selected?.topic.id === t.id ? 'true' : undefined}
                    >
                      {t.label}
                    </Link>
                  </th>
                  <td className={styles.cell}>{t.ref}</td>
                  <td className={styles.numberCell}>{t.decisions}</td>
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
