// Which listing screens of an edition hold nothing: a menu item that opens one (Journals on an
// edition whose index has no journal) is hidden rather than leading to an empty list. Counts are
// kept for a minute, so a rebuilt index shows its new listings without a restart.
import type { Edition } from '#server/content/model.ts'
import type { SearchMode } from '#sites/search/modes.ts'
import type { SearchEngine } from './engine.ts'

export type ListingCounts = {
  /** The modes of `modes` with no result on the edition without a query. */
  empty(edition: Edition, modes: readonly SearchMode[]): Promise<ReadonlySet<SearchMode>>
}

export function createListingCounts(
  search: SearchEngine,
  options: { ttlMs?: number; now?: () => number } = {},
): ListingCounts {
  const ttlMs = options.ttlMs ?? 60_000
  const now = options.now ?? Date.now
  const cache = new Map<string, { at: number; count: Promise<number> }>()

  function count(edition: Edition, mode: SearchMode): Promise<number> {
    const key = `${edition}\0${mode}`
    const hit = cache.get(key)
    if (hit && now() - hit.at < ttlMs) return hit.count
    const counted = search
      .search({ q: '', mode, resultsPerPage: 1 }, { edition })
      .then((page) => page.totalHits)
    // A failed count is not kept: the item shows (the screen says what went wrong) and the next
    // request counts again.
    counted.catch(() => cache.delete(key))
    cache.set(key, { at: now(), count: counted })
    return counted
  }

  return {
    async empty(edition, modes) {
      const counts = await Promise.all(
        modes.map((mode) => count(edition, mode).catch(() => Number.POSITIVE_INFINITY)),
      )
      return new Set(modes.filter((_, i) => counts[i] === 0))
    },
  }
}
