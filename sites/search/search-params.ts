import {
  DATE_PERIODS,
  DATE_TYPES,
  SEARCH_MODES,
  defaultSort,
  modeFromParam,
  naturalOrder,
  type PathMode,
  type SearchModeId,
} from './modes.ts'
import { FACET_IDS, facetValueProblem, isFacetId, type FacetId } from './facets.ts'
import { appendTerm } from './query-terms.ts'
import {
  defaultLimitOf,
  defaultState,
  hasText,
  type FacetView,
  type SearchState,
} from './search-state.ts'

export { FACET_IDS, isFacetId, type FacetId }

/**
 * The search URL codec: the one place that reads and writes the search state of the URL.
 *
 * Query keys (canonical order; a key at its default value is left out):
 *
 * | key                              | meaning                                                 |
 * |----------------------------------|---------------------------------------------------------|
 * | mode                             | a mode of /search that has no path of its own (bits,    |
 * |                                  | unified-patent-court, unitary-patent)                   |
 * | q                                | the search text (operators, phrases, wildcards)         |
 * | qTitle                           | text that must occur in the title                       |
 * | qPublicationTitle                | text of the publication's title (books, journals)       |
 * | searchWithinTitleOnly=true       | toggle 'Search keywords only in titles'                 |
 * | searchAiAvailableOnly=true       | toggle 'AI Assistant available documents'               |
 * | hasContent=true                  | toggle 'Cases with documents'                           |
 * | searchWithinManualIp=true        | toggle 'Search within Manual IP': the page also asks    |
 * |                                  | Manual IP for the text's words (where the plan has it)  |
 * | type, topic, source              | facet selections, the key repeated per value            |
 * | f.<facet>                        | every other facet: f.jurisdiction=Spain&f.jurisdiction= |
 * |                                  | France. Tree values are 'parent>child'. An empty value  |
 * |                                  | (`f.publicationtype=`) clears a mode's default selection|
 * | op.<facet>=AND                   | the facet's selections must all match (default OR)      |
 * | dateType                         | which date the date filter reads                        |
 * | datePeriod                       | -1 all time (default), 3/6/12/24 last n months,         |
 * |                                  | 0 the precise period dateFrom..dateTo                   |
 * | dateFrom, dateTo                 | dd-mm-yyyy; equal ends = On, one end = After / Before   |
 * | sortBy, sortOrder                | score, date, title, publicationtitle; asc, desc         |
 * | excerpt=long                     | long excerpts (default short)                           |
 * | group=case                       | one row per case, its other matching documents beneath  |
 * |                                  | (screens whose results are cases' documents, awards)    |
 * | resultsPerPage                   | page size (default 10)                                  |
 * | start                            | offset of the first result (a multiple of the page size)|
 * | limit.<facet>, contains.<facet>  | how many items a filter lists and its own text search   |
 *
 * Keys forms send that are not canonical (the loader redirects to the canonical URL):
 * `add` (a term for the bar to append to q), `dateOp` + `date` (the custom date picker:
 * on, after, before, between), `pageSize` (= resultsPerPage), `mode` on /search naming a mode
 * that has its own path, yyyy-mm-dd dates, empty values and unknown facets. `mode=profiles`
 * opens the Profile Navigator's search instead, with the text and the profile filters
 * (MODES_ELSEWHERE in ./modes.ts). The spec's `deceased=true` ('Filter out deceased profiles')
 * is not offered: it is dropped and answered with DECEASED_NOT_OFFERED, as the data does not say
 * who has died (docs/decisions/246).
 *
 * Any change of the text, a filter, a toggle, the date or the page size starts again at the first
 * page (spec 000 §4): `withChanges` resets `start` unless only `start` changes.
 */

/** Facets with their own top-level key (spec 001 §2.4); the rest are `f.<facet>`. */
const TOP_LEVEL_FACETS: readonly FacetId[] = ['type', 'topic', 'source']

export const MAX_TEXT = 1000

/** The answer to the spec's `deceased=true` ('Filter out deceased profiles'), not offered. */
export const DECEASED_NOT_OFFERED =
  "'Filter out deceased profiles' is not offered: the collection does not record who has died, so every profile is listed."

/** What a `group` value the screen does not offer is answered with (the page, without it). */
export function groupingProblem(params: URLSearchParams, mode: SearchModeId): string | null {
  const value = params.get('group')?.trim()
  if (!value) return null
  if (value.toLowerCase() !== 'case') {
    return `Results cannot be grouped by "${value.slice(0, 40)}": they can be grouped by case only.`
  }
  return SEARCH_MODES[mode].groupsByCase
    ? null
    : 'Grouping by case is offered on Cases & Awards, where the results are the documents of cases.'
}

