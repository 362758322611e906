import {
  SEARCH_MODES,
  type DateType,
  type SearchModeId,
  type SortBy,
  type SortOrder,
} from './modes.ts'
import type { FacetId } from './facets.ts'

// The search state the URL holds (./search-params.ts reads and writes it) and the changes that
// make a new state from it.

export type FacetSelection = { values: string[]; op: 'AND' | 'OR' }
export type FacetView = { limit?: number; contains?: string }

export type SearchState = {
  mode: SearchModeId
  q: string
  qTitle: string
  qPublicationTitle: string
  titleOnly: boolean
  aiOnly: boolean
  hasContent: boolean
  /** 'Search within Manual IP': the page also shows Manual IP's entries for the text. */
  manualIp: boolean
  /** Facet selections given by the URL; a facet absent here has the mode's default selection. */
  filters: Partial<Record<FacetId, FacetSelection>>
  dateType: DateType
  /** -1 all time, 0 precise (dateFrom..dateTo), n > 0 the last n months. */
  datePeriod: number
  /** dd-mm-yyyy or '' */
  dateFrom: string
  dateTo: string
  /** null: the mode's default for the text (score with text, else date; titles for books). */
  sortBy: SortBy | null
  sortOrder: SortOrder | null
  excerpt: 'short' | 'long'
  /** One row per case, its other matching documents beneath (`group=case`, decision 253). */
  groupByCase: boolean
  resultsPerPage: number
  start: number
  /** How each filter section lists its items (not part of the results). */
  view: Partial<Record<FacetId, FacetView>>
}

export function defaultState(mode: SearchModeId): SearchState {
  return {
    mode,
    q: '',
    qTitle: '',
    qPublicationTitle: '',
    titleOnly: false,
    aiOnly: false,
    hasContent: false,
    manualIp: false,
    filters: {},
    dateType: SEARCH_MODES[mode].dateType,
    datePeriod: -1,
    dateFrom: '',
    dateTo: '',
    sortBy: null,
    sortOrder: null,
    excerpt: 'short',
    groupByCase: false,
    resultsPerPage: SEARCH_MODES[mode].pageSize,
    start: 0,
    view: {},
  }
}

/** Items a filter lists by default (spec 000 §9). */
export function defaultLimitOf(id: string): number {
  return id === 'sector' ? 1000 : 10
}

export function hasText(state: Pick<SearchState, 'q' | 'qTitle'>): boolean {
  return Boolean(state.q || state.qTitle)
}

/**
 * A new state from a change. Anything but the offset and the filter views (show more, a filter's
 * own text search) starts again at the first page (spec 000 §4).
 */
export function withChanges(state: SearchState, changes: Partial<SearchState>): SearchState {
  const keys = Object.keys(changes) as (keyof SearchState)[]
  const keepsPage = keys.every((k) => k === 'start' || k === 'view')
  return { ...state, ...changes, start: keepsPage ? (changes.start ?? state.start) : 0 }
}

/** The effective selection of a facet: the URL's, else the mode's default. */
export function selectionOf(state: SearchState, id: FacetId): FacetSelection {
  const sel = state.filters[id]
  if (sel) return sel
  const def = SEARCH_MODES[state.mode].defaultFilters[id]
  return { values: def ? [...def] : [], op: 'OR' }
}

/** The state with one facet's selection replaced. */
export function withFacet(state: SearchState, id: FacetId, sel: FacetSelection): SearchState {
  return withChanges(state, { filters: { ...state.filters, [id]: sel } })
}

/** The state with every filter, toggle and date cleared (keeps the text, sort and page size). */
export function withoutFilters(state: SearchState): SearchState {
  const config = SEARCH_MODES[state.mode]
  const filters: SearchState['filters'] = {}
  // 'All results' clears the mode's default selections as well
  for (const id of Object.keys(config.defaultFilters) as FacetId[]) {
    filters[id] = { values: [], op: 'OR' }
  }
  return withChanges(state, {
    filters,
    view: {},
    titleOnly: false,
    aiOnly: false,
    hasContent: false,
    manualIp: false,
    datePeriod: -1,
    dateFrom: '',
    dateTo: '',
    dateType: config.dateType,
  })
}

/** Spec 000 §4 Reset: clears q, qTitle, title-only, AI-only and start. */
export function resetText(state: SearchState): SearchState {
  return withChanges(state, { q: '', qTitle: '', titleOnly: false, aiOnly: false })
}
