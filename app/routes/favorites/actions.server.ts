import { readForm } from '#app/utils/form-body.server.ts'
import { data, type RouterContextProvider } from 'react-router'
import {
  afterChange,
  afterFolderDeleted,
  listHref,
  parseListState,
  withFolder,
} from '#app/components/favorites/list-state.ts'
import {
  defaultListsState,
  listsHref,
  parseListsState,
} from '#app/components/favorites/lists-state.ts'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import { redirectWithNotice } from '#app/utils/notice.server.ts'
import { safeRedirect } from '#app/utils/safe-redirect.ts'
import { mailOrigin } from '#app/utils/mail-origin.server.ts'
import {
  isFavouriteNotFoundError,
  isFolderNameTakenError,
  isFolderNotFoundError,
  isInvalidInputError,
} from '#server/errors.ts'
import type { Owner } from '#server/favourites/service.ts'
import { routeAccess } from '#sites/index.ts'
import { favouriteInputFrom } from '#app/routes/api/favorite/favourite-input.server.ts'
import { favouritesActionSchema, type FieldErrors } from './favorites.schema.ts'

type Context = Readonly<RouterContextProvider>

export type ActionResult =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; errors: FieldErrors; values: Record<string, string> }

/**
 * The account whose favourites these are, on this edition. The guard already lets in only
 * subscriptions whose plan opens the favourites page; this is the backstop for the page and for
 * every form that posts to it.
 */
export function ownerOf(context: Context): Owner {
  const viewer = context.get(viewerContext)
  const site = context.get(siteContext)
  if (!viewer.account) throw data({ message: 'Sign in to use favourites.' }, { status: 401 })
  if (routeAccess(site, 'favorites', viewer.subscription) !== 'ok') {
    throw data({ message: 'Your subscription does not include favourites.' }, { status: 403 })
  }
  return { accountId: viewer.account.id, siteId: site.id }
}

function invalid(intent: string, errors: FieldErrors, values: Record<string, string>) {
  return data<ActionResult>({ ok: false, intent, errors, values }, { status: 400 })
}

/**
 * Every change of the favourites page, one intent per button (Post/Redirect/Get): the list state
 * comes from the posted URL and goes back with the spec's reset rules. Saving a search or a
 * document from another page answers a script with data and a plain form with a redirect back.
 */
