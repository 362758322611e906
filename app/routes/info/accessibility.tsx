import { Link } from 'react-router'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/accessibility'
import { staticPageCacheMiddleware } from '#app/middleware/page-cache.server.ts'
import { InfoPage } from './info-page.tsx'

export const middleware: Route.MiddlewareFunction[] = [staticPageCacheMiddleware]

export function loader() {
  return null
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Accessibility')
export const handle = { breadcrumb: 'Accessibility' }

export default function AccessibilityRoute() {
  return (
    <InfoPage title="Accessibility statement">
      <p>
        We want every lawyer to be able to research with this service, whatever device, browser or
        assistive technology they use. We aim to meet the Web Content Accessibility Guidelines
        (WCAG) 2.2 at level AA.
      </p>
      <h2>What you can expect</h2>
      <ul>
        <li>
          Every page can be used with a keyboard alone; a “Skip to content” link leads past the
          menus.
        </li>
        <li>
          Headings, landmarks and form labels are marked up so screen readers can announce them.
        </li>
        <li>
          Searching, filtering, reading and saving work without JavaScript, on slow or unreliable
          connections.
        </li>
        <li>
          Text can be enlarged to 200% and pages reflow on small screens without losing content.
        </li>
        <li>Colours meet contrast requirements, and no information is given by colour alone.</li>
      </ul>
      <h2>Known limitations</h2>
      <ul>
        <li>
          Some older awards and decisions come from scanned documents whose text was produced by
          optical character recognition; they may contain recognition errors and broken tables.
        </li>
        <li>Linked PDF files from third parties may not be tagged for screen readers.</li>
      </ul>
      <h2>Tell us about a problem</h2>
      <p>
        If something does not work for you, please{' '}
        <Link to="/contactcustomersupport">contact customer support</Link> and tell us the page and
        the assistive technology you use. We reply within two working days.
      </p>
    </InfoPage>
  )
}
