import { z } from 'zod'
import type { DocumentSort, SearchSort } from '#server/favourites/rules.ts'

/**
 * The URL codec of the favourites page's other view: Documents (n) and Searches (n) filed under
 * jurisdictions and topics (spec 001 §2.8, §4, documents-and-searches model). Without `view` the
 * page shows the folders (./list-state.ts).
 *
 * | key          | meaning                                                  | default       |
 * |--------------|----------------------------------------------------------|---------------|
 * | view         | documents or searches                                    | (folders)     |
 * | sort         | documents: jurisdiction, dateAdded, topic, reviewDate;   | jurisdiction, |
 * |              | searches: jurisdictions, dateAdded, topics               | jurisdictions |
 * | jurisdiction | a selected jurisdiction, the key repeated per value      | (none)        |
 * | topic        | a selected topic ('parent>child'), repeated              | (none)        |
 *
 * Rules: changing the view resets the sort to the view's first (spec 001 §4) and keeps the
 * filters; anything unknown or malformed falls back to its default.
 */

export const LIST_VIEWS = ['documents', 'searches'] as const
export type ListView = (typeof LIST_VIEWS)[number]

/** Each view's sorts in display order, the default first; keys checked against the server's. */
export const SORT_LABELS = {
  documents: {
    jurisdiction: 'Jurisdiction',
    dateAdded: 'Date added',
    topic: 'Topic',
    reviewDate: 'Review date',
  } satisfies Record<DocumentSort, string>,
  searches: {
    jurisdictions: 'Jurisdictions',
    dateAdded: 'Date added',
    topics: 'Topics',
  } satisfies Record<SearchSort, string>,
}

export type ListsState =
  | { view: 'documents'; sort: DocumentSort; jurisdiction: string[]; topic: string[] }
  | { view: 'searches'; sort: SearchSort; jurisdiction: string[]; topic: string[] }

/** Most values a filter keeps from a URL, and their longest. */
const MAX_VALUES = 20
const MAX_LENGTH = 200

export function sortsOf(view: ListView): string[] {
  return Object.keys(SORT_LABELS[view])
}

export function defaultSortOf(view: 'documents'): DocumentSort
export function defaultSortOf(view: 'searches'): SearchSort
export function defaultSortOf(view: ListView): DocumentSort | SearchSort
export function defaultSortOf(view: ListView): DocumentSort | SearchSort {
  return sortsOf(view)[0] as DocumentSort | SearchSort
}

const viewSchema = z.enum(LIST_VIEWS).catch('documents')

/** Values once (whatever their case), trimmed, within the limits. */
function values(raw: readonly string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const value of raw.map((v) => v.trim())) {
    if (!value || value.length > MAX_LENGTH || seen.has(value.toLowerCase())) continue
    seen.add(value.toLowerCase())
    out.push(value)
    if (out.length === MAX_VALUES) break
  }
  return out
}

function make(view: ListView, sort: string, jurisdiction: string[], topic: string[]): ListsState {
  return view === 'documents'
    ? {
        view,
        sort: (sortsOf(view).includes(sort) ? sort : defaultSortOf(view)) as DocumentSort,
        jurisdiction,
        topic,
      }
    : {
        view,
        sort: (sortsOf(view).includes(sort) ? sort : defaultSortOf(view)) as SearchSort,
        jurisdiction,
        topic,
      }
}

/** The view's state, or null when the URL asks for the folders (no `view`). */
export function parseListsState(params: URLSearchParams): ListsState | null {
  if (!params.has('view')) return null
  return make(
    viewSchema.parse(params.get('view')),
    params.get('sort') ?? '',
    values(params.getAll('jurisdiction')),
    values(params.getAll('topic')),
  )
}

/** The canonical query string: fixed key order, the default sort left out. */
export function serializeListsState(state: ListsState): URLSearchParams {
  const params = new URLSearchParams({ view: state.view })
  if (state.sort !== defaultSortOf(state.view)) params.set('sort', state.sort)
  for (const value of state.jurisdiction) params.append('jurisdiction', value)
  for (const value of state.topic) params.append('topic', value)
  return params
}

export function listsHref(state: ListsState): string {
  return `/favorites?${serializeListsState(state).toString()}`
}

/** The other view: its default sort, the same filters. */
export function withView(state: ListsState, view: ListView): ListsState {
  return make(view, '', state.jurisdiction, state.topic)
}

export function withSortBy(state: ListsState, sort: string): ListsState {
  return make(state.view, sort, state.jurisdiction, state.topic)
}

export function withoutFilters(state: ListsState): ListsState {
  return { ...state, jurisdiction: [], topic: [] }
}

/** A view with its default sort and no filters. */
export const defaultListsState = (view: ListView): ListsState => make(view, '', [], [])

export const listsViewHref = (view: ListView) => listsHref(defaultListsState(view))
