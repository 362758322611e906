import { Link } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { card, container, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import * as styles from '../treaties/treaties.css.ts'
import type { Route } from './+types/provision'
import { loadProvisions } from './nyc.server.ts'
import { NYC_OVERVIEW, ToolNav } from './tool-nav.tsx'

/** /nyctool/provision: the Convention's articles with the number of decisions applying each. */
export async function loader(args: Route.LoaderArgs) {
  return loadProvisions(args)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'New York Convention by provision')
export const handle: RouteHandle = { breadcrumb: 'By provision', overview: NYC_OVERVIEW }

export default function NycProvisionRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>New York Convention by provision</h1>
      <ToolNav />
      <p className={styles.lead}>
        Each article with the awards and court decisions of the collection that cite it by number
        beside the Convention’s name.
      </p>
      <section className={card} aria-labelledby="provisions">
        <h2 id="provisions" className="visually-hidden">
          Articles and decisions
        </h2>
        <table className={styles.table} aria-labelledby="provisions">
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                Article
              </th>
              <th className={styles.cell} scope="col">
                Subject
              </th>
              <th className={styles.numberCell} scope="col">
                Decisions
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.articles.map((a) => (
              <tr key={a.number}>
                <th className={styles.rowHeader} scope="row">
                  <Link to={a.href}>Article {a.roman}</Link>
                </th>
                <td className={styles.cell}>{a.subject}</td>
                <td className={styles.numberCell}>{a.decisions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
