import { data, redirect } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { mdlApp } from './part.ts'
import type { Route } from './+types/search'
import { searchFor } from './mdl.server.ts'
import { parseMdlParams, serializeMdlParams } from './params.ts'

/**
 * /market-definitions-locator/search?q=&f=&sort=&order=&page=&size=: the documents whose market
 * definitions match, 10 a page by date (newest first), with the filters of the whole result in
 * the spec's category order. A query the syntax refuses is answered with its position (400).
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args
  const url = pageUrl(args)
  const state = parseMdlParams(url.searchParams)
  const canonical = serializeMdlParams(state)
  // A hand-written or defaulted address is put in its one form (the same bytes for `%20` and `+`).
  const current = `${url.pathname}${url.search ? `?${url.searchParams}` : ''}`
  if (url.search && canonical !== current) throw redirect(canonical)
  const { result, error } = await searchFor(context, state)
  if (!result) return data({ state, error, result: null }, { status: 400 })
  const pages = Math.max(1, Math.ceil(result.TotalHits / state.size))
  if (state.page > pages) throw redirect(serializeMdlParams({ ...state, page: pages }))
  return { state, error: null, result: { ...result, pages } }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'Search market definitions')

const Screen = mdlApp.screen((part) => part.SearchScreen)

export default function MarketDefinitionsSearch(props: Route.ComponentProps) {
  return <Screen {...props} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
