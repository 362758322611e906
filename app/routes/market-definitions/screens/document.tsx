import { Link } from 'react-router'
import { button } from '#app/styles/ui.css.ts'
import { MDL_FACT_CATEGORIES } from '#sites/tools/market-definitions.ts'
import type { Route } from '../+types/document'
import * as styles from '../market-definitions.css.ts'
import * as miniApp from '#app/styles/mini-app.css.ts'
import { SEARCH_PATH } from '../params.ts'
import { DocumentLink, Passage } from '../parts.tsx'
import { formatDay } from '#sites/dates.ts'

export function DocumentScreen({ loaderData }: Route.ComponentProps) {
  const { q, doc, related } = loaderData
  const groups = MDL_FACT_CATEGORIES.map((category) => ({
    category,
    definitions: doc.definitions.filter((d) => d.category === category),
  })).filter((g) => g.definitions.length > 0)
  return (
    <>
      <p>
        <Link to={q ? `${SEARCH_PATH}?q=${encodeURIComponent(q)}` : SEARCH_PATH}>
          Back to the results
        </Link>
      </p>
      <h1>{doc.Title}</h1>
      <p className={styles.meta}>
        {doc.type}
        {doc.date ? ` · ${formatDay(doc.date)}` : ''}
        {doc.caseNumbers.length ? ` · ${doc.caseNumbers.join(', ')}` : ''} ·{' '}
        <Link to={doc.url}>Read the full document</Link>
      </p>
      {doc.Highlights.length ? (
        <p>
          In this document:{' '}
          {doc.Highlights.map(
            (h) => `“${h.term}” ${h.Count} ${h.Count === 1 ? 'time' : 'times'}`,
          ).join(', ')}
          .
        </p>
      ) : null}
      <form method="get" action="/market-definitions-locator/email">
        <input type="hidden" name="id" value={doc.id} />
        {q ? <input type="hidden" name="q" value={q} /> : null}
        <button type="submit" className={button.outlined}>
          E-mail this document
        </button>
      </form>
      {groups.map((g) => (
        <section key={g.category} aria-labelledby={`g-${g.category}`}>
          <h2 id={`g-${g.category}`}>{g.category}</h2>
          <dl className={styles.definitions}>
            {g.definitions.map((d, i) => (
              <div key={i}>
                <dt className={styles.definitionValue}>{d.value}</dt>
                <dd className={styles.definition}>
                  <Passage parts={d.passage} /> <Link to={d.url}>In the document</Link>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {related ? (
        <section aria-labelledby="related">
          <h2 id="related">Related cases naming {related.title}</h2>
          {related.total === 0 ? (
            <p>No other document names {related.title}.</p>
          ) : (
            <ul>
              {related.hits.map((h) => (
                <li key={h.id}>
                  <DocumentLink id={h.id} q="">
                    {h.title}
                  </DocumentLink>{' '}
                  <span className={miniApp.count}>
                    {h.type}
                    {h.date ? `, ${formatDay(h.date)}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </>
  )
}
