import { data, redirect } from 'react-router'
import { formatDay } from '#sites/dates.ts'
import { FavoritesScreen } from '#app/components/favorites/favorites-screen.tsx'
import { FavouriteListsScreen } from '#app/components/favorites/lists-screen.tsx'
import {
  listsHref,
  parseListsState,
  serializeListsState,
} from '#app/components/favorites/lists-state.ts'
import {
  listHref,
  parseListState,
  serializeListState,
  withFolder,
  withPage,
} from '#app/components/favorites/list-state.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext, viewerContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { container, page } from '#app/styles/ui.css.ts'
import { favouritesAction, ownerOf } from './actions.server.ts'
import { favouriteListsView } from './lists.server.ts'
import type { Route } from './+types/page'

/**
 * The favourites page (spec 001 §2.8, §4), one list of favourites seen two ways: in folders
 * (folder model: Documents (n) and Searches (n) of a folder, paged, sorted and searched) or, with
 * `view`, filed under jurisdictions and topics (documents-and-searches model). The whole state is
 * in the URL; a URL that is not canonical (an unknown folder, a page past the end, defaults spelt
 * out, an unknown sort) redirects to the canonical one.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args
  const owner = ownerOf(context)
  const url = pageUrl(args)
  const lists = parseListsState(url.searchParams)
  if (lists) {
    if (url.searchParams.toString() !== serializeListsState(lists).toString()) {
      throw redirect(listsHref(lists))
    }
    return data(await favouriteListsView(context, owner, lists), {
      headers: { 'Cache-Control': 'private, no-store' },
    })
  }

  const { favourites, personalization } = context.get(servicesContext)
  const viewer = context.get(viewerContext)
  const state = parseListState(url.searchParams)
  const folders = await favourites.listFolders(owner)
  const selected = folders.find((f) => f.id === state.folder) ?? null
  if (state.folder !== '0' && !selected) throw redirect(listHref(withFolder(state, '0')))

  const folderId = selected?.id ?? null
  const kind = state.tab === 'documents' ? 'document' : 'search'
  const [list, counts, personal] = await Promise.all([
    favourites.listFavourites(owner, {
      kind,
      folderId,
      page: state.page,
      size: state.size,
      sortBy: state.sort,
      sortOrder: state.order,
      query: state.q,
    }),
    favourites.countFavourites(owner, { folderId, query: state.q }),
    personalization.forSession(owner, viewer.sessionToken),
  ])
  const totalPages = Math.max(1, Math.ceil(list.totalHits / state.size))
  if (state.page > totalPages) throw redirect(listHref(withPage(state, totalPages)))
  if (url.searchParams.toString() !== serializeListState(state).toString()) {
    throw redirect(listHref(state))
  }

  const folderName = new Map(folders.map((f) => [f.id, f.name]))
  return data(
    {
      mode: 'folders' as const,
      state,
      folders: folders.map((f) => ({ id: f.id, name: f.name, order: f.order, hits: f.hits })),
      selectedFolder: selected && { id: selected.id, name: selected.name, order: selected.order },
      items: list.items.map((f) => ({
        id: f.id,
        title: f.title,
        url: f.url,
        source: f.source,
        type: f.informationType,
        added: formatDay(f.addedDate),
        addedIso: f.addedDate.toISOString(),
        folder: f.folderId ? (folderName.get(f.folderId) ?? null) : null,
      })),
      totalHits: list.totalHits,
      totalPages,
      counts: { documents: counts.document, searches: counts.search },
      history: personal.history.slice(0, 5).map((h) => ({ title: h.title, url: h.url })),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  return favouritesAction(request, context)
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Favourites')
export const handle = { breadcrumb: 'Favourites' }

export default function FavoritesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={`${container} ${page}`}>
      {loaderData.mode === 'lists' ? (
        <FavouriteListsScreen data={loaderData} />
      ) : (
        <FavoritesScreen data={loaderData} actionData={actionData} />
      )}
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
