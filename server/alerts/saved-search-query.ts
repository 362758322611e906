import type { SearchQuery } from '#server/search/engine.ts'
import { SEARCH_MODES, type PathMode } from '#sites/search/modes.ts'
import { parseSearchParams } from '#sites/search/search-params.ts'
import { toSearchQuery } from '#sites/search/engine-query.ts'

// A saved search is its canonical URL (/search?q=…&type=…, /awards?…). The alert job reads it
// with the search page's own URL codec, so a saved search selects exactly what the page shows
// (the screen's default filters included). Paging, sorting and dates are the job's own (new
// documents, newest first), so they are left out here.

const PATH_MODES: readonly PathMode[] = [
  'default',
  'awards',
  'NYC',
  'books',
  'journals',
  'new content',
]

export function savedSearchQuery(url: string): SearchQuery {
  const parsed = new URL(url, 'http://saved.invalid')
  const path = parsed.pathname.toLowerCase().replace(/\/+$/, '') || '/search'
  const pathMode = PATH_MODES.find((m) => SEARCH_MODES[m].path === path) ?? 'default'
  const {
    start: _start,
    resultsPerPage: _resultsPerPage,
    sortBy: _sortBy,
    sortOrder: _sortOrder,
    dateType: _dateType,
    datePeriod: _datePeriod,
    dateFrom: _dateFrom,
    dateTo: _dateTo,
    excerpt: _excerpt,
    ...selection
  } = toSearchQuery(parseSearchParams(parsed.searchParams, pathMode))
  return selection
}
