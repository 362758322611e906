import { data } from 'react-router'
import { kindOf } from '#server/errors.ts'

// A page part that needs the search engine, while the engine answers nothing (SolrCloud with no
// node up, decision 245): the part is left out and the rest of the page still serves, saying so.
// Any other error is the page's as before.

/** What the page says in place of what search would have shown. */
export const SEARCH_UNAVAILABLE =
  'Search is unavailable at the moment. Please try again in a few minutes.'

/** The part's value, or `fallback` and `down: true` while the engine is unavailable. */
export async function unlessSearchDown<T>(
  work: Promise<T>,
  fallback: T,
): Promise<{ value: T; down: boolean }> {
  try {
    return { value: await work, down: false }
  } catch (error) {
    if (kindOf(error) !== 'unavailable') throw error
    console.warn('Search unavailable', error)
    return { value: fallback, down: true }
  }
}

/**
 * For a page that is search alone: while the engine is unavailable, the error page saying so, as
 * a 503 (never a 500); any other error as it is.
 */
export function searchDownPage(error: unknown): never {
  if (kindOf(error) === 'unavailable') throw data({ message: SEARCH_UNAVAILABLE }, { status: 503 })
  throw error
}
