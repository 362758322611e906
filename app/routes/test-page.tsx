import { data, Link, useNavigation } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import { card, container, muted, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { formatMoment } from '#sites/dates.ts'
import { diagnose } from '#server/diagnostics/report.ts'
import type { Route } from './+types/test-page'
import * as styles from './test-page.css.ts'

/**
 * /test (arbitration edition): the diagnostics page a subscriber or support opens to see the
 * session, the plan and what it opens, whether the AI assistant is offered, and whether each
 * back-end service answers (checked on the server, each within a few seconds; a failing one is
 * shown failing). "Run again" is a plain link to the page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext)
  // The guard lets only subscribers in; an account is always there, but say so if not.
  if (!viewer.account) throw data({ message: 'Sign in to see the test page.' }, { status: 403 })
  const report = await diagnose(context.get(servicesContext), context.get(siteContext), {
    account: viewer.account,
    authenticatedByIp: viewer.authenticatedByIp,
    subscription: viewer.subscription,
    aiEnabled: viewer.aiEnabled,
    sessionToken: viewer.sessionToken,
  })
  return { report }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Test page')
export const handle: RouteHandle = { breadcrumb: 'Test page' }

const STATUS = {
  ok: 'Working',
  failing: 'Failing',
  'not-configured': 'Not configured',
  off: 'Turned off',
} as const

export default function TestPageRoute({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData
  const checking = useNavigation().location?.pathname === '/test'
  const failing = report.checks.filter((c) => c.status === 'failing')
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>Test page</h1>
      <p className={styles.lead}>
        What your session and plan give you on {report.edition.name}, and whether each service
        behind the portal answers. Support may ask you for this page.
      </p>
      <p className={styles.summary} role="status">
        {failing.length
          ? `${failing.length === 1 ? 'One service is' : `${failing.length} services are`} failing: ${failing.map((c) => c.name).join(', ')}.`
          : 'Every service checked answers.'}{' '}
        <span className={muted}>Checked {formatMoment(report.checkedAt)}.</span>{' '}
        <Link to="/test" aria-busy={checking}>
          {checking ? 'Checking…' : 'Run again'}
        </Link>
      </p>
      <div className={styles.sections}>
        <section className={card} aria-labelledby="test-session">
          <h2 id="test-session" className={styles.sectionTitle}>
            Session
          </h2>
          <dl className={styles.facts}>
            <dt>Signed in as</dt>
            <dd>
              {report.session.name} ({report.session.email})
            </dd>
            <dt>Signed in by</dt>
            <dd>{report.session.signedInBy}</dd>
            <dt>Session expires</dt>
            <dd>
              {report.session.expiresAt
                ? `${formatMoment(report.session.expiresAt)} if left idle`
                : (report.session.expiryNote ?? 'Not known')}
            </dd>
            <dt>Edition</dt>
            <dd>
              {report.edition.name} ({report.edition.id})
            </dd>
            <dt>Plan</dt>
            <dd>{report.plan.code ?? 'None on this edition'}</dd>
          </dl>
        </section>

        <section className={card} aria-labelledby="test-plan">
          <h2 id="test-plan" className={styles.sectionTitle}>
            What your plan opens
          </h2>
          <p>
            {report.plan.screens.length} screens and {report.plan.calls} API calls of this edition.
          </p>
          <ul className={styles.routes}>
            {report.plan.screens.map((path) => (
              <li key={path}>
                <Link to={path}>{path}</Link>
              </li>
            ))}
          </ul>
          {report.plan.excluded.length ? (
            <p className={muted}>Not in your plan: {report.plan.excluded.join(', ')}.</p>
          ) : null}
        </section>

        <section className={card} aria-labelledby="test-ai">
          <h2 id="test-ai" className={styles.sectionTitle}>
            AI assistant
          </h2>
          <p>
            <strong>
              {report.assistant.available ? 'Available to you.' : 'Not available to you.'}
            </strong>{' '}
            {report.assistant.reason} The portal’s assistant is the {report.assistant.provider}{' '}
            provider; whether it answers is checked below.
          </p>
        </section>

        <section aria-labelledby="test-services">
          <h2 id="test-services" className={styles.sectionTitle}>
            Services
          </h2>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">
                Each service, whether it answers, how long it took and what it said
              </caption>
              <thead>
                <tr>
                  <th scope="col">Service</th>
                  <th scope="col">Status</th>
                  <th scope="col">Time</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {report.checks.map((c) => (
                  <tr key={c.id} data-check={c.id}>
                    <th scope="row">{c.name}</th>
                    <td>
                      <span className={styles.status[c.status]}>{STATUS[c.status]}</span>
                    </td>
                    <td>{c.latencyMs === null ? '–' : `${c.latencyMs} ms`}</td>
                    <td className={styles.detail}>{c.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
