import { data, type RouterContextProvider } from 'react-router'
import { servicesContext } from '#app/context.ts'
import { isNotFoundError } from '#server/errors.ts'
import {
  isMdlQueryError,
  parseMdlQuery,
  type MdlQueryItem,
} from '#sites/tools/market-definitions.ts'
import type { MdlSearchState } from './params.ts'

// What the locator's pages share: the service, one search of a page's state, and the not-found
// page for a document the locator does not hold.

export function marketDefinitions(context: Readonly<RouterContextProvider>) {
  return context.get(servicesContext).marketDefinitions
}

export type QueryError = { message: string; position: number }

/** One page of hits for an address, or the syntax's message with its position (and a 400). */
export async function searchFor(context: Readonly<RouterContextProvider>, state: MdlSearchState) {
  try {
    const items: MdlQueryItem[] = [
      ...parseMdlQuery(state.q),
      ...state.filters.map((f, i) => ({
        id: 1000 + i,
        operator: 'AND' as const,
        category: f.category,
        displayname: f.category,
        term: f.value,
        origin: 'filter' as const,
      })),
    ]
    const result = await marketDefinitions(context).search({
      Query: items,
      Start: (state.page - 1) * state.size,
      PageSize: state.size,
      SortBy: state.sort,
      SortOrder: state.order,
      DateType: 'relevant-date',
    })
    return { result, error: null }
  } catch (error) {
    if (isMdlQueryError(error)) {
      return { result: null, error: { message: error.message, position: error.position } }
    }
    throw error
  }
}

export function notFoundPage(): never {
  throw data(null, { status: 404 })
}

export { isNotFoundError }
