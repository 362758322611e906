import { RouterContextProvider } from 'react-router'
import {
  requestInfoContext,
  servicesContext,
  siteContext,
  viewerContext,
  type Viewer,
} from '#app/context.ts'
import { csrfToken } from '#app/middleware/csrf.server.ts'
import { initialsOf } from '#app/middleware/session.server.ts'
import type { Services } from '#server/services.ts'
import { sites, type SiteId } from '#sites/index.ts'

export const anonymous: Viewer = {
  account: null,
  authenticatedByIp: false,
  subscription: null,
  aiEnabled: false,
  editions: [],
  sessionToken: null,
  roles: [],
}

/** The viewer a demo account is on an edition (as the session middleware would load it). */
export async function viewerFor(
  services: Services,
  email: string,
  siteId: SiteId,
): Promise<Viewer> {
  const account = await services.users.findByEmail(email)
  if (!account) throw new Error(`No account ${email}`)
  const subscriptions = await services.users.subscriptionsFor(account.id)
  const subscription = subscriptions.find((s) => s.siteId === siteId)
  return {
    account: {
      id: account.id,
      email: account.email,
      name: account.displayName,
      initials: initialsOf(account.firstName, account.lastName, account.displayName),
      accountNo: account.accountNo ?? '',
    },
    authenticatedByIp: false,
    subscription: (subscription?.subscription as Viewer['subscription']) ?? null,
    aiEnabled: Boolean(subscription?.aiEnabled),
    editions: subscriptions.map((s) => s.siteId as SiteId),
    sessionToken: null,
    roles: await services.roles.rolesOf(account.id),
  }
}

/** A request context as the root middleware leaves it, for calling loaders and actions directly. */
export function routeContext(
  services: Services,
  { site = 'KA', viewer = anonymous }: { site?: SiteId; viewer?: Viewer } = {},
): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(servicesContext, services)
  context.set(siteContext, sites[site])
  context.set(viewerContext, viewer)
  context.set(requestInfoContext, {
    clientIp: '127.0.0.1',
    nonce: 'test-nonce',
    csrfToken: csrfToken(services.env.SESSION_SECRET, TEST_CSRF_SEED),
    setCookies: [],
  })
  return context
}

/** The csrf cookie value the test requests carry; its token is in routeContext's request info. */
export const TEST_CSRF_SEED = 'a'.repeat(43)

/** Arguments for a loader or action: the request, the context and the route's params. */
export function routeArgs(
  services: Services,
  url: string,
  options: {
    site?: SiteId
    viewer?: Viewer
    params?: Record<string, string>
    init?: RequestInit
  } = {},
) {
  const request = new Request(url, options.init)
  return {
    request,
    url: new URL(url),
    context: routeContext(services, options),
    params: options.params ?? {},
    unstable_pattern: '',
    pattern: '',
  }
}
