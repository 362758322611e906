import { LRUCache } from 'lru-cache'
import type { MiddlewareFunction, RouterContextProvider } from 'react-router'
import {
  cacheablePageContext,
  requestInfoContext,
  servicesContext,
  siteContext,
  viewerContext,
  type CacheablePage,
  type Viewer,
} from '#app/context.ts'
import { hasNotice } from '#app/utils/notice.server.ts'
import { savedHits } from '#app/utils/saved-documents.server.ts'
import { fill, STAND_INS, toTemplate, type PageTemplate } from '#app/utils/page-template.server.ts'
import { shellVariant } from '#app/utils/root-data.server.ts'

/**
 * Shared pages: a page every subscriber of a plan sees alike (a search's results, say) is
 * rendered once with stand-ins for the viewer's own values (script nonce, anti-forgery token,
 * name and initials), kept for `PAGE_CACHE_SECONDS`, and filled in for each viewer who asks for
 * the same address with the same shell. The guard, the session and the anti-forgery check run for
 * every request before this; only the loaders and the rendering are skipped, and the events the
 * page records are recorded for each showing. A route opts in by listing this middleware; its
 * loader calls `shareablePage` once the page is whole, and nothing else is kept.
 */
export const pageCacheMiddleware: MiddlewareFunction<Response> = (args, next) =>
  sharedPage(args, next, null)

/** The page cache for a page that is the same for every viewer whenever it shows (no loader
 * decides): an information page. */
export const staticPageCacheMiddleware: MiddlewareFunction<Response> = (args, next) =>
  sharedPage(args, next, { events: [] })

async function sharedPage(
  { request, context }: Parameters<MiddlewareFunction<Response>>[0],
  next: () => Promise<Response>,
  always: CacheablePage | null,
): Promise<Response> {
  const { env, events, favourites, metrics } = context.get(servicesContext)
  const info = context.get(requestInfoContext)
  // Whole pages only (not `.data` navigations, which carry no nonce or token in their data).
  if (!env.PAGE_CACHE_SECONDS || request.method !== 'GET' || !info.htmlOnce) return next()
  if (hasNotice(request)) return next()
  const viewer = context.get(viewerContext)
  const holes = {
    nonce: info.nonce,
    csrf: info.csrfToken,
    name: viewer.account?.name ?? '',
    initials: viewer.account?.initials ?? '',
  }
  const cache = pagesFor(env.PAGE_CACHE_SECONDS)
  const url = new URL(request.url)
  const key = `${shellVariant(request, context)}\n${url.pathname}${url.search}`

  const kept = cache.get(key)
  // A page listing documents the viewer has saved shows that: theirs alone, never shared.
  if (kept && Object.keys(await savedHits(context, kept.page.documentIds ?? [])).length > 0) {
    return next()
  }
  if (kept) {
    metrics.pageCache.inc({ result: 'hit' })
    for (const event of kept.page.events) {
      await events
        .recordEvent({
          ...event,
          accountId: viewer.account?.id ?? null,
          userAgent: request.headers.get('User-Agent'),
        })
        .catch((error: unknown) => console.warn('Could not record the event', error))
    }
    if (kept.page.latestSearch && viewer.account) {
      await favourites
        .addLatestSearch(
          { accountId: viewer.account.id, siteId: context.get(siteContext).id },
          kept.page.latestSearch,
        )
        .catch((error: unknown) => console.warn('Could not keep the latest search', error))
    }
    return htmlResponse(fill(kept.template, holes))
  }

  metrics.pageCache.inc({ result: 'miss' })
  const shared = { page: always }
  context.set(cacheablePageContext, shared)
  info.nonce = STAND_INS.nonce
  info.csrfToken = STAND_INS.csrf
  context.set(viewerContext, withStandIns(viewer))
  let response: Response
  try {
    response = await next()
  } finally {
    info.nonce = holes.nonce
    info.csrfToken = holes.csrf
    context.set(viewerContext, viewer)
  }
  if (!response.headers.get('Content-Type')?.startsWith('text/html') || !response.body) {
    return response
  }
  const html = await response.text()
  const template = toTemplate(html)
  if (response.status === 200 && shared.page) {
    // A page showing another value of the viewer's own is theirs alone: not kept. (Values too
    // short to tell apart from text, such as a two-digit account number, are not looked for.)
    const own = [viewer.account?.id, viewer.account?.email, viewer.account?.accountNo]
    const shows = (value: string | null | undefined) =>
      value && value.length >= 6 && html.includes(value)
    if (![...own, viewer.sessionToken].some(shows)) {
      cache.set(key, { template, page: shared.page })
    } else console.warn(`Not shared: ${url.pathname} shows the viewer's own values`)
  }
  return new Response(fill(template, holes), response)
}

/** In a loader of a route with the page cache: this page, as it is now, may be shared. */
export function shareablePage(context: Readonly<RouterContextProvider>, page: CacheablePage) {
  const shared = context.get(cacheablePageContext)
  if (shared) shared.page = page
}

type Kept = { template: PageTemplate; page: CacheablePage }
let pages: { seconds: number; cache: LRUCache<string, Kept> } | undefined

/** Up to 32 million characters of pages (about 400 result pages), each for `seconds`. */
function pagesFor(seconds: number): LRUCache<string, Kept> {
  if (pages?.seconds !== seconds) {
    pages = {
      seconds,
      cache: new LRUCache<string, Kept>({
        maxSize: 32 * 1024 * 1024,
        sizeCalculation: (kept) => Math.max(1, kept.template.length),
        ttl: seconds * 1000,
      }),
    }
  }
  return pages.cache
}

function withStandIns(viewer: Viewer): Viewer {
  if (!viewer.account) return viewer
  return {
    ...viewer,
    account: { ...viewer.account, name: STAND_INS.name, initials: STAND_INS.initials },
  }
}

function htmlResponse(html: string): Response {
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}
