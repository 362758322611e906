import { createContext } from 'react-router'
import type { UsageEventInput } from '#server/events/event-store.ts'
import type { LatestSearchInput } from '#server/favourites/lists-store.ts'
import type { RequestFacts } from '#server/http/request-log.ts'
import type { Services } from '#server/services.ts'
import type { Site, SiteId, Subscription } from '#sites/index.ts'

/** The domain services, built once at boot (server/services.ts) and injected per request. */
export const servicesContext = createContext<Services>()

/** The edition chosen by the request's host name. */
export const siteContext = createContext<Site>()

/**
 * The listings the edition's menu opens that hold nothing today, by mode, and its presets that
 * find too little, by address (their items are hidden).
 */
export const emptyListingsContext = createContext<ReadonlySet<string>>(new Set())

export type Viewer = {
  account: { id: string; email: string; name: string; initials: string; accountNo: string } | null
  authenticatedByIp: boolean
  /** The viewer's subscription on the current edition, or null. */
  subscription: Subscription | null
  /** The editions the account holds a subscription on (any edition, this one included). */
  editions: readonly SiteId[]
  aiEnabled: boolean
  sessionToken: string | null
  /** Staff roles of the account ('editor'); none for a subscriber. */
  roles: readonly string[]
}
export const viewerContext = createContext<Viewer>()

/** Per-request facts from the HTTP layer and cookies the middleware adds to the response. */
export type RequestInfo = {
  clientIp: string
  /** Nonce for the inline scripts React Router renders (Content-Security-Policy). */
  nonce: string
  csrfToken: string
  setCookies: string[]
  /** Cookies to set only when the response shows a page (not on a redirect), e.g. a shown notice. */
  setCookiesIfShown?: string[]
  /**
   * Only on a request for a whole page (not a `.data` request): HTML a loader renders into the
   * page but leaves out of the hydration data, by element id (app/utils/html-once.tsx).
   */
  htmlOnce?: Map<string, string>
  /** What the request log and the metrics learn from the route (server/http/request-log.ts). */
  facts?: RequestFacts
  /** The request's id, as the log line and the `X-Request-Id` header carry it. */
  requestId?: string
}
export const requestInfoContext = createContext<RequestInfo>()

/**
 * A page the page cache may keep and serve to other viewers of the same plan
 * (app/middleware/page-cache.server.ts): its loader says so once the page is whole (not degraded),
 * with the events each showing of it records (for the viewer it is shown to).
 */
export type CacheablePage = {
  events: Omit<UsageEventInput, 'accountId'>[]
  /** A search to keep in a signed-in viewer's latest searches, each showing. */
  latestSearch?: LatestSearchInput
  /** The documents it lists: a viewer who has saved any of them gets a page of their own. */
  documentIds?: string[]
}
export const cacheablePageContext = createContext<{ page: CacheablePage | null } | null>(null)
