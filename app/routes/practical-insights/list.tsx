import { data, Form, Link, useNavigation } from 'react-router'
import { z } from 'zod'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { formatDay } from '#sites/dates.ts'
import { SampleMark } from '#app/components/sample-mark.tsx'
import { servicesContext, siteContext } from '#app/context.ts'
import {
  button,
  card,
  container,
  input,
  label,
  muted,
  page,
  sideLayout,
  sideNav,
  sideNavLink,
} from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { isInsightsInputError } from '#server/practice/insights-types.ts'
import type { Route } from './+types/list'
import { Passages } from './passages.tsx'
import * as styles from './practical-insights.css.ts'

const value = z.string().trim().max(200).optional()
const Params = z.object({ topic: value, institution: value, country: value })

/**
 * /practical-insights[?topic=&institution=&country=]: practice notes grouped by topic, filtered
 * by topic, institution or country (a GET form, so it works without JavaScript); a chosen topic
 * also lists the awards and decisions whose text discusses it, each with its passage. A value
 * the edition does not have answers 400 with the page and what is wrong.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const params = new URL(request.url).searchParams
  const parsed = Params.safeParse({
    topic: params.get('topic') || undefined,
    institution: params.get('institution') || undefined,
    country: params.get('country') || undefined,
  })
  const { insights } = context.get(servicesContext)
  const answer = async (filter: z.infer<typeof Params>, message: string | null) =>
    data(
      { ...(await insights.list(site.id, filter)), filter, message },
      { status: message ? 400 : 200 },
    )
  if (!parsed.success) return answer({}, 'A filter value is longer than 200 characters.')
  try {
    return await answer(parsed.data, null)
  } catch (e) {
    if (isInsightsInputError(e)) return answer({}, e.message)
    throw e
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Practical Insights')
export const handle: RouteHandle = { breadcrumb: 'Practical Insights' }

export default function PracticalInsightsRoute({ loaderData }: Route.ComponentProps) {
  const { topics, decisions, filters, filter, message } = loaderData
  const navigation = useNavigation()
  const pending =
    navigation.state === 'loading' && navigation.location.pathname === '/practical-insights'
  const chosen = filter.topic ? topics.find((t) => t.id === filter.topic) : undefined
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>Practical Insights</h1>
      <p className={styles.lead}>
        Short practice notes on the questions that come up in an arbitration, by topic, each with
        the authorities it rests on. To set institutions and countries side by side, use the{' '}
        <Link to="/practical-content/compare">country and institution comparer</Link>.
      </p>
      <Form method="get" className={styles.filters} aria-label="Filter the notes">
        <div className={styles.filter}>
          <label htmlFor="insights-topic" className={label}>
            Topic
          </label>
          <select
            id="insights-topic"
            name="topic"
            defaultValue={filter.topic ?? ''}
            className={input}
          >
            <option value="">All topics</option>
            {filters.topics.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor="insights-institution" className={label}>
            Institution
          </label>
          <select
            id="insights-institution"
            name="institution"
            defaultValue={filter.institution ?? ''}
            className={input}
          >
            <option value="">Any institution</option>
            {filters.institutions.map((i) => (
              <option key={i}>{i}</option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor="insights-country" className={label}>
            Country
          </label>
          <select
            id="insights-country"
            name="country"
            defaultValue={filter.country ?? ''}
            className={input}
          >
            <option value="">Any country</option>
            {filters.countries.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <button type="submit" className={button.default}>
          {pending ? 'Showing…' : 'Show'}
        </button>
        {filter.topic || filter.institution || filter.country ? (
          <Link to="/practical-insights" className={button.text}>
            Clear all
          </Link>
        ) : null}
      </Form>
      {message ? (
        <p role="alert" className={styles.meta}>
          {message}
        </p>
      ) : null}
      <div className={sideLayout} aria-busy={pending}>
        <nav aria-label="Topics">
          <ul className={sideNav}>
            {filters.topics.map((t) => (
              <li key={t.id}>
                <Link
                  to={`/practical-insights?topic=${encodeURIComponent(t.id)}`}
                  className={sideNavLink}
                  aria-current={t.id === filter.topic ? 'page' : undefined}
                  preventScrollReset
                >
                  {t.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {topics.length === 0 ? <p>No notes match these filters.</p> : null}
          {topics.map((t) => (
            <section
              key={t.id}
              className={`${card} ${styles.topic}`}
              aria-labelledby={`topic-${t.id}`}
            >
              <h2 id={`topic-${t.id}`} className={styles.topicTitle}>
                {t.id === chosen?.id ? t.title : <Link to={t.url}>{t.title}</Link>}
              </h2>
              <p className={muted}>{t.description}</p>
              {t.notesShown.length ? (
                <ul className={styles.notes}>
                  {t.notesShown.map((n) => (
                    <li key={n.id}>
                      <Link to={n.url} className={styles.noteTitle}>
                        {n.title}
                      </Link>
                      {n.sample ? <SampleMark /> : null}
                      <p className={styles.meta}>{n.summary}</p>
                      <p className={styles.meta}>
                        {[n.institution, n.country].filter(Boolean).join(' · ')}
                        {n.lastUpdated
                          ? `${n.institution || n.country ? ' · ' : ''}Last updated ${formatDay(n.lastUpdated)}`
                          : null}
                      </p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={muted}>No notes on this topic yet.</p>
              )}
            </section>
          ))}
          {decisions && chosen ? (
            <section className={card} aria-labelledby="decisions">
              <h2 id="decisions" className={styles.topicTitle}>
                Awards and decisions: {chosen.title}
              </h2>
              <Passages
                decisions={decisions}
                none={`The collection holds no award or decision on this topic.`}
              />
            </section>
          ) : null}
        </div>
      </div>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
