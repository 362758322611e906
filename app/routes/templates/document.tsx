import { data, Link } from 'react-router'
import { z } from 'zod'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext, siteContext } from '#app/context.ts'
import { card, container, muted, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { isNotFoundError } from '#server/errors.ts'
import { slug } from '#server/practice/templates.ts'
import type { Route } from './+types/document'
import * as styles from './templates.css.ts'
import { SampleMark } from '#app/components/sample-mark.tsx'
import { formatDay } from '#sites/dates.ts'

const Params = z.object({ documentId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/) })

/**
 * /templates-and-examples/{documentId}: one template or example with its description,
 * contributors, last update, files (each a real download), guidance and related content.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = Params.safeParse(params)
  const notFound = () =>
    data({ message: 'There is no template or example at this address.' }, { status: 404 })
  if (!parsed.success) throw notFound()
  const site = context.get(siteContext)
  try {
    const doc = await context
      .get(servicesContext)
      .templates.document(parsed.data.documentId, site.id)
    return {
      doc,
      back: `/templates-and-examples?institution=${encodeURIComponent(slug(doc.institution))}`,
    }
  } catch (e) {
    if (isNotFoundError(e)) throw notFound()
    throw e
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData?.doc.title ?? 'Templates & Examples')
export const handle: RouteHandle = {
  breadcrumb: (d) => (d as { doc?: { title: string } } | undefined)?.doc?.title ?? 'Template',
  overview: { displayText: 'Templates & Examples', href: '/templates-and-examples' },
}

export default function TemplateDocumentRoute({ loaderData }: Route.ComponentProps) {
  const { doc, back } = loaderData
  return (
    <div className={`${container} ${page}`}>
      <p>
        <Link to={back}>
          {doc.institution}: {doc.topic}
        </Link>
      </p>
      <h1 className={styles.title}>
        {doc.title}
        {doc.sample ? <SampleMark /> : null}
      </h1>
      {doc.description ? <p className={styles.lead}>{doc.description}</p> : null}
      <dl className={muted}>
        {doc.contributors.length ? (
          <>
            <dt>Contributors</dt>
            <dd>
              {doc.contributors.map((c, i) => (
                <span key={c.fullName}>
                  {i > 0 ? ', ' : null}
                  {c.link ? <Link to={c.link}>{c.fullName}</Link> : c.fullName}
                </span>
              ))}
            </dd>
          </>
        ) : null}
        {doc.lastUpdated ? (
          <>
            <dt>Last updated</dt>
            <dd>{formatDay(doc.lastUpdated)}</dd>
          </>
        ) : null}
      </dl>

      <section className={`${card} ${styles.section}`} aria-labelledby="files">
        <h2 id="files" className={styles.sectionTitle}>
          Files
        </h2>
        <ul className={styles.files}>
          {[...doc.files]
            .sort((a, b) => a.orderInList - b.orderInList)
            .map((f) => (
              <li key={f.url}>
                <a href={f.url} download={f.fileName}>
                  {f.displayName}
                </a>{' '}
                <span className={muted}>
                  {f.fileName} ({f.extension.toUpperCase()})
                </span>
              </li>
            ))}
        </ul>
      </section>

      {doc.paragraphs.length ? (
        <section className={styles.section} aria-labelledby="template-text">
          <h2 id="template-text" className={styles.sectionTitle}>
            Text
          </h2>
          <div className={styles.text}>
            {doc.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </section>
      ) : null}

      {doc.guidance.paragraphs.length ? (
        <section className={styles.section} aria-labelledby="guidance">
          <h2 id="guidance" className={styles.sectionTitle}>
            Guidance
            {doc.guidance.sample ? <SampleMark /> : null}
          </h2>
          <div className={styles.text}>
            {doc.guidance.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </section>
      ) : null}

      {doc.related.length ? (
        <section className={styles.section} aria-labelledby="related">
          <h2 id="related" className={styles.sectionTitle}>
            Related content
          </h2>
          <ul className={styles.files}>
            {doc.related.map((r) => (
              <li key={r.link}>
                <Link to={r.link}>{r.documentTitle}</Link>{' '}
                <span className={muted}>{r.category}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