/** Why the URL's filter values that cannot be values of their filter are left out. */
export function filterValueProblems(params: URLSearchParams): string[] {
  const problems: string[] = []
  for (const [key, value] of params) {
    const facet = facetOfKey(key)
    const problem = facet && value.trim() ? facetValueProblem(facet, value.trim()) : null
    if (problem) problems.push(problem)
  }
  return problems
}

/** Whether a URL asks to filter out deceased profiles (`deceased=true`). */
export function asksDeceased(params: URLSearchParams): boolean {
  return flag(params.get('deceased') ?? '')
}

const MAX_VALUES = 40
const MAX_VALUE_LENGTH = 300
const MAX_START = 10_000
const MAX_PAGE_SIZE = 100

// ---- parsing -------------------------------------------------------------------------------

// Plain functions rather than zod schemas: this module is also the browser's, and zod would add
// about 23 KB (gzip) to every search page. None throws: a bad or absent value gives its fallback.

/** The value (trimmed and lower-cased unless `exact`) when it is one of `values`, else null. */
function oneOf<T extends string>(values: readonly T[], value: string | null, exact = false) {
  if (value === null) return null
  const v = exact ? value : value.trim().toLowerCase()
  return (values as readonly string[]).includes(v) ? (v as T) : null
}

const text = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT)
const flag = (s: string) => ['true', '1', 'on', 'yes'].includes(s.trim().toLowerCase())
/** A whole number within [min, max] (read as Number() reads it: '' is 0), else null. */
const int = (min: number, max: number) => (s: string | null) => {
  const n = s === null ? NaN : Number(s)
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null
}
const pageNumber = int(1, 1000)
const pageSize = int(1, MAX_PAGE_SIZE)
const startIndex = int(0, MAX_START)
const SORT_KEYS = ['score', 'date', 'title', 'publicationtitle'] as const
const sortBy = (s: string | null) =>
  oneOf(SORT_KEYS, s?.trim().toLowerCase() === 'relevant-date' ? 'date' : s)
const sortOrder = (s: string | null) => oneOf(['asc', 'desc'] as const, s)
const dateType = (s: string | null) => oneOf(DATE_TYPES, s, true)
const excerpt = (s: string) => oneOf(['short', 'long'] as const, s, true) ?? 'short'
const datePeriod = (s: string | null) => {
  const n = s === null ? NaN : Number(s)
  return (DATE_PERIODS as readonly number[]).includes(n) ? n : null
}
const dateOp = (s: string | null) => oneOf(['on', 'after', 'before', 'between'] as const, s, true)
const andOr = (s: string) => (s.trim().toUpperCase() === 'AND' ? 'AND' : 'OR')

/** dd-mm-yyyy (or yyyy-mm-dd from a native date input) → canonical dd-mm-yyyy, else ''. */
export function normaliseDate(value: string | null | undefined): string {
  const v = (value ?? '').trim()
  let d: number, m: number, y: number
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(v)
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(v)
  if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])]
  else if (ymd) [y, m, d] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])]
  else return ''
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return ''
  }
  if (y < 1000) return ''
  return `${String(d).padStart(2, '0')}-${String(m).padStart(2, '0')}-${y}`
}

/** dd-mm-yyyy → yyyy-mm-dd (for native date inputs and comparisons). */
export function toIsoDate(dmy: string): string {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(dmy)
  return m ? `${m[3]}-${m[2]}-${m[1]}` : ''
}

function first(params: URLSearchParams, key: string): string | null {
  return params.get(key)
}

/**
 * The search state of a URL's query. Never throws: unknown keys are ignored, bad values fall
 * back to their defaults. `pathMode` is the mode of the route that serves the URL.
 */