export async function favouritesAction(request: Request, context: Context) {
  const owner = ownerOf(context)
  const { favourites } = context.get(servicesContext)
  const form = await readForm(request)
  const values = Object.fromEntries(
    [...form.entries()]
      .filter(([k]) => k !== 'ids' && k !== 'csrf')
      .map(([k, v]) => [k, String(v)]),
  )
  const intent = values.intent ?? ''
  const parsed = favouritesActionSchema.safeParse({
    ...values,
    ids: form.getAll('ids').map(String),
  })
  if (!parsed.success) {
    const errors: FieldErrors = {}
    for (const issue of parsed.error.issues) {
      const key = (issue.path[0] === 'intent' ? 'form' : issue.path[0]) as keyof FieldErrors
      errors[key] ??= issue.message
    }
    return invalid(intent, errors, values)
  }
  const state = parseListState(new URL(request.url).searchParams)
  const byScript = values.js === '1'
  const input = parsed.data

  try {
    switch (input.intent) {
      case 'add-folder': {
        const folder = await favourites.addFolder(owner, input.name)
        return redirectWithNotice(request, listHref(withFolder(state, folder.id)), {
          type: 'success',
          title: `Folder “${folder.name}” added`,
        })
      }
      case 'rename-folder': {
        const folder = await favourites.updateFolder(owner, input.folderId, { name: input.name })
        return redirectWithNotice(request, listHref(afterChange(state)), {
          type: 'success',
          title: `Folder renamed to “${folder.name}”`,
        })
      }
      case 'move-folder': {
        const folders = await favourites.listFolders(owner)
        const current = folders.find((f) => f.id === input.folderId)
        if (!current) throw data({ message: 'Not found' }, { status: 404 })
        const order = Math.max(0, current.order + (input.direction === 'up' ? -1 : 1))
        await favourites.updateFolder(owner, input.folderId, { order })
        return redirectWithNotice(request, listHref(state), {
          type: 'success',
          title: `Folder “${current.name}” moved ${input.direction}`,
        })
      }
      case 'delete-folder': {
        const folder = (await favourites.listFolders(owner)).find((f) => f.id === input.folderId)
        await favourites.deleteFolder(owner, input.folderId)
        return redirectWithNotice(request, listHref(afterFolderDeleted(state, input.folderId)), {
          type: 'success',
          title: `Folder “${folder?.name ?? ''}” deleted`,
          content: 'Its favourites are still under All favourites.',
        })
      }
      case 'move': {
        const moved = await favourites.moveFavourites(owner, input.ids, input.target)
        const folder = input.target
          ? (await favourites.listFolders(owner)).find((f) => f.id === input.target)?.name
          : null
        return redirectWithNotice(request, listHref(afterChange(state)), {
          type: 'success',
          title: `${plural(moved, 'favourite')} moved ${folder ? `to “${folder}”` : 'out of their folder'}`,
        })
      }
      case 'delete': {
        const deleted = await favourites.deleteFavourites(owner, input.ids)
        return redirectWithNotice(request, listHref(afterChange(state)), {
          type: 'success',
          title: `${plural(deleted, 'favourite')} deleted`,
        })
      }
      case 'save-search': {
        await favourites.addFavourites(
          owner,
          [{ kind: 'search', title: input.name, url: input.url, informationType: 'Search' }],
          input.folder,
        )
        if (input.alert !== 'off') {
          await context.get(servicesContext).searchAlerts.set({
            ...owner,
            url: input.url,
            name: input.name,
            origin: mailOrigin(context),
            frequency: input.alert,
          })
        }
        const message = `Search “${input.name}” saved to your favourites${input.alert === 'off' ? '' : `, with a ${input.alert} e-mail alert`}`
        if (byScript) return { ok: true, intent: input.intent, message } satisfies ActionResult
        return redirectWithNotice(request, safeRedirect(input.url, '/favorites?tab=searches'), {
          type: 'success',
          title: message,
        })
      }
      case 'add-favourite': {
        const item = favouriteInputFrom({
          contentId: input.documentId,
          title: input.title,
          url: input.url,
        })
        const { added } = await favourites.addFavourites(owner, [item], input.folder)
        const message = added.length > 0 ? 'Added to your favourites' : 'Already in your favourites'
        if (byScript) return { ok: true, intent: input.intent, message } satisfies ActionResult
        return redirectWithNotice(
          request,
          safeRedirect(input.returnTo ?? input.url, '/favorites'),
          {
            type: 'success',
            title: message,
          },
        )
      }
      case 'remove-saved-document': {
        // Removed already (in another tab, or a form sent twice): the page says so.
        const removed = await favourites
          .removeSavedDocument(owner, input.documentId)
          .catch((error: unknown) => {
            if (isFavouriteNotFoundError(error)) return null
            throw error
          })
        const message = removed
          ? `“${removed.title}” removed from your favourites`
          : 'Not in your favourites'
        if (byScript) return { ok: true, intent: input.intent, message } satisfies ActionResult
        return redirectWithNotice(request, safeRedirect(input.returnTo, '/favorites'), {
          type: 'success',
          title: message,
          ...(removed && removed.folders > 0
            ? { content: `It is no longer in ${plural(removed.folders, 'folder')} either.` }
            : {}),
        })
      }
      case 'search-alert': {
        const saved = (await favourites.listFavouriteSearches(owner, 1000)).find(
          (s) => s.id === input.id,
        )
        if (!saved) throw data({ message: 'Not found' }, { status: 404 })
        const frequency = input.frequency === 'off' ? null : input.frequency
        await context.get(servicesContext).searchAlerts.set({
          ...owner,
          url: saved.url,
          name: saved.name,
          origin: mailOrigin(context),
          frequency,
        })
        const lists =
          parseListsState(new URL(request.url).searchParams) ?? defaultListsState('searches')
        return redirectWithNotice(request, listsHref(lists), {
          type: 'success',
          title: frequency
            ? `Alert on “${saved.name}”: ${frequency}`
            : `Alert on “${saved.name}” switched off`,
          ...(frequency
            ? {
                content: `New documents matching it come by e-mail to ${context.get(viewerContext).account?.email ?? 'you'}.`,
              }
            : {}),
        })
      }
      case 'remove-document':
      case 'remove-search': {
        const view = input.intent === 'remove-document' ? 'documents' : 'searches'
        // Back to the list as it was shown (the form posts to the page's own address).
        const lists = parseListsState(new URL(request.url).searchParams) ?? defaultListsState(view)
        const removed = await favourites.removeFromList(owner, view, input.id)
        return redirectWithNotice(request, listsHref(lists), {
          type: 'success',
          title: `“${removed.title}” removed from your favourites`,
          ...(removed.folders > 0
            ? { content: `It is no longer in ${plural(removed.folders, 'folder')} either.` }
            : {}),
        })
      }
    }
  } catch (error) {
    if (isFolderNameTakenError(error)) {
      return invalid(intent, { name: 'A folder with this name already exists.' }, values)
    }
    if (isInvalidInputError(error)) {
      const errors: FieldErrors = {}
      for (const issue of error.issues) errors.form ??= issue.message
      return invalid(intent, errors, values)
    }
    if (isFolderNotFoundError(error) || isFavouriteNotFoundError(error)) {
      throw data({ message: 'That folder or favourite does not exist.' }, { status: 404 })
    }
    throw error
  }
}

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}
