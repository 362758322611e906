import type { RouterContextProvider } from 'react-router'
import { servicesContext, siteContext } from '#app/context.ts'
import type { SuggestOptions, SuggestResponse } from '#server/search/engine.ts'
import type { Route } from './+types/suggest'

/** Suggestions start after this many characters (spec 000 §5, §9). */
export const SUGGEST_MIN_LENGTH = 3
const MAX_TERM = 200

export type SuggestData = SuggestResponse & { term: string }

/**
 * Suggestions for the header search bar (resource route, no UI): documents, books with their
 * total and practical insight topics of the edition. Fewer than 3 characters give none.
 */
export function loader({ request, context }: Route.LoaderArgs): Promise<SuggestData> {
  return suggestionsFor(request, context)
}

/** The suggestions for the request's `term`, in the viewer's edition. */
export async function suggestionsFor(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: SuggestOptions = {},
): Promise<SuggestData> {
  const term = (new URL(request.url).searchParams.get('term') ?? '').trim().slice(0, MAX_TERM)
  const empty: SuggestData = {
    term,
    terms: { suggestions: [] },
    documents: { suggestions: [] },
    books: { suggestions: [], total: 0 },
    practicalInsightTopics: { suggestions: [], total: 0 },
  }
  if ([...term].length < SUGGEST_MIN_LENGTH) return empty
  const { search } = context.get(servicesContext)
  const site = context.get(siteContext)
  try {
    return { term, ...(await search.suggest(term, { edition: site.id }, options)) }
  } catch (error) {
    // suggestions are an aid: a failure leaves the list empty (logged, spec 000 §8)
    console.warn('Suggestions failed', error)
    return empty
  }
}
