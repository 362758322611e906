import { searchHref, type FacetId } from '#sites/search/search-params.ts'
import { defaultState, withChanges, type SearchState } from '#sites/search/search-state.ts'
import { INSTRUMENT_TYPES } from '#sites/search/modes.ts'
import { routeAccess, type RouteKey } from '#sites/index.ts'
import type { Subscription } from '#sites/types.ts'
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

/** Each kind of instrument under its own name, and the screen of the edition that lists it. */
const INSTRUMENT_SCREENS: Record<
  (typeof INSTRUMENT_TYPES)[number],
  { label: string; screen?: { key: RouteKey; path: string } }
> = {
  Conventions: { label: 'Conventions', screen: { key: 'conventions', path: '/conventions' } },
  'Bilateral investment treaties': {
    label: 'Bilateral investment treaties',
    screen: { key: 'bits', path: '/bits' },
  },
  Treaties: { label: 'Treaties' },
  Legislation: { label: 'Statutes and rules' },
}

export type HeldInstead = { label: string; count: number; href: string }

/**
 * Books hold books only (decision 248). While the edition holds none, the Books screen says so
 * and offers what it does hold among the works published as books (treaties, conventions,
 * statutes and rules) under their own names: the screen that lists them where the viewer's plan
 * opens one (/conventions, /bits), else the search filtered to their type.
 */
export async function instrumentsInstead(
  services: Readonly<{ search: SearchEngine }>,
  state: SearchState,
  site: Site,
  subscription: Subscription | null,
): Promise<HeldInstead[]> {
  if (state.mode !== 'books' || searchHref(state) !== searchHref(defaultState('books'))) return []
  const counted = await Promise.all(
    INSTRUMENT_TYPES.map(
      (type) =>
        services.search
          .search(
            {
              mode: 'books',
              filters: [{ id: 'type', filterItems: [type], andOrValue: 'OR' }],
              resultsPerPage: 1,
            },
            { edition: site.id },
          )
          .then((page) => page.totalHits)
          .catch(() => 0), // an offer: without it the page still says it holds no books
    ),
  )
  return INSTRUMENT_TYPES.flatMap((type, i) => {
    const count = counted[i]!
    if (count === 0) return []
    const { label, screen } = INSTRUMENT_SCREENS[type]
    const opens = screen && routeAccess(site, screen.key, subscription) === 'ok'
    const filtered = withChanges(defaultState('default'), {
      filters: { type: { values: [type], op: 'OR' } },
    })
    return [{ label, count, href: opens ? screen.path : searchHref(filtered) }]
  })
}
