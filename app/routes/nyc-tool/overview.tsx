import { Link } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { formatDay } from '#sites/dates.ts'
import { card } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import * as styles from '../treaties/treaties.css.ts'
import type { Route } from './+types/overview'
import { loadOverview } from './nyc.server.ts'
import { NYC_OVERVIEW } from './tool-nav.tsx'
import { ToolPage } from './tool-page.tsx'

/** /nyctool: the New York Convention tool's start: the Convention and the ways to browse it. */
export async function loader(args: Route.LoaderArgs) {
  return loadOverview(args)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'New York Convention Tool')
export const handle: RouteHandle = { breadcrumb: NYC_OVERVIEW.displayText }

const VIEWS = [
  {
    to: '/nyctool/provision',
    title: 'By provision',
    text: 'Each article of the Convention with the awards and court decisions that apply it.',
  },
  {
    to: '/nyctool/jurisdiction',
    title: 'By jurisdiction',
    text: 'The States whose case law cites the Convention, and what the texts say about their status.',
  },
  {
    to: '/nyctool/topic',
    title: 'By topic',
    text: 'The grounds: the writing requirement, the Article V refusal grounds, public policy and more.',
  },
  {
    to: '/nycsearch',
    title: 'Search',
    text: 'Search the documents on the Convention with filters.',
  },
]

export default function NycToolRoute({ loaderData }: Route.ComponentProps) {
  const { convention, articles } = loaderData
  return (
    <ToolPage title="New York Convention Tool">
      <div className={styles.sections}>
        <section className={card} aria-labelledby="nyc-convention">
          <h2 id="nyc-convention" className={styles.sectionTitle}>
            {convention.title}
          </h2>
          <p className={styles.lead}>
            The Convention of 10 June 1958 obliges its Contracting States to recognise arbitration
            agreements in writing and to recognise and enforce foreign arbitral awards, which may be
            refused only on the grounds of its Article V. Text version of{' '}
            {convention.version ? formatDay(convention.version) : 'an unrecorded date'} from the{' '}
            {convention.source}.
          </p>
          <p>
            <Link to={convention.url}>Read the Convention</Link>
          </p>
        </section>
        <section aria-labelledby="nyc-views">
          <h2 id="nyc-views" className={styles.sectionTitle}>
            Browse
          </h2>
          <ul className={styles.tiles}>
            {VIEWS.map((v) => (
              <li key={v.to} className={card}>
                <h3 className={styles.rowTitle}>
                  <Link to={v.to}>{v.title}</Link>
                </h3>
                <p className={styles.factValue}>{v.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className={card} aria-labelledby="nyc-articles">
          <h2 id="nyc-articles" className={styles.sectionTitle}>
            Articles
          </h2>
          <ol className={styles.list}>
            {articles.map((a) => (
              <li key={a.number} className={styles.row}>
                <Link to={a.href}>Article {a.roman}</Link>: {a.subject}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </ToolPage>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
