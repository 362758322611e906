import { useCanAskAssistant } from '#app/components/assistant/can-ask.ts'
import { Form, Link, useNavigation } from 'react-router'
import type { PublicationPageData } from '#app/routes/documents/publication-data.server.ts'
import { button } from '#app/styles/ui.css.ts'
import { DetailsList } from './details-list.tsx'
import * as styles from './reading.css.ts'
import { TocTree } from './toc-tree.tsx'
import { SourceLine } from '#app/components/document/source-line.tsx'
import { above, below, flush, flushTop } from '#app/styles/layout.css.ts'

/** A book, journal, treaty or statute: what it is, its description and its table of contents. */
export function PublicationReader({ pub, path }: { pub: PublicationPageData; path: string }) {
  const navigation = useNavigation()
  const canAsk = useCanAskAssistant()
  const searching = navigation.state !== 'idle' && navigation.location?.pathname === path
  const within = pub.within
  const link = (nodes: string[]) => {
    const params = new URLSearchParams(nodes.map((n) => ['node', n]))
    if (within?.term) params.set('within', within.term)
    const query = params.toString()
    return `${path}${query ? `?${query}` : ''}#contents`
  }

  return (
    <article className={styles.reader} aria-labelledby="publication-title">
      <header className={styles.header}>
        <p className={styles.kicker}>{pub.kicker}</p>
        <h1 id="publication-title" className={styles.title}>
          {pub.title}
        </h1>
        {pub.authors.length ? (
          <p className={styles.subtitle}>
            {pub.authors.map((a) => (a.role ? `${a.name} (${a.role})` : a.name)).join(', ')}
          </p>
        ) : null}
        {pub.editors.length ? (
          <p className={styles.subtitle}>Edited by {pub.editors.join(', ')}</p>
        ) : null}
        <div className={styles.tags}>
          {pub.aiAvailable && canAsk ? (
            <span className={styles.tag.ai}>AI Assistant available</span>
          ) : null}
          <span className={styles.tag.plain}>
            {pub.chapterCount} {pub.chapterCount === 1 ? 'chapter' : 'chapters'}
          </span>
        </div>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          {pub.termError ? (
            <p className={styles.errorMessage} role="alert">
              {pub.termError}
            </p>
          ) : null}
          {pub.description.lead ? (
            <section className={styles.description} aria-label="Description">
              <div data-quote dangerouslySetInnerHTML={{ __html: pub.description.lead }} />
              {pub.description.more ? (
                <details>
                  <summary>Read more</summary>
                  <div data-quote dangerouslySetInnerHTML={{ __html: pub.description.more }} />
                </details>
              ) : null}
            </section>
          ) : null}

          <section
            id="contents"
            className={`${styles.panel} ${above.l}`}
            aria-labelledby="toc-title"
          >
            <h2 className={flushTop} id="toc-title">
              Table of contents
            </h2>
            <Form method="get" preventScrollReset>
              <div className={styles.withinForm} role="search">
                <label htmlFor="within" className="visually-hidden">
                  Search within the ticked chapters
                </label>
                <input
                  id="within"
                  name="within"
                  type="search"
                  className={styles.smallInput}
                  placeholder="Search within the ticked chapters"
                  defaultValue={within?.term ?? ''}
                  key={within?.term ?? ''}
                />
                <button type="submit" className={button.default} disabled={searching}>
                  {searching ? 'Searching…' : 'Search'}
                </button>
                <Link to={link(pub.allIds)} className={button.text} preventScrollReset>
                  Tick all
                </Link>
                <Link to={link([])} className={button.text} preventScrollReset>
                  Clear
                </Link>
              </div>

              {within ? <WithinResults within={within} /> : null}

              <TocTree toc={pub.toc} selected={pub.selected} />
            </Form>
          </section>
        </div>

        <aside className={`${styles.aside} ${styles.noPrint}`} aria-label="Publication details">
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>Publication details</h2>
            <DetailsList
              stacked
              groups={[
                ...pub.details,
                ...pub.identifiers.map((i) => ({ label: i.note ?? '', items: [{ text: i.text }] })),
              ]}
            />
          </section>
          <SourceLine source={pub.source} />
        </aside>
      </div>
    </article>
  )
}

function WithinResults({ within }: { within: NonNullable<PublicationPageData['within']> }) {
  if (within.error) {
    return (
      <p className={styles.errorMessage} role="alert">
        {within.error}
      </p>
    )
  }
  if (!within.searched) {
    return (
      <p className={styles.message} role="status">
        Tick one or more chapters below to search for <q>{within.term}</q> in them.
      </p>
    )
  }
  return (
    <section className={below.m} aria-label="Results in the ticked chapters">
      <p role="status" className={styles.withinStatus}>
        {within.results.length === 0
          ? `No chapter of your selection mentions “${within.term}”.`
          : `“${within.term}” found in ${within.results.length} ${within.results.length === 1 ? 'chapter' : 'chapters'}`}
      </p>
      <ol className={styles.results}>
        {within.results.map((r) => (
          <li key={r.docId} className={styles.result}>
            <Link to={r.href}>
              <strong>{r.label}</strong>
            </Link>{' '}
            <span className={styles.note}>
              ({r.hitCount} {r.hitCount === 1 ? 'hit' : 'hits'})
            </span>
            <p
              className={`${flush} ${above.xs}`}
              data-quote
              dangerouslySetInnerHTML={{ __html: r.excerpt }}
            />
          </li>
        ))}
      </ol>
    </section>
  )
}
