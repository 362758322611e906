import { data, redirect, type RouterContextProvider } from 'react-router'
import { servicesContext, siteContext } from '#app/context.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { isNotFoundError } from '#server/errors.ts'
import { TREATY_LISTS, type TreatyListKind } from '#sites/tools/treaties.ts'
import { searchHref } from '#sites/search/search-params.ts'
import { defaultState, withChanges } from '#sites/search/search-state.ts'
import { firstIssue, paramsRecord, treatyListParams, treatyListHref } from './params.ts'

type Args = { request: Request; url?: URL; context: Readonly<RouterContextProvider> }

const notFound = (message: string) => data({ message }, { status: 404 })
const badRequest = (message: string) => data({ message }, { status: 400 })

/**
 * A treaty list (/bits, /conventions): the edition's treaties of the list, filtered by the
 * address (text, party, signature years), 10 a page; with `treaty`, that treaty and the awards
 * and decisions citing it (`cpage` pages them). A field that does not read is a 400 naming it;
 * a page past the end or a treaty the list does not hold is the not-found page. An address
 * with empty or reordered fields redirects to the canonical one.
 */
export async function loadTreatyList(args: Args, kind: TreatyListKind) {
  const { context } = args
  const url = pageUrl(args)
  const parsed = treatyListParams.safeParse(paramsRecord(url.searchParams))
  if (!parsed.success) throw badRequest(firstIssue(parsed.error))
  const p = parsed.data
  if (p.from !== undefined && p.to !== undefined && p.from > p.to)
    throw badRequest('Signed from (from) must not be after Signed until (to).')

  // The form sends its empty fields too: the address without them is the page's own.
  const path = TREATY_LISTS[kind].path
  const canonical = treatyListHref(path, { ...p, treaty: p.treaty })
  if (`${url.pathname}${url.search}` !== canonical && url.pathname.toLowerCase() === path)
    throw redirect(canonical)

  const edition = context.get(siteContext).id
  const { treaties } = context.get(servicesContext)
  const list = await treaties.list(edition, kind, {
    q: p.q,
    party: p.party,
    from: p.from,
    to: p.to,
    page: p.page,
  })
  if (p.party && !list.parties.some((x) => x.name === p.party))
    throw badRequest(`Party (party) is no party of these treaties: ${p.party}.`)
  if (list.page > list.pages) throw notFound('There is no such page of treaties.')

  let selected = null
  if (p.treaty) {
    const treaty = await treaties.treaty(edition, p.treaty).catch((e: unknown) => {
      if (isNotFoundError(e)) throw notFound('There is no such treaty in this list.')
      throw e
    })
    if (treaty.list !== kind) throw notFound('There is no such treaty in this list.')
    const citations = await treaties.citations(edition, treaty.id, p.cpage ?? 1)
    if (citations.page > citations.pages) throw notFound('There is no such page of citations.')
    selected = { treaty, citations }
  }

  const filters = { q: p.q, party: p.party, from: p.from, to: p.to }
  return {
    kind,
    title: TREATY_LISTS[kind].title,
    path,
    filters,
    list: {
      ...list,
      items: list.items.map((t) => ({
        ...t,
        citationsHref: `${treatyListHref(path, { ...filters, page: list.page, treaty: t.id })}#citations`,
      })),
    },
    selected,
    clearHref: path,
  }
}
export type TreatyListData = Awaited<ReturnType<typeof loadTreatyList>>

/**
 * The bilateral treaties the edition's cases were brought under, each with the address of the
 * awards filtered to it (the filter "Treaty or instrument invoked").
 */
export async function loadInvokedTreaties(args: Args) {
  const edition = args.context.get(siteContext).id
  const { treaties } = args.context.get(servicesContext)
  return (await treaties.invokedTreaties(edition)).map((t) => ({
    ...t,
    awardsHref: searchHref(
      withChanges(defaultState('awards'), {
        filters: { legislation: { values: [t.name], op: 'OR' } },
      }),
    ),
  }))
}
export type InvokedTreatiesData = Awaited<ReturnType<typeof loadInvokedTreaties>>
