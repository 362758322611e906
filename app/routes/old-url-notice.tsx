import { Link } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { mapOldUrl } from '#app/utils/old-urls.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { button, card, container, page } from '#app/styles/ui.css.ts'
import type { Route } from './+types/old-url-notice'
import { centred } from '#app/styles/layout.css.ts'

/**
 * The old-document-URL notice. One module serves the three legacy prefixes: the other two
 * route modules re-export it (one module ↔ one path).
 */
export function loader({ request }: Route.LoaderArgs) {
  return { target: mapOldUrl(new URL(request.url)) }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'This page has moved')
export const handle = { breadcrumb: 'This page has moved' }

export default function OldUrlNoticeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${centred.wide}`}>
        <h1>This page has moved</h1>
        <p>The document you have tried to reach is still available but has a different URL.</p>
        <p>Please update your bookmarks with the new address.</p>
        <Link to={loaderData.target} className={button.default}>
          Go to the new page
        </Link>
      </section>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
