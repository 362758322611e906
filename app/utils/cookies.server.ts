import { parse, serialize, type SerializeOptions } from 'cookie'

export function readCookies(request: Request): Record<string, string | undefined> {
  return parse(request.headers.get('Cookie') ?? '')
}

/** Secure cookies on https only, so the *.localhost editions work over plain http. */
export function cookieHeader(
  request: Request,
  name: string,
  value: string,
  options: SerializeOptions = {},
): string {
  const secure = new URL(request.url).protocol === 'https:'
  return serialize(name, value, { path: '/', sameSite: 'lax', secure, ...options })
}

export function expiredCookieHeader(request: Request, name: string): string {
  return cookieHeader(request, name, '', { maxAge: 0, expires: new Date(0) })
}
