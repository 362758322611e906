import { z } from 'zod'
import { DOCUMENT_SORTS, markShown, sortFavouriteDocuments } from '#server/favourites/rules.ts'
import type { FavouriteDocument } from '#server/favourites/lists-store.ts'
import type { Route } from './+types/favorite-documents'
import {
  amountParam,
  badRequest,
  handle,
  json,
  methodNotAllowed,
  missingParameter,
  parse,
  readJson,
  requireOwner,
  services,
} from './api.server.ts'

export function favouriteDocumentJson(d: FavouriteDocument & { show?: boolean }) {
  return {
    id: d.id,
    documentId: d.documentId,
    title: d.title,
    url: d.url,
    jurisdiction: d.jurisdiction,
    date: d.date,
    topicId: d.topicId,
    authorReviewDate: d.authorReviewDate,
    addedDate: d.addedDate.toISOString(),
    show: d.show ?? true,
  }
}

const sortParam = z.enum(DOCUMENT_SORTS).catch('jurisdiction')

/**
 * GET /apiv2/api/FavoriteDocuments?amount=n (0: all; required): the documents-and-searches
 * model's favourite documents, sorted (`sort`: jurisdiction by default, dateAdded, topic,
 * reviewDate) and marked shown or hidden by `jurisdictions` and `topics` (repeated).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return handle(async () => {
    const { owner } = requireOwner(context)
    const url = new URL(request.url)
    const amount = amountParam(url)
    if (amount instanceof Response) return amount
    const list = await services(context).favourites.listFavouriteDocuments(owner, amount)
    const sorted = sortFavouriteDocuments(
      list,
      sortParam.parse(url.searchParams.get('sort') ?? undefined),
    )
    const marked = markShown(
      sorted,
      {
        jurisdictions: url.searchParams.getAll('jurisdictions'),
        topics: url.searchParams.getAll('topics'),
      },
      (d) => ({ jurisdictions: [d.jurisdiction], topics: [d.topicId] }),
    )
    return json({ list: marked.map(favouriteDocumentJson) })
  })
}

const body = z.union([
  z.array(z.record(z.string(), z.unknown())),
  z.record(z.string(), z.unknown()),
])

/**
 * POST (a document, or a list of them: documentId, title, url, jurisdiction, date, topicId,
 * authorReviewDate) adds; DELETE ?ids=…&ids=… removes, all or nothing.
 */
export function action({ request, context }: Route.ActionArgs) {
  return handle(async () => {
    const { owner } = requireOwner(context)
    const { favourites } = services(context)
    if (request.method === 'DELETE') {
      const ids = new URL(request.url).searchParams.getAll('ids').filter(Boolean)
      if (ids.length === 0) return missingParameter('ids')
      const deleted = await favourites.deleteFavouriteDocuments(owner, ids)
      return json({ deleted })
    }
    if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST', 'DELETE'])
    const input = parse(body, await readJson(request))
    const items = Array.isArray(input) ? input : [input]
    if (items.length === 0)
      return badRequest([{ path: 'body', message: 'Give at least one document' }])
    const added = await favourites.addFavouriteDocuments(owner, items as never)
    return json({ list: added.map((d) => favouriteDocumentJson(d)) }, { status: 201 })
  })
}
