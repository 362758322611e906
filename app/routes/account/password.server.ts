import type { SessionStore } from '#server/users/session-store.ts'
import { noticeCookie } from '#app/utils/notice.server.ts'
import { signIn } from '#app/utils/session.server.ts'

/**
 * After a new password every session of the account has ended: this browser starts a new one
 * (with a new anti-forgery secret) and is told what happened.
 */
export async function signInAfterPasswordChange(
  request: Request,
  sessions: SessionStore,
  accountId: string,
  to: string,
) {
  const response = await signIn(request, sessions, { accountId }, to)
  response.headers.append(
    'Set-Cookie',
    noticeCookie(request, {
      type: 'success',
      title: 'Password changed',
      content: 'Your new password is set. Every other session of your account has been signed out.',
    }),
  )
  return response
}
