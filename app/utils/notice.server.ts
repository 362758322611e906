import { randomUUID } from 'node:crypto'
import { redirect } from 'react-router'
import { cookieHeader, expiredCookieHeader, readCookies } from './cookies.server.ts'

export type NoticeType = 'info' | 'success' | 'warning' | 'error'
/** `id` and `createdAt` let the client show a notice once and time it from when it was made. */
export type Notice = {
  id: string
  type: NoticeType
  title: string
  content?: string
  createdAt: number
}

const COOKIE = 'notice'

/** Post/Redirect/Get with a one-time notification shown on the next page. */
export function redirectWithNotice(
  request: Request,
  to: string,
  notice: Omit<Notice, 'id' | 'createdAt'>,
  init?: ResponseInit,
) {
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', noticeCookie(request, notice))
  return redirect(to, { ...init, headers })
}

/** The cookie that carries a notice to the next page (for a redirect built elsewhere). */
export function noticeCookie(request: Request, notice: Omit<Notice, 'id' | 'createdAt'>) {
  const value: Notice = { ...notice, id: randomUUID(), createdAt: Date.now() }
  return cookieHeader(request, COOKIE, JSON.stringify(value), { httpOnly: true, maxAge: 60 })
}

/** Whether a notice waits to be shown (without reading it). */
export function hasNotice(request: Request): boolean {
  return Boolean(readCookies(request)[COOKIE])
}

/** Reads the pending notice, if any, and the header that clears it. */
export function takeNotice(request: Request): { notice: Notice | null; clear: string | null } {
  const raw = readCookies(request)[COOKIE]
  if (!raw) return { notice: null, clear: null }
  try {
    const value = JSON.parse(raw) as Notice
    const ok =
      typeof value?.title === 'string' &&
      typeof value.id === 'string' &&
      ['info', 'success', 'warning', 'error'].includes(value.type)
    return { notice: ok ? value : null, clear: expiredCookieHeader(request, COOKIE) }
  } catch {
    return { notice: null, clear: expiredCookieHeader(request, COOKIE) }
  }
}
