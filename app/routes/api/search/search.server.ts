import type { RouterContextProvider } from 'react-router'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import { badRequest, json } from '#app/utils/api.server.ts'
import type { SearchQuery } from '#server/search/engine.ts'
import { routeAccess, searchModeInEdition, type Site } from '#sites/index.ts'
import { ENGINE_MODES, engineModeOf, SEARCH_MODES, type SearchMode } from '#sites/search/modes.ts'
import { facetValueProblem, isFacetId, type FacetId } from '#sites/search/facets.ts'
import { DECEASED_NOT_OFFERED } from '#sites/search/search-params.ts'
import { modesOfEndpoint, screenOf, type SearchQueryBody } from './search-query.ts'

// What POST /apiv2/{endpoint}/search and /Filter share: the endpoint's mode, who may use it (the
// same route table as the screen that shows the mode) and the engine query. The search service's
// refusals are answered by app/utils/api.server.ts (a query the parser refuses names `q`).

type Context = Readonly<RouterContextProvider>

/**
 * The engine mode a call asks for: the body's `mode` if the endpoint serves it, else the
 * endpoint's first. An endpoint the mode table does not name is a 404 (spec 000 §8: "an unknown
 * search mode has no endpoint"); one whose screen the viewer's plan leaves out, a 403.
 */
export function modeFor(context: Context, endpoint: string, body: SearchQueryBody): SearchMode {
  const modes = modesOfEndpoint(endpoint)
  if (modes.length === 0) {
    throw json({ message: `No search endpoint: ${endpoint}` }, { status: 404 })
  }
  let mode = modes[0]
  if (body.mode !== undefined) {
    const asked = engineModeOf(body.mode)
    if (!asked || !modes.includes(asked)) {
      throw badRequest([
        {
          path: 'mode',
          message: `The ${ENGINE_MODES[modes[0]].endpoint} endpoint serves the modes ${modes.join(', ')}.`,
        },
      ])
    }
    mode = asked
  }
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  const screen = screenOf(mode)
  const access = screen ? routeAccess(site, screen, viewer.subscription) : 'not-in-edition'
  if (access === 'not-in-edition' || !engineModeInEdition(site, mode)) {
    throw json({ message: `No search endpoint: ${endpoint}` }, { status: 404 })
  }
  if (access !== 'ok') {
    throw json(
      {
        message: 'This feature is not included in your current subscription',
        reason: 'not-in-subscription',
      },
      { status: 403 },
    )
  }
  return mode
}

/** Whether every search screen that shows the engine mode is one of the edition's (bits: KA). */
function engineModeInEdition(site: Site, mode: SearchMode): boolean {
  return Object.values(SEARCH_MODES)
    .filter((screen) => screen.engineMode === mode && screen.param === mode)
    .every((screen) => searchModeInEdition(site, screen.id))
}

/**
 * The spec's `deceased: true` ('Filter out deceased profiles') is not offered, as the data does
 * not say who has died: a call that asks for it is answered so (400 naming `deceased`), rather
 * than given every profile as though it had been done. `false` asks for nothing.
 */
export function refuseDeceased(body: unknown): void {
  if ((body as { deceased?: unknown } | null)?.deceased === true)
    throw badRequest([{ path: 'deceased', message: DECEASED_NOT_OFFERED }])
}

/** A filter value that cannot be one of its filter's (a year that is no year) is a 400 naming it. */
function refuseMalformedValues(body: SearchQueryBody): void {
  const problems = (body.filters ?? []).flatMap((f, i) =>
    isFacetId(f.id)
      ? f.filterItems.flatMap((value, j) => {
          const message = facetValueProblem(f.id as FacetId, value.trim())
          return message ? [{ path: `filters.${i}.filterItems.${j}`, message }] : []
        })
      : [],
  )
  if (problems.length > 0) throw badRequest(problems)
}

/** The engine's query: the body with the mode and the page size's two spellings settled. */
export function engineQuery(body: SearchQueryBody, mode: SearchMode): SearchQuery {
  refuseDeceased(body)
  refuseMalformedValues(body)
  const { pageSize, deceased: _false, ...rest } = body
  return { ...rest, resultsPerPage: body.resultsPerPage ?? pageSize, mode }
}

export function searchService(context: Context) {
  return { search: context.get(servicesContext).search, edition: context.get(siteContext).id }
}

export async function recordSearch(
  context: Context,
  endpoint: string,
  body: SearchQueryBody,
): Promise<void> {
  const { events } = context.get(servicesContext)
  try {
    await events.recordEvent({
      type: 'Searches_Regular',
      link: `/apiv2/${endpoint}/search`,
      keywords: [body.q, body.qTitle, body.qPublicationTitle].filter(Boolean).join(' ') || null,
      siteId: context.get(siteContext).id,
      accountId: context.get(viewerContext).account?.id ?? null,
    })
  } catch (error) {
    console.warn('Could not record the search event', error)
  }
}
