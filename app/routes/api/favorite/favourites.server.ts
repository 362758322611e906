import { z } from 'zod'
import type { Favourite, Folder } from '#server/favourites/folder-store.ts'
import { badRequest, missingParameter } from '#app/utils/api.server.ts'

// What the favourites calls answer (spec 001 §3) and the inputs only they read.

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
