import { Suspense } from 'react'
import { Await, Link, redirect, type ShouldRevalidateFunction } from 'react-router'
import { DocumentReader } from '#app/components/document/document-reader.tsx'
import { AddToFavoritesForm } from '#app/components/favorites/add-to-favorites-form.tsx'
import { SavedState } from '#app/components/favorites/saved-state.tsx'
import { servicesContext, siteContext } from '#app/context.ts'
import { PublicationReader } from '#app/components/document/publication-reader.tsx'
import { crumbText } from '#app/components/document/crumb.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import * as styles from '#app/components/document/reading.css.ts'
import { container } from '#app/styles/ui.css.ts'
import { htmlOnce } from '#app/utils/html-once.tsx'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { documentPageData } from './document-data.server.ts'
import { publicationPageData } from './publication-data.server.ts'
import { extractedTribunal } from './tribunal.server.ts'
import {
  isHeld,
  orNotFound,
  readDocument,
  readingContext,
  readingTerm,
  withTermStatus,
} from './reading.server.ts'
import type { Route } from './+types/document'

/**
 * /document/{id}: a document with its details and the search term's hits, or, for a book,
 * journal, treaty or statute, its reading view with the table of contents. A case opens its own
 * page. Anything missing or outside the edition is the not-found page.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { search, content, site, viewer, canOpen } = readingContext(context)
  const { favourites } = context.get(servicesContext)
  const term = readingTerm(url)
  // A single-title plan's home is its title's table of contents: while the collection does not
  // hold the title, the page says so and offers what the plan opens today.
  const plan = viewer.subscription ? site.variants[viewer.subscription] : undefined
  if (plan?.title && plan.home === url.pathname) {
    if (!(await isHeld(content, params.id, site.id))) {
      return {
        kind: 'title-not-held' as const,
        path: url.pathname,
        title: plan.title,
        related: plan.related ?? [],
      }
    }
  }
  const { view, termError } = await readDocument(content, params.id, site.id, term)
  // A case opens the case page where the edition has one (KA); elsewhere (the competition
  // edition's Commission cases) the case record reads as a document.
  if (view.kind === 'case' && view.record.case?.proceedings.length && canOpen('document.case')) {
    throw redirect(`/document/case/${encodeURIComponent(view.id)}`)
  }
  if (view.record.publication?.role === 'publication') {
    const pub = await orNotFound(() => content.getPublication(view.id))
    return withTermStatus(
      {
        kind: 'publication' as const,
        path: url.pathname,
        publication: {
          ...(await publicationPageData(view, pub, { url, search, canOpen })),
          termError,
        },
      },
      termError,
    )
  }
  // An award's tribunal as read from its case's texts: each member links to their profile.
  const tribunal = await extractedTribunal(context, view.record.case?.caseId, canOpen)
  const document = {
    ...(await documentPageData(view, { term, content, canOpen, path: url.pathname, tribunal })),
    termError,
  }
  // The body is sent once: in the page, not again in its hydration data.
  const body = htmlOnce(context, 'document-body', document.content)
  // Whether the reader has saved it, and in which folders: awaited, so a page without
  // JavaScript says so too (one small read).
  const owner =
    viewer.account && canOpen('favorites')
      ? { accountId: viewer.account.id, siteId: site.id }
      : null
  const saved = owner
    ? ((await favourites.savedDocuments(owner, [view.id])).get(view.id) ?? null)
    : null
  // Secondary data, streamed after the document: the reader's history write and their folders.
  const folders = viewer.account
    ? recordReading(context, viewer.account.id, viewer.sessionToken, {
        id: view.id,
        title: view.title,
        url: view.url,
      })
    : null
  return withTermStatus(
    {
      kind: 'document' as const,
      path: url.pathname,
      document: { ...document, content: body },
      folders,
      saved,
      url: view.url,
    },
    termError,
  )
}

/** Adds the document to the reader's history; returns their favourite folders for the form. */
async function recordReading(
  context: Route.LoaderArgs['context'],
  accountId: string,
  sessionToken: string | null,
  doc: { id: string; title: string; url: string },
) {
  const { personalization, favourites } = context.get(servicesContext)
  const owner = { accountId, siteId: context.get(siteContext).id }
  await personalization.recordHistory(owner, { documentId: doc.id, title: doc.title, url: doc.url })
  await personalization.forget(sessionToken, owner.siteId) // the session's cached copy is stale now
  return (await favourites.listFolders(owner)).map((f) => ({ id: f.id, name: f.name }))
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

function titleOf(data: Route.ComponentProps['loaderData']): string {
  if (data.kind === 'title-not-held') return data.title
  return data.kind === 'publication' ? data.publication.title : data.document.title
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData ? titleOf(loaderData) : undefined)

export const handle = {
  breadcrumb: (data: unknown) => {
    const d = data as Route.ComponentProps['loaderData'] | undefined
    return d ? crumbText(titleOf(d)) : 'Document'
  },
  // A chapter's overview is its book or journal; a case's document's, its case.
  overview: (data: unknown) => {
    const d = data as Route.ComponentProps['loaderData'] | undefined
    if (d?.kind !== 'document') return null
    const { publication, caseLink } = d.document
    if (publication) return { displayText: crumbText(publication.title), href: publication.href }
    return caseLink ? { displayText: crumbText(caseLink.caseName), href: caseLink.caseHref } : null
  },
} satisfies RouteHandle

export default function DocumentRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'title-not-held') {
    return (
      <div className={container}>
        <h1>{loaderData.title}</h1>
        <p className={styles.standIn} role="note">
          <strong>{loaderData.title}</strong>, your plan's title, is not in the collection yet. Its
          table of contents opens here as soon as it is added.
        </p>
        {loaderData.related.length > 0 ? (
          <>
            <h2>What your plan opens today</h2>
            <ul>
              {loaderData.related.map((item) => (
                <li key={item.url}>
                  <Link to={item.url}>{item.title}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    )
  }
  return (
    <div className={container}>
      {loaderData.kind === 'publication' ? (
        <PublicationReader pub={loaderData.publication} path={loaderData.path} />
      ) : (
        <DocumentReader
          doc={loaderData.document}
          actions={
            loaderData.folders ? (
              <>
                <SavedState documentId={loaderData.document.id} saved={loaderData.saved} />
                {/* Without JavaScript the streamed folders never replace the fallback: the form
                    still saves the document, in no folder. */}
                <Suspense
                  fallback={
                    <AddToFavoritesForm
                      documentId={loaderData.document.id}
                      title={loaderData.document.title}
                      url={loaderData.url}
                    />
                  }
                >
                  <Await resolve={loaderData.folders} errorElement={null}>
                    {(folders) => (
                      <AddToFavoritesForm
                        documentId={loaderData.document.id}
                        title={loaderData.document.title}
                        url={loaderData.url}
                        folders={folders}
                      />
                    )}
                  </Await>
                </Suspense>
              </>
            ) : null
          }
        />
      )}
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
