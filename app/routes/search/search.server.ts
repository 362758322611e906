import { data, redirect, type RouterContextProvider } from 'react-router'
import { servicesContext, siteContext, viewerContext, type CacheablePage } from '#app/context.ts'
import { MODES_ELSEWHERE, SEARCH_MODES, sortOptions, type PathMode } from '#sites/search/modes.ts'
import {
  asksDeceased,
  DECEASED_NOT_OFFERED,
  filterValueProblems,
  groupingProblem,
  parseSearchParams,
  searchHref,
  type FacetId,
} from '#sites/search/search-params.ts'
import { hasText, selectionOf, withChanges } from '#sites/search/search-state.ts'
import { toSearchQuery } from '#sites/search/engine-query.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import type { FilterResponse, SearchPage } from '#server/search/engine.ts'
import {
  isInvalidSearchQueryError,
  isQueryTooBroadError,
  isSearchBusyError,
  isSearchSyntaxError,
  isUnknownSearchModeError,
  kindOf,
} from '#server/errors.ts'
import {
  modeDescription,
  mountedRouteKeys,
  patternFor,
  routeAccess,
  searchModeInEdition,
} from '#sites/index.ts'
import { searchWithinManualIp } from '#app/routes/manual-ip/within-search.server.ts'
import { shareablePage } from '#app/middleware/page-cache.server.ts'
import { savedHits } from '#app/utils/saved-documents.server.ts'
import { readCookies } from '#app/utils/cookies.server.ts'
import { redirectWithNotice } from '#app/utils/notice.server.ts'
import { SEARCH_UNAVAILABLE } from '#app/utils/search-down.server.ts'
import { SEARCH_EVENT } from '#server/events/search-report.ts'
import { hitView } from './hit-view.server.ts'
import { dateView, facetSections, filterPills } from './filter-views.server.ts'
import { allWordsInstead, instrumentsInstead, sourcesNotHeld } from './empty-results.server.ts'

// The loader every search screen shares (STYLE §8): parse the URL, redirect to its canonical
// form, run one search with its filters, record the search event and shape the view model.

export type SearchPageData = Awaited<ReturnType<typeof searchPageData>>

type LoaderArgs = { request: Request; url?: URL; context: Readonly<RouterContextProvider> }

export async function loadSearchPage(
  args: LoaderArgs,
  pathMode: PathMode,
): Promise<SearchPageData> {
  const page = await searchPageData(args, pathMode)
  if (!page.unavailable) return page
  // The engine down (SolrCloud with no node answering): the same page, saying so, answered 503.
  // React Router unwraps data() before the page sees it, so the loader's data is still the page.
  return data(page, { status: 503 }) as unknown as SearchPageData
}

