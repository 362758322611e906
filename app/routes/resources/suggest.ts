import type { RouterContextProvider } from 'react-router'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import { AUTOCOMPLETE_TEXT_MAX } from '#server/arbitrators/schemas.ts'
import type { SuggestOptions, SuggestResponse, Suggestion } from '#server/search/engine.ts'
import { mountedRouteKeys, routeAccess } from '#sites/index.ts'
import type { Route } from './+types/suggest'

/** Suggestions start after this many characters (spec 000 §5, §9). */
export const SUGGEST_MIN_LENGTH = 3
const MAX_TERM = 200
/** Arbitrators the header lists at most: a shortcut to a profile, not a profile search. */
const MAX_ARBITRATORS = 5

export type TermSuggestions = SuggestResponse & { term: string }
/** value: the profile's address. */
export type SuggestData = TermSuggestions & { arbitrators: { suggestions: Suggestion[] } }

/**
 * Suggestions for the header search bar (resource route, no UI): search terms, documents, books
 * with their total and practical insight topics of the edition, and, where the viewer's plan
 * opens the Profile Navigator, arbitrators whose name the text starts. Fewer than 3 characters
 * give none.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<SuggestData> {
  const [found, arbitrators] = await Promise.all([
    suggestionsFor(request, context),
    arbitratorSuggestions(termOf(request), context),
  ])
  return { ...found, arbitrators: { suggestions: arbitrators } }
}

function termOf(request: Request): string {
  return (new URL(request.url).searchParams.get('term') ?? '').trim().slice(0, MAX_TERM)
}

/** The suggestions for the request's `term`, in the viewer's edition. */
export async function suggestionsFor(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: SuggestOptions = {},
): Promise<TermSuggestions> {
  const term = termOf(request)
  const empty: TermSuggestions = {
    term,
    terms: { suggestions: [] },
    documents: { suggestions: [] },
    books: { suggestions: [], total: 0 },
    practicalInsightTopics: { suggestions: [], total: 0 },
  }
  if ([...term].length < SUGGEST_MIN_LENGTH) return empty
  const { search } = context.get(servicesContext)
  const site = context.get(siteContext)
  // the topics are the edition's own list: they stand even if the engine fails
  const practicalInsightTopics = insightTopics(term, context)
  try {
    const found = await search.suggest(term, { edition: site.id }, options)
    return { term, ...found, practicalInsightTopics }
  } catch (error) {
    // suggestions are an aid: a failure leaves the list empty (logged, spec 000 §8)
    console.warn('Suggestions failed', error)
    return { ...empty, practicalInsightTopics }
  }
}

/**
 * The edition's practical insight topics the text names (the group links each to its notes):
 * none where the edition has no practical insights.
 */
function insightTopics(
  term: string,
  context: Readonly<RouterContextProvider>,
): TermSuggestions['practicalInsightTopics'] {
  const site = context.get(siteContext)
  const key = 'practical-insights'
  if (!mountedRouteKeys().has(key) || site.routes[key] === undefined) {
    return { suggestions: [], total: 0 }
  }
  return context.get(servicesContext).insights.suggest(site.id, term)
}

/**
 * Persons of the arbitrator service's autocomplete (on the search threads) each of whose typed
 * words starts a word of their name: the autocomplete also forgives typing slips, which in a
 * box for any search would offer 'Ward' for 'award'. None where the plan cannot open profiles;
 * a failure leaves the group out.
 */
async function arbitratorSuggestions(
  term: string,
  context: Readonly<RouterContextProvider>,
): Promise<Suggestion[]> {
  if ([...term].length < SUGGEST_MIN_LENGTH) return []
  // A text longer than the service looks up names no one (and would fail as bad input).
  if (term.length > AUTOCOMPLETE_TEXT_MAX) return []
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  const key = 'profile-navigator.profile'
  if (!mountedRouteKeys().has(key) || routeAccess(site, key, viewer.subscription) !== 'ok')
    return []
  try {
    const typed = words(term)
    const found = await context.get(servicesContext).arbitrators.autocomplete(0, term, 20)
    return found
      .filter((p) => {
        const name = words(p.name)
        return typed.every((w) => name.some((n) => n.startsWith(w)))
      })
      .slice(0, MAX_ARBITRATORS)
      .map((p) => ({
        value: `/profile-navigator/${encodeURIComponent(p.slug)}`,
        label: p.name,
        subLabel: `${p.cases} ${p.cases === 1 ? 'case' : 'cases'}`,
      }))
  } catch (error) {
    console.warn('Arbitrator suggestions failed', error)
    return []
  }
}

/** Lower-case words without accents: 'Jürgen Voß' → ['jurgen', 'voß']. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}