export function parseSearchParams(
  params: URLSearchParams,
  pathMode: PathMode = 'default',
): SearchState {
  let mode: SearchModeId = pathMode
  const modeParam = params.get('mode')
  if (pathMode === 'default' && modeParam) mode = modeFromParam(modeParam) ?? 'default'
  const state = defaultState(mode)
  const config = SEARCH_MODES[mode]

  state.q = text(first(params, 'q') ?? '')
  const added = text(first(params, 'add') ?? '')
  if (added) state.q = appendTerm(state.q, added).slice(0, MAX_TEXT)
  state.qTitle = text(first(params, 'qTitle') ?? '')
  state.qPublicationTitle = text(first(params, 'qPublicationTitle') ?? '')
  state.titleOnly = flag(first(params, 'searchWithinTitleOnly') ?? '')
  state.aiOnly = flag(first(params, 'searchAiAvailableOnly') ?? '')
  state.hasContent = flag(first(params, 'hasContent') ?? '')
  state.manualIp = flag(first(params, 'searchWithinManualIp') ?? '')

  // Facets
  const raw = new Map<FacetId, string[]>()
  const ops = new Map<FacetId, 'AND' | 'OR'>()
  for (const [key, value] of params) {
    const facet = facetOfKey(key)
    if (facet) {
      const list = raw.get(facet) ?? []
      list.push(value)
      raw.set(facet, list)
      continue
    }
    if (key.startsWith('op.')) {
      const id = key.slice(3)
      if (isFacetId(id)) ops.set(id, andOr(value))
      continue
    }
    const view = /^(limit|contains)\.(.+)$/.exec(key)
    if (view && isFacetId(view[2])) {
      const id = view[2]
      const current = state.view[id] ?? {}
      if (view[1] === 'limit') {
        const n = pageNumber(value)
        if (n !== null) current.limit = n
      } else {
        const c = text(value).slice(0, 100)
        if (c) current.contains = c
      }
      state.view[id] = current
    }
  }
  for (const [id, values] of raw) {
    const op = ops.get(id) ?? 'OR'
    const cleaned = normaliseTree(
      [
        ...new Set(
          values
            .map((v) => v.trim())
            .filter((v) => v && v.length <= MAX_VALUE_LENGTH && !facetValueProblem(id, v)),
        ),
      ],
      op,
    ).slice(0, MAX_VALUES)
    state.filters[id] = { values: cleaned, op }
  }
  // An op without a selection is kept only for a facet that has a default selection.
  for (const [id, op] of ops) {
    if (!state.filters[id] && config.defaultFilters[id]) {
      state.filters[id] = { values: [...config.defaultFilters[id]], op }
    }
  }

  // Date
  state.dateType = dateType(first(params, 'dateType')) ?? config.dateType
  const period = datePeriod(first(params, 'datePeriod'))
  let from = normaliseDate(first(params, 'dateFrom'))
  let to = normaliseDate(first(params, 'dateTo'))
  const op = dateOp(first(params, 'dateOp'))
  const single = normaliseDate(first(params, 'date'))
  if (period !== null && period > 0) {
    state.datePeriod = period
  } else if (period === 0 || (period === null && (from || to))) {
    if (op === 'on') [from, to] = [single || from || to, single || from || to]
    else if (op === 'after') [from, to] = [single || from, '']
    else if (op === 'before') [from, to] = ['', single || to]
    if (from && to && toIsoDate(from) > toIsoDate(to)) [from, to] = [to, from]
    if (from || to) {
      state.datePeriod = 0
      state.dateFrom = from
      state.dateTo = to
    }
  }

  // Sort, excerpt, paging
  state.sortBy = sortBy(first(params, 'sortBy'))
  state.sortOrder = sortOrder(first(params, 'sortOrder'))
  state.excerpt = excerpt(first(params, 'excerpt') ?? 'short')
  state.groupByCase = config.groupsByCase && first(params, 'group')?.trim().toLowerCase() === 'case'
  const size = pageSize(first(params, 'resultsPerPage')) ?? pageSize(first(params, 'pageSize'))
  if (size !== null) state.resultsPerPage = size
  const start = startIndex(first(params, 'start')) ?? 0
  state.start = start - (start % state.resultsPerPage)

  return canonicalise(state)
}

function facetOfKey(key: string): FacetId | null {
  if ((TOP_LEVEL_FACETS as readonly string[]).includes(key)) return key as FacetId
  if (key.startsWith('f.')) {
    const id = key.slice(2)
    if (isFacetId(id) && !(TOP_LEVEL_FACETS as readonly string[]).includes(id)) return id
  }
  return null
}

/**
 * Tree selections in their simplest form. With OR a selected parent already covers its children
 * (they are dropped); with AND a child implies its parent (the parent is dropped).
 */
export function normaliseTree(values: string[], op: 'AND' | 'OR'): string[] {
  const set = new Set(values)
  return values.filter((v) => {
    if (op === 'OR') return !ancestors(v).some((a) => set.has(a))
    return !values.some((other) => other !== v && other.startsWith(`${v}>`))
  })
}

function ancestors(value: string): string[] {
  const parts = value.split('>')
  return parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('>'))
}

