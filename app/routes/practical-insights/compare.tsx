import { data, Form, Link, useNavigation } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { SampleMark } from '#app/components/sample-mark.tsx'
import { servicesContext, siteContext } from '#app/context.ts'
import * as compareStyles from '#app/routes/compare-jurisdictions/compare.css.ts'
import { button, card, container, muted, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { isInsightsInputError } from '#server/practice/insights-types.ts'
import { parseCompareParams } from '#sites/tools/compare/params.ts'
import type { Route } from './+types/compare'
import * as styles from './practical-insights.css.ts'

const PATH = '/practical-content/compare'

const ORIGIN: Record<string, string> = {
  provision: 'Statute',
  decision: 'Passage of a decision',
  note: 'Practice note',
}

/**
 * /practical-content/compare?t={topic}&j={country or institution}: the country and institution
 * comparer. One GET form of checkboxes (topics `t`, columns `j`, as the jurisdiction comparison
 * reads them), so it works without JavaScript; once both are chosen, a grid of answers, one row
 * a topic and one column a country or institution, each answer with its source: a statute
 * provision or a decision's passage from the collection, else the practice note (sample content
 * marked as such). Unknown topics or columns answer 400 naming them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const { insights } = context.get(servicesContext)
  const options = insights.comparerOptions(site.id)
  const parsed = parseCompareParams(new URL(request.url).searchParams)
  const selection = parsed.ok ? parsed.selection : { topicIds: [], jurisdictions: [] }
  let message = parsed.ok ? null : parsed.message
  let result = null
  const complete = selection.topicIds.length > 0 && selection.jurisdictions.length > 0
  if (parsed.ok && complete) {
    try {
      result = await insights.compare(site.id, selection)
    } catch (e) {
      if (!isInsightsInputError(e)) throw e
      message = e.message
    }
  } else if (parsed.ok && (selection.topicIds.length || selection.jurisdictions.length)) {
    message = selection.topicIds.length
      ? 'Choose at least one country or institution to compare.'
      : 'Choose at least one topic to compare.'
  }
  const refused = !parsed.ok || (message !== null && complete)
  return data({ options, selection, message, result }, { status: refused ? 400 : 200 })
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'Country and institution comparer')
export const handle: RouteHandle = {
  breadcrumb: 'Country and institution comparer',
  overview: { displayText: 'Practical Insights', href: '/practical-insights' },
}

export default function ComparerRoute({ loaderData }: Route.ComponentProps) {
  const { options, selection, message, result } = loaderData
  const navigation = useNavigation()
  const pending = navigation.state === 'loading' && navigation.location.pathname === PATH
  const topics = new Set(selection.topicIds)
  const columns = new Set(selection.jurisdictions.map((j) => j.toLowerCase()))
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>Country and institution comparer</h1>
      <p className={styles.lead}>
        Set institutions’ rules and countries’ laws side by side on the questions of practice. Each
        answer names its source: a statute or a decision of the collection where it holds one,
        otherwise the <Link to="/practical-insights">practice note</Link>.
      </p>
      <div className={compareStyles.sections}>
        <section className={card} aria-labelledby="comparer-choose">
          <h2 id="comparer-choose" className={compareStyles.sectionTitle}>
            Choose topics, countries and institutions
          </h2>
          <Form method="get" action={`${PATH}#comparer-results`} className={compareStyles.form}>
            <div className={compareStyles.choices}>
              <fieldset className={compareStyles.fieldset}>
                <legend className={compareStyles.legend}>Topics</legend>
                {options.topics.map((t) => (
                  <label key={t.id} className={compareStyles.check}>
                    <input
                      type="checkbox"
                      name="t"
                      value={t.id}
                      defaultChecked={topics.has(t.id)}
                    />
                    {t.title}
                  </label>
                ))}
              </fieldset>
              <fieldset className={compareStyles.fieldset}>
                <legend className={compareStyles.legend}>Countries and institutions</legend>
                {options.columnGroups.map((g) => (
                  <div key={g.groupName} role="group" aria-label={g.groupName}>
                    <h3 className={compareStyles.group} aria-hidden="true">
                      {g.groupName}
                    </h3>
                    {g.columns.map((c) => (
                      <label key={c.name} className={compareStyles.check}>
                        <input
                          type="checkbox"
                          name="j"
                          value={c.name}
                          defaultChecked={columns.has(c.name.toLowerCase())}
                        />
                        {c.name}
                      </label>
                    ))}
                  </div>
                ))}
              </fieldset>
            </div>
            {message ? (
              <p className={compareStyles.message} role="alert">
                {message}
              </p>
            ) : null}
            <div className={compareStyles.actions}>
              <button type="submit" className={button.default} aria-disabled={pending}>
                {pending ? 'Comparing…' : 'Compare'}
              </button>
              {selection.topicIds.length || selection.jurisdictions.length ? (
                <Link to={PATH} className={button.text}>
                  Clear all
                </Link>
              ) : null}
            </div>
          </Form>
        </section>

        {result ? (
          <section
            className={card}
            aria-labelledby="comparer-results"
            id="comparer-results"
            aria-busy={pending}
          >
            <h2 id="comparer-results" className={compareStyles.sectionTitle}>
              Comparison
            </h2>
            <div
              className={compareStyles.scroll}
              role="region"
              aria-label="Countries and institutions compared"
              tabIndex={0}
            >
              <table className={compareStyles.table}>
                <thead>
                  <tr>
                    <th className={styles.gridCell} scope="col">
                      Topic
                    </th>
                    {result.columns.map((c) => (
                      <th key={c.name} className={styles.gridCell} scope="col">
                        {c.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {result.topics.map((t, i) => (
                    <tr key={t.id}>
                      <th className={styles.gridCell} scope="row">
                        <Link to={t.url}>{t.title}</Link>
                      </th>
                      {result.rows[i]!.map((cell) => (
                        <td key={cell.column} className={styles.gridCell}>
                          {cell.origin === 'none' ? (
                            <p className={muted}>No answer held yet.</p>
                          ) : (
                            <>
                              <div lang={cell.language}>
                                {cell.paragraphs.map((p, j) => (
                                  <p key={j} className={compareStyles.answerText}>
                                    {p}
                                  </p>
                                ))}
                              </div>
                              {cell.source ? (
                                <p className={compareStyles.sources}>
                                  {ORIGIN[cell.origin]}:{' '}
                                  <Link to={cell.source.url}>{cell.source.title}</Link>
                                  {cell.sample ? <SampleMark /> : null}
                                </p>
                              ) : null}
                            </>
                          )}
                          {cell.note && cell.origin !== 'note' ? (
                            <p className={compareStyles.sources}>
                              Practice note: <Link to={cell.note.url}>{cell.note.title}</Link>
                              {cell.note.sample ? <SampleMark /> : null}
                            </p>
                          ) : null}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}
      </div>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
