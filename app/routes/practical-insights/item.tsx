import { data, Link } from 'react-router'
import { z } from 'zod'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { formatDay } from '#sites/dates.ts'
import { SampleMark } from '#app/components/sample-mark.tsx'
import { servicesContext, siteContext } from '#app/context.ts'
import { card, container, muted, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { isNotFoundError } from '#server/errors.ts'
import type { Route } from './+types/item'
import { AuthorityList, Passages } from './passages.tsx'
import * as styles from './practical-insights.css.ts'

const Params = z.object({ id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/) })

/**
 * /practical-content/{id}: a practice note with its summary and sections, the authorities of the
 * collection it rests on (each with its passage), the collection's other awards and decisions on
 * the topic, the last update and related notes. An id the edition has no note under is the
 * not-found page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = Params.safeParse(params)
  const notFound = () =>
    data({ message: 'There is no practical insight at this address.' }, { status: 404 })
  if (!parsed.success) throw notFound()
  const site = context.get(siteContext)
  try {
    return { note: await context.get(servicesContext).insights.note(site.id, parsed.data.id) }
  } catch (e) {
    if (isNotFoundError(e)) throw notFound()
    throw e
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData?.note.title ?? 'Practical Insights')
export const handle: RouteHandle = {
  breadcrumb: (d) =>
    (d as { note?: { title: string } } | undefined)?.note?.title ?? 'Practical insight',
  overview: { displayText: 'Practical Insights', href: '/practical-insights' },
}

export default function PracticalInsightRoute({ loaderData }: Route.ComponentProps) {
  const { note } = loaderData
  const about = [note.institution, note.country].filter(Boolean).join(' · ')
  return (
    <div className={`${container} ${page}`}>
      <p>
        <Link to="/practical-insights">Practical Insights</Link> ›{' '}
        <Link to={note.topic.url}>{note.topic.title}</Link>
      </p>
      <article aria-labelledby="note-title">
        <h1 id="note-title" className={styles.title}>
          {note.title}
          {note.sample ? <SampleMark /> : null}
        </h1>
        <p className={styles.meta}>
          {about ? `${about} · ` : null}
          {note.lastUpdated ? `Last updated ${formatDay(note.lastUpdated)}` : null}
          {note.contributors.length ? ` · ${note.contributors.join(', ')}` : null}
        </p>
        <p className={`${styles.lead} ${styles.section}`}>
          <strong>{note.summary}</strong>
        </p>
        <div className={styles.text}>
          {note.sections.map((s, i) => (
            <section key={i} aria-label={s.heading || undefined}>
              {s.heading ? <h2 className={styles.sectionTitle}>{s.heading}</h2> : null}
              {s.paragraphs.map((p, j) => (
                <p key={j}>{p}</p>
              ))}
            </section>
          ))}
        </div>
      </article>

      <section className={`${card} ${styles.section}`} aria-labelledby="authorities">
        <h2 id="authorities" className={styles.sectionTitle}>
          Authorities
        </h2>
        {note.authorities.length ? (
          <AuthorityList items={note.authorities} />
        ) : (
          <p className={muted}>
            The collection holds none of the texts this note rests on; the decisions below discuss
            the topic.
          </p>
        )}
      </section>

      <section className={`${card} ${styles.section}`} aria-labelledby="decisions">
        <h2 id="decisions" className={styles.sectionTitle}>
          More awards and decisions: {note.topic.title}
          {note.institution ? ` (${note.institution})` : null}
        </h2>
        <Passages
          decisions={note.decisions}
          none="The collection holds no other award or decision that discusses the topic."
        />
      </section>

      {note.related.length ? (
        <section className={styles.section} aria-labelledby="related">
          <h2 id="related" className={styles.sectionTitle}>
            Related notes
          </h2>
          <ul className={styles.notes}>
            {note.related.map((r) => (
              <li key={r.id}>
                <Link to={r.url}>{r.title}</Link>
                {r.sample ? <SampleMark /> : null}
                <p className={styles.meta}>{r.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
