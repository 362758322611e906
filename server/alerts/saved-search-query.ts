import type { SearchFilter, SearchQuery } from '#server/search/engine.ts'

// A saved search is its canonical URL (/search?q=…&type=…, /awards?…). This reads the URL's
// documented keys into the engine's query for the alert job: the text, the toggles and the
// facet selections. Paging, sorting and dates are the job's own (new documents, newest first).

const PATH_MODES: Record<string, string> = {
  '/search': 'default',
  '/awards': 'awards',
  '/nycsearch': 'NYC',
  '/books': 'books',
  '/journals': 'journals',
  '/new-content': 'new content',
}
const SEARCH_MODE_PARAMS: Record<string, string> = { bits: 'bits', awards: 'awards', nyc: 'NYC' }
const TOP_LEVEL_FACETS = ['type', 'topic', 'source']
const TOGGLES = [
  'searchWithinTitleOnly',
  'searchAiAvailableOnly',
  'hasContent',
  'deceased',
] as const

export function savedSearchQuery(url: string): SearchQuery {
  const parsed = new URL(url, 'http://saved.invalid')
  const params = parsed.searchParams
  const path = parsed.pathname.toLowerCase().replace(/\/+$/, '') || '/search'
  let mode = PATH_MODES[path] ?? 'default'
  if (path === '/search')
    mode = SEARCH_MODE_PARAMS[(params.get('mode') ?? '').toLowerCase()] ?? mode

  const selections = new Map<string, string[]>()
  for (const [key, value] of params) {
    const facet = TOP_LEVEL_FACETS.includes(key) ? key : key.startsWith('f.') ? key.slice(2) : null
    if (!facet || !value.trim()) continue
    selections.set(facet, [...(selections.get(facet) ?? []), value.trim()])
  }
  const filters: SearchFilter[] = [...selections].map(([id, filterItems]) => ({
    id,
    filterItems,
    andOrValue: params.get(`op.${id}`)?.toUpperCase() === 'AND' ? 'AND' : 'OR',
  }))

  const text = (key: string) => params.get(key)?.trim() || undefined
  const query: SearchQuery = { mode, filters }
  const q = text('q')
  const qTitle = text('qTitle')
  const qPublicationTitle = text('qPublicationTitle')
  if (q) query.q = q
  if (qTitle) query.qTitle = qTitle
  if (qPublicationTitle) query.qPublicationTitle = qPublicationTitle
  for (const toggle of TOGGLES) if (params.get(toggle) === 'true') query[toggle] = true
  return query
}
