import type { ShouldRevalidateFunction } from 'react-router'
import { CaseToc, CaseTrail } from '#app/components/document/case-parts.tsx'
import { DocumentReader } from '#app/components/document/document-reader.tsx'
import * as styles from '#app/components/document/reading.css.ts'
import { caseCrumb, crumbText } from '#app/components/document/crumb.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { container } from '#app/styles/ui.css.ts'
import { htmlOnce } from '#app/utils/html-once.tsx'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { caseData, caseRecord } from './case-data.server.ts'
import { documentPageData } from './document-data.server.ts'
import {
  notFound,
  orNotFound,
  readDocument,
  readingContext,
  withTermStatus,
  readingTerm,
} from './reading.server.ts'
import { extractedTribunal } from './tribunal.server.ts'
import type { Route } from './+types/award-document'

/**
 * /document/case/{caseId}/{proceedingId}/{documentId}: a document of a case read in its case,
 * with the case's table of contents beside it. The document must belong to that proceeding. Its
 * tribunal is the one read from the case's texts, each member linking to their profile.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { content, site, canOpen } = readingContext(context)
  const [caseView, tribunal] = await Promise.all([
    orNotFound(() => content.getCase(params.caseId)),
    extractedTribunal(context, params.caseId, canOpen),
  ])
  const data = caseData(caseRecord(caseView, site.id), { canOpen, tribunal })
  const proceeding = data.proceedings.find((p) => p.id === params.proceedingId) ?? notFound()
  if (!proceeding.documents.some((d) => d.id === params.documentId)) notFound()
  const term = readingTerm(url)
  const { view, termError } = await readDocument(content, params.documentId, site.id, term)
  const document = {
    ...(await documentPageData(view, { term, content, canOpen, path: url.pathname, tribunal })),
    termError,
  }
  // The body is sent once: in the page, not again in its hydration data.
  const body = htmlOnce(context, 'document-body', document.content)
  return withTermStatus(
    {
      case: data,
      proceeding: { id: proceeding.id, title: proceeding.title, href: proceeding.href },
      document: { ...document, content: body },
    },
    termError,
  )
}

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
  pageTitle(matches, loaderData?.document.title)

export const handle = {
  breadcrumb: (data: unknown) =>
    crumbText(
      (data as { document?: { title: string } } | undefined)?.document?.title ?? 'Document',
    ),
  overview: caseCrumb,
} satisfies RouteHandle

export default function AwardDocumentRoute({ loaderData }: Route.ComponentProps) {
  const { case: c, proceeding, document } = loaderData
  return (
    <div className={container}>
      <DocumentReader
        doc={{ ...document, caseLink: null }}
        trail={
          <CaseTrail
            steps={[
              { label: c.title, href: c.href },
              { label: proceeding.title, href: proceeding.href },
              { label: document.title },
            ]}
          />
        }
        aside={
          <nav className={styles.panel} aria-label="Case contents">
            <h2 className={styles.panelTitle}>Case contents</h2>
            <CaseToc
              data={c}
              currentProceedingId={proceeding.id}
              currentDocumentId={document.id}
              compact
            />
          </nav>
        }
      />
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
