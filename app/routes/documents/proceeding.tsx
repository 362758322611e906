import {
  CaseTrail,
  DocumentRows,
  panelNames,
  PeopleList,
} from '#app/components/document/case-parts.tsx'
import { DetailsList } from '#app/components/document/details-list.tsx'
import * as styles from '#app/components/document/reading.css.ts'
import { caseCrumb } from '#app/components/document/crumb.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { container } from '#app/styles/ui.css.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { caseData, caseRecord } from './case-data.server.ts'
import { notFound, orNotFound, readingContext } from './reading.server.ts'
import { extractedTribunal } from './tribunal.server.ts'
import type { DetailGroup } from './view-model.server.ts'
import type { Route } from './+types/proceeding'
import { below, flushTop } from '#app/styles/layout.css.ts'

/** /document/case/{caseId}/{proceedingId}: one proceeding of a case with its documents. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { content, site, canOpen } = readingContext(context)
  const [view, tribunal] = await Promise.all([
    orNotFound(() => content.getCase(params.caseId)),
    extractedTribunal(context, params.caseId, canOpen),
  ])
  const data = caseData(caseRecord(view, site.id), { canOpen, tribunal })
  const proceeding = data.proceedings.find((p) => p.id === params.proceedingId) ?? notFound()
  const details: DetailGroup[] = [
    { label: 'Case', items: [{ text: data.title, href: data.href }] },
    ...(data.caseNo ? [{ label: 'Case number', items: [{ text: data.caseNo }] }] : []),
    ...[
      ['Status', proceeding.status],
      ['Commenced', proceeding.commencementDate],
      [
        'Date of outcome',
        proceeding.dateOfOutcome &&
          `${proceeding.dateOfOutcome}${proceeding.dateRead ? ' (read from the text)' : ''}`,
      ],
      ['Outcome', proceeding.outcome],
    ]
      .filter(([, v]) => v)
      .map(([label, v]) => ({ label: label as string, items: [{ text: v as string }] })),
  ]
  return {
    case: {
      title: data.title,
      href: data.href,
      tribunal: data.tribunal,
      parties: data.parties,
      panels: data.panels,
    },
    proceeding,
    details,
    others: data.proceedings
      .filter((p) => p.id !== proceeding.id)
      .map((p) => ({ title: p.title, href: p.href })),
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(
    matches,
    loaderData ? `${loaderData.proceeding.title}: ${loaderData.case.title}` : undefined,
  )

export const handle = {
  breadcrumb: (data: unknown) =>
    (data as { proceeding?: { title: string } } | undefined)?.proceeding?.title ?? 'Proceeding',
  overview: caseCrumb,
} satisfies RouteHandle

export default function ProceedingRoute({ loaderData }: Route.ComponentProps) {
  const { case: c, proceeding: p, details, others } = loaderData
  return (
    <div className={container}>
      <article className={styles.reader} aria-labelledby="proceeding-title">
        <header className={styles.header}>
          <CaseTrail steps={[{ label: c.title, href: c.href }, { label: p.title }]} />
          <p className={styles.kicker}>Proceeding</p>
          <h1 id="proceeding-title" className={styles.title}>
            {p.title}
          </h1>
          <p className={styles.subtitle}>{c.title}</p>
        </header>
        <div className={styles.layout}>
          <div className={styles.main}>
            <section className={`${styles.panel} ${below.l}`} aria-labelledby="proceeding-details">
              <h2 className={flushTop} id="proceeding-details">
                Proceeding details
              </h2>
              <DetailsList groups={details} />
            </section>
            <section className={styles.panel} aria-labelledby="proceeding-documents">
              <h2 className={flushTop} id="proceeding-documents">
                Documents ({p.documents.length})
              </h2>
              <DocumentRows documents={p.documents} />
            </section>
          </div>
          <aside
            className={styles.aside}
            aria-label={`${panelNames(c.panels).join(', ')} and other proceedings`}
          >
            {c.panels.tribunal ? (
              <section className={styles.panel}>
                <h2 className={styles.panelTitle}>{c.panels.tribunal.title}</h2>
                <PeopleList people={c.tribunal} empty={c.panels.tribunal.empty ?? ''} />
              </section>
            ) : null}
            <section className={styles.panel}>
              <h2 className={styles.panelTitle}>{c.panels.parties.title}</h2>
              <PeopleList people={c.parties} empty={c.panels.parties.empty} />
            </section>
            {others.length ? (
              <nav className={styles.panel} aria-label="Other proceedings">
                <h2 className={styles.panelTitle}>Other proceedings</h2>
                <ul className={styles.linkList}>
                  {others.map((o) => (
                    <li key={o.href}>
                      <a href={o.href}>{o.title}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </aside>
        </div>
      </article>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