async function searchPageData(args: LoaderArgs, pathMode: PathMode) {
  const { context } = args
  const url = pageUrl(args)
  const services = context.get(servicesContext)
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  // A mode another tool answers (profiles: the Profile Navigator) goes there with its text and
  // the rest of the query (a filter as `nationality` or `f.nationality`; that tool keeps what it
  // knows), where the edition and plan open it; elsewhere it is dropped like any unknown mode.
  const elsewhere = MODES_ELSEWHERE[(url.searchParams.get('mode') ?? '').trim().toLowerCase()]
  if (
    pathMode === 'default' &&
    elsewhere &&
    mountedRouteKeys().has(elsewhere.route) &&
    routeAccess(site, elsewhere.route, viewer.subscription) === 'ok'
  ) {
    const carried = new URLSearchParams()
    for (const [key, value] of url.searchParams) {
      if (key === 'mode' || !value.trim()) continue
      carried.append(key === 'q' ? elsewhere.text : key.replace(/^f\./, ''), value.trim())
    }
    const query = carried.size ? `?${carried}` : ''
    throw redirect(`${patternFor(elsewhere.route)}${query}`)
  }
  let state = parseSearchParams(url.searchParams, pathMode)
  // A search of another edition (KA's treaties on KCL, KIPL's patent searches on KA) is not here.
  if (!searchModeInEdition(site, state.mode)) throw data(null, { status: 404 })
  // Title-only search is not part of some subscriptions, KA's (spec 000 §5).
  const titleOnlyLocked =
    viewer.subscription !== null && site.search.titleOnlyExcluded.includes(viewer.subscription)
  if (titleOnlyLocked && state.titleOnly) state = { ...state, titleOnly: false }
  // 'Search within Manual IP' is offered where the plan opens Manual IP's search.
  const manualIpOffered =
    pathMode === 'default' &&
    mountedRouteKeys().has('manual-ip.search') &&
    routeAccess(site, 'manual-ip.search', viewer.subscription) === 'ok'
  if (!manualIpOffered && state.manualIp) state = { ...state, manualIp: false }
  const canonical = searchHref(state)
  // The spec's 'Filter out deceased profiles' is not offered: the flag is answered, not ignored.
  if (asksDeceased(url.searchParams))
    throw redirectWithNotice(args.request, canonical, { type: 'info', title: DECEASED_NOT_OFFERED })
  // A grouping or a filter value the screen cannot take is left out, and the page says so.
  const problems = [
    groupingProblem(url.searchParams, state.mode),
    ...filterValueProblems(url.searchParams),
  ].filter((p) => p !== null)
  if (problems.length > 0) {
    const title = problems.slice(0, 3).join(' ')
    throw redirectWithNotice(args.request, canonical, { type: 'info', title })
  }
  if (canonical !== url.pathname + url.search) throw redirect(canonical)

  const config = SEARCH_MODES[state.mode]
  let page: SearchPage | null = null
  let facets: FilterResponse[] = []
  let syntaxError: { message: string; position: number } | null = null
  let notice: string | null = null
  let unavailable = false
  try {
    const result = await services.search.searchWithFilters(toSearchQuery(state), {
      edition: site.id,
    })
    page = result.page
    facets = result.filters
  } catch (error) {
    if (isSearchSyntaxError(error)) {
      syntaxError = { message: error.message, position: error.position }
    } else if (
      isInvalidSearchQueryError(error) ||
      isUnknownSearchModeError(error) ||
      isQueryTooBroadError(error) ||
      isSearchBusyError(error)
    ) {
      notice = error.message
    } else {
      // Degrade softly (STYLE §10): the page stays usable and says what happened.
      console.warn('Search failed', error)
      notice = SEARCH_UNAVAILABLE
      unavailable = kindOf(error) === 'unavailable'
    }
  }

  // A page past the end goes to the last page.
  if (page && state.start > 0 && state.start >= page.totalHits) {
    const last = Math.max(0, Math.ceil(page.totalHits / state.resultsPerPage) - 1)
    throw redirect(searchHref(withChanges(state, { start: last * state.resultsPerPage })))
  }

  let shared: CacheablePage | null = null
  if (page) {
    // The spec's search event, once the visitor has answered the cookie banner (decision 181).
    const consented = readCookies(args.request).visited === 'yes'
    const event = {
      type: SEARCH_EVENT,
      link: canonical,
      keywords: [state.q, state.qTitle, state.qPublicationTitle].filter(Boolean).join(' ') || null,
      siteId: site.id,
      module: viewer.subscription,
      platform: site.id,
      location: url.pathname,
      resultCount: page.totalHits,
    }
    // A signed-in subscriber's search with words is kept in their latest searches (spec 001
    // §7.4), where the favourites filters and the API's GET /api/LatestSearches read it.
    const latestSearch =
      state.q && viewer.account
        ? {
            query: state.q,
            url: canonical,
            topics: state.filters.topic?.values ?? [],
            countries: state.filters.jurisdiction?.values ?? [],
          }
        : undefined
    try {
      if (consented) {
        await services.events.recordEvent({
          ...event,
          accountId: viewer.account?.id ?? null,
          userAgent: args.request.headers.get('User-Agent'),
        })
      }
      if (latestSearch && viewer.account) {
        await services.favourites.addLatestSearch(
          { accountId: viewer.account.id, siteId: site.id },
          latestSearch,
        )
      }
    } catch (error) {
      console.warn('Could not record the search event', error)
    }
    shared = { events: consented ? [event] : [], latestSearch }
  }
  // The viewer's own saved state of these documents; the results without it are the same for
  // every subscriber of the plan: the page may be shared.
  const documentIds = page?.hits.map((hit) => hit.id) ?? []
  const saved = await savedHits(context, documentIds)
  if (shared && Object.keys(saved).length === 0) shareablePage(context, { ...shared, documentIds })

  const allWords = page?.totalHits === 0 ? await allWordsInstead(services, state, site.id) : null
  const notHeld = page?.totalHits === 0 ? await sourcesNotHeld(services, state, site.id) : []
  const heldInstead =
    page?.totalHits === 0
      ? await instrumentsInstead(services, state, site, viewer.subscription)
      : []
  const manualIp =
    state.manualIp && state.q ? await searchWithinManualIp(services.manualIp, state.q) : null
  const sections = facetSections(facets, state)
  const dateResponse = facets.find((f) => f.id === 'date')
  const pillsFacet: FacetId = config.publications ? 'publicationtype' : 'type'
  const typeSection = facets.find((f) => f.id === pillsFacet)
  const selectedTypes = selectionOf(state, pillsFacet).values

  return {
    state,
    href: canonical,
    unavailable,
    mode: {
      id: config.id,
      path: config.path,
      title: config.title,
      description: modeDescription(site, config.id),
      hasContentToggle: config.hasContentToggle,
      groupsByCase: config.groupsByCase,
      publications: config.publications,
    },
    syntaxError,
    notice,
    notHeld,
    heldInstead,
    syntax: { addExample: site.search.addExample, examples: site.search.examples },
    allWords,
    titleOnlyLocked,
    manualIpOffered,
    manualIp,
    results: page
      ? {
          total: page.totalHits,
          start: page.start,
          resultsPerPage: page.resultsPerPage,
          sortBy: page.sortBy,
          sortOrder: page.sortOrder,
          hits: page.hits.map((hit) => hitView(hit, state)),
        }
      : null,
    /** The viewer's saved state of the page's documents, by id. */
    saved,
    sortOptions: sortOptions(state.mode, hasText(state)),
    sections,
    date: dateResponse ? dateView(dateResponse, state) : null,
    pills: filterPills(state, sections, site),
    contentTypes: {
      facet: pillsFacet,
      items: (typeSection?.filterItems ?? [])
        .filter((i) => (i.count ?? 0) > 0 || selectedTypes.includes(i.value))
        .slice(0, 8)
        .map((i) => ({ value: i.value, label: i.label, count: i.count ?? 0 })),
      selected: selectedTypes,
    },
  }
}
