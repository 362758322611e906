import type { FavouriteInput } from '#server/favourites/folder-store.ts'
import type { ContentStore } from '#server/search/engine.ts'
import { isNotFoundError } from '#server/search/errors.ts'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * A favourite as a caller sends it (the spec's field names). A document the content index knows
 * takes its title, source and type from the index, so a favourite always reads as the document
 * does; anything else is validated as given by the store.
 */
export async function favouriteInputFrom(
  raw: Record<string, unknown>,
  content: ContentStore,
  siteId: string,
): Promise<FavouriteInput> {
  const contentId = text(raw.contentId) ?? text(raw.documentId) ?? null
  const isSearch = raw.kind === 'search' || text(raw.informationType)?.toLowerCase() === 'search'
  const given: FavouriteInput = {
    kind: isSearch ? 'search' : 'document',
    contentId,
    title: text(raw.title) ?? text(raw.name) ?? '',
    url: text(raw.url) ?? (contentId ? `/document/${encodeURIComponent(contentId)}` : ''),
    source: text(raw.source),
    informationType: text(raw.informationType),
    notifications: raw.notifications === true,
  }
  if (isSearch || !contentId) return given
  try {
    const doc = await content.getDocument(contentId, { edition: siteId as 'KA' | 'KIPL' | 'KCL' })
    return {
      ...given,
      title: doc.title,
      url: doc.url,
      informationType: given.informationType || doc.record.type,
      source: given.source || doc.record.source,
    }
  } catch (error) {
    if (isNotFoundError(error)) return given
    throw error
  }
}
