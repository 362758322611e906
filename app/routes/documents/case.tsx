import {
  CaseToc,
  LinkedDocuments,
  panelNames,
  PeopleList,
} from '#app/components/document/case-parts.tsx'
import { DetailsList } from '#app/components/document/details-list.tsx'
import * as styles from '#app/components/document/reading.css.ts'
import { crumbText } from '#app/components/document/crumb.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { container } from '#app/styles/ui.css.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { caseCitations, caseData, caseRecord } from './case-data.server.ts'
import { orNotFound, readingContext } from './reading.server.ts'
import { extractedTribunal } from './tribunal.server.ts'
import type { Route } from './+types/case'
import { SourceLine } from '#app/components/document/source-line.tsx'
import { below, flushTop } from '#app/styles/layout.css.ts'

/**
 * /document/case/{caseId}: a case with its information, tribunal (each member extracted from the
 * case's texts linking to their profile), parties and proceedings, in the words of its kind of
 * record: a Commission case shows its undertakings, legal basis and decisions instead.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { content, search, site, canOpen } = readingContext(context)
  const [record, tribunal] = await Promise.all([
    orNotFound(() => content.getCase(params.caseId)).then((view) => caseRecord(view, site.id)),
    extractedTribunal(context, params.caseId, canOpen),
  ])
  const citations = await caseCitations(search, record, site.id)
  return { case: caseData(record, { canOpen, tribunal, citations }) }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData?.case.title)

export const handle = {
  breadcrumb: (data: unknown) =>
    crumbText((data as { case?: { title: string } } | undefined)?.case?.title ?? 'Case'),
}

export default function CaseRoute({ loaderData }: Route.ComponentProps) {
  const c = loaderData.case
  return (
    <div className={container}>
      <article className={styles.reader} aria-labelledby="case-title">
        <header className={styles.header}>
          <p className={styles.kicker}>Case{c.institution ? ` · ${c.institution}` : ''}</p>
          <h1 id="case-title" className={styles.title}>
            {c.title}
          </h1>
          {c.caseNo ? <p className={styles.subtitle}>{c.caseNo}</p> : null}
          <div className={styles.tags}>
            <span className={styles.tag.plain}>{c.tally}</span>
          </div>
        </header>
        <div className={styles.layout}>
          <div className={styles.main}>
            <section className={`${styles.panel} ${below.l}`} aria-labelledby="case-info">
              <h2 className={flushTop} id="case-info">
                Case information
              </h2>
              <DetailsList groups={c.info} />
            </section>
            <section className={styles.panel} aria-labelledby="case-toc">
              <h2 className={flushTop} id="case-toc">
                {c.panels.documents.title}
              </h2>
              {c.proceedings.length ? (
                <CaseToc data={c} />
              ) : c.linked.length ? (
                <LinkedDocuments documents={c.linked} />
              ) : (
                <p className={styles.note}>{c.panels.documents.empty}</p>
              )}
            </section>
            <SourceLine source={c.source} />
          </div>
          <aside className={styles.aside} aria-label={panelNames(c.panels).join(' and ')}>
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
          </aside>
        </div>
      </article>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
