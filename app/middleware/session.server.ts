import type { MiddlewareFunction } from 'react-router'
import {
  requestInfoContext,
  servicesContext,
  siteContext,
  viewerContext,
  type Viewer,
} from '#app/context.ts'
import { expiredCookieHeader, readCookies } from '#app/utils/cookies.server.ts'
import { SESSION_COOKIE, syncSubscriptionCookies } from '#app/utils/session.server.ts'
import { isSiteId, isSubscription } from '#sites/index.ts'

/**
 * Loads the viewer: the signed-in account from the server-side session (one opened by IP range
 * only while the address is still in it), else an institution recognised by IP range, else
 * anonymous. The subscription is this edition's, from the store;
 * the client's siteSubscription cookies only mirror it.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const { users, sessions, roles } = context.get(servicesContext)
  const site = context.get(siteContext)
  const info = context.get(requestInfoContext)
  const token = readCookies(request)[SESSION_COOKIE]

  let session = token ? await sessions.getSession(token) : null
  // A session an institution's IP range opened lasts only while the browser is on that network.
  if (token && session?.authenticatedByIp && session.account) {
    const institution = info.clientIp ? await users.accountForIp(info.clientIp) : null
    if (institution?.id !== session.account.id) {
      await sessions.deleteSession(token)
      session = null
    }
  }
  if (token && !session) info.setCookies.push(expiredCookieHeader(request, SESSION_COOKIE))
  let account = session?.account ?? null
  let authenticatedByIp = session?.authenticatedByIp ?? false
  if (!account && info.clientIp) {
    account = await users.accountForIp(info.clientIp)
    authenticatedByIp = Boolean(account)
  }

  const [subscriptions, staffRoles] = account
    ? await Promise.all([users.subscriptionsFor(account.id), roles.rolesOf(account.id)])
    : [[], []]
  const subscription = subscriptions.find((s) => s.siteId === site.id) ?? null
  const viewer: Viewer = {
    account: account && {
      id: account.id,
      email: account.email,
      name: account.displayName,
      initials: initialsOf(account.firstName, account.lastName, account.displayName),
      accountNo: account.accountNo ?? '',
    },
    authenticatedByIp,
    subscription:
      subscription && isSubscription(subscription.subscription) ? subscription.subscription : null,
    aiEnabled: Boolean(subscription?.aiEnabled),
    editions: subscriptions.map((s) => s.siteId).filter(isSiteId),
    sessionToken: session ? token! : null,
    roles: staffRoles,
  }
  context.set(viewerContext, viewer)
  syncSubscriptionCookies(request, viewer, info.setCookies)
  return next()
}

export function initialsOf(first: string, last: string, display: string): string {
  const letters =
    first && last
      ? first[0] + last[0]
      : display
          .split(/\s+/)
          .map((w) => w[0] ?? '')
          .join('')
          .slice(0, 2)
  return letters.toUpperCase() || '?'
}
