// Smart charts: the counts behind each chart of a product (sites/tools/smart-charts.ts), taken
// from the search engine over the chart's preset search, each bar with the search that lists its
// documents. Framework-free: the page, its downloads and the tests call it.
import type { Edition, SearchEngine } from '#server/search/engine.ts'
import { parseSearchParams, searchHref } from '#sites/search/search-params.ts'
import {
  selectionOf,
  withChanges,
  withFacet,
  type SearchState,
} from '#sites/search/search-state.ts'
import { toSearchQuery } from '#sites/search/engine-query.ts'
import { FACETS, isFacetId } from '#sites/search/facets.ts'
import type { ChartProduct, ChartSpec } from '#sites/tools/smart-charts.ts'

export type ChartBar = {
  label: string
  count: number
  /** The search that lists the bar's documents. */
  href: string
}

export type Chart = {
  id: string
  title: string
  description: string
  unit: string
  /** 'year' charts are drawn as columns in time order; the others as bars, largest first. */
  kind: 'year' | 'category'
  bars: ChartBar[]
  /** Documents of the chart's whole search (a document may count in several bars). */
  total: number
  /** The chart's whole search. */
  href: string
}

export async function buildChart(
  search: SearchEngine,
  spec: ChartSpec,
  edition: Edition,
): Promise<Chart> {
  const base = parseSearchParams(new URLSearchParams(spec.base))
  const ctx = { edition }
  const query = { ...toSearchQuery(base), resultsPerPage: 1, start: 0 }
  const common = {
    id: spec.id,
    title: spec.title,
    description: spec.description,
    unit: spec.unit,
    href: searchHref(base),
  }
  const measure = spec.measure
  if (measure.kind === 'year') {
    const [years, page] = await Promise.all([
      search.yearCounts(query, ctx),
      search.search(query, ctx),
    ])
    const bars = fillYears(years).map(({ year, count }) => ({
      label: String(year),
      count,
      href: searchHref(yearState(base, year)),
    }))
    return { ...common, kind: 'year', bars, total: page.totalHits }
  }
  if (measure.kind === 'terms') {
    const pages = await Promise.all([
      search.search(query, ctx),
      ...measure.terms.map((t) => search.search({ ...query, q: t.q }, ctx)),
    ])
    const bars = measure.terms.map((t, i) => ({
      label: t.label,
      count: pages[i + 1]?.totalHits ?? 0,
      href: searchHref(withChanges(base, { q: t.q })),
    }))
    return { ...common, kind: 'category', bars, total: pages[0]?.totalHits ?? 0 }
  }
  const facet = measure.facet
  if (!isFacetId(facet)) throw new Error(`Unknown chart facet: ${facet}`)
  const prefix = measure.under ? `${measure.under}>` : undefined
  const filters = query.filters.filter((f) => f.id !== facet)
  const selected = query.filters.find((f) => f.id === facet)
  filters.push({
    id: facet,
    filterItems: selected?.filterItems ?? [],
    andOrValue: 'OR',
    limit: measure.under ? 1000 : measure.limit,
    ...(prefix ? { prefix } : {}),
  } as (typeof filters)[number])
  const { page, filters: sections } = await search.searchWithFilters({ ...query, filters }, ctx)
  const section = sections.find((s) => s.id === facet)
  const depth = (v: string) => v.split('>').length
  const items = (section?.filterItems ?? [])
    .filter((item) => (item.count ?? 0) > 0)
    .filter((item) =>
      prefix
        ? item.value.startsWith(prefix) && depth(item.value) === depth(prefix)
        : !FACETS[facet].tree || !item.value.includes('>'),
    )
    .sort((a, b) => (b.count ?? 0) - (a.count ?? 0))
    .slice(0, measure.limit)
  const bars = items.map((item) => ({
    label: item.label,
    count: item.count ?? 0,
    href: searchHref(facetState(base, facet, item.value)),
  }))
  return { ...common, kind: 'category', bars, total: page.totalHits }
}

export async function buildCharts(
  search: SearchEngine,
  product: ChartProduct,
  edition: Edition,
): Promise<Chart[]> {
  return Promise.all(product.charts.map((spec) => buildChart(search, spec, edition)))
}

/** Every year from the first to the last, a year without documents as a zero bar. */
function fillYears(years: { year: number; count: number }[]) {
  if (!years.length) return []
  const byYear = new Map(years.map((y) => [y.year, y.count]))
  const first = years[0]!.year
  const last = years[years.length - 1]!.year
  const out: { year: number; count: number }[] = []
  for (let y = first; y <= last; y++) out.push({ year: y, count: byYear.get(y) ?? 0 })
  return out
}

function yearState(base: SearchState, year: number): SearchState {
  return withChanges(base, { datePeriod: 0, dateFrom: `01-01-${year}`, dateTo: `31-12-${year}` })
}

/** The base search narrowed to one value of a facet (a base selection of it is replaced). */
function facetState(base: SearchState, facet: string, value: string): SearchState {
  if (!isFacetId(facet)) return base
  const current = selectionOf(base, facet)
  return withFacet(base, facet, { values: [value], op: current.op })
}
