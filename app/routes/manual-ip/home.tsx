import { redirect } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import type { Route } from './+types/home'
import { entryView, manualIp, starredIds } from './mip.server.ts'
import { parseCompareParams, serializeCompare } from './params.ts'
import { mipApp } from './part.ts'

/**
 * /manual-ip?c=DE&c=EP&right=patent: choose up to four offices and a right, and compare the
 * prosecution information of each (filing requirements, fees, time limits, representation),
 * every cell with its source.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args
  const url = pageUrl(args)
  const state = parseCompareParams(url.searchParams)
  // A hand-written address (unknown codes, a fifth office, a bad right) is put in its one form.
  if (url.search && serializeCompare(state) !== `${url.pathname}?${url.searchParams}`)
    throw redirect(serializeCompare(state))
  const mip = manualIp(context)
  const [countries, grid, starred] = await Promise.all([
    mip.countries(),
    mip.compare(state),
    starredIds(context),
  ])
  return {
    state,
    here: serializeCompare(state),
    countries: countries.map((c) => ({
      code: c.code,
      name: c.name,
      rights: c.rights.map((r) => r.right),
      sample: c.rights.every((r) => r.sample),
    })),
    rows: grid.rows.map((r) => ({
      topic: r.topic,
      label: r.label,
      cells: r.cells.map((c) => ({
        country: c.country,
        name: grid.countries.find((x) => x.code === c.country)?.name ?? c.country,
        entries: c.entries.map((e) => entryView(e, starred)),
      })),
    })),
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'Manual IP: find and compare IP prosecution information')

const Screen = mipApp.screen((part) => part.HomeScreen)

export default function ManualIpHome(props: Route.ComponentProps) {
  return <Screen {...props} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
