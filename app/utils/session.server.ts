import { redirect } from 'react-router'
import type { Viewer } from '#app/context.ts'
import { newCsrfSeed } from '#app/middleware/csrf.server.ts'
import type { NewSession, SessionStore } from '#server/users/session-store.ts'
import { cookieHeader, expiredCookieHeader, readCookies } from './cookies.server.ts'

export const SESSION_COOKIE = 'sid'
/** Spec §6: the client's subscription cookie is valid only when it and its session twin agree. */
export const SUBSCRIPTION_COOKIE = 'siteSubscription'
export const SUBSCRIPTION_SESSION_COOKIE = 'siteSubscriptionSession'
export const AI_SUBSCRIPTION_COOKIE = 'aiSubscription'

/** Keeps the readable subscription cookies in line with what the server knows. */
export function syncSubscriptionCookies(request: Request, viewer: Viewer, out: string[]) {
  const cookies = readCookies(request)
  const want = viewer.subscription ?? ''
  const ai = viewer.aiEnabled ? 'true' : ''
  if (
    (cookies[SUBSCRIPTION_COOKIE] ?? '') !== want ||
    (cookies[SUBSCRIPTION_SESSION_COOKIE] ?? '') !== want
  ) {
    if (want) {
      out.push(cookieHeader(request, SUBSCRIPTION_COOKIE, want, { maxAge: 30 * 24 * 3600 }))
      out.push(cookieHeader(request, SUBSCRIPTION_SESSION_COOKIE, want))
    } else {
      out.push(
        expiredCookieHeader(request, SUBSCRIPTION_COOKIE),
        expiredCookieHeader(request, SUBSCRIPTION_SESSION_COOKIE),
      )
    }
  }
  if ((cookies[AI_SUBSCRIPTION_COOKIE] ?? '') !== ai) {
    out.push(
      ai
        ? cookieHeader(request, AI_SUBSCRIPTION_COOKIE, ai)
        : expiredCookieHeader(request, AI_SUBSCRIPTION_COOKIE),
    )
  }
}

/**
 * Signs the browser in, the same way for every kind of sign-in (password, single sign-on, IP
 * range): ends the session it had, starts a new one and sends it on with a new anti-forgery
 * secret. `to` must already be a safe (same-origin) path.
 */
export async function signIn(
  request: Request,
  sessions: SessionStore,
  session: NewSession & { accountId: string },
  to: string,
) {
  const previous = readCookies(request)[SESSION_COOKIE]
  if (previous) await sessions.deleteSession(previous)
  const { token, expiresAt } = await sessions.createSession(session)
  return redirectSignedIn(request, token, expiresAt, to)
}

/** Sets the new session's cookie and a new anti-forgery secret, and sends the viewer on (PRG). */
export function redirectSignedIn(request: Request, token: string, expiresAt: Date, to: string) {
  const headers = new Headers()
  headers.append(
    'Set-Cookie',
    cookieHeader(request, SESSION_COOKIE, token, { httpOnly: true, expires: expiresAt }),
  )
  headers.append('Set-Cookie', newCsrfSeed(request).cookie)
  return redirect(to, { headers })
}

/** Clears the session and subscription cookies and replaces the anti-forgery secret. */
export function signedOutHeaders(request: Request): Headers {
  const headers = new Headers()
  headers.append('Set-Cookie', newCsrfSeed(request).cookie)
  for (const name of [
    SESSION_COOKIE,
    SUBSCRIPTION_COOKIE,
    SUBSCRIPTION_SESSION_COOKIE,
    AI_SUBSCRIPTION_COOKIE,
  ]) {
    headers.append('Set-Cookie', expiredCookieHeader(request, name))
  }
  return headers
}
