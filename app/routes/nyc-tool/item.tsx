import { Link } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { card } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import * as styles from '../treaties/treaties.css.ts'
import type { Route } from './+types/item'
import { loadArticle } from './nyc.server.ts'
import { NYC_OVERVIEW } from './tool-nav.tsx'
import { CitedDecisions, ToolPage } from './tool-page.tsx'

/** /nyctool/{id}: one article of the Convention and the decisions applying it. */
export async function loader(args: Route.LoaderArgs) {
  return loadArticle(args)
}

type Data = Awaited<ReturnType<typeof loader>> | undefined
const name = (data: Data) => (data ? `Article ${data.article.roman}` : 'Article')

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, `${name(loaderData)} of the New York Convention`)
export const handle: RouteHandle = {
  breadcrumb: (data) => name(data as Data),
  overview: NYC_OVERVIEW,
}

export default function NycArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article, html, documentHref, implementing, decisions, previous, next } = loaderData
  return (
    <ToolPage title={`Article ${article.roman} of the New York Convention`} lead={article.subject}>
      <div className={styles.sections}>
        <section className={card} aria-labelledby="article-text">
          <h2 id="article-text" className={styles.sectionTitle}>
            Text
          </h2>
          <div
            className={styles.articleText}
            data-quote
            dangerouslySetInnerHTML={{ __html: html }}
          />
          {documentHref ? (
            <p>
              <Link to={documentHref}>Open in the Convention</Link>
            </p>
          ) : null}
        </section>
        {implementing.length ? (
          <section className={card} aria-labelledby="article-implementing">
            <h2 id="article-implementing" className={styles.sectionTitle}>
              United States implementing law
            </h2>
            <p>The Federal Arbitration Act, chapter 2 (9 U.S.C. §§ 201-208), carries it out:</p>
            <ul>
              {implementing.map((i) => (
                <li key={i.url}>
                  <Link to={i.url}>{i.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section id="decisions" aria-labelledby="article-decisions">
          <h2 id="article-decisions" className={styles.sectionTitle}>
            Decisions applying Article {article.roman}
          </h2>
          <CitedDecisions
            summary={
              decisions.total
                ? `Cited beside the Convention’s name in ${decisions.total === 1 ? 'one award or decision' : `${decisions.total} awards and decisions`} of the collection, those that deal with it most first.`
                : 'No award or decision of the collection cites this article beside the Convention’s name.'
            }
            decisions={decisions}
            href={(n) => `/nyctool/${article.number}${n > 1 ? `?page=${n}` : ''}#decisions`}
          />
        </section>
        <nav aria-label="Articles" className={styles.rowLinks}>
          {previous ? (
            <Link to={`/nyctool/${previous.number}`}>‹ Article {previous.roman}</Link>
          ) : null}
          <Link to="/nyctool/provision">All articles</Link>
          {next ? <Link to={`/nyctool/${next.number}`}>Article {next.roman} ›</Link> : null}
        </nav>
      </div>
    </ToolPage>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
