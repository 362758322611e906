import { Link } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext } from '#app/context.ts'
import { card, container, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/list'
import { ShareBar } from './bar-table.tsx'
import * as styles from './organizations.css.ts'

/**
 * /organizations: the arbitral institutions and ad hoc rules of the collection's cases, the
 * institution holding most cases first, each with its cases and awards and a link to its page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const organizations = await context.get(servicesContext).arbitrators.organizations()
  const items = organizations
    .map((o) => ({
      id: o.id,
      name: o.name,
      longName: o.longName === o.name ? null : o.longName,
      url: organizationHref(o.id),
      cases: o.cases,
      awards: o.awards,
    }))
    .sort((a, b) => b.cases - a.cases || b.awards - a.awards || a.name.localeCompare(b.name))
  return {
    items,
    totalCases: items.reduce((n, o) => n + o.cases, 0),
    totalAwards: items.reduce((n, o) => n + o.awards, 0),
  }
}

function organizationHref(id: string) {
  return `/organization/${encodeURIComponent(id)}`
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Organizations')
export const handle: RouteHandle = { breadcrumb: 'Organizations' }

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`
}

export default function OrganizationsRoute({ loaderData }: Route.ComponentProps) {
  const { items, totalCases, totalAwards } = loaderData
  const max = Math.max(1, ...items.map((o) => o.cases))
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>Organizations</h1>
      <p className={styles.lead}>
        The arbitral institutions that administer the collection’s cases, and the ad hoc rules they
        were brought under. The collection holds {plural(totalCases, 'case', 'cases')} with{' '}
        {plural(totalAwards, 'award', 'awards')} (decisions on annulment included) from{' '}
        {plural(items.length, 'organization', 'organizations')}.
      </p>
      {items.length ? (
        <section className={card} aria-labelledby="organizations-table">
          <h2 id="organizations-table" className="visually-hidden">
            Organizations by number of cases
          </h2>
          <table className={styles.table} aria-labelledby="organizations-table">
            <thead>
              <tr>
                <th className={styles.cell} scope="col">
                  Organization
                </th>
                <th className={styles.numberCell} scope="col">
                  Cases
                </th>
                <th className={styles.numberCell} scope="col">
                  Awards
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((o) => (
                <tr key={o.id}>
                  <th className={styles.rowHeader} scope="row">
                    <Link to={o.url} className={styles.orgName}>
                      {o.name}
                    </Link>
                    {o.longName ? <p className={styles.longName}>{o.longName}</p> : null}
                  </th>
                  <td className={styles.casesCell}>
                    {o.cases}
                    <ShareBar share={o.cases / max} className={styles.share} />
                  </td>
                  <td className={styles.numberCell}>{o.awards}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <p>The collection holds no cases of an arbitral institution yet.</p>
      )}
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
