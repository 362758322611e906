// Which listing screens of an edition hold nothing: a menu item that opens one (Journals on an
// edition whose index has no journal) is hidden rather than leading to an empty list. Counts are
// kept for a minute, so a rebuilt index shows its new listings without a restart.
import type { Edition } from '#server/content/model.ts'
import type { SearchMode } from '#sites/search/modes.ts'
import { keptFor } from '#server/kept-for.ts'
import type { SearchEngine } from './engine.ts'

export type ListingCounts = {
  /** The modes of `modes` with no result on the edition without a query. */
  empty(edition: Edition, modes: readonly SearchMode[]): Promise<ReadonlySet<SearchMode>>
}

export function createListingCounts(
  search: SearchEngine,
  options: { ttlMs?: number; now?: () => number } = {},
): ListingCounts {
  const count = keptFor(
    options.ttlMs ?? 60_000,
    (edition: Edition, mode: SearchMode) =>
      search.search({ q: '', mode, resultsPerPage: 1 }, { edition }).then((page) => page.totalHits),
    options.now,
  )

  return {
    async empty(edition, modes) {
      // A failed count shows the item (the screen says what went wrong); the next request counts
      // again.
      const counts = await Promise.all(
        modes.map((mode) => count(edition, mode).catch(() => Number.POSITIVE_INFINITY)),
      )
      return new Set(modes.filter((_, i) => counts[i] === 0))
    },
  }
}
