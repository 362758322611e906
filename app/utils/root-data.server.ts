import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { data, type RouterContextProvider } from 'react-router'
import {
  MENU_ID,
  MENU_LINKS_ID,
  MenuEntries,
  menuLinksOf,
} from '#app/components/shell/main-nav.tsx'
import { htmlOnce } from '#app/utils/html-once.tsx'
import {
  emptyListingsContext,
  requestInfoContext,
  servicesContext,
  siteContext,
  viewerContext,
} from '#app/context.ts'
import { publicEnv, type Env } from '#server/env.ts'
import {
  menuFor,
  mountedRouteKeys,
  routeAccess,
  staffMayOpen,
  type Site,
  type Subscription,
} from '#sites/index.ts'
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
  const edition = editionShell(site, viewer.subscription, context.get(emptyListingsContext), env)
  return {
    site: edition.site,
    // Sent once, in the page (not again in its hydration data) when the request is for a page.
    menu: htmlOnce(context, MENU_ID, edition.menuHtml),
    menuLinks: htmlOnce(context, MENU_LINKS_ID, edition.menuLinks),
    viewer: {
      signedIn: Boolean(viewer.account),
      name: viewer.account?.name ?? '',
      initials: viewer.account?.initials ?? '',
      subscription: viewer.subscription,
      authenticatedByIp: viewer.authenticatedByIp,
      // The AI plan counts only where the subscription's route set includes the assistant.
      aiEnabled: viewer.aiEnabled && routeAccess(site, 'assistant', viewer.subscription) === 'ok',
      /** The editors' report, for staff with the editor role where the plan opens it. */
      searchReport:
        mountedRouteKeys().has('editors.search-report') &&
        routeAccess(site, 'editors.search-report', viewer.subscription) === 'ok' &&
        staffMayOpen('editors.search-report', viewer.roles),
    },
    csrf: info.csrfToken,
    cookieConsent: cookies.visited === 'yes',
    banner: cookies[ANNOUNCEMENT.id] === 'false' ? null : ANNOUNCEMENT,
    notice,
    links: edition.links,
    env: edition.env,
  }
}

/**
 * Everything the shell (loadRootData) shows that is not the viewer's name or the response's own
 * tokens: the part of a shared page's cache key that the shell decides. A pending notice is not
 * in it: a page that shows one is never shared.
 */
export function shellVariant(request: Request, context: Readonly<RouterContextProvider>): string {
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  const cookies = readCookies(request)
  return JSON.stringify([
    site.id,
    viewer.subscription,
    [...context.get(emptyListingsContext)].sort(),
    Boolean(viewer.account),
    viewer.authenticatedByIp,
    viewer.aiEnabled,
    [...viewer.roles].sort(),
    cookies.visited === 'yes',
    cookies[ANNOUNCEMENT.id] === 'false',
  ])
}

type EditionShell = {
  site: { id: Site['id']; name: string; theme: Site['theme']; assistant: Site['assistant'] }
  /** The menu's entries as HTML, and its links to this site's pages as JSON (see MainNav). */
  menuHtml: string
  menuLinks: string
  links: { search: boolean; favorites: boolean }
  env: ReturnType<typeof publicEnv>
}

/**
 * The part of the shell that depends only on the edition, the subscription and which listings
 * are empty (the listings change at most once a minute): built once per combination, then
 * shared by every request, instead of composing the menus again for each page.
 */
const editionShells = new Map<string, EditionShell>()

function editionShell(
  site: Site,
  subscription: Subscription | null,
  emptyListings: ReadonlySet<string>,
  env: Env,
): EditionShell {
  const key = [site.id, subscription ?? '', ...[...emptyListings].sort()].join('|')
  let shell = editionShells.get(key)
  if (!shell) {
    const mounted = mountedRouteKeys()
    const menu = menuFor(site.id, subscription, emptyListings)
    shell = {
      site: { id: site.id, name: site.name, theme: site.theme, assistant: site.assistant },
      menuHtml: renderToStaticMarkup(createElement(MenuEntries, { items: menu })),
      menuLinks: JSON.stringify(menuLinksOf(menu)),
      // Header links only to screens this viewer may open (single-title plans have no favourites).
      links: {
        search: mounted.has('search'),
        favorites:
          mounted.has('favorites') && routeAccess(site, 'favorites', subscription) === 'ok',
      },
      env: publicEnv(env),
    }
    editionShells.set(key, shell)
  }
  return shell
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