/** Drops what equals the defaults, so that equal states serialise to the same URL. */
function canonicalise(state: SearchState): SearchState {
  const config = SEARCH_MODES[state.mode]
  const filters: SearchState['filters'] = {}
  for (const id of FACET_IDS) {
    const sel = state.filters[id]
    if (!sel) continue
    const def = config.defaultFilters[id]
    const values = normaliseTree([...new Set(sel.values)], sel.op)
    if (def) {
      if (sel.op === 'OR' && sameSet(values, def)) continue
    } else if (values.length === 0) {
      continue
    }
    filters[id] = { values, op: values.length > 0 ? sel.op : 'OR' }
  }
  const view: SearchState['view'] = {}
  for (const id of FACET_IDS) {
    const v = state.view[id]
    if (!v) continue
    const out: FacetView = {}
    if (v.limit !== undefined && v.limit !== defaultLimitOf(id)) out.limit = v.limit
    if (v.contains) out.contains = v.contains
    if (out.limit !== undefined || out.contains) view[id] = out
  }
  let { sortBy, sortOrder } = state
  if (sortBy === null && sortOrder !== null) {
    // an order alone applies to the default sort key
    sortBy = defaultSort(state.mode, hasText(state)).sortBy
  }
  if (sortBy !== null) {
    sortOrder = sortOrder ?? naturalOrder(sortBy)
    if (sortBy === 'score' && !hasText(state)) [sortBy, sortOrder] = [null, null]
  }
  if (sortBy !== null) {
    const def = defaultSort(state.mode, hasText(state))
    if (def.sortBy === sortBy && def.sortOrder === sortOrder) [sortBy, sortOrder] = [null, null]
  }
  const hasDates = state.datePeriod === 0 && Boolean(state.dateFrom || state.dateTo)
  return {
    ...state,
    filters,
    view,
    sortBy,
    sortOrder,
    datePeriod: state.datePeriod === 0 && !hasDates ? -1 : state.datePeriod,
    dateFrom: hasDates ? state.dateFrom : '',
    dateTo: hasDates ? state.dateTo : '',
    hasContent: state.hasContent,
    groupByCase: state.groupByCase && config.groupsByCase,
    start: Math.max(0, state.start - (state.start % state.resultsPerPage)),
  }
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v) => b.includes(v))
}

// ---- serialising ---------------------------------------------------------------------------

/** The canonical query of a state: defaults left out, keys in a fixed order. */
export function serializeSearchParams(input: SearchState): URLSearchParams {
  const state = canonicalise(input)
  const config = SEARCH_MODES[state.mode]
  const out = new URLSearchParams()
  if (config.param) out.set('mode', config.param)
  if (state.q) out.set('q', state.q)
  if (state.qTitle) out.set('qTitle', state.qTitle)
  if (state.qPublicationTitle) out.set('qPublicationTitle', state.qPublicationTitle)
  if (state.titleOnly) out.set('searchWithinTitleOnly', 'true')
  if (state.aiOnly) out.set('searchAiAvailableOnly', 'true')
  if (state.hasContent) out.set('hasContent', 'true')
  if (state.manualIp) out.set('searchWithinManualIp', 'true')
  const facets = [...TOP_LEVEL_FACETS, ...FACET_IDS.filter((id) => !TOP_LEVEL_FACETS.includes(id))]
  for (const id of facets) {
    const sel = state.filters[id]
    if (!sel) continue
    const key = TOP_LEVEL_FACETS.includes(id) ? id : `f.${id}`
    if (sel.values.length === 0) out.append(key, '')
    for (const v of sel.values) out.append(key, v)
  }
  for (const id of facets) {
    if (state.filters[id]?.op === 'AND') out.set(`op.${id}`, 'AND')
  }
  if (state.dateType !== config.dateType) out.set('dateType', state.dateType)
  if (state.datePeriod !== -1) out.set('datePeriod', String(state.datePeriod))
  if (state.dateFrom) out.set('dateFrom', state.dateFrom)
  if (state.dateTo) out.set('dateTo', state.dateTo)
  if (state.sortBy) out.set('sortBy', state.sortBy)
  if (state.sortBy && state.sortOrder && state.sortOrder !== naturalOrder(state.sortBy)) {
    out.set('sortOrder', state.sortOrder)
  }
  if (state.excerpt !== 'short') out.set('excerpt', state.excerpt)
  if (state.groupByCase) out.set('group', 'case')
  if (state.resultsPerPage !== config.pageSize) {
    out.set('resultsPerPage', String(state.resultsPerPage))
  }
  if (state.start > 0) out.set('start', String(state.start))
  for (const id of facets) {
    const v = state.view[id]
    if (v?.limit !== undefined) out.set(`limit.${id}`, String(v.limit))
    if (v?.contains) out.set(`contains.${id}`, v.contains)
  }
  return out
}

/** The canonical address of a state: the mode's path plus the canonical query. */
export function searchHref(state: SearchState): string {
  const query = serializeSearchParams(state).toString()
  return query ? `${SEARCH_MODES[state.mode].path}?${query}` : SEARCH_MODES[state.mode].path
}
