import { isFacetId, type FacetId } from '#sites/search/search-params.ts'
import { selectionOf, type SearchState } from '#sites/search/search-state.ts'
import { SEARCH_MODES } from '#sites/search/modes.ts'
import { FACETS, facetName, KEEP_ZERO_ITEMS, valueLabel } from '#sites/search/facets.ts'
import type { FilterItem, FilterResponse } from '#server/search/engine.ts'
import type { Site } from '#sites/index.ts'

// The filter panel's view model: the engine's filter lists as sections, trees of checkable
// items, the date filter and one pill per selected value.

export type FilterItemView = {
  value: string
  label: string
  count: number | null
  checked: boolean
  /** A tree parent some of whose children are checked. */
  partial: boolean
  disabled: boolean
  children: FilterItemView[]
}

export type FilterSectionView = {
  id: FacetId
  name: string
  tree: boolean
  /** AND/OR can be switched for this facet. */
  andOr: boolean
  op: 'AND' | 'OR'
  limit: number
  contains: string
  hasMore: boolean
  items: FilterItemView[]
  checkedCount: number
  /** Starts open (spec 000 §4: the first 4 default and the first 2 tree sections). */
  open: boolean
}

export type DateFilterView = {
  name: string
  period: number
  from: string
  to: string
  op: 'on' | 'after' | 'before' | 'between'
  options: { value: number; label: string; count: number | null; disabled: boolean }[]
}

export type FilterPill = { facet: FacetId; name: string; value: string; label: string }

export function facetSections(facets: FilterResponse[], state: SearchState) {
  const sections: FilterSectionView[] = []
  let plain = 0
  let trees = 0
  for (const response of facets) {
    if (response.id === 'date' || !isFacetId(response.id)) continue
    const id = response.id
    const tree = FACETS[id].tree
    const sel = selectionOf(state, id)
    const view = state.view[id] ?? {}
    const items = itemViews(response.filterItems, sel.values, sel.op, tree, id)
    const checkedCount = sel.values.length
    const total = response.filterItems.reduce((n, i) => n + (i.count ?? 0), 0)
    // Hidden when its counts are 0, no search term is typed and nothing is checked (spec §5).
    if (total === 0 && !view.contains && checkedCount === 0) continue
    const open = tree ? trees++ < 2 : plain++ < 4
    sections.push({
      id,
      name: response.name,
      tree,
      andOr: FACETS[id].multiValue,
      op: sel.op,
      limit: response.count,
      contains: view.contains ?? '',
      hasMore: response.hasMoreFilterItems,
      items,
      checkedCount,
      open: open || checkedCount > 0 || Boolean(view.contains) || view.limit !== undefined,
    })
  }
  return sections
}

function itemViews(
  items: FilterItem[],
  selected: string[],
  op: 'AND' | 'OR',
  tree: boolean,
  facet: string,
): FilterItemView[] {
  const chosen = new Set(selected)
  const isChecked = (value: string) => {
    if (chosen.has(value)) return true
    // with OR a checked parent covers its children
    if (op === 'OR' && tree) {
      const parts = value.split('>')
      return parts.slice(0, -1).some((_, i) => chosen.has(parts.slice(0, i + 1).join('>')))
    }
    return false
  }
  const toView = (item: FilterItem): FilterItemView => {
    const checked = isChecked(item.value)
    const partial = tree && !checked && selected.some((v) => v.startsWith(`${item.value}>`))
    return {
      value: item.value,
      label: item.label,
      count: item.count,
      checked,
      partial,
      disabled: item.count === 0 && !checked,
      children: [],
    }
  }
  const visible = (item: FilterItem) =>
    KEEP_ZERO_ITEMS.has(facet) || item.count === null || item.count > 0 || isChecked(item.value)
  const views = tree ? treeViews(items.filter(visible), toView) : items.filter(visible).map(toView)
  // A selection the engine did not list (a tree child whose parent fell out of the list, a value
  // with no results left) stays on screen, checked, so the form keeps it and it can be unticked.
  const listed = new Set<string>()
  const collect = (list: FilterItemView[]) =>
    list.forEach((v) => {
      listed.add(v.value)
      collect(v.children)
    })
  collect(views)
  const missing = selected
    .filter((value) => !listed.has(value))
    .map((value) => ({
      value,
      label: value.split('>').join(' › '),
      count: null,
      checked: true,
      partial: false,
      disabled: false,
      children: [],
    }))
  return [...missing, ...views]
}

function treeViews(
  items: FilterItem[],
  toView: (item: FilterItem) => FilterItemView,
): FilterItemView[] {
  const out: FilterItemView[] = []
  const byValue = new Map<string, FilterItemView>()
  for (const item of items) {
    const view = toView(item)
    const parent = item.value.includes('>')
      ? byValue.get(item.value.slice(0, item.value.lastIndexOf('>')))
      : undefined
    if (parent) parent.children.push(view)
    else if (!item.value.includes('>')) out.push(view)
    byValue.set(item.value, view)
  }
  return out
}

export function dateView(response: FilterResponse, state: SearchState): DateFilterView {
  const { dateFrom: from, dateTo: to } = state
  const op =
    from && to ? (from === to ? 'on' : 'between') : to ? 'before' : from ? 'after' : 'between'
  return {
    name: response.name,
    period: state.datePeriod,
    from,
    to,
    op,
    options: response.filterItems.map((i) => ({
      value: Number(i.value),
      label: i.label,
      count: i.count,
      disabled: i.count === 0 && !i.checked,
    })),
  }
}

/** One pill per selected value (the mode's own defaults are not pills). */
export function filterPills(
  state: SearchState,
  sections: FilterSectionView[],
  site: Site,
): FilterPill[] {
  const pills: FilterPill[] = []
  for (const [id, sel] of Object.entries(state.filters) as [FacetId, { values: string[] }][]) {
    const name =
      sections.find((s) => s.id === id)?.name ??
      facetName(id, SEARCH_MODES[state.mode].engineMode, site.filterLabels)
    for (const value of sel.values) {
      pills.push({ facet: id, name, value, label: valueLabel(id, value) })
    }
  }
  return pills
}
