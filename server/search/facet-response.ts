import { FACETS, TREE_SEPARATOR, treeValues } from '#server/content/model.ts'
import { sites } from '#sites/registry.ts'
import { defaultItemLimit, facetName, SELF_REPORTED, valueLabel } from '#sites/search/facets.ts'
import { monthsAgo } from '#sites/dates.ts'
import type { FilterItem, FilterResponse } from './engine.ts'
import type { SearchPlan } from './plan.ts'

// Counts shaped into the filter sections of a search (spec 000 §3), whatever engine counted them:
// the top items by count, tree children under their parent, checked items always listed, and the
// date section's periods.

/** The periods of the date section, in months back from today. */
export const DATE_FILTER_PERIODS = [3, 6, 12, 24] as const

/** The first day (yyyy-mm-dd) of each of DATE_FILTER_PERIODS, counted back from `now`. */
export function periodStarts(now: Date): string[] {
  return DATE_FILTER_PERIODS.map((n) => monthsAgo(now, n))
}

/** The facets a search lists: its mode's, then any other the query names. */
export function listedFacets(plan: SearchPlan): string[] {
  const ids = [...plan.settings.facets]
  for (const id of plan.selected.keys()) if (!ids.includes(id)) ids.push(id)
  return ids
}

/** Filter items with equal counts: by name, as people read them (case and accents aside). */
const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base' })

/** One facet's section from its counts (value → documents; values without documents left out). */
export function facetResponse(
  id: string,
  counts: ReadonlyMap<string, number>,
  plan: SearchPlan,
): FilterResponse {
  const requested = plan.requested.get(id)
  const def = (FACETS as Record<string, { name: string; tree: boolean }>)[id]
  const tree = def?.tree ?? false
  const limit = Math.max(1, requested?.limit ?? defaultItemLimit(id))
  const checked = new Set(plan.selected.get(id)?.filterItems ?? [])
  const contains = requested?.contains?.trim().toLowerCase()
  const prefix = requested?.prefix
  // A copy: the counts may be the engine's cached ones, and checked items are added below.
  const all = new Map(counts)
  for (const value of checked) if (!all.has(value)) all.set(value, 0)
  const ancestors = (v: string) => (tree ? treeValues(v) : [v])
  // `contains` keeps matching items and, in a tree, their ancestors; `prefix` keeps the items
  // under a value (a tree parent's children).
  const keep =
    contains || prefix
      ? new Set(
          [...all.keys()]
            .filter((v) => !contains || v.toLowerCase().includes(contains))
            .filter((v) => !prefix || v.startsWith(prefix))
            .flatMap(ancestors)
            .filter((v) => !prefix || v.startsWith(prefix)),
        )
      : null
  const labelOf = (v: string) => valueLabel(id, v)
  const item = (value: string): FilterItem => {
    const label = labelOf(value)
    return {
      id: value,
      name: value,
      label,
      count: all.get(value) ?? 0,
      sortingName: label.toLowerCase(),
      value,
      checked: checked.has(value),
    }
  }
  const depth = (v: string) => (tree ? v.split(TREE_SEPARATOR).length : 1)
  const byCount = (a: string, b: string) =>
    (all.get(b) ?? 0) - (all.get(a) ?? 0) || NAME_ORDER.compare(labelOf(a), labelOf(b))
  const values = [...all.keys()].filter((v) => !keep || keep.has(v))
  let topDepth = Infinity
  for (const v of values) topDepth = Math.min(topDepth, depth(v))
  const tops = values.filter((v) => depth(v) === topDepth)
  // The first `limit` by count, without sorting every value (a facet may hold 200,000).
  const visible = firstInOrder(tops, limit, byCount)
  // Checked items stay visible beyond the limit.
  const shown = new Set(visible)
  visible.push(...tops.filter((v) => checked.has(v) && !shown.has(v)).sort(byCount))
  // Tree children follow their parent, each level by count.
  const items: FilterItem[] = []
  const add = (value: string) => {
    items.push(item(value))
    if (!tree) return
    values
      .filter((v) => v.startsWith(`${value}${TREE_SEPARATOR}`) && depth(v) === depth(value) + 1)
      .sort(byCount)
      .forEach(add)
  }
  visible.forEach(add)
  return {
    id,
    name: facetName(id, plan.settings.mode, sites[plan.edition].filterLabels),
    count: limit,
    hasMoreFilterItems: tops.length > limit,
    isSelfReported: SELF_REPORTED.has(id),
    filterItems: items,
  }
}

/**
 * The date section: All time, the periods of DATE_FILTER_PERIODS with `periodCounts` (one per
 * period, in that order), and Precise period; the query's choice checked.
 */
export function dateResponse(periodCounts: readonly number[], plan: SearchPlan): FilterResponse {
  const period = plan.datePeriod
  const custom = period === 0 || ((period === undefined || period === null) && plan.range !== null)
  const all = !custom && (period === undefined || period === -1)
  const option = (id: string, name: string, value: string, count: number | null, on: boolean) => ({
    id,
    name,
    label: name,
    count,
    sortingName: name.toLowerCase(),
    value,
    checked: on,
  })
  const items: FilterItem[] = [
    option('date-all', 'All time', '-1', null, all),
    ...DATE_FILTER_PERIODS.map((n, i) =>
      option(`date-${n}`, `Last ${n} months`, String(n), periodCounts[i], period === n),
    ),
    option('date-custom', 'Precise period', '0', null, custom),
  ]
  return {
    id: 'date',
    name: 'Date',
    count: items.length,
    hasMoreFilterItems: false,
    isSelfReported: false,
    filterItems: items,
  }
}

/** The first `n` items of `items` in `order`, in order: O(items × log n), not a full sort. */
function firstInOrder<T>(items: readonly T[], n: number, order: (a: T, b: T) => number): T[] {
  const out: T[] = []
  for (const item of items) {
    if (out.length === n && order(item, out[n - 1]) >= 0) continue
    let lo = 0
    let hi = out.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (order(item, out[mid]) < 0) hi = mid
      else lo = mid + 1
    }
    out.splice(lo, 0, item)
    if (out.length > n) out.pop()
  }
  return out
}
