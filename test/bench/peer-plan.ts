// A search query as the peers (PostgreSQL, Xapian) run it: the engine's own reading of the query
// (mode defaults, filters, date range, sort, page, counted facets), in plain data, so both peers
// do the same work as the engine's searchWithFilters.
import type { SearchQuery, SortBy, SortOrder } from '#server/search/engine.ts'
import { dateRange } from '#server/search/dates.ts'
import { monthsAgo } from '#sites/dates.ts'
import { resolveMode } from '#server/search/modes.ts'
import type { QueryNode } from '#server/search/query/ast.ts'
import { parseQuery } from '#server/search/query/parse.ts'
import type { ModeScope } from '#sites/search/modes.ts'

export const EDITION_BITS = { KA: 1, KIPL: 2, KCL: 4 } as const

/** The "last n months" options whose counts the date filter shows. */
const PERIOD_MONTHS = [3, 6, 12, 24]

export type PeerFilter = { id: string; values: string[]; and: boolean }

export type PeerPlan = {
  text: QueryNode | null
  titleOnly: boolean
  edition: number
  scope: ModeScope
  aiOnly: boolean
  withDocuments: boolean
  /** Facet selections, each one filter (bit i of the engine's mask). */
  filters: PeerFilter[]
  /** The date range filter, on dateColumn. */
  range: { from: string | null; to: string | null } | null
  dateColumn: 'date' | 'published'
  /** yyyy-mm-dd starts of the periods whose counts the date filter shows. */
  periodStarts: string[]
  sortBy: SortBy
  sortOrder: SortOrder
  start: number
  size: number
  /** Facets counted (disjunctively when their selection is OR). */
  facets: string[]
  /** Results are publications; chapter matches count for their publication. */
  groupByPublication: boolean
}

export function peerPlan(
  query: SearchQuery,
  edition: keyof typeof EDITION_BITS,
  now: Date,
): PeerPlan {
  const settings = resolveMode(query.mode)
  const q = query.q?.trim()
  const selected = new Map((query.filters ?? []).map((f) => [f.id, f]))
  for (const f of settings.defaultFilters) if (!selected.has(f.id)) selected.set(f.id, f)
  const filters = [...selected.values()]
    .filter((f) => f.filterItems.length > 0)
    .map((f) => ({ id: f.id, values: [...new Set(f.filterItems)], and: f.andOrValue === 'AND' }))
  const facets = [...settings.facets]
  for (const id of selected.keys()) if (!facets.includes(id)) facets.push(id)
  const hasText = Boolean(q)
  let { sortBy, sortOrder } = settings.defaultSort(hasText)
  if (sortBy === 'score' && !hasText) [sortBy, sortOrder] = ['date', 'desc']
  return {
    text: q ? parseQuery(q) : null,
    titleOnly: query.searchWithinTitleOnly === true,
    edition: EDITION_BITS[edition],
    scope: settings.scope,
    aiOnly: query.searchAiAvailableOnly === true,
    withDocuments: query.hasContent === true,
    filters,
    range: dateRange(query, now),
    dateColumn: (query.dateType ?? settings.dateType) === 'published' ? 'published' : 'date',
    periodStarts: PERIOD_MONTHS.map((n) => monthsAgo(now, n)),
    sortBy,
    sortOrder,
    start: query.start ?? 0,
    size: query.resultsPerPage ?? settings.pageSize,
    facets,
    groupByPublication: settings.groupByPublication,
  }
}
