import type {
  Edition,
  SearchContext,
  SearchFilter,
  SearchQuery,
  SortBy,
  SortOrder,
} from './engine.ts'
import { dateRange, type DateRange } from './dates.ts'
import { InvalidSearchQueryError } from '#server/errors.ts'
import { ranksInstrumentsLast } from './case-law-first.ts'
import { resolveMode, type ModeSettings } from './modes.ts'
import type { HighlightTerm, QueryNode } from './query/ast.ts'
import { extractTerms, parseQuery } from './query/parse.ts'

// A SearchQuery turned into a plan, in terms any engine adapter reads: the text parsed, the
// query's filters merged with the mode's defaults, the date range, the sort and the page, each
// checked. What an adapter makes of it (an FTS5 MATCH and filter conditions: ./fts5/plan.ts) is its
// own business.

const MAX_RESULTS_PER_PAGE = 100
const MAX_FILTERS = 40
const SORTS: readonly SortBy[] = ['score', 'date', 'title', 'publicationtitle']

/** A filter with selections; `values` are its selections without repeats. */
export type PlannedFilter = SearchFilter & { values: string[] }

export type SearchPlan = {
  settings: ModeSettings
  edition: Edition
  text: {
    /** `q` parsed, or null. */
    q: QueryNode | null
    /** `q` searches the title alone (searchWithinTitleOnly). */
    titleOnly: boolean
    /** `qTitle` parsed (it always searches the title), or null. */
    qTitle: QueryNode | null
  }
  /** Either text is there: it decides the default sort. */
  hasText: boolean
  /** The query's words and phrases (not NOT's), for excerpts. */
  highlight: HighlightTerm[]
  /**
   * The filters with selections: the query's (one per id, repeated ids merged), then the mode's
   * defaults for ids the query does not mention. Filter i of the query is `filters[i]`; the date
   * range, when there is one, comes after them (filter number `filters.length`).
   */
  filters: PlannedFilter[]
  /** Filters of the query by id, selections included (empty ones too), for `checked`. */
  selected: Map<string, SearchFilter>
  /** The query's own filters by id, as sent: what a filter section asks (limit, contains, prefix). */
  requested: Map<string, SearchFilter>
  /** `qPublicationTitle` parsed: only publications with these words in the title, and their parts. */
  publicationTitle: QueryNode | null
  toggles: { aiAvailableOnly: boolean; hasContent: boolean }
  dateColumn: 'date' | 'published'
  range: DateRange | null
  /** The period the query asked for, as sent (the date filter's checked option). */
  datePeriod: number | undefined
  sortBy: SortBy
  sortOrder: SortOrder
  /** By relevance, treaty and statute sections after the rest (./case-law-first.ts). */
  instrumentsLast: boolean
  /** One result per case (decision 253): the mode allows it and the query asks. */
  groupByCase: boolean
  start: number
  resultsPerPage: number
  excerpt: 'short' | 'long'
}

/** The plan of a query; a query the engine cannot run throws its typed error (../errors.ts). */
export function planSearch(query: SearchQuery, ctx: SearchContext, now: Date): SearchPlan {
  const settings = resolveMode(query.mode)
  const highlight: HighlightTerm[] = []
  const parse = (text: string | undefined) => {
    const trimmed = text?.trim()
    if (!trimmed) return null
    const ast = parseQuery(trimmed)
    highlight.push(...extractTerms(ast))
    return ast
  }
  const text = {
    q: parse(query.q),
    titleOnly: query.searchWithinTitleOnly === true,
    qTitle: parse(query.qTitle),
  }
  const hasText = text.q !== null || text.qTitle !== null

  // Filters: the query's, then the mode's defaults for ids the query does not mention.
  const selected = new Map<string, SearchFilter>()
  for (const f of query.filters ?? []) {
    if (f.id === 'date') continue
    const prev = selected.get(f.id)
    selected.set(f.id, prev ? { ...f, filterItems: [...prev.filterItems, ...f.filterItems] } : f)
  }
  for (const f of settings.defaultFilters) if (!selected.has(f.id)) selected.set(f.id, f)
  const active = [...selected.values()].filter((f) => f.filterItems.length > 0)
  if (active.length > MAX_FILTERS) {
    throw new InvalidSearchQueryError('filters', `At most ${MAX_FILTERS} filters`)
  }
  const filters = active.map((f) => ({ ...f, values: [...new Set(f.filterItems)] }))

  const dateColumn = (query.dateType ?? settings.dateType) === 'published' ? 'published' : 'date'
  const range = dateRange(query, now)

  let { sortBy, sortOrder } = settings.defaultSort(hasText)
  if (query.sortBy) {
    const requested: SortBy = query.sortBy === 'relevant-date' ? 'date' : query.sortBy
    if (!SORTS.includes(requested)) {
      throw new InvalidSearchQueryError('sortBy', `Unknown sort: ${String(query.sortBy)}`)
    }
    sortBy = requested
    sortOrder = query.sortOrder ?? (requested === 'score' || requested === 'date' ? 'desc' : 'asc')
    // Books sorted by date fall back to score with a query, else to title (spec 001 §9).
    if (settings.mode === 'books' && sortBy === 'date') {
      ;[sortBy, sortOrder] = hasText ? ['score', 'desc'] : ['title', 'asc']
    }
  } else if (query.sortOrder) {
    sortOrder = query.sortOrder
  }
  if (sortBy === 'score' && !hasText) [sortBy, sortOrder] = ['date', 'desc']

  const start = query.start ?? 0
  if (!Number.isInteger(start) || start < 0) {
    throw new InvalidSearchQueryError('start', `start must be a whole number ≥ 0: ${start}`)
  }
  const size = query.resultsPerPage ?? settings.pageSize
  if (!Number.isInteger(size) || size < 1) {
    throw new InvalidSearchQueryError('resultsPerPage', `resultsPerPage must be ≥ 1: ${size}`)
  }
  const qPub = query.qPublicationTitle?.trim()
  if (query.groupBy !== undefined && query.groupBy !== 'case') {
    throw new InvalidSearchQueryError(
      'groupBy',
      `Results are grouped by case only: ${String(query.groupBy)}`,
    )
  }
  const groupByCase = query.groupBy === 'case'
  if (groupByCase && !settings.groupsByCase) {
    throw new InvalidSearchQueryError(
      'groupBy',
      `Results of the ${settings.mode} mode are not grouped by case (awards are)`,
    )
  }

  const instrumentsLast = ranksInstrumentsLast({
    edition: ctx.edition,
    sortBy,
    text,
    highlight,
    settings,
  })

  return {
    settings,
    edition: ctx.edition,
    text,
    hasText,
    highlight,
    filters,
    selected,
    requested: new Map((query.filters ?? []).map((f) => [f.id, f])),
    publicationTitle: qPub ? parseQuery(qPub) : null,
    toggles: {
      aiAvailableOnly: Boolean(query.searchAiAvailableOnly),
      hasContent: Boolean(query.hasContent),
    },
    dateColumn,
    range,
    datePeriod: query.datePeriod,
    sortBy,
    sortOrder,
    instrumentsLast,
    groupByCase,
    start,
    resultsPerPage: Math.min(size, MAX_RESULTS_PER_PAGE),
    excerpt: query.excerpt === 'long' ? 'long' : 'short',
  }
}
