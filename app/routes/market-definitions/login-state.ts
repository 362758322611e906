// The mini-apps' own login state (spec 001 §4): a token and its expiry in local storage, set by
// the login page and cleared by the logout page, on top of the portal's session. Browser-only
// helpers.

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
