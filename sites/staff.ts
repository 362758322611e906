import type { RouteKey } from './catalog.ts'

// Screens for the portal's own staff, by the role their account holds in the store (the spec
// names no roles for subscribers). The guard answers not found to anyone without the role, as
// for a screen outside the edition, so the screen's existence is not told.

export type StaffRole = 'editor'

export const STAFF_ROUTES: Partial<Record<RouteKey, StaffRole>> = {
  'editors.search-report': 'editor',
}

/** The role a route needs besides its entitlement, or null. */
export function staffRoleFor(key: RouteKey): StaffRole | null {
  return STAFF_ROUTES[key] ?? null
}

/** Whether a viewer holding these roles may open the route. */
export function staffMayOpen(key: RouteKey, roles: readonly string[]): boolean {
  const role = staffRoleFor(key)
  return role === null || roles.includes(role)
}
