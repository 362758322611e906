// The locator's search address, the one codec of its pages (isomorphic): the query text `q`,
// the chosen filters `f` (repeated, `category:value` as the query syntax writes them), `sort`,
// `order`, `page` (1-based) and `size`. A bad value falls back to its default; the query text
// itself is checked by the service, which answers with a positioned message.
import { z } from 'zod'
import {
  categoryFor,
  formatMdlTerm,
  MDL_PAGE_SIZE,
  MDL_SORT_ORDERS,
  MDL_SORTS,
  type MdlCategory,
  type MdlSort,
  type MdlSortOrder,
} from '#sites/tools/market-definitions.ts'

export const PAGE_SIZES = [10, 20, 50] as const
export const SEARCH_PATH = '/market-definitions-locator/search'

export type MdlFilterRef = { category: MdlCategory; value: string }
export type MdlSearchState = {
  q: string
  filters: MdlFilterRef[]
  sort: MdlSort
  order: MdlSortOrder
  page: number
  size: number
}

const stateSchema = z.object({
  q: z.string().max(500).catch(''),
  sort: z.enum(MDL_SORTS).catch('date'),
  order: z.enum(MDL_SORT_ORDERS).catch('desc'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(MDL_PAGE_SIZE),
})

/** `product-market:gas` → Product Market, gas; anything else is left out. */
export function parseFilter(raw: string): MdlFilterRef | null {
  const colon = raw.indexOf(':')
  if (colon <= 0) return null
  const category = categoryFor(raw.slice(0, colon))
  const value = raw
    .slice(colon + 1)
    .replace(/^"|"$/g, '')
    .trim()
  if (!category || category === 'Keyword' || !value || value.length > 200) return null
  return { category, value }
}

export function parseMdlParams(params: URLSearchParams): MdlSearchState {
  const base = stateSchema.parse({
    q: params.get('q') ?? undefined,
    sort: params.get('sort') ?? undefined,
    order: params.get('order') ?? undefined,
    page: params.get('page') ?? undefined,
    size: params.get('size') ?? undefined,
  })
  const seen = new Set<string>()
  const filters = params
    .getAll('f')
    .slice(0, 20)
    .flatMap((raw) => {
      const f = parseFilter(raw)
      const key = f && `${f.category}:${f.value.toLowerCase()}`
      if (!f || seen.has(key!)) return []
      seen.add(key!)
      return [f]
    })
  return { ...base, q: base.q.trim(), filters }
}

export function filterParam(f: MdlFilterRef): string {
  return formatMdlTerm(f.category, f.value)
}

/** The address of a state, defaults left out, keys in a fixed order. */
export function serializeMdlParams(state: MdlSearchState): string {
  const p = new URLSearchParams()
  if (state.q) p.set('q', state.q)
  for (const f of state.filters) p.append('f', filterParam(f))
  if (state.sort !== 'date') p.set('sort', state.sort)
  if (state.order !== 'desc') p.set('order', state.order)
  if (state.size !== MDL_PAGE_SIZE) p.set('size', String(state.size))
  if (state.page !== 1) p.set('page', String(state.page))
  const s = p.toString()
  return s ? `${SEARCH_PATH}?${s}` : SEARCH_PATH
}

/** Any change of filters, page size or clearing starts again at the first page (spec 001 §4). */
export function toggleFilter(state: MdlSearchState, f: MdlFilterRef): string {
  const on = state.filters.some(
    (x) => x.category === f.category && x.value.toLowerCase() === f.value.toLowerCase(),
  )
  const filters = on
    ? state.filters.filter(
        (x) => !(x.category === f.category && x.value.toLowerCase() === f.value.toLowerCase()),
      )
    : [...state.filters, f]
  return serializeMdlParams({ ...state, filters, page: 1 })
}

/** Clearing the filters keeps the main terms and sorts by date again (spec 001 §4). */
export function clearFilters(state: MdlSearchState): string {
  return serializeMdlParams({ ...state, filters: [], sort: 'date', order: 'desc', page: 1 })
}

/** Choosing the sort shown toggles its order; another sort starts descending. */
export function sortBy(state: MdlSearchState, sort: MdlSort): string {
  const order: MdlSortOrder =
    state.sort === sort
      ? state.order === 'desc'
        ? 'asc'
        : 'desc'
      : sort === 'title'
        ? 'asc'
        : 'desc'
  return serializeMdlParams({ ...state, sort, order, page: 1 })
}
