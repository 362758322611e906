import { redirect } from 'react-router'
import { servicesContext } from '#app/context.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { isArbitratorInputError } from '#server/errors.ts'
import type { RelationshipPage } from '#server/arbitrators/queries.ts'
import type { ArbitratorService } from '#server/arbitrators/service.ts'
import {
  CONNECTION_LABELS,
  MAX_RIGHT_SELECTIONS,
  REL_TYPES,
  type Connection,
} from '#sites/tools/relationships.ts'
import type { Route } from './+types/page'
import { latestSearches, recordRelationshipSearch } from './latest.server.ts'
import {
  choose,
  parseRelationshipState,
  relationshipHref,
  remove,
  serializeRelationshipState,
  type RelationshipState,
  type Selection,
} from './params.ts'

/** The spec's hint when a side is full, or both are, and another search is made (001 §4, §8). */
export const FULL_HINT = 'Remove the previous searchterm to search again.'
const CANDIDATES = 10
const typeLabel = (relType: number) => REL_TYPES.find((t) => t.relType === relType)?.label ?? ''

export type RelationshipPageData = Awaited<ReturnType<typeof loadRelationshipPage>>
export type LookupData = Awaited<ReturnType<typeof lookUp>>

/**
 * The page's view model: the URL's state in canonical form, the selections named, what is
 * being looked up, the assessment's page and the viewer's latest searches.
 */
export async function loadRelationshipPage(args: Route.LoaderArgs) {
  const { context } = args
  const url = pageUrl(args)
  const state = parseRelationshipState(url.searchParams)
  if (relationshipHref(state) !== url.pathname + url.search) throw redirect(relationshipHref(state))
  const service = context.get(servicesContext).arbitrators

  // Name the selections; one that names nothing leaves the address.
  const chosen = [state.left, ...state.right].filter((s): s is Selection => s !== null)
  const named = chosen.length ? await service.entities(chosen) : []
  const known = chosen.filter((_, i) => named[i] !== null)
  if (known.length < chosen.length) {
    const keep = (s: Selection | null) => s !== null && known.includes(s)
    throw redirect(
      relationshipHref({
        ...state,
        left: keep(state.left) ? state.left : null,
        right: state.right.filter(keep),
        page: 1,
      }),
    )
  }
  const entity = (s: Selection) => {
    const e = named[chosen.indexOf(s)]!
    return {
      name: e.name,
      type: typeLabel(e.relType),
      removeHref: relationshipHref(remove(state, s)),
    }
  }

  const [lookup, result] = await Promise.all([
    lookUp(service, state),
    state.left && state.right.length
      ? service.assessRelationships({
          left: [state.left],
          right: state.right,
          connection: state.connection ?? undefined,
          page: state.page,
        })
      : null,
  ])
  let pages = 1
  if (result) {
    pages = Math.max(1, Math.ceil(result.total / result.resultsPerPage))
    if (state.page > pages) throw redirect(relationshipHref({ ...state, page: pages }))
    if (state.page === 1 && !state.connection)
      await recordRelationshipSearch(context, state, result)
  }
  const latest = await latestSearches(context)

  return {
    state,
    query: serializeRelationshipState({ ...state, find: null, page: 1 }).toString(),
    left: state.left ? entity(state.left) : null,
    right: state.right.map(entity),
    lookup,
    result: result && {
      total: result.total,
      page: result.page,
      pages,
      first: (result.page - 1) * result.resultsPerPage + 1,
      leftName: result.left.name,
      graph: {
        left: result.left.name,
        right: result.right.map((r) => ({ name: r.name, cases: r.cases })),
      },
      connections: [
        {
          label: 'Every connection',
          cases: null,
          href: relationshipHref({ ...state, connection: null, page: 1 }),
          selected: state.connection === null,
        },
        ...withSelected(result.connectionCounts, state.connection).map((c) => ({
          label: CONNECTION_LABELS[c.connection],
          cases: c.cases,
          href: relationshipHref({ ...state, connection: c.connection, page: 1 }),
          selected: state.connection === c.connection,
        })),
      ],
      items: result.items.map((r) => ({
        key: `${r.caseId}/${r.right.slug}`,
        caseName: r.caseName,
        caseNo: r.caseNo,
        caseHref: `/document/case/${encodeURIComponent(r.caseId)}`,
        date: r.date,
        right: r.right.name,
        connections: r.connections.map((c) => CONNECTION_LABELS[c]),
        description: r.description,
        evidence: r.evidence.map((e) => ({
          title: e.title,
          url: e.url,
          line: e.line,
          text: e.text,
        })),
      })),
    },
    latest,
  }
}

/** The kinds of connection found, and the one chosen even where it finds nothing. */
function withSelected(counts: RelationshipPage['connectionCounts'], chosen: Connection | null) {
  return chosen && !counts.some((c) => c.connection === chosen)
    ? [...counts, { connection: chosen, cases: 0 }]
    : counts
}

/** The names that match what is being looked up, or why there are none. */
async function lookUp(service: ArbitratorService, state: RelationshipState) {
  const { find } = state
  if (!find) return null
  const base = {
    side: find.side,
    text: find.text,
    relType: find.relType,
    type: typeLabel(find.relType),
  }
  // Spec 001 §4: one left-hand selection; once both sides are filled, a further search on
  // either side gives the hint (names picked on the right before the left stay, up to the limit).
  const bothFilled = state.left !== null && state.right.length > 0
  const full =
    find.side === 'left'
      ? state.left !== null
      : bothFilled || state.right.length >= MAX_RIGHT_SELECTIONS
  if (full) return { ...base, hint: FULL_HINT, message: null, candidates: [] }
  try {
    const found = await service.autocomplete(find.relType, find.text, CANDIDATES)
    const taken = new Set([state.left, ...state.right].map((s) => s && `${s.relType}:${s.slug}`))
    return {
      ...base,
      hint: null,
      message: null,
      candidates: found
        .filter((e) => !taken.has(`${e.relType}:${e.slug}`))
        .map((e) => ({
          key: e.slug,
          name: e.name,
          cases: e.cases,
          href: relationshipHref(
            choose(state, find.side, { relType: e.relType as Selection['relType'], slug: e.slug }),
          ),
        })),
    }
  } catch (error) {
    if (!isArbitratorInputError(error)) throw error
    return { ...base, hint: null, message: 'Type at least 2 letters of the name.', candidates: [] }
  }
}
