import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'
import type { Favourite, Folder } from '#server/favourites/folder-types.ts'
import type { FavouritesService, Owner } from '#server/favourites/service.ts'
import type { RouteKey } from '#sites/catalog.ts'
import { markShown } from '#server/favourites/rules.ts'
import {
  badRequest,
  handle,
  json,
  methodNotAllowed,
  missingParameter,
  parse,
  readJson,
  requireOwner,
  services,
} from '#app/utils/api.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'

// What the favourites calls answer (spec 001 §3), the inputs only they read, and the calls
// their lists share.

export function favouriteJson(f: Favourite) {
  return {
    id: f.id,
    title: f.title,
    source: f.source,
    informationType: f.informationType || (f.kind === 'search' ? 'Search' : ''),
    updateDate: f.updateDate.toISOString(),
    addedDate: f.addedDate.toISOString(),
    notifications: f.notifications,
    selected: false,
    folder: f.folderId ?? 0,
    url: f.url,
    contentId: f.contentId,
    show: true,
  }
}

export function folderJson(
  f: Folder,
  favorites: { id: string; url: string }[],
  selectedId: string | null,
) {
  return {
    id: f.id,
    name: f.name,
    order: f.order,
    updateDate: f.updateDate.toISOString(),
    addedDate: f.addedDate.toISOString(),
    favorites,
    selected: f.id === selectedId,
    active: f.id === selectedId,
    hits: f.hits,
  }
}

/** A folder named in a body: 0, '0', '' or null is "no folder". */
export const folderRef = z
  .union([z.string().max(100), z.number().int(), z.null()])
  .optional()
  .transform((value) =>
    value === undefined || value === null || value === 0 || value === '0' || value === ''
      ? null
      : String(value),
  )

/** `amount` is required (spec 001 §5): 0 means all. */
export function amountParam(url: URL): number | Response {
  const raw = url.searchParams.get('amount')
  if (raw === null || raw === '' || raw === 'null') return missingParameter('amount')
  const amount = Number(raw)
  if (!Number.isSafeInteger(amount) || amount < 0) {
    return badRequest([
      { path: 'amount', message: "The parameter 'amount' must be a whole number, 0 or more." },
    ])
  }
  // More than anyone keeps is all of them; the databases' integers stop well before 10^20.
  return Math.min(amount, MAX_AMOUNT)
}

const MAX_AMOUNT = 100_000

type ItemArgs = {
  request: Request
  params: { id: string }
  context: Readonly<RouterContextProvider>
}

/**
 * DELETE …/{id} of one of the caller's lists (a favourite search, a latest search): 404 when
 * the id is not the caller's. Its route module exports `loader`, `action` and `contract`.
 */
export function deleteItemCall(
  route: RouteKey,
  summary: string,
  remove: (favourites: FavouritesService, owner: Owner, id: string) => Promise<unknown>,
) {
  return {
    loader: () => methodNotAllowed(['DELETE']),
    action: ({ params, request, context }: ItemArgs) =>
      handle(async () => {
        const { owner } = requireOwner(context)
        if (request.method !== 'DELETE') return methodNotAllowed(['DELETE'])
        await remove(services(context).favourites, owner, params.id)
        return json({ id: params.id, deleted: true })
      }),
    contract: defineCall({
      route,
      method: 'DELETE',
      tag: 'Favourites',
      spec: '001 §7.4, §8',
      summary,
      params: z.object({ id: z.string() }),
      response: z.object({ id: z.string(), deleted: z.literal(true) }),
      example: { params: { id: 'no-such-search' }, status: 404 },
    }),
  }
}

/**
 * POST to one of the caller's lists (the favourite searches, the latest searches): the body read
 * with `body`; a DELETE without an id in the path is told to give one.
 */
export function addToListAction<T extends z.ZodType>(
  body: T,
  add: (favourites: FavouritesService, owner: Owner, input: z.output<T>) => Promise<Response>,
) {
  return ({ request, context }: Omit<ItemArgs, 'params'>) =>
    handle(async () => {
      const { owner } = requireOwner(context)
      if (request.method === 'DELETE') return missingParameter('id')
      if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
      return add(services(context).favourites, owner, parse(body, await readJson(request)))
    })
}

/**
 * GET of one of the caller's filed lists (the favourite documents, the favourite searches):
 * `amount` required, sorted by `sort` (unknown: the list's first order), each entry marked shown
 * or hidden by `jurisdictions` and `topics` (repeated).
 */
export function filedListLoader<T extends Filed, S extends string>(list: {
  read: (favourites: FavouritesService, owner: Owner, amount: number) => Promise<T[]>
  sort: z.ZodType<S>
  order: (list: readonly T[], by: S) => T[]
  toJson: (entry: T & { show: boolean }) => unknown
}) {
  return ({ request, context }: Omit<ItemArgs, 'params'>) =>
    handle(async () => {
      const { owner } = requireOwner(context)
      const url = new URL(request.url)
      const amount = amountParam(url)
      if (amount instanceof Response) return amount
      const read = await list.read(services(context).favourites, owner, amount)
      const sorted = list.order(read, list.sort.parse(url.searchParams.get('sort') ?? undefined))
      const filter = {
        jurisdictions: url.searchParams.getAll('jurisdictions'),
        topics: url.searchParams.getAll('topics'),
      }
      return json({ list: markShown(sorted, filter, (entry) => entry).map(list.toJson) })
    })
}

type Filed = { jurisdictions: readonly string[]; topics: readonly string[] }
