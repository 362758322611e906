import { data, redirect, type RouterContextProvider } from 'react-router'
import { servicesContext, siteContext, viewerContext, type CacheablePage } from '#app/context.ts'
import { MODES_ELSEWHERE, SEARCH_MODES, sortOptions, type PathMode } from '#sites/search/modes.ts'
import {
  hasText,
  isFacetId,
  parseSearchParams,
  searchHref,
  selectionOf,
  toSearchQuery,
  withChanges,
  type FacetId,
  type SearchState,
} from '#sites/search/search-params.ts'
import { isSelectable } from '#app/search/selection.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { FACETS, facetName, KEEP_ZERO_ITEMS, valueLabel } from '#sites/search/facets.ts'
import { isPlainPhrase } from '#sites/search/query-terms.ts'
import { formatDay } from '#sites/dates.ts'
import type {
  FilterItem,
  FilterResponse,
  SearchEngine,
  SearchHit,
  SearchPage,
} from '#server/search/engine.ts'
import {
  isInvalidSearchQueryError,
  isQueryTooBroadError,
  isSearchBusyError,
  isSearchSyntaxError,
  isUnknownSearchModeError,
} from '#server/errors.ts'
import {
  modeDescription,
  mountedRouteKeys,
  patternFor,
  routeAccess,
  searchModeInEdition,
  type Site,
} from '#sites/index.ts'
import { searchWithinManualIp } from '#app/routes/manual-ip/within-search.server.ts'
import { shareablePage } from '#app/middleware/page-cache.server.ts'
import { savedHits } from '#app/utils/saved-documents.server.ts'
import { readCookies } from '#app/utils/cookies.server.ts'
import { SEARCH_EVENT } from '#server/events/search-report.ts'

// The loader every search screen shares (STYLE §8): parse the URL, redirect to its canonical
// form, run one search with its filters, record the search event and shape the view model.

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

export type HitView = {
  id: string
  title: string
  url: string
  type: string
  date: string | null
  dateLabel: string
  authors: string[]
  source: string
  sourceLocation: string | null
  /** HTML-escaped by the engine, with <mark> around the query's terms. */
  excerpt: string
  aiAvailable: boolean
  selectable: boolean
  chapters: { id: string; title: string; url: string }[]
  /** A decision's case number, parties, treaty or statute and outcome, each with its name. */
  facts: { name: string; value: string }[]
}

export type FilterPill = { facet: FacetId; name: string; value: string; label: string }

export type SearchPageData = Awaited<ReturnType<typeof loadSearchPage>>

/** yyyy-mm-dd → '10 May 2020' (spec 000 §9: day 2-digit, short month, year, en-GB). */
export function displayDate(iso: string | null): string | null {
  return iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatDay(iso) || null : null
}

type LoaderArgs = { request: Request; url?: URL; context: Readonly<RouterContextProvider> }

