import { useCanAskAssistant } from '#app/components/assistant/can-ask.ts'
import { useEffect, useState, type ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { AskAssistantLink } from '#app/components/assistant/ask-link.tsx'
import type { DocumentPageData } from '#app/routes/documents/document-data.server.ts'
import { button } from '#app/styles/ui.css.ts'
import { useHtmlOnce } from '#app/utils/html-once.tsx'
import { CaseTrail } from './case-parts.tsx'
import { DetailsList } from './details-list.tsx'
import { HitNavigator } from './hit-navigator.tsx'
import * as styles from './reading.css.ts'
import { PinpointCitation } from '#app/components/document/pinpoint-citation.tsx'
import { SourceLine } from '#app/components/document/source-line.tsx'
import { above, flushTop } from '#app/styles/layout.css.ts'

/**
 * A document as a lawyer reads it: what it is, its details, the text with the search term's hits,
 * and beside it the contents, the find box, the downloads and how to cite it.
 */
export function DocumentReader({
  doc,
  trail,
  aside,
  actions,
}: {
  /** `content` null: the body is in the page already (app/utils/html-once.tsx). */
  doc: Omit<DocumentPageData, 'content'> & { content: string | null }
  /** Where the document sits (its case and proceeding), above the title. */
  trail?: ReactNode
  /** More panels for the side column (a case's table of contents). */
  aside?: ReactNode
  /** Actions on the document (add to favourites). */
  actions?: ReactNode
}) {
  const canAskAssistant = useCanAskAssistant()
  const content = useHtmlOnce('document-body', doc.content)
  return (
    <article className={styles.reader} aria-labelledby="document-title">
      <header className={styles.header}>
        {trail ??
          (doc.caseLink ? (
            <CaseTrail
              steps={[
                { label: doc.caseLink.caseName, href: doc.caseLink.caseHref },
                ...(doc.caseLink.documentHref
                  ? [{ label: 'Read in its case', href: doc.caseLink.documentHref }]
                  : []),
              ]}
            />
          ) : null)}
        <p className={styles.kicker}>{doc.kicker}</p>
        <h1 id="document-title" className={styles.title}>
          {doc.title}
        </h1>
        {doc.subtitle ? <p className={styles.subtitle}>{doc.subtitle}</p> : null}
        {doc.byline ? <p className={styles.subtitle}>{doc.byline}</p> : null}
        <div className={styles.tags}>
          {doc.aiAvailable && canAskAssistant ? (
            <span className={styles.tag.ai}>AI Assistant available</span>
          ) : null}
          {doc.aiAvailable && canAskAssistant ? (
            <AskAssistantLink docIds={[doc.id]} className={styles.tag.plain}>
              Ask the AI Assistant about this document
            </AskAssistantLink>
          ) : null}
          {actions}
          {doc.publication ? (
            <Link to={doc.publication.href} className={styles.tag.plain}>
              {doc.publication.label} · Table of contents
            </Link>
          ) : null}
        </div>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          {doc.termError ? (
            <p className={styles.errorMessage} role="alert">
              {doc.termError}
            </p>
          ) : null}
          {doc.term ? (
            <HitNavigator
              key={`${doc.id}|${doc.term.text}`}
              term={doc.term.text}
              count={doc.hitCount}
              hits={doc.hits}
              clearHref={doc.clearHref}
            />
          ) : null}

          <details className={`${styles.panel} ${styles.detailsBox}`} open>
            <summary className={styles.summaryToggle}>Document details</summary>
            <div className={above.s}>
              {doc.summary ? <p className={flushTop}>{doc.summary}</p> : null}
              <DetailsList groups={doc.details} />
              {doc.references.length ? (
                <>
                  <h2 className={`${styles.panelTitle} ${above.m}`}>References</h2>
                  <DetailsList groups={doc.references} />
                </>
              ) : null}
              {doc.identifiers.length ? (
                <>
                  <h2 className={`${styles.panelTitle} ${above.m}`}>Publication numbers</h2>
                  <DetailsList
                    groups={doc.identifiers.map((i) => ({
                      label: i.note ?? '',
                      items: [{ text: i.text }],
                    }))}
                  />
                </>
              ) : null}
            </div>
          </details>

          <div
            className={styles.body}
            id="document-body"
            data-quote
            dangerouslySetInnerHTML={{ __html: content }}
          />

          {doc.publication && (doc.publication.prev || doc.publication.next) ? (
            <nav className={`${styles.pager} ${styles.noPrint}`} aria-label="Chapters">
              {doc.publication.prev ? (
                <Link to={doc.publication.prev.href} rel="prev" className={button.outlined}>
                  ← {doc.publication.prev.label}
                </Link>
              ) : (
                <span />
              )}
              {doc.publication.next ? (
                <Link to={doc.publication.next.href} rel="next" className={button.outlined}>
                  {doc.publication.next.label} →
                </Link>
              ) : null}
            </nav>
          ) : null}

          <SourceLine source={doc.source} />
        </div>

        <aside className={`${styles.aside} ${styles.noPrint}`} aria-label="Document tools">
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>Find in this document</h2>
            <Form method="get" className={styles.findForm} role="search">
              <label htmlFor="find-in-document" className="visually-hidden">
                Words to find
              </label>
              <input
                id="find-in-document"
                name="find"
                type="search"
                className={styles.smallInput}
                defaultValue={doc.term?.text ?? ''}
                key={doc.term?.text ?? ''}
              />
              <button type="submit" className={button.default}>
                Find
              </button>
            </Form>
          </section>

          {aside}

          {doc.contents.length ? (
            <nav className={styles.panel} aria-labelledby="contents-title">
              <h2 id="contents-title" className={styles.panelTitle}>
                Contents
              </h2>
              <ol className={styles.contents}>
                {doc.contents.map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`} className={styles.contentsLink}>
                      {s.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}

          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>Download and print</h2>
            <div className={styles.toolRow}>
              {doc.downloads.map((d) => (
                <a key={d.format} href={d.href} className={button.outlined} download>
                  {d.label}
                </a>
              ))}
              <PrintButton />
            </div>
          </section>

          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>Cite as</h2>
            <PinpointCitation citation={doc.citation} pinpoints={doc.pinpoints} />
          </section>
        </aside>
      </div>
    </article>
  )
}

/** Printing needs the browser's print dialog: the button appears once scripts run. */
function PrintButton() {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  if (!ready) return null
  return (
    <button type="button" className={button.outlined} onClick={() => window.print()}>
      Print
    </button>
  )
}
