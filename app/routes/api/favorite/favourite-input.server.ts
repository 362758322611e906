import type { FavouriteInput } from '#server/favourites/folder-types.ts'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * A favourite as a caller sends it (the spec's field names). The favourites service reads a
 * document the content index knows as the index has it and files it; anything else is validated
 * as given by the store.
 */
export function favouriteInputFrom(raw: Record<string, unknown>): FavouriteInput {
  const contentId = text(raw.contentId) ?? text(raw.documentId) ?? null
  const isSearch = raw.kind === 'search' || text(raw.informationType)?.toLowerCase() === 'search'
  return {
    kind: isSearch ? 'search' : 'document',
    contentId,
    title: text(raw.title) ?? text(raw.name) ?? '',
    url: text(raw.url) ?? (contentId ? `/document/${encodeURIComponent(contentId)}` : ''),
    source: text(raw.source),
    informationType: text(raw.informationType),
    notifications: raw.notifications === true,
  }
}
