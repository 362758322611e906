import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { DOCUMENT_SORTS, sortFavouriteDocuments } from '#server/favourites/rules.ts'
import type { FavouriteDocument } from '#server/favourites/lists.ts'
import type { Route } from './+types/favorite-documents'
import {
  handle,
  json,
  methodNotAllowed,
  missingParameter,
  parse,
  readJson,
  requireOwner,
  services,
} from '#app/utils/api.server.ts'
import { filedListLoader } from './favourites.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import * as shapes from './shapes.ts'

/** The spec's fields (one jurisdiction and topic: the first) and every jurisdiction and topic. */
export function favouriteDocumentJson(d: FavouriteDocument & { show?: boolean }) {
  return {
    id: d.id,
    documentId: d.documentId,
    title: d.title,
    url: d.url,
    jurisdiction: d.jurisdictions[0] ?? '',
    jurisdictions: d.jurisdictions,
    date: d.date,
    topicId: d.topics[0] ?? '',
    topicIds: d.topics,
    authorReviewDate: d.reviewDate,
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
export const loader = filedListLoader({
  read: (favourites, owner, amount) => favourites.listFavouriteDocuments(owner, amount),
  sort: sortParam,
  order: sortFavouriteDocuments,
  toJson: favouriteDocumentJson,
})

const words = z.union([z.string(), z.array(z.string())]).optional()
const item = z
  .object({
    documentId: z.string({ error: 'Enter the document id' }).trim().min(1, 'Enter the document id'),
    title: z.string().optional(),
    url: z.string().optional(),
    jurisdiction: words,
    jurisdictions: words,
    topicId: words,
    topicIds: words,
    date: z.string().nullish(),
    authorReviewDate: z.string().nullish(),
  })
  .transform((d) => {
    const list = (...values: (string | string[] | undefined)[]) =>
      values.flatMap((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])).filter(Boolean)
    const named =
      [d.jurisdiction, d.jurisdictions, d.topicId, d.topicIds].some((v) => v !== undefined) ||
      Boolean(d.date || d.authorReviewDate)
    return {
      contentId: d.documentId,
      title: d.title ?? '',
      url: d.url ?? `/document/${encodeURIComponent(d.documentId)}`,
      // What the caller names is kept; otherwise the content index files the document.
      facets: named
        ? {
            jurisdictions: list(d.jurisdiction, d.jurisdictions),
            topics: list(d.topicId, d.topicIds),
            date: d.date ?? null,
            reviewDate: d.authorReviewDate ?? null,
          }
        : null,
    }
  })
const body = z.preprocess(
  (value) => (Array.isArray(value) ? value : [value]),
  z.array(item).min(1, 'Give at least one document').max(500, 'At most 500 documents'),
)

/**
 * POST (a document, or a list of them: documentId, title, url, jurisdiction, date, topicId,
 * authorReviewDate; jurisdictions and topicIds for several) adds each document once; DELETE
 * ?ids=…&ids=… removes, all or nothing, from every folder too.
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
    const items = parse(body, await readJson(request))
    const added = await favourites.addFavouriteDocuments(owner, items)
    return json({ list: added.map((d) => favouriteDocumentJson(d)) }, { status: 201 })
  })
}

export const contract = serverOnly$([
  defineCall({
    route: 'api.favorite-documents',
    method: 'GET',
    tag: 'Favourites',
    spec: '001 §3, §5, §7.4',
    summary: 'Favourite documents, sorted and marked shown or hidden by the filters',
    description:
      '`sort`: jurisdiction (default), dateAdded, topic, reviewDate; `jurisdictions` and ' +
      '`topics` (repeated) mark entries shown.',
    query: shapes.filedListQuery,
    response: z.object({ list: z.array(shapes.favouriteDocumentSchema) }),
    example: { query: { amount: '0' } },
  }),
  defineCall({
    route: 'api.favorite-documents',
    method: 'POST',
    tag: 'Favourites',
    spec: '001 §7.4',
    summary: 'Saves favourite documents (one object or a list)',
    description:
      'Without jurisdictions and topics a document is filed under its own from the content index.',
    body,
    response: z.object({ list: z.array(shapes.favouriteDocumentSchema) }),
    status: 201,
    example: (site) => ({
      body: [{ documentId: site.home.featured[0].id, title: 'A featured title' }],
    }),
  }),
  defineCall({
    route: 'api.favorite-documents',
    method: 'DELETE',
    tag: 'Favourites',
    spec: '001 §7.4, §8',
    summary: 'Deletes favourite documents by id (`ids` repeated)',
    query: z.object({ ids: z.union([z.string(), z.array(z.string())]).optional() }),
    response: z.object({ deleted: z.number() }),
    example: { query: { ids: 'no-such-favourite' }, status: 404 },
  }),
])
