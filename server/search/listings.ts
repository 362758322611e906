// Which listing screens of an edition hold nothing: a menu item that opens one (Journals on an
// edition whose index has no journal) is hidden rather than leading to an empty list. Likewise a
// preset search that finds fewer documents than its item names (sites/menu-holds.ts). Counts are
// kept for a minute, so a rebuilt index shows its new listings without a restart.
import type { Edition } from '#server/content/model.ts'
import type { SearchMode } from '#sites/search/modes.ts'
import { searchQueryOfUrl } from '#sites/search/engine-query.ts'
import { keptFor } from '#server/kept-for.ts'
import type { SearchEngine } from './engine.ts'

export type ListingCounts = {
  /** The modes of `modes` with no result on the edition without a query. */
  empty(edition: Edition, modes: readonly SearchMode[]): Promise<ReadonlySet<SearchMode>>
  /** The addresses of `presets` whose search finds fewer than their `min` documents. */
  thin(
    edition: Edition,
    presets: readonly { url: string; min: number }[],
  ): Promise<ReadonlySet<string>>
}

export function createListingCounts(
  search: SearchEngine,
  options: { ttlMs?: number; now?: () => number } = {},
): ListingCounts {
  const count = keptFor(
    options.ttlMs ?? 60_000,
    (edition: Edition, listing: string) => {
      const query = listing.startsWith('/')
        ? searchQueryOfUrl(listing)
        : { q: '', mode: listing, resultsPerPage: 1 }
      // An address of no search screen lists nothing this can count: it is shown.
      if (!query) return Promise.resolve(Number.POSITIVE_INFINITY)
      return search
        .search({ ...query, start: 0, resultsPerPage: 1 }, { edition })
        .then((page) => page.totalHits)
    },
    options.now,
  )
  // A failed count shows the item (the screen says what went wrong); the next request counts
  // again.
  const counted = (edition: Edition, listing: string) =>
    count(edition, listing).catch(() => Number.POSITIVE_INFINITY)

  return {
    async empty(edition, modes) {
      const counts = await Promise.all(modes.map((mode) => counted(edition, mode)))
      return new Set(modes.filter((_, i) => counts[i] === 0))
    },
    async thin(edition, presets) {
      const counts = await Promise.all(presets.map(({ url }) => counted(edition, url)))
      return new Set(presets.filter(({ min }, i) => counts[i]! < min).map(({ url }) => url))
    },
  }
}
