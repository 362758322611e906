import { SEARCH_MODES, type DateType, type PathMode, type SortBy, type SortOrder } from './modes.ts'
import { FACET_IDS, type FacetId } from './facets.ts'
import { parseSearchParams } from './search-params.ts'
import { selectionOf, type SearchState } from './search-state.ts'

// The engine's query of a search state, or of a search screen's address.

/** What server/search/engine.ts SearchQuery accepts (kept structural: app code imports no values
 * from server/). */
export type EngineQuery = {
  q?: string
  qTitle?: string
  qPublicationTitle?: string
  start: number
  resultsPerPage: number
  sortBy?: SortBy
  sortOrder?: SortOrder
  searchWithinTitleOnly?: boolean
  searchAiAvailableOnly?: boolean
  hasContent?: boolean
  dateType: DateType
  dateFrom?: string
  dateTo?: string
  datePeriod: number
  excerpt: 'short' | 'long'
  groupBy?: 'case'
  mode: string
  filters: {
    id: string
    filterItems: string[]
    andOrValue: 'AND' | 'OR'
    limit?: number
    contains?: string
  }[]
}

/** The engine's query for a state: effective selections (mode defaults included) and views. */
export function toSearchQuery(state: SearchState): EngineQuery {
  const config = SEARCH_MODES[state.mode]
  const filters: EngineQuery['filters'] = []
  const ids = new Set<FacetId>([
    ...(Object.keys(config.defaultFilters) as FacetId[]),
    ...(Object.keys(state.filters) as FacetId[]),
    ...(Object.keys(state.view) as FacetId[]),
  ])
  for (const id of FACET_IDS) {
    if (!ids.has(id)) continue
    const sel = selectionOf(state, id)
    const view = state.view[id] ?? {}
    // the filter's own search ignores a single character (spec 000 §5)
    const contains = view.contains && [...view.contains].length !== 1 ? view.contains : undefined
    filters.push({
      id,
      filterItems: sel.values,
      andOrValue: sel.op,
      ...(view.limit !== undefined ? { limit: view.limit } : {}),
      ...(contains ? { contains } : {}),
    })
  }
  return {
    mode: config.engineMode,
    ...(state.q ? { q: state.q } : {}),
    ...(state.qTitle ? { qTitle: state.qTitle } : {}),
    ...(state.qPublicationTitle ? { qPublicationTitle: state.qPublicationTitle } : {}),
    start: state.start,
    resultsPerPage: state.resultsPerPage,
    ...(state.sortBy ? { sortBy: state.sortBy, sortOrder: state.sortOrder ?? undefined } : {}),
    ...(state.titleOnly ? { searchWithinTitleOnly: true } : {}),
    ...(state.aiOnly ? { searchAiAvailableOnly: true } : {}),
    ...(state.hasContent ? { hasContent: true } : {}),
    dateType: state.dateType,
    datePeriod: state.datePeriod,
    ...(state.dateFrom ? { dateFrom: state.dateFrom } : {}),
    ...(state.dateTo ? { dateTo: state.dateTo } : {}),
    excerpt: state.excerpt,
    ...(state.groupByCase ? { groupBy: 'case' as const } : {}),
    filters,
  }
}

/**
 * The engine's query of an address of a search screen ('/books?source=…', '/search?mode=bits'),
 * or null when the path is no search screen.
 */
export function searchQueryOfUrl(url: string): EngineQuery | null {
  const { pathname, searchParams } = new URL(url, 'http://localhost')
  const screen = Object.values(SEARCH_MODES).find((m) => m.param === null && m.path === pathname)
  if (!screen) return null
  return toSearchQuery(parseSearchParams(searchParams, screen.id as PathMode))
}