export async function loadSearchPage(args: LoaderArgs, pathMode: PathMode) {
  const { context } = args
  const url = pageUrl(args)
  const services = context.get(servicesContext)
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  // A mode another tool answers (profiles: the Profile Navigator) goes there with its text,
  // where the edition and plan open it; elsewhere it is dropped like any unknown mode.
  const elsewhere = MODES_ELSEWHERE[(url.searchParams.get('mode') ?? '').trim().toLowerCase()]
  if (
    pathMode === 'default' &&
    elsewhere &&
    mountedRouteKeys().has(elsewhere.route) &&
    routeAccess(site, elsewhere.route, viewer.subscription) === 'ok'
  ) {
    const q = url.searchParams.get('q')?.trim()
    const query = q ? `?${new URLSearchParams({ [elsewhere.text]: q })}` : ''
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
  if (canonical !== url.pathname + url.search) throw redirect(canonical)

  const config = SEARCH_MODES[state.mode]
  let page: SearchPage | null = null
  let facets: FilterResponse[] = []
  let syntaxError: { message: string; position: number } | null = null
  let notice: string | null = null
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
      notice = 'Search is unavailable at the moment. Please try again in a few minutes.'
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
    mode: {
      id: config.id,
      path: config.path,
      title: config.title,
      description: modeDescription(site, config.id),
      hasContentToggle: config.hasContentToggle,
      publications: config.publications,
    },
    syntaxError,
    notice,
    notHeld,
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

function hitView(hit: SearchHit, state: SearchState): HitView {
  const newContent = state.mode === 'new content'
  const date = newContent
    ? hit.updatedDate
    : (hit.jurisDate ?? hit.legisDate ?? hit.publicationDate ?? hit.updatedDate)
  return {
    id: hit.id,
    title: hit.title,
    url: withTerm(hit.url, state.q),
    type: hit.type,
    date: displayDate(date),
    dateLabel: newContent ? 'Added' : hit.jurisDate ? 'Decision date' : 'Date',
    authors: hit.authors,
    source: hit.source,
    sourceLocation: hit.sourceLocation,
    excerpt: hit.excerpt,
    aiAvailable: hit.aiAvailable,
    selectable: isSelectable(hit),
    chapters: (hit.bookCluster ?? []).map((c) => ({ ...c, url: withTerm(c.url, state.q) })),
    facts: caseFactsOf(hit),
  }
}

/**
 * The facts a row names beyond its type, date and tribunal (the tribunal or court stands as its
 * place already): the parties only where the title does not name them.
 */
export function caseFactsOf(hit: Pick<SearchHit, 'title' | 'sourceLocation' | 'caseFacts'>) {
  const { tribunal, caseNumber, parties, treaty, outcome } = hit.caseFacts
  const facts: { name: string; value: string }[] = []
  if (tribunal && tribunal !== hit.sourceLocation) facts.push({ name: 'Tribunal', value: tribunal })
  if (caseNumber) facts.push({ name: 'Case number', value: caseNumber })
  const title = hit.title.toLowerCase()
  if (parties.length > 0 && !parties.every((p) => title.includes(p.toLowerCase())))
    facts.push({ name: 'Parties', value: parties.join(parties.length === 2 ? ' v. ' : ', ') })
  if (treaty) facts.push({ name: 'Treaty or statute', value: treaty })
  if (outcome) facts.push({ name: 'Outcome', value: outcome })
  return facts
}

/** A result's address carrying the search text, so the document opens with its hits marked. */
export function withTerm(url: string, q: string): string {
  if (!q) return url
  const [path = '', hash] = url.split('#', 2)
  const [pathname, search = ''] = path.split('?', 2)
  const params = new URLSearchParams(search)
  params.set('q', q)
  return `${pathname}?${params}${hash === undefined ? '' : `#${hash}`}`
}

/**
 * Plain words are one phrase (spec 000 §3). When the phrase finds nothing, the same words joined
 * by AND may: the empty page offers that search, with its count, in one click.
 */
async function allWordsInstead(
  services: Readonly<{ search: SearchEngine }>,
  state: SearchState,
  edition: Site['id'],
): Promise<{ q: string; href: string; total: number } | null> {
  if (!isPlainPhrase(state.q)) return null
  const q = state.q.trim().split(/\s+/).join(' AND ')
  const alternative = withChanges(state, { q })
  try {
    const { totalHits } = await services.search.search(
      { ...toSearchQuery(alternative), resultsPerPage: 1 },
      { edition },
    )
    return totalHits > 0 ? { q, href: searchHref(alternative), total: totalHits } : null
  } catch {
    return null // an offer, not the answer: without it the page still says what it found
  }
}

/** Filters that name where documents come from: the collection may not hold a value yet. */
const ORIGIN_FACETS: readonly FacetId[] = [
  'source',
  'publicationtitle',
  'court',
  'organization',
  'legislation',
]

/**
 * The origins (source, title, court, …) a search that found nothing is limited to and of which
 * the edition holds no document at all: the page says the collection does not hold them yet,
 * rather than that nothing matched.
 */
async function sourcesNotHeld(
  services: Readonly<{ search: SearchEngine }>,
  state: SearchState,
  edition: Site['id'],
): Promise<string[]> {
  const selected = ORIGIN_FACETS.flatMap((id) =>
    (state.filters[id]?.values ?? []).map((value) => ({ id, value })),
  )
  const mode = toSearchQuery(state).mode
  const held = await Promise.all(
    selected.map(
      ({ id, value }) =>
        services.search
          .search(
            { mode, filters: [{ id, filterItems: [value], andOrValue: 'OR' }], resultsPerPage: 1 },
            { edition },
          )
          .then((page) => page.totalHits > 0)
          .catch(() => true), // unknown: say nothing rather than something untrue
    ),
  )
  return selected.filter((_, i) => !held[i]).map(({ value }) => value)
}

function facetSections(facets: FilterResponse[], state: SearchState) {
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

function dateView(response: FilterResponse, state: SearchState): DateFilterView {
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
function filterPills(state: SearchState, sections: FilterSectionView[], site: Site): FilterPill[] {
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
