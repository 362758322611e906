import { redirect } from 'react-router'
import { cookieHeader, expiredCookieHeader, readCookies } from './cookies.server.ts'

export type NoticeType = 'info' | 'success' | 'warning' | 'error'
export type Notice = { type: NoticeType; title: string; content?: string }

const COOKIE = 'notice'

/** Post/Redirect/Get with a one-time notification shown on the next page. */
export function redirectWithNotice(request: Request, to: string, notice: Notice, init?: ResponseInit) {
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', cookieHeader(request, COOKIE, JSON.stringify(notice), { httpOnly: true, maxAge: 60 }))
  return redirect(to, { ...init, headers })
}

/** Reads the pending notice, if any, and the header that clears it. */
export function takeNotice(request: Request): { notice: Notice | null; clear: string | null } {
  const raw = readCookies(request)[COOKIE]
  if (!raw) return { notice: null, clear: null }
  try {
    const value = JSON.parse(raw) as Notice
    const ok = typeof value?.title === 'string' && ['info', 'success', 'warning', 'error'].includes(value.type)
    return { notice: ok ? value : null, clear: expiredCookieHeader(request, COOKIE) }
  } catch {
    return { notice: null, clear: expiredCookieHeader(request, COOKIE) }
  }
}
