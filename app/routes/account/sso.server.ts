import { cookieHeader } from '#app/utils/cookies.server.ts'

/**
 * The single sign-on round trip's sealed state (state, nonce, PKCE verifier, return path), kept
 * by the browser between /account/ssologin and /account/ssocallback: HttpOnly, sent to the
 * account routes only, gone after its expiry (and the seal inside refuses it past then too).
 */
export const SSO_FLOW_COOKIE = 'sso_flow'
export const SSO_CALLBACK_PATH = '/account/ssocallback'

export function ssoFlowCookie(request: Request, sealed: string, expiresAt: Date): string {
  return cookieHeader(request, SSO_FLOW_COOKIE, sealed, {
    httpOnly: true,
    path: '/account',
    expires: expiresAt,
  })
}

export function expiredSsoFlowCookie(request: Request): string {
  return cookieHeader(request, SSO_FLOW_COOKIE, '', {
    httpOnly: true,
    path: '/account',
    maxAge: 0,
    expires: new Date(0),
  })
}

/** Where the provider sends the browser back: this edition's own host, so each is registered. */
export function ssoRedirectUri(request: Request): string {
  return new URL(SSO_CALLBACK_PATH, request.url).href
}
