import { data, type RouterContextProvider } from 'react-router'
import {
  emptyListingsContext,
  requestInfoContext,
  servicesContext,
  siteContext,
  viewerContext,
} from '#app/context.ts'
import { publicEnv } from '#server/env.ts'
import { menuFor, mountedRouteKeys, routeAccess } from '#sites/index.ts'
import { readCookies } from './cookies.server.ts'
import { takeNotice } from './notice.server.ts'

/** The announcement shown under the header until dismissed (7-day cookie named for its id). */
const ANNOUNCEMENT = {
  id: 'banner-ai-assistant',
  text: 'New: ask the AI Assistant questions about the documents you select, with cited sources.',
  link: { href: '/aidisclaimer', label: 'How it works' },
}

/** The shell's data: only this edition's public configuration and the viewer's own facts. */
export function loadRootData(request: Request, context: Readonly<RouterContextProvider>) {
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  const info = context.get(requestInfoContext)
  const { env } = context.get(servicesContext)
  const cookies = readCookies(request)
  const { notice, clear } = takeNotice(request)
  // Cleared only if this response shows a page: a redirect discards this data, notice included.
  if (clear) (info.setCookiesIfShown ??= []).push(clear)
  const mounted = mountedRouteKeys()
  return {
    site: { id: site.id, name: site.name, theme: site.theme },
    menu: menuFor(site.id, viewer.subscription, context.get(emptyListingsContext)),
    viewer: {
      signedIn: Boolean(viewer.account),
      name: viewer.account?.name ?? '',
      initials: viewer.account?.initials ?? '',
      subscription: viewer.subscription,
      authenticatedByIp: viewer.authenticatedByIp,
      // The AI plan counts only where the subscription's route set includes the assistant.
      aiEnabled: viewer.aiEnabled && routeAccess(site, 'assistant', viewer.subscription) === 'ok',
    },
    csrf: info.csrfToken,
    cookieConsent: cookies.visited === 'yes',
    banner: cookies[ANNOUNCEMENT.id] === 'false' ? null : ANNOUNCEMENT,
    notice,
    // Header links only to screens this viewer may open (single-title plans have no favourites).
    links: {
      search: mounted.has('search'),
      favorites:
        mounted.has('favorites') && routeAccess(site, 'favorites', viewer.subscription) === 'ok',
    },
    env: publicEnv(env),
  }
}

export type RootData = ReturnType<typeof loadRootData>

/** A refusal from middleware (no loader has run), carrying what the shell needs to render. */
export function refuse(
  request: Request,
  context: Readonly<RouterContextProvider>,
  status: number,
  payload: Record<string, unknown> = {},
) {
  let shell: RootData | undefined
  try {
    shell = loadRootData(request, context)
  } catch {
    shell = undefined // the site or viewer is not known yet: render without the shell
  }
  return data({ ...payload, shell }, { status })
}
