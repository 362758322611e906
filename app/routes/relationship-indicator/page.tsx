import { Link } from 'react-router'
import { NumberedPager } from '#app/components/numbered-pager.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { formatDay } from '#sites/dates.ts'
import { useDelayedIsPending } from '#app/components/search/hooks.ts'
import { button, card, container, muted, page } from '#app/styles/ui.css.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { MAX_RIGHT_SELECTIONS } from '#sites/tools/relationships.ts'
import type { Route } from './+types/page'
import { RelationshipGraph } from './graph.tsx'
import { loadRelationshipPage } from './relationship.server.ts'
import { PATH, relationshipHref } from './params.ts'
import { Chip, FindForm, Lookup } from './selection-forms.tsx'
import * as styles from './relationship-indicator.css.ts'

/**
 * /relationship-indicator: one left-hand selection against one or more right-hand ones (person,
 * firm, State or commercial party), every case of the collection that connects them, how, and
 * the award lines that show it. The URL holds the state (params.ts); every control is a link or
 * a GET form, so it works without JavaScript; with it, names are looked up as they are typed.
 */
export async function loader(args: Route.LoaderArgs) {
  return loadRelationshipPage(args)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'Relationship Indicator')
export const handle = { breadcrumb: 'Relationship Indicator' }

export default function RelationshipIndicatorRoute({ loaderData }: Route.ComponentProps) {
  const { state, left, right, lookup, result, latest } = loaderData
  const pending = useDelayedIsPending(PATH)
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>Relationship Indicator</h1>
      <p className={`${muted} ${styles.intro}`}>
        Check one person, law firm, State or commercial party against others: every case of the
        collection in which they meet, and how. Tribunals, counsel and parties are read from the
        award texts; each connection names the line it comes from.
      </p>
      <div className={styles.sides}>
        <section className={card} aria-labelledby="side-left">
          <h2 id="side-left" className={styles.sideTitle}>
            Check
          </h2>
          {left ? (
            <ul className={styles.chips}>
              <Chip {...left} />
            </ul>
          ) : (
            <FindForm side="left" state={state} lookup={lookup} />
          )}
          {left && lookup?.side === 'left' ? <Lookup lookup={lookup} /> : null}
        </section>
        <section className={card} aria-labelledby="side-right">
          <h2 id="side-right" className={styles.sideTitle}>
            Against
          </h2>
          {right.length ? (
            <ul className={styles.chips}>
              {right.map((r) => (
                <Chip key={r.removeHref} {...r} />
              ))}
            </ul>
          ) : null}
          {right.length < MAX_RIGHT_SELECTIONS ? (
            <FindForm side="right" state={state} lookup={lookup} />
          ) : (
            <Lookup lookup={lookup?.side === 'right' ? lookup : null} />
          )}
        </section>
      </div>

      {result ? (
        <section
          aria-labelledby="relationship-results"
          className={pending ? styles.pending : undefined}
        >
          <h2 id="relationship-results" className={styles.count}>
            {result.total === 0
              ? `No case of the collection connects ${result.leftName} with ${right.map((r) => r.name).join(', ')}`
              : `${result.total.toLocaleString('en-GB')} ${result.total === 1 ? 'connection' : 'connections'} of ${result.leftName} with ${right.map((r) => r.name).join(', ')}`}
          </h2>
          <RelationshipGraph {...result.graph} />
          <nav aria-label="Kind of connection" className={styles.connectionFilter}>
            {result.connections.map((c) => (
              <Link
                key={c.href}
                to={c.href}
                className={c.selected ? button.default : button.outlined}
                aria-current={c.selected ? 'true' : undefined}
                preventScrollReset
              >
                {c.label}
                {c.cases !== null ? ` (${c.cases})` : ''}
              </Link>
            ))}
          </nav>
          {result.items.length ? (
            <div className={`${card} ${styles.tableScroll}`}>
              <table className={`${styles.table} ${styles.phoneRows}`}>
                <caption className="visually-hidden">
                  Cases that connect the selections, newest first
                </caption>
                <thead>
                  <tr>
                    <th className={styles.cell} scope="col">
                      Date
                    </th>
                    <th className={styles.cell} scope="col">
                      Case
                    </th>
                    <th className={styles.cell} scope="col">
                      With
                    </th>
                    <th className={styles.cell} scope="col">
                      How
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.items.map((r) => (
                    <tr key={r.key}>
                      <td className={styles.cell}>
                        {r.date ? formatDay(r.date) : 'Date not stated'}
                      </td>
                      <td className={styles.cell}>
                        <Link to={r.caseHref}>{r.caseName}</Link>
                        {r.caseNo ? <div className={muted}>{r.caseNo}</div> : null}
                      </td>
                      <td className={styles.cell}>
                        <span className={styles.phoneLabel}>With </span>
                        {r.right}
                      </td>
                      <td className={styles.cell}>
                        <strong>{r.connections.join('; ')}</strong>
                        <div>{r.description}</div>
                        <details className={styles.evidence}>
                          <summary>Evidence ({r.evidence.length})</summary>
                          <ul className={styles.plainList}>
                            {r.evidence.map((e) => (
                              <li key={`${e.url}#${e.line}`}>
                                <Link to={e.url}>{e.title}</Link>, line {e.line}:{' '}
                                <q className={styles.quote}>{e.text}</q>
                              </li>
                            ))}
                          </ul>
                        </details>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <NumberedPager
            current={result.page}
            pages={result.pages}
            href={(page) => relationshipHref({ ...state, page })}
            label="Result pages"
          />
        </section>
      ) : left && !right.length ? (
        <p className={muted}>
          Add at least one person, law firm, State or commercial party to check against.
        </p>
      ) : null}

      {latest.length ? (
        <section aria-labelledby="latest-searches" className={styles.latest}>
          <h2 id="latest-searches" className={styles.sideTitle}>
            Your latest searches
          </h2>
          <ul className={styles.plainList}>
            {latest.map((s) => (
              <li key={s.id}>
                <Link to={s.url}>{s.query}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
