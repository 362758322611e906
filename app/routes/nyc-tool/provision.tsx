import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { card } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/provision'
import { loadProvisions } from './nyc.server.ts'
import { NYC_OVERVIEW } from './tool-nav.tsx'
import { ToolPage, ToolTable } from './tool-page.tsx'

/** /nyctool/provision: the Convention's articles with the number of decisions applying each. */
export async function loader(args: Route.LoaderArgs) {
  return loadProvisions(args)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'New York Convention by provision')
export const handle: RouteHandle = { breadcrumb: 'By provision', overview: NYC_OVERVIEW }

export default function NycProvisionRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage
      title="New York Convention by provision"
      lead="Each article with the awards and court decisions of the collection that cite it by number beside the Convention’s name."
    >
      <section className={card} aria-labelledby="provisions">
        <h2 id="provisions" className="visually-hidden">
          Articles and decisions
        </h2>
        <ToolTable
          labelledBy="provisions"
          columns={['Article', 'Subject', 'Decisions']}
          rows={loaderData.articles.map((a) => ({
            key: String(a.number),
            href: a.href,
            name: `Article ${a.roman}`,
            about: a.subject,
            count: a.decisions,
          }))}
        />
      </section>
    </ToolPage>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
