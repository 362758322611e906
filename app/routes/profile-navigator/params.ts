// The Profile Navigator's URL state (isomorphic). The search page's query keys: `q` (text), one
// key per profile filter named as the spec names the filter (`role-subrole`, `nationality`,
// `nationality-exclude`, `language-of-proceeding`, `institution`, `sector-subsector`, `casetype`,
// `applicable-rule`, `lawfirm`,
// repeated for several values; `commencement` once, in months) and `page`. The profile page's
// cases table: `Start`, `ResultsPerPage`, `Page` and its filters `role`, `institution`,
// `rules`, `year` (repeated). A value the codec cannot read falls back to its default.

/** Search filter id (query key) → the service's filter name. */
export const SEARCH_FILTER_KEYS = {
  'role-subrole': 'role',
  nationality: 'nationality',
  'nationality-exclude': 'nationalityExclude',
  'language-of-proceeding': 'language',
  institution: 'institution',
  'sector-subsector': 'sector',
  casetype: 'caseType',
  'applicable-rule': 'rules',
  lawfirm: 'lawFirm',
} as const
type SearchFilterId = keyof typeof SEARCH_FILTER_KEYS
type SearchFilterName = (typeof SEARCH_FILTER_KEYS)[SearchFilterId]

export const COMMENCEMENT_MONTHS = [3, 6, 12, 24, 36, 60] as const

export type ProfileSearchState = {
  q: string
  filters: Partial<Record<SearchFilterName, string[]>>
  commencement: number | null
  page: number
}

const MAX_VALUES = 50

function positive(raw: string | null, fallback: number, max = 10_000): number {
  const n = Number(raw)
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback
}

function values(params: URLSearchParams, key: string): string[] {
  return [
    ...new Set(
      params
        .getAll(key)
        .map((v) => v.trim())
        .filter((v) => v && v.length <= 200),
    ),
  ].slice(0, MAX_VALUES)
}

export function parseProfileSearch(params: URLSearchParams): ProfileSearchState {
  const filters: ProfileSearchState['filters'] = {}
  for (const [id, name] of Object.entries(SEARCH_FILTER_KEYS) as [
    SearchFilterId,
    SearchFilterName,
  ][]) {
    const chosen = values(params, id)
    if (chosen.length) filters[name] = chosen
  }
  const months = Number(params.get('commencement'))
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    filters,
    commencement: (COMMENCEMENT_MONTHS as readonly number[]).includes(months) ? months : null,
    page: positive(params.get('page'), 1),
  }
}

export function serializeProfileSearch(state: ProfileSearchState): URLSearchParams {
  const params = new URLSearchParams()
  if (state.q) params.set('q', state.q)
  for (const [id, name] of Object.entries(SEARCH_FILTER_KEYS) as [
    SearchFilterId,
    SearchFilterName,
  ][]) {
    for (const value of state.filters[name] ?? []) params.append(id, value)
  }
  if (state.commencement) params.set('commencement', String(state.commencement))
  if (state.page > 1) params.set('page', String(state.page))
  return params
}

export const CASES_FILTER_KEYS = ['role', 'institution', 'rules', 'year'] as const
type CasesFilterKey = (typeof CASES_FILTER_KEYS)[number]

export const CASES_PAGE_SIZE = 5

export type CasesTableState = {
  Start: number | null
  ResultsPerPage: number
  Page: number
  Filters: Partial<Record<CasesFilterKey, string[]>>
}

export function parseCasesTable(params: URLSearchParams): CasesTableState {
  const Filters: CasesTableState['Filters'] = {}
  for (const key of CASES_FILTER_KEYS) {
    const chosen = values(params, key).filter((v) => key !== 'year' || /^\d{4}$/.test(v))
    if (chosen.length) Filters[key] = chosen
  }
  const start = Number(params.get('Start'))
  return {
    Start: params.has('Start') && Number.isInteger(start) && start >= 0 ? start : null,
    ResultsPerPage: positive(params.get('ResultsPerPage'), CASES_PAGE_SIZE, 50),
    Page: positive(params.get('Page'), 1),
    Filters,
  }
}

/** The cases table's state as a query string; `Start` is dropped in favour of `Page`. */
export function serializeCasesTable(state: CasesTableState): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of CASES_FILTER_KEYS) {
    for (const value of state.Filters[key] ?? []) params.append(key, value)
  }
  if (state.ResultsPerPage !== CASES_PAGE_SIZE) {
    params.set('ResultsPerPage', String(state.ResultsPerPage))
  }
  if (state.Page > 1) params.set('Page', String(state.Page))
  return params
}

export function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString()
  return query ? `${path}?${query}` : path
}
