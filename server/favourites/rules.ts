import { treeValues, TREE_SEPARATOR } from '#sites/search/facets.ts'

// The documents-and-searches model's rules (spec 001 §4): sorting, the shown/hidden marks of
// the jurisdiction and topic filters, and the filters' items with their counts. Pure functions
// over plain lists.

export type FavouriteListType = 'favouriteDocuments' | 'favouriteSearches'

export const DOCUMENT_SORTS = ['jurisdiction', 'dateAdded', 'topic', 'reviewDate'] as const
export type DocumentSort = (typeof DOCUMENT_SORTS)[number]
export const SEARCH_SORTS = ['jurisdictions', 'dateAdded', 'topics'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]

/** Changing the list type resets the sort: jurisdiction (documents), jurisdictions (searches). */
export function defaultSortFor(type: 'favouriteDocuments'): DocumentSort
export function defaultSortFor(type: 'favouriteSearches'): SearchSort
export function defaultSortFor(type: FavouriteListType): DocumentSort | SearchSort
export function defaultSortFor(type: FavouriteListType): DocumentSort | SearchSort {
  return type === 'favouriteDocuments' ? 'jurisdiction' : 'jurisdictions'
}

export interface SortableDocument {
  jurisdictions: readonly string[]
  topics: readonly string[]
  addedDate: Date
  reviewDate: string | null
}

export interface SortableSearch {
  jurisdictions: readonly string[]
  topics: readonly string[]
  addedDate: Date
}

const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })

/** Arrays compare element by element after sorting each one; a shorter prefix comes first. */
export function compareLists(a: readonly string[], b: readonly string[]): number {
  const x = [...a].sort(text)
  const y = [...b].sort(text)
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const order = text(x[i]!, y[i]!)
    if (order !== 0) return order
  }
  return x.length - y.length
}

/** Newest first; a missing date comes last. */
function newest(a: number | null, b: number | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return b - a
}

const time = (value: string | null) => {
  if (!value) return null
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? null : ms
}

/**
 * Date sorts are newest first; the others alphabetical, a document's several jurisdictions or
 * topics compared as a list after sorting it. Stable: equal items keep their order.
 */
export function sortFavouriteDocuments<T extends SortableDocument>(
  list: readonly T[],
  by: DocumentSort,
): T[] {
  const compare: Record<DocumentSort, (a: T, b: T) => number> = {
    jurisdiction: (a, b) => compareLists(a.jurisdictions, b.jurisdictions),
    topic: (a, b) => compareLists(a.topics, b.topics),
    dateAdded: (a, b) => newest(a.addedDate.getTime(), b.addedDate.getTime()),
    reviewDate: (a, b) => newest(time(a.reviewDate), time(b.reviewDate)),
  }
  return [...list].sort(compare[by])
}

export function sortFavouriteSearches<T extends SortableSearch>(
  list: readonly T[],
  by: SearchSort,
): T[] {
  const compare: Record<SearchSort, (a: T, b: T) => number> = {
    jurisdictions: (a, b) => compareLists(a.jurisdictions, b.jurisdictions),
    topics: (a, b) => compareLists(a.topics, b.topics),
    dateAdded: (a, b) => newest(a.addedDate.getTime(), b.addedDate.getTime()),
  }
  return [...list].sort(compare[by])
}

/** A jurisdiction matches when it is selected or when none is selected. */
export function jurisdictionMatches(
  values: readonly string[],
  selected: readonly string[],
): boolean {
  if (selected.length === 0) return true
  const chosen = new Set(selected.map((s) => s.toLowerCase()))
  return values.some((v) => chosen.has(v.toLowerCase()))
}

/** A topic matches when either name is a prefix of the other, or when none is selected. */
export function topicMatches(values: readonly string[], selected: readonly string[]): boolean {
  if (selected.length === 0) return true
  return values.some((value) =>
    selected.some((s) => {
      const a = value.toLowerCase()
      const b = s.toLowerCase()
      return a.startsWith(b) || b.startsWith(a)
    }),
  )
}

export interface FavouriteFilter {
  jurisdictions?: readonly string[]
  topics?: readonly string[]
}

/** Marks each entry shown or hidden: it must match both the jurisdiction and the topic filter. */
export function markShown<T>(
  list: readonly T[],
  filter: FavouriteFilter,
  facets: (item: T) => { jurisdictions: readonly string[]; topics: readonly string[] },
): (T & { show: boolean })[] {
  return list.map((item) => {
    const f = facets(item)
    const show =
      jurisdictionMatches(f.jurisdictions, filter.jurisdictions ?? []) &&
      topicMatches(f.topics, filter.topics ?? [])
    return { ...item, show }
  })
}

/** An item of the jurisdiction or topic filter: built from the list's own entries. */
export interface FilterOption {
  value: string
  /** The last part of a tree value ('Patents' for 'Intellectual property>Patents'). */
  label: string
  /** 0 for a top-level topic, 1 for its child, ... */
  depth: number
  /** The entries this item alone would show, with the other filter as it is. */
  count: number
  selected: boolean
}

type Facets = { jurisdictions: readonly string[]; topics: readonly string[] }

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Values once, whatever their case (the first spelling wins). */
function distinct(values: Iterable<string>): string[] {
  const byKey = new Map<string, string>()
  for (const value of values)
    if (!byKey.has(value.toLowerCase())) byKey.set(value.toLowerCase(), value)
  return [...byKey.values()]
}

/**
 * The jurisdiction and topic filters of a list: every jurisdiction and topic (with the parents
 * of tree topics) its entries carry, and any selected value they do not (so it can be cleared).
 * Jurisdictions alphabetical; topics in tree order.
 */
export function filterOptions<T>(
  list: readonly T[],
  filter: FavouriteFilter,
  facets: (item: T) => Facets,
): { jurisdictions: FilterOption[]; topics: FilterOption[] } {
  const selectedJ = filter.jurisdictions ?? []
  const selectedT = filter.topics ?? []
  const all = list.map(facets)
  const jurisdictions = distinct([...all.flatMap((f) => f.jurisdictions), ...selectedJ])
    .sort(text)
    .map((value) => ({
      value,
      label: value,
      depth: 0,
      count: all.filter(
        (f) => jurisdictionMatches(f.jurisdictions, [value]) && topicMatches(f.topics, selectedT),
      ).length,
      selected: selectedJ.some((s) => sameText(s, value)),
    }))
  const topics = distinct([...all.flatMap((f) => f.topics.flatMap(treeValues)), ...selectedT])
    .sort(compareTree)
    .map((value) => {
      const parts = value.split(TREE_SEPARATOR)
      return {
        value,
        label: parts.at(-1)!.trim(),
        depth: parts.length - 1,
        count: all.filter(
          (f) => topicMatches(f.topics, [value]) && jurisdictionMatches(f.jurisdictions, selectedJ),
        ).length,
        selected: selectedT.some((s) => sameText(s, value)),
      }
    })
  return { jurisdictions, topics }
}

/** Tree order: a parent before its children, siblings alphabetical. */
function compareTree(a: string, b: string): number {
  const x = a.split(TREE_SEPARATOR)
  const y = b.split(TREE_SEPARATOR)
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const order = text(x[i]!, y[i]!)
    if (order !== 0) return order
  }
  return x.length - y.length
}
