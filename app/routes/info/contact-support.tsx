import { servicesContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/contact-support'
import { staticPageCacheMiddleware } from '#app/middleware/page-cache.server.ts'
import { InfoPage } from './info-page.tsx'

export const middleware: Route.MiddlewareFunction[] = [staticPageCacheMiddleware]

export function loader({ context }: Route.LoaderArgs) {
  return { email: context.get(servicesContext).env.SUPPORT_EMAIL }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'Contact customer support')
export const handle = { breadcrumb: 'Contact customer support' }

export default function ContactSupportRoute({ loaderData }: Route.ComponentProps) {
  return (
    <InfoPage title="Contact customer support">
      <p>
        Our research support team helps with searching, access and subscriptions, and welcomes your
        feedback on the service.
      </p>
      <h2>E-mail</h2>
      <p>
        <a href={`mailto:${loaderData.email}`}>{loaderData.email}</a>. We reply within one working
        day.
      </p>
      <h2>What to include</h2>
      <ul>
        <li>the address of the page (copy it from your browser), or the document title;</li>
        <li>what you did and what you expected to happen;</li>
        <li>
          for access problems, your organisation and account number (shown when you are logged in).
        </li>
      </ul>
      <h2>Hours</h2>
      <p>Monday to Friday, 08:00 to 18:00 Central European Time, except public holidays.</p>
    </InfoPage>
  )
}
