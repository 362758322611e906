import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { MDL_RELATED_PAGE_SIZE } from '#sites/tools/market-definitions.ts'
import { mdlApp } from './part.ts'
import type { Route } from './+types/document'
import { isNotFoundError, marketDefinitions, notFoundPage } from './mdl.server.ts'

/**
 * /market-definitions-locator/document/{id}?q=: one document's market definitions by category,
 * each with its passage (the search terms marked and counted) and a link to it in the full
 * text, and the related cases: the documents naming the same party (up to 100, newest first).
 */
export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args
  const q = (pageUrl(args).searchParams.get('q') ?? '').slice(0, 500)
  const service = marketDefinitions(context)
  let doc
  try {
    doc = await service.document({ id: params.id, searchTerm: q || undefined })
  } catch (error) {
    if (isNotFoundError(error)) notFoundPage()
    throw error
  }
  const related = doc.relatedTitle
    ? await service.search({
        Query: [],
        qTitle: doc.relatedTitle,
        exclude: doc.id,
        Start: 0,
        PageSize: MDL_RELATED_PAGE_SIZE,
        SortBy: 'date',
        SortOrder: 'desc',
        DateType: 'relevant-date',
      })
    : null
  return {
    q,
    doc,
    related: related
      ? {
          title: doc.relatedTitle!,
          total: related.TotalHits,
          hits: related.Hits.map((h) => ({ id: h.id, title: h.title, date: h.date, type: h.type })),
        }
      : null,
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData?.doc.Title ?? 'Market definitions')

const Screen = mdlApp.screen((part) => part.DocumentScreen)

export default function MarketDefinitionsDocument(props: Route.ComponentProps) {
  return <Screen {...props} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
