import { data, Link } from 'react-router'
import { z } from 'zod'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext, siteContext } from '#app/context.ts'
import { card, container, page, sideLayout, sideNav, sideNavLink } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/list'
import * as styles from './templates.css.ts'
import { SampleMark } from '#app/components/sample-mark.tsx'
import { formatDay } from '#sites/dates.ts'

const Params = z.object({ institution: z.string().trim().max(100).optional() })

/**
 * /templates-and-examples[?institution=<id>]: the institutions, the chosen one (the first by
 * default) with its topics; the first topic is open, the others collapsed, each a disclosure
 * that opens and closes without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const url = new URL(request.url)
  const params = Params.safeParse({
    institution: url.searchParams.get('institution') || undefined,
  })
  if (!params.success) {
    throw data({ message: 'An institution is at most 100 characters.' }, { status: 400 })
  }
  const { institution: chosen } = params.data
  const institutions = await context.get(servicesContext).templates.institutions(site.id)
  const selected = chosen ? institutions.find((i) => i.documentId === chosen) : institutions[0]
  if (chosen && !selected) {
    throw data({ message: `There is no institution “${chosen}” here.` }, { status: 404 })
  }
  return {
    institutions: institutions.map((i) => ({
      id: i.documentId,
      name: i.name,
      href: `/templates-and-examples?institution=${encodeURIComponent(i.documentId)}`,
      count: i.topics.reduce((n, t) => n + t.documents.length, 0),
    })),
    selected: selected ?? null,
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Templates & Examples')
export const handle: RouteHandle = { breadcrumb: 'Templates & Examples' }

export default function TemplatesRoute({ loaderData }: Route.ComponentProps) {
  const { institutions, selected } = loaderData
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>Templates &amp; Examples</h1>
      <p className={styles.lead}>
        Model clauses and forms by institution, with the procedural orders of the collection’s cases
        as examples of how tribunals decide. Choose an institution, then open a topic.
      </p>
      {selected ? (
        <div className={sideLayout}>
          <nav aria-label="Institutions">
            <ul className={sideNav}>
              {institutions.map((i) => (
                <li key={i.id}>
                  <Link
                    to={i.href}
                    className={sideNavLink}
                    aria-current={i.id === selected.documentId ? 'page' : undefined}
                    preventScrollReset
                  >
                    {i.name} ({i.count})
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section className={card} aria-labelledby="institution-title">
            <h2 id="institution-title" className={styles.title}>
              {selected.name}
            </h2>
            {selected.topics.map((topic) => (
              // keyed by institution too: another institution's topics start as its data says
              <details
                key={`${selected.documentId}/${topic.id}`}
                className={styles.topic}
                open={!topic.collapsed}
              >
                <summary className={styles.topicSummary}>
                  {topic.title} ({topic.documents.length})
                </summary>
                <ul className={styles.docs}>
                  {topic.documents.map((d) => (
                    <li key={d.id}>
                      <Link to={d.url} className={styles.docTitle}>
                        {d.title}
                      </Link>
                      {d.sample ? <SampleMark /> : null}
                      {d.description ? <p className={styles.meta}>{d.description}</p> : null}
                      {d.lastUpdated ? (
                        <p className={styles.meta}>Last updated {formatDay(d.lastUpdated)}</p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </section>
        </div>
      ) : (
        <p>The collection holds no templates or examples yet.</p>
      )}
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
