import { data, redirect } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { isMipQueryError, MIP_PAGE_SIZE } from '#sites/tools/manual-ip.ts'
import type { Route } from './+types/search'
import { entryView, manualIp, starredIds } from './mip.server.ts'
import { parseSearchParams, serializeSearch, toggleFilter } from './params.ts'
import { mipApp } from './part.ts'

/**
 * /manual-ip/search?q=&page=: the entries holding every word of `q`, narrowed by its
 * `category:value` filters, 10 a page, with each filter's values and counts as links. A query
 * the syntax refuses (an unknown category lists the categories) is answered with a 400.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args
  const url = pageUrl(args)
  const state = parseSearchParams(url.searchParams)
  const canonical = serializeSearch(state)
  if (url.search && canonical !== `${url.pathname}?${url.searchParams}`) throw redirect(canonical)
  const mip = manualIp(context)
  try {
    const [result, starred] = await Promise.all([
      mip.search({
        query: state.q,
        start: (state.page - 1) * MIP_PAGE_SIZE,
        pageSize: MIP_PAGE_SIZE,
      }),
      starredIds(context),
    ])
    const pages = Math.max(1, Math.ceil(result.total / MIP_PAGE_SIZE))
    if (state.page > pages) throw redirect(serializeSearch({ ...state, page: pages }))
    return {
      state,
      here: serializeSearch(state),
      error: null,
      result: {
        total: result.total,
        pages,
        hits: result.hits.map((e) => entryView(e, starred)),
        filters: result.filters.map((f) => ({
          category: f.category,
          items: f.items.map((i) => ({
            ...i,
            to: toggleFilter(result.query, f.category, i.value),
          })),
        })),
      },
    }
  } catch (error) {
    if (!isMipQueryError(error)) throw error
    return data(
      { state, here: serializeSearch(state), error: { message: error.message }, result: null },
      { status: 400 },
    )
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'Search Manual IP: IP prosecution information')

const Screen = mipApp.screen((part) => part.SearchScreen)

export default function ManualIpSearch(props: Route.ComponentProps) {
  return <Screen {...props} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
