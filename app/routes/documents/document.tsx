import { redirect, type ShouldRevalidateFunction } from 'react-router'
import { DocumentReader } from '#app/components/document/document-reader.tsx'
import { PublicationReader } from '#app/components/document/publication-reader.tsx'
import { crumbText } from '#app/components/document/crumb.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { container } from '#app/styles/ui.css.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { documentPageData } from './document-data.server.ts'
import { publicationPageData } from './publication-data.server.ts'
import { orNotFound, readDocument, readingContext, readingTerm } from './reading.server.ts'
import type { Route } from './+types/document'

/**
 * /document/{id}: a document with its details and the search term's hits, or, for a book,
 * journal, treaty or statute, its reading view with the table of contents. A case opens its own
 * page. Anything missing or outside the edition is the not-found page.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const { search, site, canOpen } = readingContext(context)
  const url = new URL(request.url)
  const term = readingTerm(url)
  const { view, termError } = readDocument(search, params.id, site.id, term)
  // A case opens the case page where the edition has one (KA); elsewhere (the competition
  // edition's Commission cases) the case record reads as a document.
  if (view.kind === 'case' && view.record.case?.proceedings.length && canOpen('document.case')) {
    throw redirect(`/document/case/${encodeURIComponent(view.id)}`)
  }
  if (view.record.publication?.role === 'publication') {
    const pub = orNotFound(() => search.getPublication(view.id))
    return {
      kind: 'publication' as const,
      path: url.pathname,
      publication: publicationPageData(view, pub, { url, search, canOpen }),
    }
  }
  return {
    kind: 'document' as const,
    path: url.pathname,
    document: {
      ...documentPageData(view, { term, search, canOpen, path: url.pathname }),
      termError,
    },
  }
}

/**
 * The same document with the same term is not loaded again (spec 001 §4): moving between hits
 * changes only the hash. A publication reloads when its ticked chapters or search change.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  return currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(
    matches,
    loaderData?.kind === 'publication' ? loaderData.publication.title : loaderData?.document.title,
  )

export const handle = {
  breadcrumb: (data: unknown) => {
    const d = data as Awaited<ReturnType<typeof loader>> | undefined
    return d
      ? crumbText(d.kind === 'publication' ? d.publication.title : d.document.title)
      : 'Document'
  },
}

export default function DocumentRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className={container}>
      {loaderData.kind === 'publication' ? (
        <PublicationReader pub={loaderData.publication} path={loaderData.path} />
      ) : (
        <DocumentReader doc={loaderData.document} />
      )}
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
