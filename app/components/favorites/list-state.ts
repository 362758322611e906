import { z } from 'zod'

/**
 * The favourites page's URL codec and the state rules of spec 001 §4 (folder model). The URL
 * holds the whole list state, so every view can be bookmarked, shared and reached with Back.
 *
 * | key    | meaning                                             | default   |
 * |--------|-----------------------------------------------------|-----------|
 * | tab    | documents or searches                               | documents |
 * | folder | a folder id; 0 is "All favourites"                  | 0         |
 * | q      | text the title or source contains                   | (none)    |
 * | sort   | AddedDate, Title, Source, InformationType           | AddedDate |
 * | order  | asc or desc (AddedDate starts desc, the others asc) | by sort   |
 * | size   | page size: 10, 20, 50 or 100                        | 10        |
 * | page   | 1-based page number                                 | 1         |
 *
 * Rules: changing folder resets page, size and sort; changing the page size or the query goes
 * back to page 1; the same sort column again toggles the direction; after adding, moving or
 * deleting, the list starts again at page 1; deleting the folder on view returns to folder 0.
 */

export const FAVORITE_TABS = ['documents', 'searches'] as const
export type FavoritesTab = (typeof FAVORITE_TABS)[number]
export const SORT_COLUMNS = ['AddedDate', 'Title', 'Source', 'InformationType'] as const
export type SortColumn = (typeof SORT_COLUMNS)[number]
export type SortDirection = 'asc' | 'desc'
export const PAGE_SIZES = [10, 20, 50, 100] as const
export const ALL_FOLDERS = '0'

/** The columns each tab shows and sorts by, in display order (a search has no source or type). */
export const SORTS_BY_TAB: Record<FavoritesTab, readonly SortColumn[]> = {
  documents: ['Title', 'Source', 'InformationType', 'AddedDate'],
  searches: ['Title', 'AddedDate'],
}

export type FavoritesListState = {
  tab: FavoritesTab
  folder: string
  q: string
  sort: SortColumn
  order: SortDirection
  size: number
  page: number
}

export const defaultListState: FavoritesListState = {
  tab: 'documents',
  folder: ALL_FOLDERS,
  q: '',
  sort: 'AddedDate',
  order: 'desc',
  size: 10,
  page: 1,
}

/** AddedDate starts newest first; the other columns start A to Z. */
export function defaultOrder(sort: SortColumn): SortDirection {
  return sort === 'AddedDate' ? 'desc' : 'asc'
}

const schema = z.object({
  tab: z.enum(FAVORITE_TABS).catch('documents'),
  folder: z
    .string()
    .regex(/^(0|[0-9a-f-]{36})$/i)
    .catch(ALL_FOLDERS),
  q: z.string().trim().max(200).catch(''),
  sort: z.enum(SORT_COLUMNS).catch('AddedDate'),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
  size: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(10),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
})

/** Reads the list state; anything unknown or malformed falls back to its default. */
export function parseListState(params: URLSearchParams): FavoritesListState {
  const raw = Object.fromEntries(
    ['tab', 'folder', 'q', 'sort', 'order', 'size', 'page'].map((key) => [
      key,
      params.get(key) ?? undefined,
    ]),
  )
  const parsed = schema.parse(raw)
  const sort = SORTS_BY_TAB[parsed.tab].includes(parsed.sort) ? parsed.sort : 'AddedDate'
  return { ...parsed, sort, order: parsed.order ?? defaultOrder(sort) }
}

/** The canonical query string: fixed key order, defaults left out. */
export function serializeListState(state: FavoritesListState): URLSearchParams {
  const params = new URLSearchParams()
  if (state.tab !== defaultListState.tab) params.set('tab', state.tab)
  if (state.folder !== ALL_FOLDERS) params.set('folder', state.folder)
  if (state.q) params.set('q', state.q)
  if (state.sort !== defaultListState.sort) params.set('sort', state.sort)
  if (state.order !== defaultOrder(state.sort)) params.set('order', state.order)
  if (state.size !== defaultListState.size) params.set('size', String(state.size))
  if (state.page !== 1) params.set('page', String(state.page))
  return params
}

export function listHref(state: FavoritesListState): string {
  const query = serializeListState(state).toString()
  return query ? `/favorites?${query}` : '/favorites'
}

/** Another folder: page 1, size 10, sort AddedDate newest first. */
export function withFolder(state: FavoritesListState, folder: string): FavoritesListState {
  return { ...state, folder, page: 1, size: 10, sort: 'AddedDate', order: 'desc' }
}

/** The other tab: page 1 and its default sort (the tabs sort by different columns). */
export function withTab(state: FavoritesListState, tab: FavoritesTab): FavoritesListState {
  return { ...state, tab, page: 1, sort: 'AddedDate', order: 'desc' }
}

export function withSize(state: FavoritesListState, size: number): FavoritesListState {
  return { ...state, size, page: 1 }
}

export function withQuery(state: FavoritesListState, q: string): FavoritesListState {
  return { ...state, q: q.trim(), page: 1 }
}

/** The same column toggles the direction; another column starts in its own direction. */
export function withSort(state: FavoritesListState, sort: SortColumn): FavoritesListState {
  const order = sort === state.sort ? (state.order === 'asc' ? 'desc' : 'asc') : defaultOrder(sort)
  return { ...state, sort, order, page: 1 }
}

export function withPage(state: FavoritesListState, page: number): FavoritesListState {
  return { ...state, page }
}

/** After an add, move or delete the list reloads from page 1. */
export function afterChange(state: FavoritesListState): FavoritesListState {
  return { ...state, page: 1 }
}

/** Deleting the folder on view returns to folder 0 (all); another folder: page 1. */
export function afterFolderDeleted(
  state: FavoritesListState,
  folderId: string,
): FavoritesListState {
  return state.folder === folderId ? withFolder(state, ALL_FOLDERS) : afterChange(state)
}
