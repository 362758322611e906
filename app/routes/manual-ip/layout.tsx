import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
// The part's stylesheet is also the route's, so the server's page links it (and pages without
// JavaScript are styled); the part's script is what loads later.
import './manual-ip.css.ts'
import { mipApp } from './part.ts'

/**
 * /manual-ip: the mini-app's frame (spec 001 §2.7). Its code is its own part (mip-app), loaded
 * on the first visit to one of its addresses; a part that does not load shows the load error
 * naming the part and the reason, with a Reload (app/components/mini-app-part).
 */
export function loader() {
  return null
}

export const handle: RouteHandle = { breadcrumb: 'Manual IP' }

const Frame = mipApp.screen((part) => part.FrameScreen)

export default function ManualIpLayout() {
  return <Frame />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
