import { Link } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { RequestDemoButton } from '#app/components/shell/request-demo.tsx'
import { servicesContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { button, card, container, page } from '#app/styles/ui.css.ts'
import type { Route } from './+types/demo-practice-plus'
import { actions, centred, demoFrame, flushTop } from '#app/styles/layout.css.ts'

/** The embedded external demo page (800 px high, no breadcrumbs); a demo request without one. */
export function loader({ context }: Route.LoaderArgs) {
  return { demoUrl: context.get(servicesContext).env.DEMO_PAGE_URL ?? null }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Try the full product')
export const handle = { hideBreadcrumbs: true }

export default function DemoPracticePlusRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.demoUrl) {
    return <iframe title="Product demo" src={loaderData.demoUrl} className={demoFrame} />
  }
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${centred.wide}`}>
        <h1 className={flushTop}>Unlock all our content and specialist tools</h1>
        <p>
          A free trial opens every collection and tool of this edition: the complete search, the
          reading views, favourites and alerts, and the AI Assistant over the documents you select.
        </p>
        <p className={actions}>
          <RequestDemoButton className={button.default} />
          <Link to="/contactcustomersupport" className={button.outlined}>
            Contact customer support
          </Link>
        </p>
      </section>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
