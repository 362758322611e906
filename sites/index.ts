/** The editions: registry, route catalog and the functions the app composes them with. */
export { catalog, routeKeys, type CatalogEntry, type RouteKey } from './catalog.ts'
export {
  foreignModeNames,
  homeRedirectFor,
  INTERNAL_REFERENCE,
  isApiRoute,
  menuFor,
  menuListings,
  menuPresets,
  modeDescription,
  mountedRouteKeys,
  patternFor,
  routeAccess,
  routeKeyForPath,
  routeKeysFor,
  searchModeInEdition,
  subscriptionsFor,
  unionRouteKeys,
  type RouteAccess,
} from './compose.ts'
export { productNames } from './products.ts'
export { hostOf, isSiteId, isSubscription, originOf, siteForHost, sites } from './registry.ts'
export {
  MENU_ICONS,
  SITE_IDS,
  SUBSCRIPTIONS,
  type Entitlement,
  type MenuIcon,
  type MenuItem,
  type RouteTable,
  type Site,
  type SiteSearch,
  type SiteId,
  type Subscription,
  type ThemeId,
  type Variant,
} from './types.ts'
export { STAFF_ROUTES, staffMayOpen, staffRoleFor, type StaffRole } from './staff.ts'
