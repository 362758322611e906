// The mini-apps' own login state (spec 001 §4): a token and its expiry in local storage, set by
// the login page and cleared by the logout page, on top of the portal's session. And the load
// error of a part (spec 001 §1): which part failed and why. Browser-only helpers.

const TOKEN_KEY = 'mdl.token'
const EXPIRY_KEY = 'mdl.expiry'

export type LoginState = { token: string; expiry: string }

export function loginState(now = new Date()): LoginState | null {
  try {
    const token = window.localStorage.getItem(TOKEN_KEY)
    const expiry = window.localStorage.getItem(EXPIRY_KEY)
    if (!token || !expiry || !(new Date(expiry) > now)) return null
    return { token, expiry }
  } catch {
    return null
  }
}

/** Stores the state; false when the browser refuses (the page then says "Could not login!"). */
export function storeLogin(state: LoginState): boolean {
  try {
    window.localStorage.setItem(TOKEN_KEY, state.token)
    window.localStorage.setItem(EXPIRY_KEY, state.expiry)
    return window.localStorage.getItem(TOKEN_KEY) === state.token
  } catch {
    return false
  }
}

export function clearLogin(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY)
    window.localStorage.removeItem(EXPIRY_KEY)
  } catch {
    // nothing stored, nothing to clear
  }
}

export type PartLoadFailure = {
  part: string
  reason: 'missing' | 'time-out' | 'other'
  code?: 'CSS_CHUNK_LOAD_FAILED'
}

/** A part's script or style that did not load, told apart from the route's own errors. */
export function partLoadError(error: unknown, part: string): PartLoadFailure | null {
  const message = error instanceof Error ? error.message : String(error ?? '')
  if (/Unable to preload CSS|CSS_CHUNK_LOAD_FAILED/i.test(message)) {
    return {
      part,
      reason: /timed? ?out/i.test(message) ? 'time-out' : 'missing',
      code: 'CSS_CHUNK_LOAD_FAILED',
    }
  }
  if (
    /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
      message,
    )
  ) {
    return { part, reason: 'missing' }
  }
  if (/timed? ?out/i.test(message) && /module|chunk|part/i.test(message))
    return { part, reason: 'time-out' }
  if (/ChunkLoadError|Loading chunk/i.test(message)) return { part, reason: 'other' }
  return null
}
