import { searchHref, type FacetId } from '#sites/search/search-params.ts'
import { withChanges, type SearchState } from '#sites/search/search-state.ts'
import { toSearchQuery } from '#sites/search/engine-query.ts'
import { isPlainPhrase } from '#sites/search/query-terms.ts'
import type { SearchEngine } from '#server/search/engine.ts'
import type { Site } from '#sites/index.ts'

// What a search that found nothing offers instead: the same words joined by AND, and the
// origins the collection does not hold yet.

/**
 * Plain words are one phrase (spec 000 §3). When the phrase finds nothing, the same words joined
 * by AND may: the empty page offers that search, with its count, in one click.
 */
export async function allWordsInstead(
  services: Readonly<{ search: SearchEngine }>,
  state: SearchState,
  edition: Site['id'],
): Promise<{ q: string; href: string; total: number } | null> {
  if (!isPlainPhrase(state.q)) return null
  const q = state.q.trim().split(/\s+/).join(' AND ')
  const alternative = withChanges(state, { q })
  try {
    const { totalHits } = await services.search.search(
      { ...toSearchQuery(alternative), resultsPerPage: 1 },
      { edition },
    )
    return totalHits > 0 ? { q, href: searchHref(alternative), total: totalHits } : null
  } catch {
    return null // an offer, not the answer: without it the page still says what it found
  }
}

/** Filters that name where documents come from: the collection may not hold a value yet. */
const ORIGIN_FACETS: readonly FacetId[] = [
  'source',
  'publicationtitle',
  'court',
  'organization',
  'legislation',
]

/**
 * The origins (source, title, court, …) a search that found nothing is limited to and of which
 * the edition holds no document at all: the page says the collection does not hold them yet,
 * rather than that nothing matched.
 */
export async function sourcesNotHeld(
  services: Readonly<{ search: SearchEngine }>,
  state: SearchState,
  edition: Site['id'],
): Promise<string[]> {
  const selected = ORIGIN_FACETS.flatMap((id) =>
    (state.filters[id]?.values ?? []).map((value) => ({ id, value })),
  )
  const mode = toSearchQuery(state).mode
  const held = await Promise.all(
    selected.map(
      ({ id, value }) =>
        services.search
          .search(
            { mode, filters: [{ id, filterItems: [value], andOrValue: 'OR' }], resultsPerPage: 1 },
            { edition },
          )
          .then((page) => page.totalHits > 0)
          .catch(() => true), // unknown: say nothing rather than something untrue
    ),
  )
  return selected.filter((_, i) => !held[i]).map(({ value }) => value)
}
